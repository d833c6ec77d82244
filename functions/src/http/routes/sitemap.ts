// GET /sitemap.xml: the storefront's pages for search engines, served by the API function through a
// Firebase Hosting rewrite (firebase.json) rather than built with the SPA, because products and
// designers change every day and a build-time file would go stale between deploys. Each page is
// listed in each language, every entry naming all its versions (Google's sitemap hreflang format,
// docs/decisions.md rule 79).
import {
  ACCESSORY_TYPES,
  BAG_TYPES,
  designerListingParent,
  hasStoreProducts,
  languageAlternates,
  type ParentCategory,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { config } from '../../config';
import { listDesigners } from '../../data/designers';
import { listStoreProductChanges } from '../../data/store-product';
import { escapeHtml } from '../../mail/html';

/**
 * The pages worth finding, as the SPA's routes spell them (web/src/config/paths.ts). Pages that are
 * the visitor's own (cart, checkout, wishlist, track, account, sign-in) and forms are left out.
 */
const SITEMAP_PAGES = [
  '/',
  '/designers',
  '/about',
  '/faq',
  '/contact',
  '/return',
  '/delivery',
  '/shipping',
  '/terms',
  '/privacy',
  '/disclaimer',
  '/cookie',
  '/paymentdocs',
] as const;

const TYPES: Record<ParentCategory, readonly string[]> = { BAGS: BAG_TYPES, ACCESSORIES: ACCESSORY_TYPES };

/** A listing URL as the SPA's links build it (`paths.products.href`): p lower-case, values URL-encoded. */
function listingUrl(path: string, parent: ParentCategory, type: string, brand?: string): string {
  const query = [`p=${parent.toLowerCase()}`, `t=${encodeURIComponent(type)}`];
  if (brand !== undefined) query.push(`b=${encodeURIComponent(brand)}`);
  return `${path}?${query.join('&')}`;
}

function listingUrls(): string[] {
  return (['BAGS', 'ACCESSORIES'] as const).flatMap((parent) => [
    listingUrl('/products', parent, 'all'),
    ...TYPES[parent].map((type) => listingUrl('/products', parent, type)),
    listingUrl('/newin', parent, 'all'),
    listingUrl('/sale', parent, 'all'),
  ]);
}

type SitemapEntry = { path: string; lastModified?: Date };

/**
 * The sitemaps.org XML for `entries`, each path made absolute with the shop's public address: each
 * entry once per language, each naming every language version of itself and x-default.
 */
function sitemapXml(shopUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    const versions = languageAlternates(path);
    const links = versions.map(
      (version) =>
        `<xhtml:link rel="alternate" hreflang="${version.hreflang}" href="${escapeHtml(shopUrl + version.path)}"/>`,
    );
    return versions
      .filter((version) => version.hreflang !== 'x-default')
      .map(
        (version) =>
          `  <url><loc>${escapeHtml(shopUrl + version.path)}</loc>${lastmod}${links.join('')}</url>`,
      );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Every information page, listing, designer listing and product page, products with their last change. */
export const getSitemap: RequestHandler = async (_req, res) => {
  const [designers, products] = await Promise.all([listDesigners(), listStoreProductChanges()]);
  const entries: SitemapEntry[] = [
    ...SITEMAP_PAGES.map((path) => ({ path })),
    ...listingUrls().map((path) => ({ path })),
    ...designers.filter(hasStoreProducts).map((designer) => ({
      path: listingUrl('/products', designerListingParent(designer), 'all', designer.brand),
    })),
    ...products.map(({ id, updatedAt }) => ({
      path: `/view?id=${encodeURIComponent(id)}`,
      lastModified: updatedAt,
    })),
  ];
  res
    .type('application/xml')
    .set('Cache-Control', 'public, max-age=3600')
    .send(sitemapXml(config().shopBaseUrl, entries));
};

/** Mounted at the app's root, not under /api/v1/main: crawlers look for /sitemap.xml. */
export const sitemapRouter = Router().get('/sitemap.xml', getSitemap);
