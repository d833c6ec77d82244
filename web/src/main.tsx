// The entry holds only the route table: the current page's first data is requested at once, and its
// module beside React and the app shell (boot.tsx) instead of after them.
import { loadPageLanguage } from './app/i18n/page-language';
import { loadPageModule, preloadRoute, startFirstReads } from './app/route-loaders';
import { restorePageReads } from './lib/firebase/page-reads';
import { reloadOnceOnStaleChunks } from './lib/stale-chunks';
import { runZodWithoutEval } from './lib/zod-without-eval';

reloadOnceOnStaleChunks();
runZodWithoutEval();

// A page rendered on the server carries the Firestore answers it was rendered from: the first
// reads take those instead of asking again.
restorePageReads();

// React, the app shell (boot.tsx: the router and the layout) and the page's module run in tasks of
// their own, with the browser free between them: together they were one task that blocked a phone
// for a hundred milliseconds and more (Lighthouse's Total Blocking Time). A page
// rendered on the server has its module's chunks downloading already (the server names them in its
// page starter's preloads, server.tsx): it runs after the shell. A page the browser renders itself
// asks for its module now, beside React. The shell has no Chakra or emotion: what still renders
// Chakra loads it with itself (components/ui/chakra-scope.tsx).
const serverRendered = Boolean(document.getElementById('root')?.firstElementChild);
// The page's words (its language's dictionary, docs/decisions.md rule 79) download beside React.
const language = loadPageLanguage(window.location.pathname);
const currentRoute = serverRendered ? startFirstReads(window.location) : preloadRoute(window.location);
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
import('react-dom/client')
  .then(nextTask)
  .then(() => import('./boot'))
  .then(async ({ startShop }) => {
    document.documentElement.lang = await language;
    if (serverRendered) {
      await nextTask();
      await loadPageModule(window.location);
      await nextTask();
    }
    startShop(currentRoute);
  })
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
