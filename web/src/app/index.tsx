import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** Set on <html> once React handles the page (rendered, or hydrated: server.tsx). */
export const READY_ATTRIBUTE = 'data-ready';

export function App() {
  // After the first commit, the page's own handlers answer clicks and submits. Before it, a page
  // rendered on the server shows buttons and forms that do nothing yet: its starter script keeps
  // forms from submitting natively until this is set, and the browser tests wait for it.
  useEffect(() => document.documentElement.setAttribute(READY_ATTRIBUTE, ''), []);
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
