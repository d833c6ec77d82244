// Listings and the home page rendered on the server: Hosting rewrites /, /products, /newin
// and /sale (and the same under /nl, /de, /fr) to the function `storefrontPage`, which answers the SPA's index.html with the page's first
// screen rendered in and the catalogue reads it was rendered from (web/src/server.tsx). A phone paints
// the products as soon as the HTML is in; the SPA then hydrates it and takes over. Any other address
// under a language's prefix is rewritten here too, to answer the not-found page in its language.
import { asksForCollection, DEFAULT_LANGUAGE, languageOfPath, parseListingParams } from '@shop/domain';
import type { Request, Response } from 'express';
import * as logs from '../logs';
import { setPageSecurityHeaders } from './security-headers';
import { withRenderedPage, type RenderPage } from './storefront-renderer';

/** How long browsers (max-age) and Hosting's CDN (s-maxage) keep a listing: stock changes during the day. */
export const STOREFRONT_PAGE_CACHE = 'public, max-age=60, s-maxage=300';

/** The listing addresses this function answers, without their language's prefix. */
const LISTING_PATHS = new Set(['/products', '/newin', '/sale']);
/** The home page's addresses, without their language's prefix. */
const HOME_PATHS = new Set(['/', '/home']);

/**
 * Whether the address names nothing: a listing whose collection, type or filter the shop does not
 * have (/products?p=shoes, /nl/products?p=shoes), or an address under a language's prefix that is
 * no page of this function's (/nl/nothing; Hosting sends those here, docs/decisions.md rule 79).
 * The SPA renders it as the not-found page; the status says so too. An address without a
 * collection (/sale) is the listing's landing, a page that exists.
 */
function namesNothing(req: Request): boolean {
  const { language, path } = languageOfPath(req.path);
  if (!LISTING_PATHS.has(path)) return language !== DEFAULT_LANGUAGE && !HOME_PATHS.has(path);
  const params = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
  return !asksForCollection(params) && !parseListingParams(params).ok;
}

/**
 * GET/HEAD of a listing or the home page; `indexHtml` reads the built SPA's index.html. A listing
 * address the shop cannot show answers 404 with the rendered not-found page.
 */
export function createStorefrontPageHandler(indexHtml: () => Promise<string>, render: RenderPage) {
  return async (req: Request, res: Response): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
      return;
    }
    try {
      const html = await withRenderedPage(render, await indexHtml(), req.originalUrl);
      setPageSecurityHeaders(res, html);
      res
        .status(namesNothing(req) ? 404 : 200)
        .type('html')
        .set('Cache-Control', STOREFRONT_PAGE_CACHE)
        .send(html);
    } catch (error) {
      logs.unexpectedError(req.method, req.originalUrl, error);
      res.status(500).type('text/plain').set('Cache-Control', 'no-store').send('Something went wrong');
    }
  };
}
