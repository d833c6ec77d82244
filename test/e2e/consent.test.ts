// The cookie banner and consent-gated analytics in Chromium against the stack `npm test`
// builds, whose SPA has a GA4 measurement id (scripts/lib/build.ts, TEST_STACK_ANALYTICS; against
// `npm start`'s shop, which has none, no banner shows and this journey fails at its first step).
// Google is answered by the browser harness: gtag.js is a stand-in, so the events Firebase Analytics
// sends stay in window.dataLayer, where this journey reads them. axe-core checks every page state.
import {
  cartUnitPrice,
  collections,
  shopConfig,
  type SaleEntry,
  type StoreProduct,
  type WithId,
} from '@shop/domain';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_STACK_ANALYTICS } from '../../scripts/lib/build';
import { db } from '../../functions/src/data/firestore';
import {
  COOKIE_CHOICE_KEY,
  expectAccessible,
  openBrowser,
  visit,
  type BrowserSession,
} from './support/browser';
import { fillCheckoutDetails } from './support/journeys';

const TIMEOUT = { timeout: 20_000 };
const MEASUREMENT_ID = TEST_STACK_ANALYTICS.VITE_FIREBASE_MEASUREMENT_ID;

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** A product in stock in one size, below the free-shipping threshold, with its sale entry if any. */
async function productToBuy(): Promise<{ product: WithId<StoreProduct>; sale: SaleEntry | null }> {
  const snapshot = await db().collection(collections.products).where('inStock', '==', true).limit(100).get();
  const doc = snapshot.docs.find((candidate) => {
    const product = candidate.data() as StoreProduct;
    return (
      product.sizesInStock.length === 1 &&
      product.displayPrice < shopConfig.shipping.freeFromGoods &&
      product.variants.reduce((units, variant) => units + variant.quantity, 0) >= 2
    );
  });
  if (!doc) throw new Error('The seeded catalogue has no one-size product to buy');
  const sale = (await db().collection(collections.sale).doc(doc.id).get()).data() as SaleEntry | undefined;
  return { product: { ...(doc.data() as StoreProduct), id: doc.id }, sale: sale ?? null };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Analytics cookies', exact: true });

/** The GA4 events Firebase Analytics has handed to gtag on this page: [name, parameters]. */
async function analyticsEvents(page: Page): Promise<[string, Record<string, unknown>][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry) as unknown[])
      .filter((entry) => entry[0] === 'event')
      .map((entry) => [entry[1] as string, entry[2] as Record<string, unknown>]),
  );
}

async function waitForEvent(page: Page, name: string): Promise<Record<string, unknown>> {
  await page.waitForFunction(
    (wanted) =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).some(
        (entry) => entry[0] === 'event' && entry[1] === wanted,
      ),
    name,
    TIMEOUT,
  );
  const found = (await analyticsEvents(page)).find(([event]) => event === name);
  return found![1];
}

/**
 * The tab goes to the background, as when a shopper switches apps: web-vitals reports its final
 * figures then. Headless Chromium never hides a page, so this says so through the same event; the
 * page is visible again afterwards (a page hidden at the start counts no paint).
 */
async function hidePageOnce(page: Page): Promise<void> {
  await page.evaluate(() => {
    const setState = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    setState('hidden');
    setState('visible');
  });
}

const WEB_VITALS = ['LCP', 'INP', 'CLS'];

