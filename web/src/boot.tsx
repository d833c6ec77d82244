// React, Chakra and the app shell, loaded by main.tsx once it has started the current page's reads.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { loadStorefrontFooter } from './app/layouts/storefront-layout';

/** Renders the shop into #root, or takes over the HTML a server rendered there (server.tsx). */
export function startShop(currentRoute: Promise<void>): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );

  if (root.firstElementChild) {
    // Prerendered at build time or by the storefrontPage function: hydrated once the page's module
    // and first data are in, so React's first render is the server's and reuses its elements, and
    // the footer's module, so its newsletter form hydrates with the page (storefront-layout.tsx). A
    // footer that fails to load leaves the page to hydrate without it.
    const footer = loadStorefrontFooter().catch(() => undefined);
    void Promise.all([currentRoute, footer]).then(() => startTransition(() => void hydrateRoot(root, app)));
  } else {
    // The first render is a transition: React then renders in slices of a few milliseconds and lets
    // the browser handle input between them, instead of one long task that blocks a phone for the
    // whole shell (Lighthouse's Total Blocking Time).
    startTransition(() => createRoot(root).render(app));
  }

  // The Auth SDK and the visitor's sign-in are not needed for the first paint: they wait for the
  // page to work (page-outlet.tsx, lib/firebase/auth.ts).
}
