// Every storefront route, the checkout paid with the test payment provider, and the admin load under
// the shop's Content-Security-Policy without one violation, and every HTML answer carries the
// security headers (domain/src/security-headers.ts). Each page is checked with axe-core too.
import { collections, type StoreProduct } from '@shop/domain';
import type { Page, Response } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { paths } from '../../web/src/config/paths';
import { expectAccessible, openBrowser, shopUrl, visit, type BrowserSession } from './support/browser';
import { checkoutField, fillCheckoutDetails, signInAsAdmin } from './support/journeys';

const TIMEOUT = { timeout: 20_000 };

/** Collects CSP violations from every document the page opens, as the browser reports them. */
async function watchViolations(session: BrowserSession): Promise<string[]> {
  const violations: string[] = [];
  await session.context.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await session.context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} ` +
          `(${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  session.page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The security headers an HTML answer must carry. */
function expectSecurityHeaders(response: Response | null, path: string): void {
  expect(response, path).not.toBeNull();
  const headers = response!.headers();
  expect(headers['content-type'], path).toContain('text/html');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, path).toContain("frame-ancestors 'none'");
  expect(
    csp.split('; ').find((directive) => directive.startsWith('script-src')),
    path,
  ).not.toContain("'unsafe-inline'");
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], path).toContain('camera=()');
}

async function visitChecked(page: Page, path: string): Promise<void> {
  const answer = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && response.url().startsWith(shopUrl),
  );
  await visit(page, path);
  expectSecurityHeaders(await answer, path);
}

/** A seeded product in stock, not on sale, with one size: one to open and to buy. */
async function productToBuy(): Promise<string> {
  const [products, sale] = await Promise.all([
    db().collection(collections.products).where('inStock', '==', true).limit(200).get(),
    db().collection(collections.sale).get(),
  ]);
  const onSale = new Set(sale.docs.map((doc) => doc.id));
  const found = products.docs.find((doc) => {
    const product = doc.data() as StoreProduct;
    return !onSale.has(doc.id) && product.sizesInStock.length === 1;
  });
  if (!found) throw new Error('The seeded catalogue has no product to buy in this test');
  return found.id;
}

/** The storefront's routes as a shopper reaches them (the listings and the product with their query). */
function storefrontPages(productId: string): string[] {
  const { admin: _admin, product: _product, ...storefront } = paths;
  return [
    ...Object.values(storefront).map((route) => route.path),
    paths.products.href({ p: 'bags', t: 'all' }),
    paths.sale.href({ p: 'bags', t: 'all' }),
    paths.product.href(productId),
    paths.search.href('bag'),
  ];
}

describe('security headers and the Content-Security-Policy', () => {
  let session: BrowserSession;
  let violations: string[];
  beforeEach(async () => {
    session = await openBrowser();
    violations = await watchViolations(session);
  });
  afterEach(async () => {
    await session?.close();
  });

  // Some 35 pages, each with its accessibility check.
  it('loads every storefront route without a violation', { timeout: 300_000 }, async () => {
    const productId = await productToBuy();
    for (const path of storefrontPages(productId)) {
      await visitChecked(session.page, path);
      expect(violations, path).toEqual([]);
    }
  });

  it('pays at the checkout with the test payment provider without a violation', async () => {
    const { page } = session;
    await visitChecked(page, paths.product.href(await productToBuy()));
    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    await addToCart.waitFor({ timeout: 40_000 });
    await addToCart.click();
    await page.getByTestId('snackbar').filter({ hasText: 'Added to your cart' }).first().waitFor(TIMEOUT);
    await visitChecked(page, paths.checkout.path);
    await page.getByTestId('test-payment-panel').waitFor(TIMEOUT);
    await fillCheckoutDetails(page, {
      'First name': 'Anna',
      'Last name': 'de Vries',
      Address: 'Keizersgracht 1',
      'Town / city': 'Amsterdam',
      'Postcode / zip': '1015 AA',
      'E-mail': 'anna@example.nl',
    });
    expect(await checkoutField(page, 'Country').inputValue()).toBe('NL');
    await page.getByLabel('The payment succeeds').check();
    await page.getByRole('button', { name: /^Pay €/ }).click();
    await page.waitForURL(/\/thankyou\?order=/, TIMEOUT);
    await page.locator('html[data-ready]').waitFor({ state: 'attached', ...TIMEOUT });
    await expectAccessible(page);
    expect(violations).toEqual([]);
  });

  it('opens the admin without a violation', async () => {
    const { page } = session;
    await signInAsAdmin(page);
    for (const path of [
      paths.admin.dashboard.path,
      paths.admin.orders.path,
      paths.admin.store.path,
      paths.admin.coupons.path,
    ]) {
      await visitChecked(page, path);
      expect(violations, path).toEqual([]);
    }
  });
});

describe('with analytics accepted', () => {
  // The build `npm test` serves has analytics (scripts/lib/build.ts): Google's tag then loads and
  // sends its events (answered by the test browser) under the same policy.
  it('loads the pages that send analytics events without a violation', async () => {
    const session = await openBrowser({ cookieChoice: 'accepted' });
    try {
      const violations = await watchViolations(session);
      for (const path of ['/', paths.product.href(await productToBuy()), paths.checkout.path]) {
        await visitChecked(session.page, path);
        // Google's tag loads after the page is ready: give it time to load and send.
        await session.page.waitForTimeout(2_000);
        expect(violations, path).toEqual([]);
      }
    } finally {
      await session.close();
    }
  });
});

describe('addresses Hosting has nothing for', () => {
  it('answer 404, not the SPA: a stale chunk and an unknown page', async () => {
    for (const path of ['/assets/no-such-chunk.js', '/no-such-page']) {
      const response = await fetch(new URL(path, shopUrl));
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('<div id="root"></div>');
    }
  });
});
