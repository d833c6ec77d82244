// Every storefront route, signed out, in one visit each (a visit is the costly part; the checks are
// cheap once the page is there): its HTML answer carries the security headers
// (domain/src/security-headers.ts); loaded on a 320 px screen it is no wider than the screen (WCAG
// 2.1 reflow); widened to a desktop's 1280 px it loads what that layout adds; and neither width
// brings one Content-Security-Policy violation. axe-core checks the page at both widths.
// reflow.test.ts checks the same routes signed in, security-headers.test.ts the checkout and admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../web/src/config/paths';
import { expectAccessible, openBrowser, type BrowserSession } from './support/browser';
import { PHONE, productInStock, tooWide, visitChecked, watchViolations } from './support/page-checks';

const DESKTOP = { width: 1280, height: 900 };

/**
 * Every storefront route (web/src/config/paths.ts) as a shopper reaches it, the listings and the
 * product with their query, and the addresses that show the shop's not-found pages.
 */
function storefrontPages(productId: string): string[] {
  const { admin: _admin, product: _product, ...storefront } = paths;
  return [
    ...Object.values(storefront).map((route) => route.path),
    paths.products.href({ p: 'bags', t: 'all' }),
    paths.newIn.href({ p: 'accessories', t: 'all' }),
    paths.sale.href({ p: 'bags', t: 'all' }),
    paths.product.href(productId),
    `${paths.thankYou.path}?order=no-such-order`,
    paths.search.href('bag'),
    '/products?p=shoes',
    '/no-such-page',
  ];
}

describe('every storefront route, signed out', () => {
  let session: BrowserSession;
  let violations: string[];
  let productId: string;
  beforeAll(async () => {
    session = await openBrowser();
    violations = await watchViolations(session);
    productId = await productInStock();
  });
  afterAll(async () => {
    await session?.close();
  });

  // Some 45 pages, each audited at two widths.
  it(
    'carries the security headers, fits a 320 px screen and loads at both widths without a CSP violation',
    { timeout: 300_000 },
    async () => {
      const { page } = session;
      // Every page too wide, so one run names them all.
      const wide: string[] = [];
      for (const path of storefrontPages(productId)) {
        await page.setViewportSize(PHONE);
        await visitChecked(page, path);
        const reason = await tooWide(page, path);
        if (reason) wide.push(reason);
        // Audited again once its data has loaded (visit audits the page as it becomes ready).
        await expectAccessible(page);
        await page.setViewportSize(DESKTOP);
        await expectAccessible(page);
        expect(violations, path).toEqual([]);
      }
      expect(wide).toEqual([]);
    },
  );
});
