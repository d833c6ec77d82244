import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Keeps the page's hreflang alternates and canonical address in <head> as the shopper moves
 * (docs/decisions.md rule 79): the server wrote the first page's (server.tsx) where it knew the
 * shop's address; a page prerendered at build time, and each page after it, gets them here. Their
 * rules (page-head.ts) load with the first change, off every page's first load: no shopper sees
 * <head>, and the server's links stand until then.
 */
export function LanguageHeadLinks() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    let current = true;
    import('./page-head').then(
      ({ languageLinks }) => {
        if (!current) return;
        for (const old of document.head.querySelectorAll(
          'link[rel="canonical"], link[rel="alternate"][hreflang]',
        )) {
          old.remove();
        }
        for (const { rel, hreflang, href } of languageLinks(
          window.location.origin,
          window.location.pathname,
          window.location.search,
        )) {
          const link = document.createElement('link');
          link.rel = rel;
          if (hreflang) link.hreflang = hreflang;
          link.href = href;
          document.head.append(link);
        }
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pathname, search]);
  return null;
}
