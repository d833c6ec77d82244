import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';

/**
 * The whole shop. No Chakra context here: the shell and the browsing pages are plain HTML with CSS
 * modules, and what still renders Chakra brings its context (components/ui/chakra-scope.tsx).
 */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
