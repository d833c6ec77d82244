// The stripeWebhook function's handler, over HTTP with the raw body as Cloud Functions gives it:
// signatures, the event allow-list, each event counted once, events in any order ending as Stripe
// would, and everything a paid order changes. Events are signed with Stripe's own test helper.
import {
  collections,
  DEMO_SHOP_IDENTITY,
  listingFilterKeys,
  MAIL_RETENTION_DAYS,
  STRIPE_EVENT_RETENTION_DAYS,
  stockSummary,
  type CartCounter,
  type CartLine,
  type CouponDoc,
  type ListingEntry,
  type Order,
  type StoreChargeResponse,
  type WithId,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listCoupons } from '../../functions/src/data/admin/coupons';
import { db } from '../../functions/src/data/firestore';
import { usePaymentProvider } from '../../functions/src/payments/provider';
import {
  allMail,
  apiCaller,
  applyCouponToCart,
  createCart,
  paymentIntentEvent,
  postWebhook,
  readOrder,
  readProduct,
  recordingProvider,
  WEBHOOK_SECRET,
} from './checkout-support';
import { clearFirestore, signUpAnonymous, type TestUser } from './emulators';
import { createStoreProduct, variant } from './factories';
import { fetchJson } from './server';
import { chargeBody, useApi, useWebhook } from './harness';

const api = useApi({ clear: 'firestore and auth' });
const webhook = useWebhook();
let call: ReturnType<typeof apiCaller>;
let anna: TestUser;

beforeAll(async () => {
  call = apiCaller(api.origin);
});
afterAll(async () => {
  usePaymentProvider(undefined);
});
beforeEach(async () => {
  recordingProvider();
  anna = await signUpAnonymous();
});

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });

/** Delivers an event with a valid signature, as Stripe would. */
function deliver(event: object) {
  const payload = JSON.stringify(event);
  return postWebhook(webhook.origin, payload, sign(payload));
}

/** Anna checks out a cart with a tote (stock 1) and a belt in size 95; answers the pending order. */
async function pendingOrder(options: { toteStock?: number } = {}): Promise<WithId<Order>> {
  const tote = await createStoreProduct({
    id: 'tote',
    title: 'Saffiano tote',
    displayPrice: 28_000,
    variants: [variant({ quantity: options.toteStock ?? 1 })],
  });
  const belt = await createStoreProduct({
    id: 'belt',
    title: 'Leather belt',
    parentCategory: 'ACCESSORIES',
    category: 'BELT',
    displayPrice: 12_000,
    variants: [variant({ size: '85', quantity: 1 }), variant({ size: '95', quantity: 2 })],
  });
  await createCart(anna.uid, [{ product: tote }, { product: belt, size: '95' }]);
  const { status, body } = await call(anna, 'POST', 'charges', chargeBody(anna));
  if (status !== 200) throw new Error(`charges answered ${status}: ${JSON.stringify(body)}`);
  return readOrder((body as StoreChargeResponse).orderId);
}

async function processedEvents(): Promise<string[]> {
  return (await db().collection(collections.stripeEvents).get()).docs.map((doc) => doc.id);
}

