// POST cancelorder: an unpaid order's PaymentIntent is cancelled and its coupon hold released; a paid
// order not shipped is refunded in full through the refund path, its stock put back, and Cancelled;
// a shipped one is refused with a 409 that says to use a return. The customer is mailed each time.
import {
  collections,
  formatEuro,
  type CouponDoc,
  type MailDoc,
  type Order,
  type StoreProduct,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { testStripeClient, usePaymentProvider } from '../../functions/src/payments/provider';
import { apiCaller, auditEntries, readDoc, snapshotDatabase } from './admin-factories';
import { recordingProvider, WEBHOOK_SECRET } from './checkout-support';
import { clearAuth, createAdmin, type TestUser } from './emulators';
import { createOrder, createStoreProduct, variant } from './factories';
import { useApi, useWebhook } from './harness';

const api = useApi();
useWebhook();
let admin: TestUser;
const call = apiCaller(() => api.origin);

beforeAll(async () => {
  await clearAuth();
  admin = await createAdmin('erin@maisonborsa.example');
});
afterAll(async () => {
  usePaymentProvider(undefined);
});
beforeEach(async () => {
  // The test payment provider on the emulator: refunds settle through the signed webhook path at once.
  process.env.FUNCTIONS_EMULATOR = 'true';
}, 30_000);
afterEach(() => {
  delete process.env.FUNCTIONS_EMULATOR;
});

async function mails(): Promise<MailDoc[]> {
  return (await db().collection(collections.mail).get()).docs.map((doc) => doc.data() as MailDoc);
}

const line = {
  productId: 'tote',
  sku: 'T-1',
  title: 'Saffiano tote',
  image: 'https://img.example/tote.jpg',
  size: null,
  unitPrice: 28_000,
  qty: 1,
  lineTotal: 28_000,
};

describe('POST cancelorder', () => {
  it('refunds a paid order not shipped in full, puts the stock back and marks it Cancelled', async () => {
    const stripe = recordingProvider();
    await createStoreProduct({ id: 'tote', variants: [variant({ quantity: 0 })], supplierItemId: null });
    await createOrder({
      id: 'order-1',
      lines: [line],
      paymentIntentId: 'pi_paid_1',
      orderNumber: 'MB-2026-000007',
    });

    const { status, body } = await call('POST', 'cancelorder', {
      token: admin.idToken,
      body: { orderId: 'order-1', reason: 'Customer changed their mind' },
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({
      payment: 'Refunded',
      status: 'Cancelled',
      cancellation: { reason: 'Customer changed their mind' },
    });
    expect(stripe.refunds).toEqual([
      {
        params: expect.objectContaining({ payment_intent: 'pi_paid_1', amount: 28_000 }),
        idempotencyKey: 'refund-cancel-order-1',
      },
    ]);
    const product = await readDoc<StoreProduct>('products/tote');
    expect(product).toMatchObject({ inStock: true, unitsInStock: 1 });
    const subjects = (await mails()).map((mail) => mail.message.subject);
    expect(subjects).toContain('Your Maison Borsa order MB-2026-000007 is cancelled');
    const cancelled = (await mails()).find((mail) => mail.message.subject.endsWith('is cancelled'));
    expect(cancelled?.message.text).toContain(`The full amount, ${formatEuro(28_000)}, is refunded`);
    expect((await auditEntries()).map((entry) => entry.action).sort()).toEqual([
      'order.cancel',
      'order.refund',
    ]);

    // Sent again: already cancelled, nothing more happens.
    const again = await call('POST', 'cancelorder', {
      token: admin.idToken,
      body: { orderId: 'order-1', reason: 'Twice' },
    });
    expect(again.status).toBe(409);
    expect(stripe.refunds).toHaveLength(1);
  });

  it("cancels an unpaid order's PaymentIntent, releases its coupon hold, and it can no longer be paid", async () => {
    const cancelled: string[] = [];
    usePaymentProvider({
      name: 'test',
      stripe: testStripeClient,
      webhookSecret: WEBHOOK_SECRET,
      cancelPaymentIntent: (id) => {
        cancelled.push(id);
        return Promise.resolve();
      },
    });
    const until = Date.now() + 3_600_000;
    const coupon: CouponDoc = {
      code: 'SPRING15',
      discount: { kind: 'fixed', amount: 1_500 },
      label: '15',
      minimumGoods: null,
      expiresAt: null,
      maxRedemptions: 10,
      redemptions: 0,
      holds: { 'visitor-9': until, 'visitor-other': until },
      createdAt: Timestamp.now(),
    };
    await db().collection(collections.coupons).doc('spring').set(coupon);
    await createOrder({
      id: 'order-2',
      userId: 'visitor-9',
      payment: 'Pending',
      status: 'Pending payment',
      couponCode: 'SPRING15',
      paymentIntentId: 'pi_unpaid_2',
    });

    const { status, body } = await call('POST', 'cancelorder', {
      token: admin.idToken,
      body: { orderId: 'order-2', reason: 'Suspected fraud' },
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({ payment: 'Failed', status: 'Cancelled' });
    expect(cancelled).toEqual(['pi_unpaid_2']);
    const holds = (await readDoc<CouponDoc>('coupons/spring'))?.holds;
    expect(holds).toEqual({ 'visitor-other': until });
    const [mail] = await mails();
    expect(mail?.message.text).toContain('It was not paid, so nothing was charged');
    expect(mail?.message.text).toContain('Reason: Suspected fraud');
  });

  it('refuses a shipped order with a 409 that says to use a return, and changes nothing', async () => {
    await createOrder({ id: 'order-3', status: 'Out for Delivery' });
    await createOrder({ id: 'order-4', status: 'Order Completed', completed: true });
    const before = await snapshotDatabase();
    for (const orderId of ['order-3', 'order-4']) {
      const { status, body } = await call('POST', 'cancelorder', {
        token: admin.idToken,
        body: { orderId, reason: 'Late' },
      });
      expect(status).toBe(409);
      expect(JSON.stringify(body)).toContain('Use a return instead');
    }
    expect(await snapshotDatabase()).toEqual(before);
  });

  it('refuses an empty reason (400) and an unknown order (404), changing nothing', async () => {
    await createOrder({ id: 'order-5' });
    const before = await snapshotDatabase();
    const empty = await call('POST', 'cancelorder', {
      token: admin.idToken,
      body: { orderId: 'order-5', reason: '  ' },
    });
    expect(empty.status).toBe(400);
    const missing = await call('POST', 'cancelorder', {
      token: admin.idToken,
      body: { orderId: 'nope', reason: 'x' },
    });
    expect(missing.status).toBe(404);
    expect(await snapshotDatabase()).toEqual(before);
    expect(await readDoc<Order>('orders/order-5')).toMatchObject({ status: 'Order Received' });
  });
});
