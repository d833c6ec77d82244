// The entry holds only the route table: the current page's module and first data are requested at
// once, beside React, Chakra and the app shell (boot.tsx) instead of after them (issue 12).
import { preloadRoute } from './app/route-loaders';
import { restorePageReads } from './lib/firebase/page-reads';

// A page rendered on the server carries the Firestore answers it was rendered from: the first
// reads take those instead of asking again.
restorePageReads();
const currentRoute = preloadRoute(window.location);

import('./boot')
  .then(({ startShop }) => startShop(currentRoute))
  .catch((error: unknown) => {
    console.error('The shop could not start', error);
    const root = document.getElementById('root');
    if (root) root.textContent = 'The shop could not load. Please check your connection and reload the page.';
  });
