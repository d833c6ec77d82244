import { useEffect } from 'react';
import { shopConfig } from '@shop/domain';
import { fill, pageLanguage, words } from '@/app/i18n/page-language';

/**
 * A page's title and description for search results and shared links (SEO). The SPA has one
 * index.html, so each page sets its own when it renders; Google renders the JavaScript and reads them.
 */
export type PageMeta = {
  /** The page's own title; null for the home page (the shop name and what it sells). */
  title: string | null;
  /** One or two sentences about the page; the shop's description (index.html) when left out. */
  description?: string | undefined;
  /** Keeps the page out of search results: not-found pages, which the SPA must answer with 200. */
  noIndex?: boolean | undefined;
};

// Read once, by the first page's effect before it changes it, so index.html stays the one copy of
// the default (not at import: a server render imports this too, without a document).
let defaultDescription: string | undefined;
const shopDescription = () =>
  (defaultDescription ??=
    document.querySelector('meta[name="description"]')?.getAttribute('content') ??
    `Designer bags and accessories from ${shopConfig.name}.`);

/** The `<meta>` with this name or property, created in <head> the first time. */
function metaTag(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  return tag;
}

/**
 * "{title} | {shop name}", or the shop name and what it sells for the home page, in the page's
 * language (docs/decisions.md rule 79).
 */
export function pageTitle(title: string | null): string {
  return title ? `${title} | ${shopConfig.name}` : fill(words().meta.homeTitle, { shop: shopConfig.name });
}

/** Sets the document title, the meta description, their Open Graph twins and the robots directive. */
export function usePageMeta({ title, description, noIndex = false }: PageMeta): void {
  useEffect(() => {
    const fullTitle = pageTitle(title);
    // The shop's own description is index.html's English; another language's from its dictionary.
    const text = description ?? (pageLanguage() === 'en' ? shopDescription() : words().meta.homeDescription);
    document.title = fullTitle;
    metaTag('name', 'description').content = text;
    metaTag('property', 'og:title').content = fullTitle;
    metaTag('property', 'og:description').content = text;
    metaTag('property', 'og:site_name').content = shopConfig.name;
    const robots = metaTag('name', 'robots');
    robots.content = noIndex ? 'noindex' : 'index, follow';
  }, [title, description, noIndex]);
}
