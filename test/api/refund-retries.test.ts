// A refund Stripe is still making is never recorded as failed: Stripe's 409
// idempotency_key_in_use leaves it pending and it is asked again with the same key; only a definite
// refusal fails it; Stripe's report of a refund the shop recorded as failed corrects it. Real
// Firestore and Auth emulators; Stripe replaced at its boundary by the test payment provider.
import { collections, type AdminRefundResponse, type Order, type RefundDoc, type WithId } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import {
  providerFor,
  testStripeClient,
  usePaymentProvider,
  type StripeClient,
} from '../../functions/src/payments/provider';
import { deliverTestRefund } from '../../functions/src/payments/test-payments';
import { readOrder, WEBHOOK_SECRET } from './checkout-support';
import { createAdmin, type TestUser } from './emulators';
import { createOrder } from './factories';
import { fetchJsonAs } from './server';
import { useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });
let admin: TestUser;

afterAll(async () => {
  usePaymentProvider(undefined);
});
beforeEach(async () => {
  admin = await createAdmin();
  // The test provider delivers Stripe's refund events to the webhook's own code (emulator only).
  process.env.FUNCTIONS_EMULATOR = 'true';
});
afterEach(() => {
  delete process.env.FUNCTIONS_EMULATOR;
});

const sendRefund = (body: Record<string, unknown>) =>
  fetchJsonAs(admin, 'POST', `${api.origin}/api/v1/main/refundorder`, {
    reason: 'Customer returned it',
    ...body,
  });

/** Stripe's answer while a request with the same idempotency key is still running. */
function keyInUse(): Stripe.errors.StripeError {
  return Stripe.errors.StripeError.generate({
    type: 'idempotency_error',
    code: 'idempotency_key_in_use',
    message: 'There is currently another in-progress request using this Idempotent Key.',
    statusCode: 409,
  } as Parameters<typeof Stripe.errors.StripeError.generate>[0]);
}

/**
 * The test provider, answering the refund requests as `answer` says (by call number, from 1): make
 * the refund, fail with an error, or make it only once `until` has settled (Stripe still working).
 */
function stripeAnswering(answer: (call: number) => 'make' | { until: Promise<unknown> } | Error) {
  const asked: { idempotencyKey: string; madeId: string | null }[] = [];
  const stripe: StripeClient = {
    ...testStripeClient,
    refunds: {
      async create(params, options) {
        const call = asked.length + 1;
        const entry = { idempotencyKey: options.idempotencyKey, madeId: null as string | null };
        asked.push(entry);
        const what = answer(call);
        if (what instanceof Error) throw what;
        if (typeof what === 'object' && 'until' in what) await what.until;
        const made = await testStripeClient.refunds.create(params, options);
        entry.madeId = made.id;
        return made;
      },
    },
  };
  usePaymentProvider(providerFor('test', stripe, WEBHOOK_SECRET));
  return asked;
}

async function storedRefunds(): Promise<WithId<RefundDoc>[]> {
  const snapshot = await db().collection(collections.refunds).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as RefundDoc), id: doc.id }));
}

