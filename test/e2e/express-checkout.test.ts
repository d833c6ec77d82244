// "Buy now" with a wallet (docs/decisions.md rule 76) on the product page and the cart. Stripe's
// Express Checkout Element cannot render on the local stack (no Stripe, no js.stripe.com), so the
// area offers the test wallet there, which plays a wallet sheet's steps against the same server
// routes (quote, order at the amount shown, the test provider's signed payment to the webhook).
// These journeys check that the area is there, accessible, that it leaves Add to cart and Checkout
// as they were, and that its order is the checkout's, marked with the wallet.
import { collections, shopConfig, type Order, type StoreProduct } from '@shop/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { type BrowserSession, expectAccessible, openBrowser, visit } from './support/browser';

const TIMEOUT = { timeout: 20_000 };

/** Seeded products with one size in stock and at least two units, not on sale, below free shipping. */
async function productsToBuy(count: number): Promise<{ id: string; title: string }[]> {
  const [products, sale] = await Promise.all([
    db().collection(collections.products).where('inStock', '==', true).limit(300).get(),
    db().collection(collections.sale).get(),
  ]);
  const onSale = new Set(sale.docs.map((doc) => doc.id));
  const found = products.docs
    .map((doc) => ({ id: doc.id, product: doc.data() as StoreProduct }))
    .filter(({ id, product }) => !onSale.has(id) && product.displayPrice < shopConfig.shipping.freeFromGoods)
    .filter(({ product }) => product.online === true && product.sizesInStock.length === 1)
    .filter(({ product }) => product.variants.reduce((units, v) => units + v.quantity, 0) >= 2)
    .slice(0, count);
  if (found.length < count) throw new Error('The seeded catalogue has too few products for this test');
  return found.map(({ id, product }) => ({ id, title: product.title }));
}

/**
 * The order the thank-you page shows, once the page has it. A refusal said in the Buy now area fails
 * at once with its words. Generous: the wallet's three calls may each meet a Functions worker starting.
 */
async function orderOfThankYou(page: Page): Promise<Order> {
  const refusal = page.getByRole('region', { name: 'Buy now' }).getByRole('alert');
  await Promise.race([
    page.waitForURL(/\/thankyou\?order=/, { timeout: 60_000 }),
    refusal.waitFor({ timeout: 60_000 }).then(async () => {
      throw new Error(`Buy now was refused: ${await refusal.innerText()}`);
    }),
  ]);
  await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor(TIMEOUT);
  const orderId = new URL(page.url()).searchParams.get('order')!;
  return (await db().collection(collections.orders).doc(orderId).get()).data() as Order;
}

describe('Buy now with a wallet', () => {
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    session = await openBrowser();
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
  });

  it("on the product page, beside Add to cart, buys that one product as the checkout's order", async () => {
    const [product] = await productsToBuy(1);
    await visit(page, `/view?id=${product!.id}`);
    const area = page.getByRole('region', { name: 'Buy now' });
    await area.waitFor(TIMEOUT);
    const buy = area.getByRole('button', { name: 'Buy now with the test wallet' });
    await buy.waitFor(TIMEOUT);
    // The regular way is still there, as it was.
    expect(await page.getByRole('button', { name: 'Add to cart', exact: true }).isEnabled()).toBe(true);
    await expectAccessible(page);

    await buy.click();
    const order = await orderOfThankYou(page);
    await expectAccessible(page);
    expect([order.payment, order.paymentMethod, order.expressCheckout]).toEqual([
      'Paid',
      'card',
      { wallet: 'google_pay' },
    ]);
    expect(order.lines.map((line) => [line.productId, line.qty])).toEqual([[product!.id, 1]]);
    expect(order.customer).toMatchObject({ fullName: 'Wallet Tester', country: 'NL', postcode: '1015 AA' });
  }, 120_000);

  it('on the cart, under Checkout, pays the whole cart; Checkout still leads to the checkout', async () => {
    const products = await productsToBuy(3);
    const product = products[2]!;
    await visit(page, `/view?id=${product.id}`);
    const add = page.getByRole('button', { name: 'Add to cart', exact: true });
    await add.waitFor(TIMEOUT);
    await add.click();
    await page.getByRole('link', { name: /^Shopping cart, 1 item/ }).waitFor(TIMEOUT);

    await visit(page, '/cart');
    const area = page.getByRole('region', { name: 'Buy now' });
    const buy = area.getByRole('button', { name: 'Buy now with the test wallet' });
    await buy.waitFor(TIMEOUT);
    await expectAccessible(page);
    expect(await page.getByRole('link', { name: 'Checkout' }).first().getAttribute('href')).toBe('/checkout');

    await buy.click();
    const order = await orderOfThankYou(page);
    expect([order.payment, order.expressCheckout]).toEqual(['Paid', { wallet: 'google_pay' }]);
    expect(order.lines.map((line) => line.productId)).toEqual([product.id]);
  }, 120_000);
});
