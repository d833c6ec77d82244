// React, Chakra and the app shell, loaded by main.tsx once it has started the current page's reads.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startVisitorSessionWhenIdle } from './lib/firebase/auth';

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

// The Auth SDK and the visitor's sign-in are not needed for the first paint (lib/firebase/auth.ts).
if (document.readyState === 'complete') startVisitorSessionWhenIdle();
else window.addEventListener('load', startVisitorSessionWhenIdle, { once: true });