describe('the cookie banner', () => {
  it('asks first, with equal answers a keyboard reaches, and a rejection keeps every request from Google', async () => {
    session = await openBrowser({ cookieChoice: null });
    const { page, googleRequests } = session;
    await visit(page, '/products?p=bags&t=all');
    await banner(page).waitFor(TIMEOUT);
    await page.locator('[data-product-card]').first().waitFor(TIMEOUT);

    // Fixed at the bottom of the window: it covers the page's end, it does not push the page.
    const viewport = page.viewportSize()!;
    const box = (await banner(page).boundingBox())!;
    expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(Math.round(box.y + box.height)).toBe(viewport.height);

    // Accept and reject: the same size and the same look.
    const accept = page.getByRole('button', { name: 'Accept analytics' });
    const reject = page.getByRole('button', { name: 'Reject analytics' });
    const looks = async (button: typeof accept) => {
      const { width, height } = (await button.boundingBox())!;
      const style = await button.evaluate((element) => {
        const { backgroundColor, color, fontSize, fontWeight, borderColor } = getComputedStyle(element);
        return { backgroundColor, color, fontSize, fontWeight, borderColor };
      });
      return { width: Math.round(width), height: Math.round(height), ...style };
    };
    expect(await looks(reject)).toEqual(await looks(accept));
    expect((await accept.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(page);

    // The first stops of the Tab key: the question comes before the page.
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Cookie policy');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Accept analytics');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Reject analytics');
    await page.keyboard.press('Enter');
    await banner(page).waitFor({ state: 'detached', ...TIMEOUT });
    expect(await page.evaluate((key) => localStorage.getItem(key), COOKIE_CHOICE_KEY)).toBe('rejected');

    // Rejected: the answer is kept, and shopping sends Google nothing.
    const { product } = await productToBuy();
    await visit(page, `/view?id=${product.id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByTestId('snackbar').filter({ hasText: 'Added to your cart' }).first().waitFor(TIMEOUT);
    await visit(page, '/checkout');
    await page.getByTestId('checkout-line').first().waitFor(TIMEOUT);
    await page.waitForLoadState('networkidle');
    expect(await banner(page).count()).toBe(0);
    expect(await analyticsEvents(page)).toEqual([]);
    expect(googleRequests).toEqual([]);
  });

  it('sends view_item, add_to_cart, begin_checkout and purchase in euro once accepted, and stops when /cookie withdraws it', async () => {
    session = await openBrowser({ cookieChoice: null });
    const { page, googleRequests } = session;
    const { product, sale } = await productToBuy();
    const price = cartUnitPrice(product, sale) / 100;
    const item = { item_id: product.sku, item_name: product.title, price, quantity: 1 };

    await visit(page, `/view?id=${product.id}`);
    await banner(page).waitFor(TIMEOUT);
    await page.waitForLoadState('networkidle');
    expect(googleRequests, 'nothing is asked of Google before the answer').toEqual([]);

    await page.getByRole('button', { name: 'Accept analytics' }).click();
    await banner(page).waitFor({ state: 'detached', ...TIMEOUT });
    await page.waitForFunction(() => document.querySelector('script[src*="googletagmanager.com/gtag/js"]'));
    await visit(page, `/view?id=${product.id}`);
    expect(await waitForEvent(page, 'view_item')).toMatchObject({
      currency: 'EUR',
      value: price,
      items: [{ ...item, item_brand: product.brand, item_category: product.category }],
    });
    expect(googleRequests.some((url) => url.includes(`/gtag/js?l=dataLayer&id=${MEASUREMENT_ID}`))).toBe(
      true,
    );

    await page.getByRole('button', { name: 'Add to cart' }).click();
    expect(await waitForEvent(page, 'add_to_cart')).toMatchObject({
      currency: 'EUR',
      value: price,
      items: [item],
    });

    await visit(page, '/checkout');
    expect(await waitForEvent(page, 'begin_checkout')).toMatchObject({
      currency: 'EUR',
      value: price,
      items: [{ item_id: product.sku, item_name: product.title, price, quantity: 1 }],
    });
    await expectAccessible(page);

    await fillCheckoutDetails(page, {
      'First name': 'Anna',
      'Last name': 'de Vries',
      Address: 'Keizersgracht 1',
      'Town / city': 'Amsterdam',
      'Postcode / zip': '1015 AA',
      'E-mail': 'anna@example.nl',
    });
    await page.getByLabel('The payment succeeds').check();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/thankyou\?order=/, TIMEOUT);
    const orderId = new URL(page.url()).searchParams.get('order');
    expect(await waitForEvent(page, 'purchase')).toMatchObject({
      currency: 'EUR',
      transaction_id: orderId,
      value: price,
      shipping: 0,
      items: [{ item_id: product.sku, price, quantity: 1 }],
    });

    // /cookie opens the banner again with the answer given; rejecting stops Analytics on this page.
    await visit(page, '/cookie');
    await page.getByRole('button', { name: 'Change your answer' }).click();
    await banner(page).getByText('Your answer: you accepted analytics cookies.').waitFor(TIMEOUT);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Analytics cookies');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Reject analytics' }).click();
    await banner(page).waitFor({ state: 'detached', ...TIMEOUT });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Change your answer');
    await page.waitForFunction(
      (id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`] === true,
      MEASUREMENT_ID,
    );

    // And later pages load nothing from Google.
    const asked = googleRequests.length;
    await visit(page, `/view?id=${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor(TIMEOUT);
    await page.waitForLoadState('networkidle');
    expect(await analyticsEvents(page)).toEqual([]);
    expect(googleRequests.slice(asked)).toEqual([]);
  });

  it('sends Core Web Vitals (LCP, CLS) with Analytics only once the shopper has accepted', async () => {
    session = await openBrowser({ cookieChoice: null });
    const { page, googleRequests } = session;
    await visit(page, '/products?p=bags&t=all');
    await banner(page).waitFor(TIMEOUT);
    await page.locator('[data-product-card]').first().waitFor(TIMEOUT);
    await page.waitForLoadState('networkidle');

    // Not answered yet: the page may be shown, used and hidden, and nothing is measured for Google.
    await page.getByRole('heading', { level: 1 }).click();
    await hidePageOnce(page);
    await page.waitForTimeout(500);
    expect((await analyticsEvents(page)).filter(([name]) => WEB_VITALS.includes(name))).toEqual([]);
    expect(googleRequests).toEqual([]);

    // Accepted: Analytics starts after the page, and the page's figures (buffered by the browser
    // from its start) go out as events named after each metric when the page is hidden.
    await page.getByRole('button', { name: 'Accept analytics' }).click();
    await banner(page).waitFor({ state: 'detached', ...TIMEOUT });
    await page.waitForFunction(() => document.querySelector('script[src*="googletagmanager.com/gtag/js"]'));
    const reported = async () =>
      (await analyticsEvents(page)).filter(([name]) => WEB_VITALS.includes(name)).map(([name]) => name);
    // The Web Vitals module loads beside Analytics and marks when it listens; the browser hands it
    // the page's buffered entries in a task after that (hidden sooner, a page has no LCP to report).
    await page.waitForFunction(
      () => performance.getEntriesByName('shop:web-vitals').length > 0,
      null,
      TIMEOUT,
    );
    await page.waitForTimeout(1000);
    // The shopper's next move finalises LCP (web-vitals stops watching for larger paints at input).
    await page.getByRole('heading', { level: 1 }).click();
    await expect
      .poll(
        async () => {
          await hidePageOnce(page);
          return reported();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toEqual(expect.arrayContaining(['LCP', 'CLS']));
    const lcp = (await analyticsEvents(page)).find(([name]) => name === 'LCP')![1];
    expect(lcp).toMatchObject({ non_interaction: true, metric_rating: expect.any(String) });
    expect(lcp.metric_value).toBeGreaterThan(0);
    expect(lcp.value).toBe(Math.round(lcp.metric_delta as number));
  });
});
