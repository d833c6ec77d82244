/**
 * What a page's <head> says about its languages (docs/decisions.md rule 79): `hreflang` alternates
 * for the four languages and `x-default` (the English), and its canonical address in its own
 * language, on every page search engines should index. The server writes them into the pages it
 * renders (server.tsx) and the browser keeps them right as the shopper moves (language-links.tsx).
 */
import { DEFAULT_LANGUAGE, LANGUAGES, languageOfPath, pathInLanguage, type Language } from '@shop/domain';
import { paths } from '@/config/paths';

/** Pages that are the visitor's own, forms, search results and mail links: never indexed. */
const NOT_INDEXED: ReadonlySet<string> = new Set(
  [
    paths.cart,
    paths.checkout,
    paths.checkoutIdeal,
    paths.thankYou,
    paths.track,
    paths.wishlist,
    paths.signIn,
    paths.register,
    paths.account,
    paths.returnForm,
    paths.search,
    paths.comingSoon,
    paths.newsletterConfirm,
    paths.newsletterUnsubscribe,
    paths.notifyMeConfirm,
    paths.notifyMeUnsubscribe,
  ].map((page) => page.path),
);

const KNOWN_PATHS: ReadonlySet<string> = new Set(
  Object.values(paths).flatMap((page) =>
    'path' in page && typeof page.path === 'string' ? [page.path] : [],
  ),
);

export type LanguageLink = { rel: 'alternate' | 'canonical'; hreflang?: string; href: string };

/**
 * The alternates and canonical of the page at `pathname` + `search`, absolute on `origin`; none for
 * a page that is not indexed or not the storefront's (an unknown address, the admin).
 */
export function languageLinks(origin: string, pathname: string, search: string): LanguageLink[] {
  const { language, path } = languageOfPath(pathname);
  const page = path === '/' ? '/' : path.replace(/\/+$/, '');
  if (NOT_INDEXED.has(page) || (page !== '/' && !KNOWN_PATHS.has(page)) || page.startsWith('/admin'))
    return [];
  const at = (other: Language) => `${origin}${pathInLanguage(other, page + search)}`;
  return [
    { rel: 'canonical', href: at(language) },
    ...LANGUAGES.map((other) => ({ rel: 'alternate' as const, hreflang: other, href: at(other) })),
    { rel: 'alternate', hreflang: 'x-default', href: at(DEFAULT_LANGUAGE) },
  ];
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The links as HTML tags, for a page rendered on the server. */
export const languageLinkTags = (links: readonly LanguageLink[]): string[] =>
  links.map(
    ({ rel, hreflang, href }) =>
      `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeAttribute(href)}" />`,
  );
