// The entry holds only the route table: the current page's module and first data are requested at
// once, beside React, Chakra and the app shell (boot.tsx) instead of after them (issue 12).
import { preloadRoute } from './app/route-loaders';

preloadRoute(window.location);

import('./boot').catch((error: unknown) => {
  console.error('The shop could not start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The shop could not load. Please check your connection and reload the page.';
});
