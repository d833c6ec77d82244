// Shareable product pages: Hosting rewrites /view (and /nl/view, /de/view, /fr/view) to the function
// `productPage`, which answers the built SPA's index.html with the product's own <head> (title,
// description, canonical URL, Open Graph tags and Product JSON-LD) in the address's language, so chat
// apps and crawlers that run no JavaScript see the product. The page itself is rendered in too
// (web/src/server.tsx, which adds the language's og:locale, hreflang and canonical): the SPA hydrates
// it and keeps those tags up to date.
import {
  cartUnitPrice,
  documentIdSchema,
  formatPrice,
  languageOfPath,
  loadDictionary,
  pathInLanguage,
  productFullName,
  productInLanguage,
  productPageDescription,
  productStructuredData,
  shopConfig,
} from '@shop/domain';
import type { Request, Response } from 'express';
import { config } from '../config';
import { findStoreProduct } from '../data/store-product';
import * as logs from '../logs';
import { setPageSecurityHeaders } from './security-headers';
import { withRenderedPage, type RenderPage } from './storefront-renderer';

/** How long browsers (max-age) and Hosting's CDN (s-maxage) keep a product page: prices change daily. */
export const PRODUCT_PAGE_CACHE = 'public, max-age=300, s-maxage=600';
/** An unknown id is kept briefly, so a product added a moment later soon has its page. */
export const MISSING_PRODUCT_CACHE = 'public, max-age=60, s-maxage=60';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** A tag the SPA will find and update (use-page-meta.ts looks them up by name or property). */
const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * index.html with this page's title and description in place of the shop's, and `extra` tags before
 * </head>. The title and the description meta are replaced where index.html has them.
 */
export function fillHead(
  indexHtml: string,
  { title, description, extra }: { title: string; description: string; extra: string[] },
): string {
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, meta('name', 'description', description))
    .replace(/\n?\s*<\/head>/, `${extra.map((tag) => `\n    ${tag}`).join('')}\n  </head>`);
}

const absolute = (base: string, path: string) => new URL(path, `${base}/`).toString();

/**
 * GET /view?id={productId}. A product answers 200 with its head filled in; an id that names no
 * product answers 404 (not a soft 404) with the SPA, marked noindex, whose page says so. Both are
 * cached at the CDN. `indexHtml` reads the built SPA's index.html; `render` renders the product page
 * into it (the browser renders the not-found page itself).
 */
export function createProductPageHandler(indexHtml: () => Promise<string>, render: RenderPage) {
  return async (req: Request, res: Response): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
      return;
    }
    try {
      const { language } = languageOfPath(req.path);
      const [template, words] = await Promise.all([indexHtml(), loadDictionary(language)]);
      const id = typeof req.query.id === 'string' ? req.query.id : '';
      const found = documentIdSchema.safeParse(id).success ? await findStoreProduct(id) : null;
      res.type('html');
      if (!found) {
        const notFound = fillHead(template, {
          title: `${words.notFound.productTitle} | ${shopConfig.name}`,
          description: words.notFound.productMessage,
          extra: [meta('name', 'robots', 'noindex')],
        });
        setPageSecurityHeaders(res, notFound);
        res.status(404).set('Cache-Control', MISSING_PRODUCT_CACHE).send(notFound);
        return;
      }
      // Its name and description in the page's language when the admin translated them, else the
      // supplier's English (docs/decisions.md rule 83).
      const product = productInLanguage(found.product, language);
      const { sale } = found;
      const base = config().shopBaseUrl;
      // The page's own address in its language: og:url and the JSON-LD's url name it.
      const pageUrl = absolute(base, pathInLanguage(language, `/view?id=${encodeURIComponent(product.id)}`));
      const price = cartUnitPrice(product, sale);
      const title = `${productFullName(product)} | ${shopConfig.name}`;
      const description = productPageDescription(product, price, {
        intro: words.meta.productDescription,
        formatPrice: (cents) => formatPrice(language, cents),
      });
      const images = (product.images.length > 0 ? product.images : [product.displayImage])
        .filter(Boolean)
        .map((image) => absolute(base, image));
      const structuredData = productStructuredData(product, {
        pageUrl,
        imageUrls: images,
        price,
        language,
      });
      const head = fillHead(template, {
        title,
        description,
        extra: [
          `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
          meta('property', 'og:type', 'product'),
          meta('property', 'og:site_name', shopConfig.name),
          meta('property', 'og:title', title),
          meta('property', 'og:description', description),
          meta('property', 'og:url', pageUrl),
          ...(images[0] ? [meta('property', 'og:image', images[0])] : []),
          meta('name', 'twitter:card', 'summary_large_image'),
          meta('name', 'robots', 'index, follow'),
          // The SPA's product page replaces this with its own (use-structured-data.ts).
          `<script type="application/ld+json" data-prerendered>${JSON.stringify(structuredData).replace(/</g, '\\u003c')}</script>`,
        ],
      });
      const page = await withRenderedPage(render, head, req.originalUrl);
      setPageSecurityHeaders(res, page);
      res.status(200).set('Cache-Control', PRODUCT_PAGE_CACHE).send(page);
    } catch (error) {
      logs.unexpectedError(req.method, req.originalUrl, error);
      res.status(500).type('text/plain').set('Cache-Control', 'no-store').send('Something went wrong');
    }
  };
}
