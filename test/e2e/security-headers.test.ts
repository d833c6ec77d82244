// The checkout paid with the test payment provider, and the admin, load under the shop's
// Content-Security-Policy without one violation, and every HTML answer carries the security headers
// (domain/src/security-headers.ts). Each page is checked with axe-core too. Every storefront route
// gets the same checks in storefront-routes.test.ts.
import { collections, type StoreProduct } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { paths } from '../../web/src/config/paths';
import { expectAccessible, openBrowser, shopUrl, type BrowserSession } from './support/browser';
import { checkoutField, fillCheckoutDetails, signInAsAdmin } from './support/journeys';
import { visitChecked, watchViolations } from './support/page-checks';

const TIMEOUT = { timeout: 20_000 };

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
      const tagsAsked = () =>
        session.googleRequests.filter((url) => new URL(url).pathname === '/gtag/js').length;
      for (const path of ['/', paths.product.href(await productToBuy()), paths.checkout.path]) {
        const before = tagsAsked();
        await visitChecked(session.page, path);
        // Google's tag loads after the page is ready, once Firebase has read the web app's config:
        // wait until the page has asked for it (a policy that refused it reports a violation instead).
        await expect
          .poll(() => violations.length > 0 || tagsAsked() > before, { timeout: 20_000 })
          .toBe(true);
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
