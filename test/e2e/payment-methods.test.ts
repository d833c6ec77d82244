// The payment methods on a 390 px phone (docs/decisions.md rule 75): the checkout offers only what
// the delivery country allows (iDEAL in the Netherlands, Bancontact in Belgium, Klarna in the euro
// countries it serves, card and PayPal everywhere) and changes when the country changes; a Belgian
// shopper pays with Bancontact, confirmed later, through the bank's redirect and the thank-you page's
// wait. With the test payment provider (no Stripe keys locally). axe-core checks every page state.
import { collections, PAYMENT_METHOD_LABELS, shopConfig, type StoreProduct } from '@shop/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { type BrowserSession, expectAccessible, openBrowser, openTouchPhone, visit } from './support/browser';
import { checkoutField, fillCheckoutDetails } from './support/journeys';

const TIMEOUT = { timeout: 20_000 };

/** A seeded product with one size and at least two in stock, not on sale, below free shipping. */
async function productToBuy(): Promise<{ id: string; title: string }> {
  const [products, sale] = await Promise.all([
    db().collection(collections.products).where('inStock', '==', true).limit(300).get(),
    db().collection(collections.sale).get(),
  ]);
  const onSale = new Set(sale.docs.map((doc) => doc.id));
  const found = products.docs
    .map((doc) => ({ id: doc.id, product: doc.data() as StoreProduct }))
    .filter(({ id, product }) => !onSale.has(id) && product.displayPrice < shopConfig.shipping.freeFromGoods)
    .filter(({ product }) => product.sizesInStock.length === 1)
    .find(({ product }) => product.variants.reduce((units, v) => units + v.quantity, 0) >= 2);
  if (!found) throw new Error('The seeded catalogue has no product to buy in this test');
  return { id: found.id, title: found.product.title };
}

/** The methods the test payment panel offers, by their labels, in its order. */
async function offeredMethods(page: Page): Promise<string[]> {
  const group = page.getByRole('group', { name: 'Payment method' });
  await group.waitFor(TIMEOUT);
  return group
    .getByRole('radio')
    .evaluateAll((radios) =>
      radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''),
    );
}

/** Chooses the delivery country and waits until the panel offers `expected`. */
async function chooseCountry(page: Page, country: string, expected: string[]): Promise<void> {
  await checkoutField(page, 'Country').selectOption(country);
  await expect.poll(() => offeredMethods(page), TIMEOUT).toEqual(expected);
}

/** The product page's Add to cart (its one size chosen), as the shopper adds it; the bag then holds it. */
async function addToCart(page: Page, productId: string): Promise<void> {
  await visit(page, `/view?id=${productId}`);
  const add = page.getByRole('button', { name: 'Add to cart', exact: true });
  await add.waitFor(TIMEOUT);
  const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false });
  if ((await sizes.count()) > 0) await sizes.first().check();
  await add.click();
  await page.getByRole('link', { name: 'Shopping cart, 1 item' }).waitFor(TIMEOUT);
}

const labels = (...methods: (keyof typeof PAYMENT_METHOD_LABELS)[]) =>
  methods.map((method) => PAYMENT_METHOD_LABELS[method]);

describe('payment methods by delivery country, on a phone', () => {
  let session: BrowserSession;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    session = await openBrowser();
    ({ context, page } = await openTouchPhone(session));
  });
  afterAll(async () => {
    await context?.close();
    await session?.close();
  });

  it('shows the methods the country allows, changes them with it, and pays with Bancontact confirmed later', async () => {
    const product = await productToBuy();
    await addToCart(page, product.id);

    await visit(page, '/checkout');
    await page.getByTestId('checkout-line').filter({ hasText: product.title }).waitFor(TIMEOUT);
    expect(await checkoutField(page, 'Country').inputValue()).toBe('NL');
    expect(await offeredMethods(page)).toEqual(labels('card', 'ideal', 'paypal', 'klarna'));
    await expectAccessible(page);

    await chooseCountry(page, 'BE', labels('card', 'bancontact', 'paypal', 'klarna'));
    await expectAccessible(page);
    await chooseCountry(page, 'DE', labels('card', 'paypal', 'klarna'));
    await chooseCountry(page, 'AT', labels('card', 'eps', 'paypal', 'klarna'));
    await chooseCountry(page, 'PL', labels('card', 'p24', 'paypal'));
    await chooseCountry(page, 'US', labels('card', 'paypal'));
    await expectAccessible(page);

    // Bancontact chosen in Belgium; a card is answered at once, Bancontact can also be confirmed later.
    await chooseCountry(page, 'BE', labels('card', 'bancontact', 'paypal', 'klarna'));
    await page.getByRole('radio', { name: 'Bancontact' }).check();
    await page.getByRole('radio', { name: 'The payment is confirmed later' }).check();
    await fillCheckoutDetails(page, {
      'First name': 'Lotte',
      'Last name': 'Peeters',
      Address: 'Meir 1',
      'Postcode / zip': '2000',
      'Town / city': 'Antwerpen',
      Phone: '+32 3 123 45 67',
      'E-mail': 'lotte@example.be',
    });
    await expectAccessible(page);
    await page.getByRole('button', { name: /^Pay/ }).click();

    // Back from the bank: the page waits for the provider's confirmation, then thanks the shopper.
    await page.waitForURL(/\/thankyou\?order=.*redirect_status=processing/, TIMEOUT);
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor(TIMEOUT);
    await expectAccessible(page);
    const orderId = new URL(page.url()).searchParams.get('order')!;
    const order = (await db().collection(collections.orders).doc(orderId).get()).data()!;
    expect([order.paymentMethod, order.payment, order.customer.country]).toEqual([
      'bancontact',
      'Paid',
      'BE',
    ]);
  }, 120_000);

  it('on the iDEAL page, says where iDEAL works when the order goes elsewhere', async () => {
    // The paid order emptied the cart: a new one.
    await addToCart(page, (await productToBuy()).id);
    await visit(page, '/checkoutideal');
    await page.getByRole('heading', { level: 1, name: 'Checkout with iDEAL' }).waitFor(TIMEOUT);
    await page.getByTestId('checkout-line').first().waitFor(TIMEOUT);
    await checkoutField(page, 'Country').selectOption('FR');
    const unavailable = page.getByTestId('payment-unavailable');
    await unavailable.waitFor(TIMEOUT);
    expect(await unavailable.innerText()).toBe(
      'iDEAL can only be used for orders delivered to Netherlands. Please choose another payment method.',
    );
    expect(await page.getByRole('button', { name: /^Pay/ }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await checkoutField(page, 'Country').selectOption('NL');
    await page.getByTestId('test-payment-panel').waitFor(TIMEOUT);
    expect(await page.getByTestId('payment-unavailable').count()).toBe(0);
  });
});