describe('Stripe answering 409 idempotency_key_in_use', () => {
  it('two sends of one refund end in one refund, recorded as succeeded', async () => {
    const order = await createOrder({ id: 'order-409' });
    // While Stripe is making the first send's refund, the admin sends it again: Stripe answers that
    // one 409 once; the first finishes only after that.
    let firstAsked!: () => void;
    const firstReachedStripe = new Promise<void>((resolve) => (firstAsked = resolve));
    let secondRefused!: () => void;
    const secondReachedStripe = new Promise<void>((resolve) => (secondRefused = resolve));
    const asked = stripeAnswering((call) => {
      if (call === 1) {
        firstAsked();
        return { until: secondReachedStripe };
      }
      if (call === 2) {
        secondRefused();
        return keyInUse();
      }
      return 'make';
    });

    const firstSend = sendRefund({ orderId: order.id, refundId: 'ref-409', kind: 'full' });
    await firstReachedStripe;
    const second = await sendRefund({ orderId: order.id, refundId: 'ref-409', kind: 'full' });
    const first = await firstSend;

    expect([first.status, second.status]).toEqual([200, 200]);
    // Stripe was asked at least three times (the 409 was asked again), always with the same key,
    // and made one refund.
    expect(asked.length).toBeGreaterThanOrEqual(3);
    expect(new Set(asked.map((a) => a.idempotencyKey))).toEqual(new Set(['refund-ref-409']));
    expect(new Set(asked.flatMap((a) => (a.madeId ? [a.madeId] : [])))).toHaveProperty('size', 1);

    const refunds = await storedRefunds();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ id: 'ref-409', state: 'succeeded', amount: 28_000 });
    expect(await readOrder(order.id)).toMatchObject({
      payment: 'Refunded',
      refunds: { reserved: 28_000, refunded: 28_000 },
    });
    expect((second.body as AdminRefundResponse).repeated).toBe(true);
  });

  it('leaves the refund pending while Stripe keeps answering 409, and the next send completes it', async () => {
    const order = await createOrder({ id: 'order-busy' });
    let busy = true;
    const asked = stripeAnswering(() => (busy ? keyInUse() : 'make'));

    const pending = await sendRefund({ orderId: order.id, refundId: 'ref-busy', kind: 'full' });
    expect(pending).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });
    expect((pending.body as { error: { message: string } }).error.message).toContain('stays pending');
    expect((await storedRefunds())[0]).toMatchObject({ state: 'pending', stripeRefundId: null });
    // The reservation stays: nothing can be refunded twice meanwhile.
    expect((await readOrder(order.id)).refunds?.reserved).toBe(28_000);

    busy = false;
    const done = await sendRefund({ orderId: order.id, refundId: 'ref-busy', kind: 'full' });
    expect(done.status).toBe(200);
    expect((await storedRefunds())[0]).toMatchObject({ state: 'succeeded' });
    expect(new Set(asked.map((a) => a.idempotencyKey))).toEqual(new Set(['refund-ref-busy']));
  });

  it("still fails a refund on Stripe's definite refusal and gives the reservation back", async () => {
    const order = await createOrder({ id: 'order-refused' });
    const refusal = Object.assign(new Error('Charge already refunded'), {
      statusCode: 400,
      code: 'charge_already_refunded',
    });
    stripeAnswering(() => refusal);

    const refused = await sendRefund({ orderId: order.id, refundId: 'ref-no', kind: 'full' });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'payment-failed' } } });
    expect((refused.body as { error: { message: string } }).error.message).toBe(
      'Stripe refused the refund: Charge already refunded. Nothing was refunded.',
    );
    expect((await storedRefunds())[0]).toMatchObject({ state: 'failed', stripeRefundId: null });
    expect((await readOrder(order.id)).refunds?.reserved).toBe(0);
  });
});

describe('a refund recorded as failed by the shop', () => {
  it("is corrected by Stripe's report that it succeeded", async () => {
    stripeAnswering(() => 'make');
    const order: WithId<Order> = await createOrder({
      id: 'order-wrong',
      refunds: { reserved: 0, refunded: 0, lineQty: [0], paidAs: 'Paid' },
    });
    // As the old code left it: Stripe's 409 read as a refusal, the reservation given back.
    const wrong: RefundDoc = {
      orderId: order.id,
      paymentIntentId: order.paymentIntentId!,
      amount: 28_000,
      lineQty: [1],
      full: true,
      reason: 'Customer returned it',
      restock: false,
      returnRequestId: null,
      state: 'failed',
      stripeRefundId: null,
      requestedBy: { uid: admin.uid, email: null },
      createdAt: Timestamp.now(),
      settledAt: Timestamp.now(),
    };
    await db().collection(collections.refunds).doc('ref-wrong').set(wrong);

    const answers = await deliverTestRefund({
      refundId: 'ref-wrong',
      orderId: order.id,
      stripeRefundId: 're_made_anyway',
      paymentIntentId: order.paymentIntentId!,
      amount: 28_000,
    });

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await storedRefunds())[0]).toMatchObject({
      state: 'succeeded',
      stripeRefundId: 're_made_anyway',
    });
    expect(await readOrder(order.id)).toMatchObject({
      payment: 'Refunded',
      status: 'Cancelled',
      refunds: { reserved: 28_000, refunded: 28_000, lineQty: [1] },
    });
  });
});
