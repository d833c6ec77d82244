// The express checkout ("Buy now" with a wallet): POST expressquote prices the wallet sheet for the
// address the wallet reports, POST expresscharges opens the order as POST charges does, marked with
// the wallet. Refusals (an address the shop does not deliver to, stock gone, an amount the sheet did
// not show) are 4xx in the API's error shape and write nothing. Real ID tokens and Firestore; only
// Stripe is replaced at its boundary.
import { createHash } from 'node:crypto';
import {
  cartTotals,
  collections,
  couponFromDoc,
  type StoreChargeResponse,
  type StoreExpressChargeBody,
  type StoreExpressQuote,
} from '@shop/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { usePaymentProvider } from '../../functions/src/payments/provider';
import {
  allOrders,
  apiCaller,
  applyCouponToCart,
  createCart,
  readOrder,
  readProduct,
  recordingProvider,
} from './checkout-support';
import { signUpAnonymous, type TestUser } from './emulators';
import { createStoreProduct, variant } from './factories';
import { chargeBody, useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });
let call: ReturnType<typeof apiCaller>;
let stripe: ReturnType<typeof recordingProvider>;
let anna: TestUser;

beforeAll(async () => {
  call = apiCaller(api.origin);
});
afterAll(async () => {
  usePaymentProvider(undefined);
});
beforeEach(async () => {
  stripe = recordingProvider();
  anna = await signUpAnonymous();
});

/** A tote (€ 280) and a belt (€ 120 in size 95) in Anna's cart. */
async function annaCart() {
  const tote = await createStoreProduct({ id: 'tote', title: 'Saffiano tote', displayPrice: 28_000 });
  const belt = await createStoreProduct({
    id: 'belt',
    title: 'Leather belt',
    parentCategory: 'ACCESSORIES',
    category: 'BELT',
    displayPrice: 12_000,
    variants: [variant({ size: '85', quantity: 1 }), variant({ size: '95', quantity: 2 })],
  });
  await createCart(anna.uid, [{ product: tote }, { product: belt, size: '95' }]);
  return { tote, belt };
}

/** What a wallet hands over, mapped to the checkout's fields: Anna in Amsterdam unless overridden. */
function expressBody(
  user: TestUser,
  overrides: Partial<StoreExpressChargeBody> = {},
  customer: Partial<StoreExpressChargeBody['customer']> = {},
): StoreExpressChargeBody {
  const { companyAddress: _company, ...details } = chargeBody(user).customer;
  return {
    userId: user.uid,
    source: { kind: 'cart' },
    wallet: 'apple_pay',
    amount: 40_000,
    customer: { ...details, ...customer },
    ...overrides,
  };
}

const countOrders = async () => (await db().collection(collections.orders).get()).size;

describe('POST expressquote', () => {
  it("prices the cart for the wallet's country with the cart's coupon, as the checkout charges it", async () => {
    await annaCart();
    const coupon = await applyCouponToCart(anna.uid);

    const nl = await call(anna, 'POST', 'expressquote', {
      userId: anna.uid,
      source: { kind: 'cart' },
      country: 'nl',
    });
    const us = await call(anna, 'POST', 'expressquote', {
      userId: anna.uid,
      source: { kind: 'cart' },
      country: 'US',
    });

    expect(nl.status).toBe(200);
    const quote = nl.body as StoreExpressQuote;
    const { itemCount: _nl, ...nlTotals } = cartTotals({
      lines: [
        { unitPrice: 28_000, qty: 1 },
        { unitPrice: 12_000, qty: 1 },
      ],
      coupon: couponFromDoc(coupon),
      country: 'NL',
      now: new Date(),
    });
    expect(quote).toEqual({
      country: 'NL',
      totals: nlTotals,
      amount: 38_500,
      lineItems: [
        { name: 'Items', amount: 40_000 },
        { name: 'Discount (WELCOME15)', amount: -1_500 },
      ],
      shippingRate: { id: 'standard', displayName: 'Free delivery to Netherlands', amount: 0 },
    });
    // Outside the EU: no Dutch VAT, so the same cart costs less; the destination decides.
    expect(us.status).toBe(200);
    expect((us.body as StoreExpressQuote).totals).toMatchObject({ vat: 0, vatFree: true });
    expect((us.body as StoreExpressQuote).amount).toBeLessThan(quote.amount);
    expect(await countOrders()).toBe(0);
  });

  it("prices one of the product page's product in its size, without the cart's coupon", async () => {
    await annaCart();
    await applyCouponToCart(anna.uid);

    const { status, body } = await call(anna, 'POST', 'expressquote', {
      userId: anna.uid,
      source: { kind: 'product', productId: 'belt', size: '85' },
      country: 'DE',
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({
      country: 'DE',
      amount: 12_000,
      lineItems: [{ name: 'Items', amount: 12_000 }],
      shippingRate: { amount: 0, displayName: 'Free delivery to Germany' },
    });
  });

  it('answers 400 for a country the shop does not deliver to, naming it', async () => {
    await annaCart();

    const { status, body } = await call(anna, 'POST', 'expressquote', {
      userId: anna.uid,
      source: { kind: 'cart' },
      country: 'XK',
    });

    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 'invalid-request',
        message: 'We cannot deliver to XK. Please choose a delivery address in another country.',
        details: [{ path: 'country', message: expect.stringContaining('XK') as string }],
      },
    });
  });

  it('answers 409 out-of-stock when a line can no longer be bought, and 400 for a sized product without a size', async () => {
    const { tote } = await annaCart();
    await db()
      .collection(collections.products)
      .doc(tote.id)
      .update({ variants: [variant({ quantity: 0 })] });

    const gone = await call(anna, 'POST', 'expressquote', {
      userId: anna.uid,
      source: { kind: 'cart' },
      country: 'NL',
    });
    const noSize = await call(anna, 'POST', 'expressquote', {
      userId: anna.uid,
      source: { kind: 'product', productId: 'belt', size: null },
      country: 'NL',
    });

    expect(gone.status).toBe(409);
    expect(gone.body).toMatchObject({ error: { code: 'out-of-stock' } });
    expect(noSize.status).toBe(400);
    expect(noSize.body).toMatchObject({ error: { code: 'invalid-request' } });
  });

  it("is the visitor's own: another uid is 403, no token 401, a body without a source 400", async () => {
    const bea = await signUpAnonymous();
    const quote = { userId: anna.uid, source: { kind: 'cart' }, country: 'NL' };

    expect((await call(bea, 'POST', 'expressquote', quote)).status).toBe(403);
    expect((await call(null, 'POST', 'expressquote', quote)).status).toBe(401);
    const { status, body } = await call(anna, 'POST', 'expressquote', { userId: anna.uid, country: 'NL' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'invalid-request' } });
  });
});

