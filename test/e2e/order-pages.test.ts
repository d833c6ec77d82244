// The pages after paying, on a 390 px phone, in Chromium against the seeded stack with the test
// payment provider: the thank-you page confirms the order (its lines with pictures, the money with the
// coupon and the VAT, the address, the delivery dates, what happens next, a guest's account offer);
// /track is titled as what it is, leads with the lookup for a first-time visitor and shows the coupon,
// refunds with their amounts and the parcel; and the shop makes one delivery promise on every page
// (docs/decisions.md rules 52-55). axe-core checks every page state.
import {
  CHECKOUT_MESSAGES,
  collections,
  DELIVERY_PROMISE,
  formatEuro,
  type StoreProduct,
  workingDaysRange,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';
import { checkoutField, fillCheckoutDetails } from './support/journeys';

const TIMEOUT = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };

/** A one-size product in stock (two or more: a paid order leaves stock for the next run), not on sale. */
async function productToBuy(): Promise<{ id: string; title: string; price: number }> {
  const [products, sale] = await Promise.all([
    db().collection(collections.products).where('inStock', '==', true).limit(300).get(),
    db().collection(collections.sale).get(),
  ]);
  const onSale = new Set(sale.docs.map((doc) => doc.id));
  const found = products.docs
    .map((doc) => ({ id: doc.id, product: doc.data() as StoreProduct }))
    .filter(({ id, product }) => !onSale.has(id) && product.displayPrice > 5_000)
    .filter(({ product }) => product.sizesInStock.length === 1)
    .find(({ product }) => product.variants.reduce((units, v) => units + v.quantity, 0) >= 2);
  if (!found) throw new Error('The seeded catalogue has no one-size product in stock to buy');
  return { id: found.id, title: found.product.title, price: found.product.displayPrice };
}

/** Buys `product` with the coupon SAVE15 (€ 15 off) for delivery in Amsterdam; ends on /thankyou. */
async function buyWithCoupon(page: Page, product: { id: string; title: string }): Promise<string> {
  await visit(page, `/view?id=${product.id}`);
  const add = page.getByRole('button', { name: /^Add to (cart|bag)$/i });
  await add.first().waitFor(TIMEOUT);
  await add.first().click();
  await page.getByTestId('snackbar').filter({ hasText: 'Added to your cart' }).first().waitFor(TIMEOUT);

  await visit(page, '/cart');
  await page.getByTestId('cart-line').first().waitFor(TIMEOUT);
  await page.getByLabel('Enter your coupon code if you have one').fill('save15');
  await page.getByRole('button', { name: 'Check' }).click();
  await page.getByTestId('cart-discount').waitFor(TIMEOUT);

  await visit(page, '/checkout');
  await page.getByTestId('checkout-line').filter({ hasText: product.title }).waitFor(TIMEOUT);
  await fillCheckoutDetails(page, {
    'First name': 'Anna',
    'Last name': 'de Vries',
    Address: 'Keizersgracht 1',
    'Town / city': 'Amsterdam',
    'Postcode / zip': '1015 AA',
    'E-mail': 'anna.thankyou@example.nl',
  });
  expect(await checkoutField(page, 'Country').inputValue()).toBe('NL');
  await page.getByLabel('The payment succeeds').check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/\/thankyou\?order=/, TIMEOUT);
  return new URL(page.url()).searchParams.get('order')!;
}

let session: BrowserSession;
beforeEach(async () => {
  // A fresh browser: a guest without orders.
  session = await openBrowser();
  await session.page.setViewportSize(PHONE);
});
afterEach(async () => {
  await session?.close();
});