describe('signature', () => {
  it('accepts a correctly signed event', async () => {
    const order = await pendingOrder();

    const { status, body } = await deliver(
      paymentIntentEvent({ id: 'evt_ok', type: 'payment_intent.succeeded', order }),
    );

    expect(status).toBe(200);
    expect(body).toMatchObject({ received: true, result: 'recorded', verdict: 'paid', changed: true });
    expect((await readOrder(order.id)).payment).toBe('Paid');
    // Its record is deleted by the TTL policy STRIPE_EVENT_RETENTION_DAYS on, as is the mail it queued.
    const daysLeft = (path: string) =>
      db()
        .doc(path)
        .get()
        .then((doc) => ((doc.get('expiresAt') as Timestamp).toMillis() - Date.now()) / 86_400_000);
    expect(await daysLeft(`${collections.stripeEvents}/evt_ok`)).toBeCloseTo(STRIPE_EVENT_RETENTION_DAYS, 1);
    const [mail] = (await db().collection(collections.mail).get()).docs;
    expect(await daysLeft(mail!.ref.path)).toBeCloseTo(MAIL_RETENTION_DAYS, 1);
  });

  it('refuses with 401 an invalid, missing or stale signature and a changed body, changing nothing', async () => {
    const order = await pendingOrder();
    const payload = JSON.stringify(
      paymentIntentEvent({ id: 'evt_forged', type: 'payment_intent.succeeded', order }),
    );
    const elevenMinutesAgo = Math.floor(Date.now() / 1000) - 11 * 60;
    const otherPayload = JSON.stringify(
      paymentIntentEvent({ id: 'evt_other', type: 'payment_intent.payment_failed', order }),
    );

    const answers = await Promise.all([
      postWebhook(webhook.origin, payload, sign(payload, { secret: 'whsec_someone_else' })),
      postWebhook(webhook.origin, payload, undefined),
      postWebhook(webhook.origin, payload, 'not a signature'),
      postWebhook(webhook.origin, payload, sign(payload, { timestamp: elevenMinutesAgo })),
      postWebhook(webhook.origin, payload, sign(otherPayload)),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    expect(answers[1]?.body).toEqual({
      error: { code: 'unauthenticated', message: 'The Stripe-Signature header is missing' },
    });
    expect(answers[0]?.body).toEqual({
      error: { code: 'unauthenticated', message: 'The Stripe signature does not match this request' },
    });
    expect(await readOrder(order.id)).toEqual(order);
    expect(await processedEvents()).toEqual([]);
    expect(await allMail()).toEqual([]);
  });

  it('answers 405 to anything but POST', async () => {
    const { status } = await fetchJson(webhook.origin, { method: 'GET' });
    expect(status).toBe(405);
  });
});

describe('events', () => {
  it('acknowledges event types outside the allow-list without acting on them', async () => {
    const order = await pendingOrder();

    const { status, body } = await deliver(
      paymentIntentEvent({ id: 'evt_created', type: 'payment_intent.created', order }),
    );

    expect(status).toBe(200);
    expect(body).toEqual({ received: true, ignored: true });
    expect(await readOrder(order.id)).toEqual(order);
    expect(await processedEvents()).toEqual([]);
  });

  it('changes state once when one event is delivered five times', async () => {
    const order = await pendingOrder({ toteStock: 3 });
    const coupon = await applyCouponToCart(anna.uid, { code: 'ONCE', redemptions: 4 });
    const paidOrder = (await call(anna, 'POST', 'charges', chargeBody(anna))).body as StoreChargeResponse;
    const withCoupon = await readOrder(paidOrder.orderId);
    expect(withCoupon.couponCode).toBe('ONCE');
    const event = paymentIntentEvent({
      id: 'evt_five_times',
      type: 'payment_intent.succeeded',
      order: withCoupon,
    });

    const sequential = [await deliver(event), await deliver(event)];
    const concurrent = await Promise.all([deliver(event), deliver(event), deliver(event)]);

    expect([...sequential, ...concurrent].map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(
      [...sequential, ...concurrent].filter(
        (answer) => (answer.body as { result: string }).result === 'recorded',
      ),
    ).toHaveLength(1);
    expect((await readOrder(withCoupon.id)).payment).toBe('Paid');
    expect((await readProduct('tote')).variants[0]?.quantity).toBe(2);
    // One redemption more, as the admin's coupon list counts them (a coupon without a limit counts
    // its paid orders on shards, docs/decisions.md rule 37).
    expect((await listCoupons()).find((listed) => listed.id === coupon.id)).toMatchObject({ redemptions: 5 });
    // Once: the customer's confirmation and the shop's mail of the paid order.
    expect(await allMail()).toHaveLength(2);
    expect(await processedEvents()).toEqual(['evt_five_times']);
    // The earlier pending order of the cart without a coupon was not paid.
    expect((await readOrder(order.id)).payment).toBe('Pending');
  });

  it('answers 500 when processing fails, so Stripe delivers again, and records nothing', async () => {
    const order = await pendingOrder();
    // An order id Firestore cannot store ('/' makes it a path): the transaction throws.
    const broken = { ...order, id: 'not/an/order/id' };

    const { status } = await deliver(
      paymentIntentEvent({ id: 'evt_broken', type: 'payment_intent.succeeded', order: broken }),
    );

    expect(status).toBe(500);
    expect(await processedEvents()).toEqual([]);
  });

  it('acknowledges an event about a PaymentIntent the shop did not make', async () => {
    const order = await pendingOrder();
    const event = paymentIntentEvent({ id: 'evt_foreign', type: 'payment_intent.succeeded', order });
    event.data.object.metadata = {} as typeof event.data.object.metadata;

    const { status, body } = await deliver(event);

    expect(status).toBe(200);
    expect(body).toEqual({ received: true, ignored: true });
    expect((await readOrder(order.id)).payment).toBe('Pending');
  });
});

describe('event order', () => {
  const succeeded = 'payment_intent.succeeded';
  const failed = 'payment_intent.payment_failed';
  const processing = 'payment_intent.processing';

  /** Delivers `types` in this order for a fresh order and answers how the order ends. */
  async function play(types: string[]) {
    await clearFirestore();
    const order = await pendingOrder();
    for (const [index, type] of types.entries()) {
      const { status } = await deliver(paymentIntentEvent({ id: `evt_${index}_${type}`, type, order }));
      expect(status).toBe(200);
    }
    const after = await readOrder(order.id);
    return {
      payment: after.payment,
      status: after.status,
      tote: (await readProduct('tote')).variants[0]?.quantity,
    };
  }

  const paid = { payment: 'Paid', status: 'Order Received', tote: 0 };
  const unpaid = { payment: 'Failed', status: 'Payment failed', tote: 1 };

  it('succeeded before or after processing: paid', async () => {
    expect(await play([processing, succeeded])).toEqual(paid);
    expect(await play([succeeded, processing])).toEqual(paid);
  });

  it('failed then succeeded, in either order: paid (the second attempt worked)', async () => {
    expect(await play([failed, succeeded])).toEqual(paid);
    expect(await play([succeeded, failed])).toEqual(paid);
    expect(await play([processing, failed, succeeded])).toEqual(paid);
    expect(await play([succeeded, processing, failed])).toEqual(paid);
  });

  it('failed with or without processing, in either order: failed, stock untouched', async () => {
    expect(await play([failed])).toEqual(unpaid);
    expect(await play([processing, failed])).toEqual(unpaid);
    expect(await play([failed, processing])).toEqual(unpaid);
  });

  it('processing alone leaves the order pending', async () => {
    expect(await play([processing])).toEqual({ payment: 'Pending', status: 'Pending payment', tote: 1 });
  });
});

describe('delayed-notification methods: Klarna and Bancontact (docs/decisions.md rule 75)', () => {
  const destinations = {
    klarna: { country: 'DE', address: 'Unter den Linden 1', city: 'Berlin', postcode: '10117' },
    bancontact: { country: 'BE', address: 'Meir 1', city: 'Antwerpen', postcode: '2000' },
  } as const;

  /** Anna's order of a tote (stock 1), paid with `method` to its country; answers the pending order. */
  async function orderPaidWith(method: keyof typeof destinations): Promise<WithId<Order>> {
    await clearFirestore();
    const tote = await createStoreProduct({
      id: 'tote',
      displayPrice: 28_000,
      variants: [variant({ quantity: 1 })],
    });
    await createCart(anna.uid, [{ product: tote }]);
    const { status, body } = await call(anna, 'POST', 'charges', {
      ...chargeBody(anna, destinations[method]),
      paymentMethod: method,
    });
    if (status !== 200) throw new Error(`charges answered ${status}: ${JSON.stringify(body)}`);
    return readOrder((body as StoreChargeResponse).orderId);
  }

  /** Delivers the events for `method`'s PaymentIntent; answers the order's payment after each. */
  async function play(method: keyof typeof destinations, types: string[]) {
    const order = await orderPaidWith(method);
    const seen = [];
    for (const [index, type] of types.entries()) {
      const event = paymentIntentEvent({
        id: `evt_${method}_${index}`,
        type,
        order,
        paymentMethodTypes: [method],
      });
      expect((await deliver(event)).status).toBe(200);
      seen.push((await readOrder(order.id)).payment);
    }
    const after = await readOrder(order.id);
    return { seen, method: after.paymentMethod, tote: (await readProduct('tote')).variants[0]?.quantity };
  }

  for (const method of ['klarna', 'bancontact'] as const) {
    it(`${method}: processing keeps the order pending until succeeded pays it`, async () => {
      expect(await play(method, ['payment_intent.processing', 'payment_intent.succeeded'])).toEqual({
        seen: ['Pending', 'Paid'],
        method,
        tote: 0,
      });
    });

    it(`${method}: processing then payment_failed fails it and sells nothing`, async () => {
      expect(await play(method, ['payment_intent.processing', 'payment_intent.payment_failed'])).toEqual({
        seen: ['Pending', 'Failed'],
        method,
        tote: 1,
      });
    });

    it(`${method}: succeeded at once pays it`, async () => {
      expect(await play(method, ['payment_intent.succeeded'])).toEqual({ seen: ['Paid'], method, tote: 0 });
    });
  }
});

describe('payment_intent.succeeded', () => {
  it('takes the stock, updates the listing copies, clears the bought lines and the coupon the order used, and mails the confirmation', async () => {
    // Paid with the cart's coupon: the coupon leaves the cart with the order (an order without one
    // leaves it: test/api/express-checkout.test.ts).
    const order = { ...(await pendingOrder()), couponCode: 'X' };
    await db().collection(collections.orders).doc(order.id).update({ couponCode: 'X' });
    const tote = await readProduct('tote');
    const copy: ListingEntry = {
      productId: 'tote',
      sku: tote.sku,
      title: tote.title,
      brand: tote.brand,
      parentCategory: tote.parentCategory,
      category: tote.category,
      colour: tote.colour,
      gender: tote.gender,
      sizesInStock: tote.sizesInStock,
      inStock: true,
      images: tote.images,
      displayImage: tote.displayImage,
      price: tote.displayPrice,
      filterKeys: tote.filterKeys,
      hidden: false,
      addedAt: Timestamp.now(),
    };
    await Promise.all([
      db().collection(collections.newIn).doc('tote').set(copy),
      db().collection(collections.recommended).doc('tote').set(copy),
    ]);
    // Added in another tab while paying: it stays in the cart.
    const scarf = await createStoreProduct({ id: 'scarf', title: 'Silk scarf' });
    const scarfLine: CartLine = {
      productId: 'scarf',
      sku: scarf.sku,
      title: scarf.title,
      image: scarf.displayImage,
      size: null,
      unitPrice: scarf.displayPrice,
      qty: 2,
      addedAt: Timestamp.now(),
    };
    await db()
      .collection(collections.carts)
      .doc(anna.uid)
      .collection(collections.cartLines)
      .doc('scarf')
      .set(scarfLine);
    await db()
      .collection(collections.discounts)
      .doc(anna.uid)
      .set({ couponId: 'x', code: 'X', appliedAt: Timestamp.now() });

    const { status } = await deliver(
      paymentIntentEvent({ id: 'evt_paid', type: 'payment_intent.succeeded', order }),
    );

    expect(status).toBe(200);
    const { paidAt, invoice, ...paid } = await readOrder(order.id);
    // A paid order is kept: its purge date goes. It is a sale of the moment its money came in
    // (docs/decisions.md rule 69).
    const { purgeAt, ...unpaid } = order;
    expect(purgeAt).toBeInstanceOf(Timestamp);
    expect(paid).toEqual({ ...unpaid, payment: 'Paid', status: 'Order Received', completed: false });
    expect(Math.abs((paidAt?.toMillis() ?? 0) - Date.now())).toBeLessThan(60_000);
    // Issued in the same step, dated at the same instant (docs/decisions.md rules 67 and 69).
    expect(invoice).toMatchObject({ number: expect.stringMatching(/^MB-INV-\d{4}-\d{6}$/) });
    expect(invoice?.issuedAt.toMillis()).toBe(paidAt?.toMillis());

    const [toteAfter, beltAfter] = await Promise.all([readProduct('tote'), readProduct('belt')]);
    expect(toteAfter).toMatchObject({ sizesInStock: [], inStock: false, updatedAt: expect.any(Timestamp) });
    expect(toteAfter.variants.map((v) => v.quantity)).toEqual([0]);
    expect(beltAfter.variants.map((v) => [v.size, v.quantity])).toEqual([
      ['85', 1],
      ['95', 1],
    ]);
    expect(beltAfter.filterKeys).toEqual(
      listingFilterKeys({ ...beltAfter, ...stockSummary(beltAfter.variants) }),
    );

    for (const list of [collections.newIn, collections.recommended]) {
      const entry = (await db().collection(list).doc('tote').get()).data() as ListingEntry;
      expect(entry).toMatchObject({ sizesInStock: [], inStock: false });
      expect(entry.filterKeys).toEqual(listingFilterKeys({ ...copy, sizesInStock: [] }));
    }
    expect((await db().collection(collections.sale).doc('tote').get()).exists).toBe(false);

    const lines = await db()
      .collection(collections.carts)
      .doc(anna.uid)
      .collection(collections.cartLines)
      .get();
    expect(lines.docs.map((doc) => doc.id)).toEqual(['scarf']);
    expect(((await db().collection(collections.carts).doc(anna.uid).get()).data() as CartCounter).items).toBe(
      2,
    );
    expect((await db().collection(collections.discounts).doc(anna.uid).get()).exists).toBe(false);

    const all = await allMail();
    expect(all).toHaveLength(2);
    const mail = all.filter((queued) => queued.to === 'anna@example.nl');
    expect(mail[0]).toMatchObject({
      to: 'anna@example.nl',
      message: { subject: `Your Maison Borsa order ${order.orderNumber}` },
    });
    // The shop hears of it too (docs/decisions.md rule 59): number, total, country, a link to the order.
    const shop = all.find((queued) => queued.to !== 'anna@example.nl');
    expect(shop?.to).toBe(DEMO_SHOP_IDENTITY.email);
    expect(shop?.message.subject).toBe(`New order ${order.orderNumber}: € 400,00 to Netherlands`);
    expect(shop?.message.text).toContain('1 x Leather belt (size 95): € 120,00');
    expect(shop?.message.text).toContain(
      `/adminmainstoreordersdetails?id=${order.userId}&orderId=${order.id}`,
    );
    expect(mail[0]?.message.text).toContain('Thank you for your order');
    expect(mail[0]?.message.text).toContain('1 x Leather belt (size 95): € 120,00');
    expect(mail[0]?.message.text).toContain('Total paid: € 400,00');
    // The shop's one delivery promise as the order's dates, and the VAT in its one label
    // (docs/decisions.md rules 52 and 54).
    expect(mail[0]?.message.text).toMatch(/Your order is expected between \w+day \d{1,2} \w+ \d{4} and /);
    expect(mail[0]?.message.text).not.toMatch(/24 hours/i);
    expect(mail[0]?.message.text).toMatch(/Including € [\d.]+,\d\d VAT \(21 %, Netherlands\)/);
    expect(mail[0]?.message.html).toContain(`Order number: ${order.orderNumber}`);
  });

  it('marks a payment for sold-out stock Refund due, tells the shopper and sells nothing', async () => {
    const order = await pendingOrder();
    // Someone else bought the last tote in the meantime.
    await db()
      .collection(collections.products)
      .doc('tote')
      .update({ variants: [variant({ quantity: 0 })] });
    const coupon = await applyCouponToCart(anna.uid, { code: 'KEPT' });

    const { status, body } = await deliver(
      paymentIntentEvent({ id: 'evt_late', type: 'payment_intent.succeeded', order }),
    );

    expect(status).toBe(200);
    expect(body).toMatchObject({ verdict: 'sold-out', soldOut: ['Saffiano tote'] });
    expect(await readOrder(order.id)).toMatchObject({ payment: 'Refund due', status: 'Cancelled' });
    expect((await readProduct('belt')).variants.map((v) => v.quantity)).toEqual([1, 2]);
    expect(
      (await db().collection(collections.coupons).doc(coupon.id).get()).data() as CouponDoc,
    ).toMatchObject({ redemptions: 0 });
    expect((await db().collection(collections.discounts).doc(anna.uid).get()).exists).toBe(true);
    const mail = await allMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.message.subject).toBe(
      `Your Maison Borsa order ${order.orderNumber} is cancelled and will be refunded`,
    );
    expect(mail[0]?.message.text).toContain('Sold out: Saffiano tote.');
    expect(mail[0]?.message.text).toContain('We refund € 400,00');
  });

  it('refunds rather than ships a payment of another amount than the order', async () => {
    const order = await pendingOrder();

    await deliver(
      paymentIntentEvent({ id: 'evt_short', type: 'payment_intent.succeeded', order, amount: 100 }),
    );

    expect(await readOrder(order.id)).toMatchObject({ payment: 'Refund due', status: 'Cancelled' });
    expect((await readProduct('tote')).variants[0]?.quantity).toBe(1);
  });
});