describe('POST expresscharges', () => {
  it('opens the same pending order as POST charges, marked with the wallet, and its card PaymentIntent', async () => {
    await annaCart();

    const { status, body } = await call(anna, 'POST', 'expresscharges', expressBody(anna));

    expect(status).toBe(200);
    const charge = body as StoreChargeResponse;
    const order = await readOrder(charge.orderId);
    expect(order).toMatchObject({
      userId: anna.uid,
      customer: { fullName: 'Anna de Vries', country: 'NL', postcode: '1015 AA', companyAddress: '' },
      lines: [
        expect.objectContaining({ productId: 'tote', unitPrice: 28_000, qty: 1 }),
        expect.objectContaining({ productId: 'belt', size: '95', unitPrice: 12_000, qty: 1 }),
      ],
      totals: { goods: 40_000, payable: 40_000, vatCountry: 'NL' },
      couponCode: null,
      note: '',
      totalItems: 2,
      payment: 'Pending',
      status: 'Pending payment',
      paymentMethod: 'card',
      expressCheckout: { wallet: 'apple_pay' },
      paymentIntentId: charge.paymentIntentId,
      clientSecretHash: createHash('sha256').update(charge.client_secret).digest('hex'),
      clientReport: null,
    });
    expect(order.orderNumber).toMatch(/^MB-\d{4}-\d{6}$/);
    expect(stripe.created).toEqual([
      {
        params: {
          amount: 40_000,
          currency: 'eur',
          allowed_payment_method_types: ['card'],
          description: `Maison Borsa order ${charge.orderId}`,
          metadata: { orderId: charge.orderId, uid: anna.uid, expressCheckout: 'apple_pay' },
        },
        idempotencyKey: `order-${charge.orderId}`,
      },
    ]);
    expect(charge).toMatchObject({ provider: 'test', amount: 40_000, paymentMethodTypes: ['card'] });
  });

  it("pays Link with Stripe's link type; a checkout of the same cart keeps an order of its own", async () => {
    await annaCart();

    const link = (await call(anna, 'POST', 'expresscharges', expressBody(anna, { wallet: 'link' })))
      .body as StoreChargeResponse;
    const card = (await call(anna, 'POST', 'charges', chargeBody(anna))).body as StoreChargeResponse;

    expect(stripe.created.map((created) => created.params.allowed_payment_method_types)).toEqual([
      ['link'],
      ['card'],
    ]);
    expect(link.orderId).not.toBe(card.orderId);
    expect((await readOrder(link.orderId)).expressCheckout).toEqual({ wallet: 'link' });
    expect((await readOrder(card.orderId)).expressCheckout).toBeUndefined();
  });

  it("keeps the page's language on the order, English when none is sent, and refuses another (docs/decisions.md rule 79)", async () => {
    await annaCart();

    const french = (await call(anna, 'POST', 'expresscharges', { ...expressBody(anna), language: 'fr' }))
      .body as StoreChargeResponse;
    expect(await readOrder(french.orderId)).toMatchObject({
      language: 'fr',
      expressCheckout: { wallet: 'apple_pay' },
    });
    // Paid again from a Dutch page: the same pending order, now Dutch.
    const dutch = (await call(anna, 'POST', 'expresscharges', { ...expressBody(anna), language: 'nl' }))
      .body as StoreChargeResponse;
    expect(dutch.orderId).toBe(french.orderId);
    expect(await readOrder(french.orderId)).toMatchObject({ language: 'nl' });

    const google = (await call(anna, 'POST', 'expresscharges', expressBody(anna, { wallet: 'google_pay' })))
      .body as StoreChargeResponse;
    expect(await readOrder(google.orderId)).toMatchObject({ language: 'en' });

    const refused = await call(anna, 'POST', 'expresscharges', { ...expressBody(anna), language: 'es' });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error: { details: [{ path: 'language', message: 'Language must be one of en, nl, de or fr' }] },
      },
    });
  });

  it('answers 409 with the new amount when the sheet showed another, and writes nothing', async () => {
    await annaCart();

    const { status, body } = await call(
      anna,
      'POST',
      'expresscharges',
      expressBody(anna, { amount: 39_000 }),
    );

    expect(status).toBe(409);
    expect(body).toMatchObject({
      error: {
        code: 'conflict',
        message: expect.stringContaining('Nothing has been charged') as string,
        details: { amount: 40_000 },
      },
    });
    expect(await countOrders()).toBe(0);
    expect(stripe.created).toEqual([]);
  });

  it('answers 409 out-of-stock when the stock is gone, and writes nothing', async () => {
    const { belt } = await annaCart();
    await db()
      .collection(collections.products)
      .doc(belt.id)
      .update({ variants: [variant({ size: '85', quantity: 1 }), variant({ size: '95', quantity: 0 })] });

    const { status, body } = await call(anna, 'POST', 'expresscharges', expressBody(anna));

    expect(status).toBe(409);
    expect(body).toMatchObject({ error: { code: 'out-of-stock' } });
    expect(await countOrders()).toBe(0);
    expect(stripe.created).toEqual([]);
  });

  it('answers 400 for an address the shop does not deliver to or details the checkout refuses, and writes nothing', async () => {
    await annaCart();

    const away = await call(anna, 'POST', 'expresscharges', expressBody(anna, {}, { country: 'XK' }));
    const noStreet = await call(anna, 'POST', 'expresscharges', expressBody(anna, {}, { address: '' }));
    const badWallet = await call(anna, 'POST', 'expresscharges', {
      ...expressBody(anna),
      wallet: 'cash',
    });

    expect(away.status).toBe(400);
    expect(away.body).toMatchObject({
      error: {
        code: 'invalid-request',
        message: expect.stringContaining('We cannot deliver to XK') as string,
      },
    });
    expect(noStreet.status).toBe(400);
    expect(noStreet.body).toMatchObject({
      error: { details: [expect.objectContaining({ path: 'customer.address' })] },
    });
    expect(badWallet.status).toBe(400);
    expect(await countOrders()).toBe(0);
    expect(stripe.created).toEqual([]);
  });

  it("buys one of the product page's product, paid through the webhook path; the cart's other lines and its coupon stay", async () => {
    const saved = { emulator: process.env.FUNCTIONS_EMULATOR, key: process.env.STRIPE_SECRET_KEY };
    process.env.FUNCTIONS_EMULATOR = 'true';
    process.env.STRIPE_SECRET_KEY = 'local-no-stripe-key';
    try {
      const { tote } = await annaCart();
      await applyCouponToCart(anna.uid);
      const charge = (
        await call(
          anna,
          'POST',
          'expresscharges',
          expressBody(anna, {
            wallet: 'google_pay',
            amount: 28_000,
            source: { kind: 'product', productId: 'tote', size: null },
          }),
        )
      ).body as StoreChargeResponse;

      const paid = await call(anna, 'POST', `testpayments/${charge.orderId}`, { outcome: 'succeeded' });

      expect(paid.body).toEqual({ webhookStatus: 200, payment: 'Paid', status: 'Order Received' });
      const order = await readOrder(charge.orderId);
      expect(order.lines.map((line) => line.productId)).toEqual(['tote']);
      expect(order.expressCheckout).toEqual({ wallet: 'google_pay' });
      expect((await readProduct(tote.id)).variants[0]?.quantity).toBe(tote.variants[0]!.quantity - 1);
      const lines = await db()
        .collection(collections.carts)
        .doc(anna.uid)
        .collection(collections.cartLines)
        .get();
      expect(lines.docs.map((line) => line.id)).toEqual(['belt']);
      // The order used no coupon: the cart's stays for the belt.
      expect((await db().collection(collections.discounts).doc(anna.uid).get()).exists).toBe(true);
      expect((await allOrders()).length).toBe(1);
    } finally {
      for (const [name, value] of [
        ['FUNCTIONS_EMULATOR', saved.emulator],
        ['STRIPE_SECRET_KEY', saved.key],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