describe('the thank-you page and /track on a phone', () => {
  it('confirms the order with its lines, money, address and dates, and tracks it with coupon, refund and parcel', async () => {
    const { page } = session;
    const product = await productToBuy();
    const orderId = await buyWithCoupon(page, product);

    // A confirmation, not an error banner: a heading in sentence case, no alert.
    const heading = page.getByRole('heading', { level: 1, name: 'Thank you for your order' });
    await heading.waitFor(TIMEOUT);
    expect(await heading.evaluate((element) => getComputedStyle(element).textTransform)).toBe('none');
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);

    const orderNumber = (await db().collection(collections.orders).doc(orderId).get()).get('orderNumber');
    expect(await page.getByTestId('order-reference').innerText()).toContain(`Order number ${orderNumber} ·`);

    // The lines, each with its picture.
    const lines = page.getByTestId('order-line');
    await lines.first().waitFor(TIMEOUT);
    expect(await lines.count()).toBe(1);
    expect(await lines.first().innerText()).toContain(product.title);
    expect(await lines.first().locator('img').count()).toBe(1);

    // The money: the coupon named beside its discount, the total, the VAT in it.
    expect(await page.getByTestId('order-money').innerText()).toContain('Discount (code SAVE15)');
    expect(await page.getByTestId('order-discount').innerText()).toBe(`− ${formatEuro(1_500)}`);
    expect(await page.getByTestId('order-total').innerText()).toBe(formatEuro(product.price - 1_500));
    expect(await page.getByTestId('order-vat').innerText()).toMatch(
      /^Including € [\d.]+,\d\d VAT \(21 %, Netherlands\)$/,
    );

    // Where it goes and when: dates by the shop's one promise, not "24 hours".
    const address = await page.getByTestId('delivery-address').innerText();
    for (const part of ['Anna de Vries', 'Keizersgracht 1', '1015 AA Amsterdam', 'Netherlands'])
      expect(address).toContain(part);
    expect(await page.getByTestId('delivery-promise').innerText()).toMatch(
      /^Expected between \w+day \d{1,2} \w+ \d{4} and \w+day \d{1,2} \w+ \d{4}\.$/,
    );
    expect(await page.getByTestId('next-steps').innerText()).toContain(DELIVERY_PROMISE.dispatch);
    expect(await page.getByRole('main').innerText()).not.toMatch(/24 hours/i);

    // A guest is offered an account.
    const offer = page.getByTestId('account-offer');
    await offer.waitFor(TIMEOUT);
    expect(await offer.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register',
    );
    await expectAccessible(page);

    // /track: a real title, and the order with its coupon.
    await page.getByRole('main').getByRole('link', { name: 'Track your order' }).click();
    await page.waitForURL(/\/track$/, TIMEOUT);
    await page.getByRole('heading', { level: 1, name: 'Track your order' }).waitFor(TIMEOUT);
    expect(await page.getByRole('heading', { level: 1, name: /shopping cart/i }).count()).toBe(0);
    const tracked = page.getByTestId('tracked-order').first();
    await tracked.waitFor(TIMEOUT);
    expect(await tracked.getByTestId('order-discount').innerText()).toBe(`− ${formatEuro(1_500)}`);
    expect(await tracked.getByTestId('order-money').innerText()).toContain('SAVE15');
    await expectAccessible(page);

    // Refunded in part and shipped: the refund with its amount, the carrier and its tracking link.
    await db()
      .collection(collections.orders)
      .doc(orderId)
      .update({
        payment: 'Partly refunded',
        status: 'Out for Delivery',
        refunds: { reserved: 5_000, refunded: 3_000, lineQty: [0], paidAs: 'Paid' },
        shipment: {
          carrier: 'PostNL',
          trackingNumber: '3SMBTEST12345',
          trackingUrl: 'https://jouw.postnl.nl/track-and-trace/3SMBTEST12345-NL-1015AA',
          shippedAt: Timestamp.now(),
        },
      });
    await visit(page, '/track');
    await tracked.getByTestId('order-refund').waitFor(TIMEOUT);
    expect(await tracked.getByTestId('order-payment').innerText()).toBe('Partly refunded');
    expect(await tracked.getByTestId('order-refund').innerText()).toBe(
      `${formatEuro(3_000)} refunded, ${formatEuro(2_000)} being refunded`,
    );
    // A status is text, not something that looks like a link.
    expect(await tracked.getByTestId('order-payment').locator('a').count()).toBe(0);
    const parcel = tracked.getByRole('link', { name: /^Track your parcel with PostNL/ });
    expect(await parcel.getAttribute('href')).toBe(
      'https://jouw.postnl.nl/track-and-trace/3SMBTEST12345-NL-1015AA',
    );
    expect(await tracked.getByTestId('order-shipment').innerText()).toContain('3SMBTEST12345');
    await expectAccessible(page);
  });

  it('leads /track with the lookup for a first-time visitor, without "no orders yet"', async () => {
    const { page } = session;
    await visit(page, '/track');
    await page.getByRole('heading', { level: 1, name: 'Track your order' }).waitFor(TIMEOUT);
    await page.getByRole('form', { name: 'Find an order' }).waitFor(TIMEOUT);
    await page.getByText(CHECKOUT_MESSAGES.noOrders).waitFor(TIMEOUT);
    const headings = await page.getByRole('main').getByRole('heading').allInnerTexts();
    expect(headings).toEqual(['Track your order', 'Find an order', 'Your orders']);
    expect(await page.getByRole('main').innerText()).not.toContain('You have no orders yet');
    // The lookup comes before the (empty) list of this browser's orders.
    const lookup = await page.getByRole('form', { name: 'Find an order' }).boundingBox();
    const notice = await page.getByText(CHECKOUT_MESSAGES.noOrders).boundingBox();
    expect(lookup!.y).toBeLessThan(notice!.y);
    // The form is in the first screen of the phone.
    const form = await page.getByRole('form', { name: 'Find an order' }).boundingBox();
    expect(form!.y).toBeLessThan(PHONE.height);
  });
});

