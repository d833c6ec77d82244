// The last item is never sold twice (docs/decisions.md rule 15): twenty visitors check out the same bag, of
// which one is left, and pay at the same moment. A one-use coupon is never paid out twice: it is held
// at checkout. Real Firestore transactions on the emulator.
import {
  collections,
  type CouponDoc,
  type DiscountRecord,
  type StoreChargeResponse,
  type StoreCouponUsedUpDetails,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { listCoupons } from '../../functions/src/data/admin/coupons';
import { db } from '../../functions/src/data/firestore';
import { usePaymentProvider } from '../../functions/src/payments/provider';
import {
  allMail,
  allOrders,
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
import { signUpAnonymous, signUpWithPassword } from './emulators';
import { createStoreProduct, variant } from './factories';
import { chargeBody, useApi, useWebhook } from './harness';

const VISITORS = 20;

const api = useApi({ clear: 'firestore and auth' });
const webhook = useWebhook();

afterAll(async () => {
  usePaymentProvider(undefined);
});
beforeEach(async () => {
  recordingProvider();
});

describe('twenty checkouts of the last item', () => {
  it(
    'end with exactly one paid order, stock 0, the others told, and no 5xx',
    { timeout: 120_000 },
    async () => {
      const call = apiCaller(api.origin);
      const bag = await createStoreProduct({
        id: 'last-bag',
        title: 'Birkin 30',
        variants: [variant({ quantity: 1 })],
      });
      const visitors = await Promise.all(Array.from({ length: VISITORS }, () => signUpAnonymous()));
      await Promise.all(visitors.map((visitor) => createCart(visitor.uid, [{ product: bag }])));

      // Each visitor checks out and, once the PaymentIntent exists, Stripe reports the payment.
      const journeys = await Promise.all(
        visitors.map(async (visitor, index) => {
          const charge = await call(
            visitor,
            'POST',
            'charges',
            chargeBody(visitor, { email: `visitor${index}@example.nl` }),
          );
          if (charge.status !== 200) return { visitor, charge, webhook: null };
          const order = await readOrder((charge.body as StoreChargeResponse).orderId);
          const payload = JSON.stringify(
            paymentIntentEvent({ id: `evt_visitor_${index}`, type: 'payment_intent.succeeded', order }),
          );
          const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
          return { visitor, charge, webhook: await postWebhook(webhook.origin, payload, signature) };
        }),
      );

      const statuses = journeys.flatMap((journey) => [journey.charge.status, journey.webhook?.status ?? 200]);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);

      const orders = await allOrders();
      const paid = orders.filter((order) => order.payment === 'Paid');
      expect(paid).toHaveLength(1);
      const product = await readProduct(bag.id);
      expect(product.variants.map((v) => v.quantity)).toEqual([0]);
      expect(product).toMatchObject({ inStock: false, sizesInStock: [], unitsInStock: 0 });

      // Every other visitor was told: refused before paying (409 out-of-stock) or their order is to be refunded.
      const winner = paid[0]!.userId;
      for (const journey of journeys.filter((j) => j.visitor.uid !== winner)) {
        if (journey.charge.status === 200) {
          const order = await readOrder((journey.charge.body as StoreChargeResponse).orderId);
          expect(order).toMatchObject({ payment: 'Refund due', status: 'Cancelled' });
        } else {
          expect(journey.charge).toMatchObject({ status: 409, body: { error: { code: 'out-of-stock' } } });
        }
      }
      const mail = await allMail();
      const refunds = orders.filter((order) => order.payment === 'Refund due').length;
      expect(
        mail.filter((m) => m.message.subject.endsWith('is cancelled and will be refunded')),
      ).toHaveLength(refunds);
      // The paid order's confirmation and the shop's mail of it, and a mail per refunded order.
      expect(mail).toHaveLength(2 + refunds);
      expect((await db().collection(collections.stripeEvents).get()).size).toBe(orders.length);
      // Only the winner's cart was emptied.
      const carts = await Promise.all(
        visitors.map((v) => db().collection(collections.carts).doc(v.uid).get()),
      );
      expect(carts.map((cart) => cart.get('items'))).toEqual(visitors.map((v) => (v.uid === winner ? 0 : 1)));
    },
  );
});

describe('five checkouts with a one-use coupon', () => {
  it(
    'give exactly one order with the discount and one redemption; the others see the new total first',
    { timeout: 120_000 },
    async () => {
      const call = apiCaller(api.origin);
      const bag = await createStoreProduct({
        id: 'tote',
        title: 'Le Pliage tote',
        displayPrice: 91_000,
        variants: [variant({ quantity: 10 })],
      });
      const visitors = await Promise.all(Array.from({ length: 5 }, () => signUpAnonymous()));
      await Promise.all(visitors.map((visitor) => createCart(visitor.uid, [{ product: bag }])));
      // One coupon, 10 % off, one use, applied to all five carts.
      const coupon = await applyCouponToCart(visitors[0]!.uid, {
        code: 'ONCE10',
        discount: { kind: 'percent', percent: 10 },
        label: '10%',
        maxRedemptions: 1,
      });
      await Promise.all(
        visitors.slice(1).map((visitor) => {
          const record: DiscountRecord = { couponId: coupon.id, code: 'ONCE10', appliedAt: Timestamp.now() };
          return db().collection(collections.discounts).doc(visitor.uid).set(record);
        }),
      );

      const pay = async (orderId: string, index: number, attempt: string) => {
        const order = await readOrder(orderId);
        const payload = JSON.stringify(
          paymentIntentEvent({ id: `evt_${attempt}_${index}`, type: 'payment_intent.succeeded', order }),
        );
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
        return postWebhook(webhook.origin, payload, signature);
      };

      const first = await Promise.all(
        visitors.map((visitor) => call(visitor, 'POST', 'charges', chargeBody(visitor))),
      );
      const accepted = first.filter((answer) => answer.status === 200);
      expect(accepted).toHaveLength(1);
      const winner = accepted[0]!.body as StoreChargeResponse;
      expect(winner.totals).toMatchObject({ goods: 91_000, discount: 9_100, payable: 81_900 });

      // The other four are told before paying, with the total without the coupon.
      const refused = first.filter((answer) => answer.status !== 200);
      expect(refused).toHaveLength(4);
      for (const answer of refused) {
        expect(answer).toMatchObject({ status: 409, body: { error: { code: 'coupon-used-up' } } });
        const { error } = answer.body as { error: { message: string; details: StoreCouponUsedUpDetails } };
        expect(error.details).toMatchObject({ code: 'ONCE10', totals: { discount: 0, payable: 91_000 } });
        expect(error.message).toContain('€ 910,00');
      }
      expect((await readCoupon(coupon.id)).holds).toEqual({
        [(await readOrder(winner.orderId)).userId]: expect.any(Number),
      });

      // Having seen the new total, they pay without the coupon (it is off their carts now).
      const winnerIndex = first.findIndex((answer) => answer.status === 200);
      const second = await Promise.all(
        visitors.map((visitor, index) =>
          index === winnerIndex ? null : call(visitor, 'POST', 'charges', chargeBody(visitor)),
        ),
      );
      const orderIds = second.map((answer) =>
        answer === null ? winner.orderId : (answer.body as StoreChargeResponse).orderId,
      );
      for (const answer of second.filter((a) => a !== null)) {
        expect(answer).toMatchObject({ status: 200, body: { totals: { discount: 0, payable: 91_000 } } });
      }
      const webhooks = await Promise.all(orderIds.map((orderId, index) => pay(orderId, index, 'pay')));
      expect(webhooks.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);

      const orders = await allOrders();
      expect(orders).toHaveLength(5);
      expect(orders.every((order) => order.payment === 'Paid')).toBe(true);
      const discounted = orders.filter((order) => order.totals.discount > 0);
      expect(discounted).toHaveLength(1);
      expect(discounted[0]).toMatchObject({ id: winner.orderId, couponCode: 'ONCE10' });
      const after = await readCoupon(coupon.id);
      expect(after.redemptions).toBe(1);
      expect(after.holds).toEqual({});
      // Paid orders are kept: none carries a purge date any more.
      expect(orders.filter((order) => order.purgeAt !== undefined)).toEqual([]);
    },
  );

  it.each(['payment_intent.payment_failed', 'payment_intent.canceled'])(
    'gives the use back on %s, so the next visitor can hold it',
    async (failure) => {
      const call = apiCaller(api.origin);
      const bag = await createStoreProduct({ id: 'tote', variants: [variant({ quantity: 10 })] });
      const [anna, bram] = await Promise.all([signUpAnonymous(), signUpAnonymous()]);
      await Promise.all([createCart(anna.uid, [{ product: bag }]), createCart(bram.uid, [{ product: bag }])]);
      const coupon = await applyCouponToCart(anna.uid, { code: 'ONCE10', maxRedemptions: 1 });
      const record: DiscountRecord = { couponId: coupon.id, code: 'ONCE10', appliedAt: Timestamp.now() };
      await db().collection(collections.discounts).doc(bram.uid).set(record);

      const annaCharge = await call(anna, 'POST', 'charges', chargeBody(anna));
      expect(annaCharge.status).toBe(200);
      const annaOrder = await readOrder((annaCharge.body as StoreChargeResponse).orderId);
      // An unpaid order is purged 30 days after it was made.
      expect(annaOrder.purgeAt!.toMillis() - annaOrder.createdAt.toMillis()).toBeGreaterThan(
        29.9 * 86_400_000,
      );
      expect(annaOrder.purgeAt!.toMillis() - annaOrder.createdAt.toMillis()).toBeLessThan(30.1 * 86_400_000);
      expect(await call(bram, 'POST', 'charges', chargeBody(bram))).toMatchObject({ status: 409 });

      // Bram put the code back; Anna's payment fails, which ends her hold.
      await db().collection(collections.discounts).doc(bram.uid).set(record);
      const payload = JSON.stringify(
        paymentIntentEvent({ id: 'evt_anna_failed', type: failure, order: annaOrder }),
      );
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      expect(await postWebhook(webhook.origin, payload, signature)).toMatchObject({ status: 200 });
      expect((await readCoupon(coupon.id)).holds).toEqual({});
      expect((await readOrder(annaOrder.id)).purgeAt).toBeDefined();

      const bramCharge = await call(bram, 'POST', 'charges', chargeBody(bram));
      expect(bramCharge).toMatchObject({ status: 200, body: { totals: { discount: 1_500 } } });
      expect(Object.keys((await readCoupon(coupon.id)).holds ?? {})).toEqual([bram.uid]);
    },
  );
});

describe('ten checkouts with one coupon without a limit', () => {
  it(
    'write nothing on the coupon at checkout, and count the paid orders on its shards for the admin',
    { timeout: 120_000 },
    async () => {
      const call = apiCaller(api.origin);
      const bag = await createStoreProduct({ id: 'tote', variants: [variant({ quantity: 10 })] });
      const visitors = await Promise.all(Array.from({ length: 10 }, () => signUpAnonymous()));
      await Promise.all(visitors.map((visitor) => createCart(visitor.uid, [{ product: bag }])));
      const coupon = await applyCouponToCart(visitors[0]!.uid, { code: 'SAVE15', maxRedemptions: null });
      await Promise.all(
        visitors.slice(1).map((visitor) => {
          const record: DiscountRecord = { couponId: coupon.id, code: 'SAVE15', appliedAt: Timestamp.now() };
          return db().collection(collections.discounts).doc(visitor.uid).set(record);
        }),
      );
      const before = (await db().collection(collections.coupons).doc(coupon.id).get()).updateTime;

      const charges = await Promise.all(
        visitors.map((visitor) => call(visitor, 'POST', 'charges', chargeBody(visitor))),
      );
      expect(charges.map((charge) => charge.status)).toEqual(visitors.map(() => 200));
      for (const charge of charges) {
        expect((charge.body as StoreChargeResponse).totals).toMatchObject({ discount: 1_500 });
      }
      // Nothing held, nothing written: the coupon's document is as the admin left it.
      const atCheckout = await db().collection(collections.coupons).doc(coupon.id).get();
      expect(atCheckout.updateTime?.isEqual(before!)).toBe(true);
      expect(atCheckout.get('holds')).toBeUndefined();

      const webhooks = await Promise.all(
        charges.map(async (charge, index) => {
          const order = await readOrder((charge.body as StoreChargeResponse).orderId);
          const payload = JSON.stringify(
            paymentIntentEvent({ id: `evt_save_${index}`, type: 'payment_intent.succeeded', order }),
          );
          const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
          return postWebhook(webhook.origin, payload, signature);
        }),
      );
      expect(webhooks.map((answer) => answer.status)).toEqual(visitors.map(() => 200));

      const afterPayment = await db().collection(collections.coupons).doc(coupon.id).get();
      expect(afterPayment.updateTime?.isEqual(before!)).toBe(true);
      const shards = await db().collection(collections.couponRedemptions).get();
      expect(shards.docs.reduce((sum, shard) => sum + (shard.get('count') as number), 0)).toBe(10);
      expect((await listCoupons()).find((listed) => listed.id === coupon.id)?.redemptions).toBe(10);
    },
  );
});

describe('a visitor who signs in while holding a coupon', () => {
  it("keeps the hold as the account's, so its next checkout is not refused by its own hold", async () => {
    const call = apiCaller(api.origin);
    const bag = await createStoreProduct({ id: 'tote', variants: [variant({ quantity: 10 })] });
    const [visitor, account] = await Promise.all([signUpAnonymous(), signUpWithPassword('carol@example.nl')]);
    await createCart(visitor.uid, [{ product: bag }]);
    const coupon = await applyCouponToCart(visitor.uid, { code: 'ONCE10', maxRedemptions: 1 });
    expect(await call(visitor, 'POST', 'charges', chargeBody(visitor))).toMatchObject({ status: 200 });

    const merged = await call(account, 'POST', 'mergevisitor', { visitorIdToken: visitor.idToken });
    expect(merged).toMatchObject({ status: 200, body: { couponMoved: true } });
    expect(Object.keys((await readCoupon(coupon.id)).holds ?? {})).toEqual([account.uid]);

    const charge = await call(account, 'POST', 'charges', chargeBody(account));
    expect(charge).toMatchObject({ status: 200, body: { totals: { discount: 1_500 } } });
  });
});

async function readCoupon(couponId: string): Promise<CouponDoc> {
  return (await db().collection(collections.coupons).doc(couponId).get()).data() as CouponDoc;
}
