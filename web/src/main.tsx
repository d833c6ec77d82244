import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startVisitorSession } from './lib/firebase/auth';

// Every visitor gets a uid on the first visit (decisions rule 1); start before the first render so
// the anonymous sign-in runs in parallel with loading the page.
startVisitorSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
