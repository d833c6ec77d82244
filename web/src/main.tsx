// The entry holds only the route table: the current page's module and first data are requested at
// once, beside React and the app shell (boot.tsx) instead of after them (issue 12).
import { preloadRoute } from './app/route-loaders';
import { restorePageReads } from './lib/firebase/page-reads';
import { reloadOnceOnStaleChunks } from './lib/stale-chunks';
import { runZodWithoutEval } from './lib/zod-without-eval';

reloadOnceOnStaleChunks();
runZodWithoutEval();

// A page rendered on the server carries the Firestore answers it was rendered from: the first
// reads take those instead of asking again.
restorePageReads();
const currentRoute = preloadRoute(window.location);

// The shell is evaluated in two tasks, React, then the app (boot.tsx: the router and the layout),
// with the browser free between them: together they were one task that blocked a phone for a few
// hundred milliseconds (Lighthouse's Total Blocking Time; issue 12). The shell has no Chakra or
// emotion: what still renders Chakra loads it with itself (components/ui/chakra-scope.tsx).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
import('react-dom/client')
  .then(nextTask)
  .then(() => import('./boot'))
  .then(({ startShop }) => startShop(currentRoute))
  .catch((error: unknown) => {
    console.error('The shop could not start', error);
    const root = document.getElementById('root');
    const message = 'The shop could not load. Please check your connection and reload the page.';
    if (!root?.firstElementChild) {
      if (root) root.textContent = message;
      return;
    }
    // A page rendered on the server stays readable: the message goes above it.
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.textContent = message;
    root.prepend(alert);
  });
