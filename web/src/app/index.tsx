import { languagePrefix } from '@shop/domain';
import { BrowserRouter } from 'react-router-dom';
import { pageLanguage } from './i18n/page-language';
import { AppRoutes } from './router';

/**
 * The whole shop. No Chakra context here: the shell and the browsing pages are plain HTML with CSS
 * modules, and what still renders Chakra brings its context (components/ui/chakra-scope.tsx).
 * A Dutch, German or French page's addresses carry its prefix (docs/decisions.md rule 79): the
 * router's basename, so every route and link inside the shop keeps the page's language.
 */
export function App() {
  return (
    <BrowserRouter basename={languagePrefix(pageLanguage()) || undefined}>
      <AppRoutes />
    </BrowserRouter>
  );
}
