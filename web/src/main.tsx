// First: the current page's code and data are requested before React and the app are evaluated.
import './app/preload-current-route';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startVisitorSession } from './lib/firebase/auth';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render is a transition: React then renders in slices of a few milliseconds and lets the
// browser handle input between them, instead of one long task that blocks a phone for the whole
// shell (Lighthouse's Total Blocking Time; issue 12).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// Every visitor gets a uid on the first visit (decisions rule 1), but the Auth SDK and the anonymous
// sign-in are not needed for the first paint: start them once the page has loaded and the browser is
// idle. Anything that needs the uid earlier (adding to the cart, a wishlist heart) starts the session
// itself and waits for it (lib/firebase/auth.ts).
function startWhenIdle(): void {
  if ('requestIdleCallback' in window) requestIdleCallback(startVisitorSession, { timeout: 2000 });
  else setTimeout(startVisitorSession, 0);
}
if (document.readyState === 'complete') startWhenIdle();
else window.addEventListener('load', startWhenIdle, { once: true });