describe('one delivery promise', () => {
  it('says "3-5 working days" wherever delivery times are given, and no page says "24 hours"', async () => {
    const { page } = session;
    const product = await productToBuy();
    const pages = [
      '/',
      '/delivery',
      '/shipping',
      '/faq',
      '/about',
      '/terms',
      `/view?id=${product.id}`,
      '/track',
    ];
    const sayingWorkingDays: string[] = [];
    const descriptions = new Map<string, string>();
    for (const path of pages) {
      await visit(page, path);
      // The whole text, what is hidden on a phone included (the promo bar's wide-screen items).
      const text = await page.evaluate(() => document.body.textContent ?? '');
      expect(text, path).not.toMatch(/24 hours|48 hours|24 uur/i);
      // The meta description search results and shared links show says the same promise.
      const description = await page.evaluate(
        () => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      );
      expect(description, path).not.toMatch(/24 hours|48 hours|24 uur/i);
      descriptions.set(path, description);
      if (text.includes('3-5 working days')) sayingWorkingDays.push(path);
    }
    // The promo bar carries the promise on every page.
    expect(sayingWorkingDays).toEqual(pages);
    expect(descriptions.get('/')).toContain('delivery in 3-5 working days');
  });

  it('keeps each promise of the promo bar whole on one line at 390 px', async () => {
    const { page } = session;
    await visit(page, '/');
    const promises = page.getByRole('list', { name: 'Our promises' }).getByRole('listitem');
    const boxes = [];
    for (const item of await promises.all()) if (await item.isVisible()) boxes.push(await item.boundingBox());
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    // One row, each item one line high (no "14-/day returns").
    const tops = new Set(boxes.map((box) => Math.round(box!.y)));
    expect(tops.size).toBe(1);
    for (const box of boxes) expect(box!.height).toBeLessThan(24);
    expect(await page.getByRole('list', { name: 'Our promises' }).innerText()).toContain(
      `Delivery in ${workingDaysRange('europe')} working days`,
    );
  });
});
