// Refunds from the admin's order details: only admins, never more than was paid (two at
// once: one is refused), one refund per request id however often it is sent, Stripe asked with that
// id as idempotency key, and the order changed only by the signed webhook events, which arrive
// twice and out of order; return requests approved (then refunded) or rejected with a mail. Real
// Firestore and Auth emulators; Stripe replaced at its boundary.
import {
  collections,
  type AdminAuditEntry,
  type AdminRefund,
  type AdminRefundResponse,
  type AuditEntry,
  type MailDoc,
  type Order,
  type RefundDoc,
  type ReturnRequest,
  type WithId,
} from '@shop/domain';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import {
  providerFor,
  STRIPE_API_VERSION,
  testStripeClient,
  usePaymentProvider,
} from '../../functions/src/payments/provider';
import { postWebhook, readOrder, readProduct, recordingProvider, WEBHOOK_SECRET } from './checkout-support';
import { createAdmin, signUpAnonymous, signUpWithPassword, type TestUser } from './emulators';
import { createOrder, createReturnRequest, createStoreProduct, variant } from './factories';
import { fetchJsonAs } from './server';
import { useApi, useWebhook } from './harness';

const api = useApi({ clear: 'firestore and auth' });
const webhook = useWebhook();
let admin: TestUser;
let stripe: ReturnType<typeof recordingProvider>;

afterAll(async () => {
  usePaymentProvider(undefined);
});
beforeEach(async () => {
  stripe = recordingProvider();
  admin = await createAdmin();
});
afterEach(() => {
  delete process.env.FUNCTIONS_EMULATOR;
});

const call = (user: TestUser | null, method: 'GET' | 'POST', path: string, body?: unknown) =>
  fetchJsonAs(user, method, `${api.origin}/api/v1/main/${path}`, body);

const refund = (body: Record<string, unknown>, user: TestUser | null = admin) =>
  call(user, 'POST', 'refundorder', { reason: 'Sold out while paying', ...body });

/** A paid order of two totes at 280 and a belt at 120 in size 95, 15 off: 665 paid. */
function paidOrder(overrides: Partial<Order> & { id?: string } = {}): Promise<WithId<Order>> {
  return createOrder({
    id: 'order-1',
    userId: 'visitor-1',
    lines: [
      {
        productId: 'tote',
        sku: 'T-1',
        title: 'Saffiano tote',
        image: 'https://img.example/tote.jpg',
        size: null,
        unitPrice: 28_000,
        qty: 2,
        lineTotal: 56_000,
      },
      {
        productId: 'belt',
        sku: 'B-1',
        title: 'Leather belt',
        image: 'https://img.example/belt.jpg',
        size: '95',
        unitPrice: 12_000,
        qty: 1,
        lineTotal: 12_000,
      },
    ],
    totalItems: 3,
    totals: { goods: 68_000, discount: 1_500, shipping: 0, vat: 11_541, payable: 66_500, vatFree: false },
    paymentIntentId: 'pi_paid_1',
    ...overrides,
  });
}

async function storedRefunds(): Promise<WithId<RefundDoc>[]> {
  const snapshot = await db().collection(collections.refunds).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as RefundDoc), id: doc.id }));
}

async function mails(): Promise<MailDoc[]> {
  return (await db().collection(collections.mail).get()).docs.map((doc) => doc.data() as MailDoc);
}

/** A Stripe event about one of the shop's refunds, shaped as Stripe sends it. */
function refundEvent(options: {
  id: string;
  type: 'refund.updated' | 'charge.refunded';
  refundId: string;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
}) {
  const stripeRefund = {
    id: `re_${options.refundId}`,
    object: 'refund',
    amount: options.amount,
    currency: 'eur',
    payment_intent: 'pi_paid_1',
    metadata: { orderId: 'order-1', refundId: options.refundId },
    status: options.status,
  };
  const object =
    options.type === 'refund.updated'
      ? stripeRefund
      : {
          id: 'ch_paid_1',
          object: 'charge',
          payment_intent: 'pi_paid_1',
          refunds: { object: 'list', data: [stripeRefund], has_more: false },
        };
  return {
    id: options.id,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: options.type,
    data: { object },
  };
}

function deliver(event: object) {
  const payload = JSON.stringify(event);
  return postWebhook(
    webhook.origin,
    payload,
    Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  );
}

describe('who may refund', () => {
  it('refuses visitors and customers, and changes nothing', async () => {
    const order = await paidOrder();
    const visitor = await signUpAnonymous();
    const customer = await signUpWithPassword('anna@example.nl');

    const answers = await Promise.all([
      refund({ orderId: order.id, refundId: 'r1', kind: 'full' }, null),
      refund({ orderId: order.id, refundId: 'r1', kind: 'full' }, visitor),
      refund({ orderId: order.id, refundId: 'r1', kind: 'full' }, customer),
      call(customer, 'GET', `getorderrefunds/${order.id}`),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([401, 403, 403, 403]);
    expect(await readOrder(order.id)).toEqual(order);
    expect(await storedRefunds()).toEqual([]);
    expect(stripe.refunds).toEqual([]);
  });
});

describe('asking for a refund', () => {
  it('reserves the amount, asks Stripe with the refund id as idempotency key, and leaves the payment to the webhook', async () => {
    const order = await paidOrder();

    const { status, body } = await refund({
      orderId: order.id,
      refundId: 'r1',
      kind: 'lines',
      lines: [{ index: 0, qty: 1 }],
      reason: 'Customer returned one tote',
    });

    expect(status).toBe(200);
    const answer = body as AdminRefundResponse;
    expect(answer.repeated).toBe(false);
    expect(answer.refund).toMatchObject({
      id: 'r1',
      orderId: order.id,
      amount: 27_382,
      lineQty: [1, 0],
      full: false,
      reason: 'Customer returned one tote',
      state: 'pending',
      stripeRefundId: expect.stringMatching(/^re_test_/) as string,
    });
    expect(answer.order.payment).toBe('Paid');
    expect(answer.order.refunds).toEqual({ reserved: 27_382, refunded: 0, lineQty: [1, 0], paidAs: 'Paid' });
    expect(stripe.refunds).toEqual([
      {
        params: {
          payment_intent: 'pi_paid_1',
          amount: 27_382,
          metadata: { orderId: order.id, refundId: 'r1' },
        },
        idempotencyKey: 'refund-r1',
      },
    ]);
    const audit = (await db().collection(collections.auditLog).get()).docs.map(
      (doc) => doc.data() as AuditEntry,
    );
    expect(audit).toMatchObject([
      {
        action: 'order.refund',
        target: 'refunds/r1',
        who: { uid: admin.uid },
        changes: {
          amount: { before: null, after: 27_382 },
          reason: { before: null, after: 'Customer returned one tote' },
        },
      },
    ]);
    expect(await mails()).toEqual([]);
  });

  it('refuses more than was paid with 400, and an order that is not paid with 409', async () => {
    await paidOrder();
    await createOrder({ id: 'pending-1', payment: 'Pending', status: 'Pending payment' });

    const tooMany = await refund({
      orderId: 'order-1',
      refundId: 'r1',
      kind: 'lines',
      lines: [{ index: 1, qty: 2 }],
    });
    const noLine = await refund({
      orderId: 'order-1',
      refundId: 'r2',
      kind: 'lines',
      lines: [{ index: 5, qty: 1 }],
    });
    const unpaid = await refund({ orderId: 'pending-1', refundId: 'r3', kind: 'full' });
    const missing = await refund({ orderId: 'no-such-order', refundId: 'r4', kind: 'full' });
    const invalid = await refund({ orderId: 'order-1', refundId: 'r5', kind: 'lines', lines: [] });

    expect(tooMany).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'invalid-request',
          message: 'Only 1 of Leather belt can still be refunded (asked: 2).',
        },
      },
    });
    expect(noLine.status).toBe(400);
    expect(unpaid).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });
    expect(missing).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    expect(invalid).toMatchObject({ status: 400, body: { error: { code: 'invalid-request' } } });
    expect(await storedRefunds()).toEqual([]);
    expect(stripe.refunds).toEqual([]);
  });

  it('of two full refunds sent at once, makes one and refuses the other', async () => {
    const order = await paidOrder();

    const answers = await Promise.all([
      refund({ orderId: order.id, refundId: 'first', kind: 'full' }),
      refund({ orderId: order.id, refundId: 'second', kind: 'full' }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body).toEqual({
      error: { code: 'invalid-request', message: 'Everything paid for this order is already refunded.' },
    });
    expect(await storedRefunds()).toHaveLength(1);
    expect(stripe.refunds).toHaveLength(1);
    expect((await readOrder(order.id)).refunds?.reserved).toBe(66_500);
  });

  it('makes one refund of a request sent twice (a double click), with one idempotency key', async () => {
    const order = await paidOrder();
    const body = { orderId: order.id, refundId: 'dbl', kind: 'full' };

    const answers = await Promise.all([refund(body), refund(body)]);
    const again = await refund(body);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(again.status).toBe(200);
    expect((again.body as AdminRefundResponse).repeated).toBe(true);
    expect(await storedRefunds()).toHaveLength(1);
    expect((await readOrder(order.id)).refunds?.reserved).toBe(66_500);
    // Whoever reached Stripe used the same key, so Stripe made one refund.
    expect(new Set(stripe.refunds.map((asked) => asked.idempotencyKey))).toEqual(new Set(['refund-dbl']));
  });

  it('gives the reservation back when Stripe refuses, and keeps it when Stripe cannot be reached', async () => {
    const order = await paidOrder();
    let failure: unknown = Object.assign(new Error('Charge already refunded'), { statusCode: 400 });
    let asked = 0;
    usePaymentProvider(
      providerFor(
        'test',
        {
          ...testStripeClient,
          refunds: {
            create(params, options) {
              asked += 1;
              if (failure) return Promise.reject(failure);
              return testStripeClient.refunds.create(params, options);
            },
          },
        },
        WEBHOOK_SECRET,
      ),
    );

    const refused = await refund({ orderId: order.id, refundId: 'refused', kind: 'full' });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'payment-failed' } } });
    expect((await readOrder(order.id)).refunds?.reserved).toBe(0);
    expect((await storedRefunds())[0]?.state).toBe('failed');

    failure = new Error('socket hang up');
    const unreachable = await refund({ orderId: order.id, refundId: 'retry', kind: 'full' });
    expect(unreachable).toMatchObject({ status: 503, body: { error: { code: 'payments-unavailable' } } });
    expect((await readOrder(order.id)).refunds?.reserved).toBe(66_500);

    failure = undefined;
    const retried = await refund({ orderId: order.id, refundId: 'retry', kind: 'full' });
    expect(retried.status).toBe(200);
    expect((retried.body as AdminRefundResponse).refund.stripeRefundId).toMatch(/^re_test_/);
    expect(asked).toBe(3);
  });
});

describe('the webhook settles refunds', () => {
  async function askedRefund(body: Record<string, unknown>): Promise<AdminRefund> {
    const { status, body: answer } = await refund(body);
    if (status !== 200) throw new Error(`refundorder answered ${status}: ${JSON.stringify(answer)}`);
    return (answer as AdminRefundResponse).refund;
  }

  it('marks the order Partly refunded and then Refunded, once per event, mailing the customer', async () => {
    const order = await paidOrder();
    const tote = await askedRefund({
      orderId: order.id,
      refundId: 'tote',
      kind: 'lines',
      lines: [{ index: 0, qty: 1 }],
    });

    const first = await deliver(
      refundEvent({
        id: 'evt_1',
        type: 'refund.updated',
        refundId: 'tote',
        amount: tote.amount,
        status: 'succeeded',
      }),
    );
    const replay = await deliver(
      refundEvent({
        id: 'evt_1',
        type: 'refund.updated',
        refundId: 'tote',
        amount: tote.amount,
        status: 'succeeded',
      }),
    );
    // Stripe's other event about the same refund changes nothing more.
    const other = await deliver(
      refundEvent({
        id: 'evt_2',
        type: 'charge.refunded',
        refundId: 'tote',
        amount: tote.amount,
        status: 'succeeded',
      }),
    );

    expect(first).toMatchObject({
      status: 200,
      body: { result: 'recorded', changed: [{ refundId: 'tote', state: 'succeeded' }] },
    });
    expect(replay).toMatchObject({ status: 200, body: { result: 'duplicate' } });
    expect(other).toMatchObject({ status: 200, body: { result: 'recorded', changed: [] } });
    expect(await readOrder(order.id)).toMatchObject({
      payment: 'Partly refunded',
      status: 'Order Received',
      refunds: { reserved: 27_382, refunded: 27_382, lineQty: [1, 0], paidAs: 'Paid' },
    });
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'anna@example.nl',
      message: { subject: expect.stringContaining('refunded') as string },
    });
    expect(sent[0]?.message.text).toContain('1 x Saffiano tote');

    const rest = await askedRefund({ orderId: order.id, refundId: 'rest', kind: 'full' });
    expect(rest.amount).toBe(66_500 - 27_382);
    await deliver(
      refundEvent({
        id: 'evt_3',
        type: 'charge.refunded',
        refundId: 'rest',
        amount: rest.amount,
        status: 'succeeded',
      }),
    );
    expect(await readOrder(order.id)).toMatchObject({
      payment: 'Refunded',
      status: 'Cancelled',
      refunds: { reserved: 66_500, refunded: 66_500, lineQty: [2, 1] },
    });
    expect(await mails()).toHaveLength(2);
  });

  it("is in the audit log with its amount, its order's number and its outcome as it is now", async () => {
    const order = await paidOrder({ orderNumber: 'MB-2026-000356' });
    const asked = await askedRefund({
      orderId: order.id,
      refundId: 'tote',
      kind: 'lines',
      lines: [{ index: 0, qty: 1 }],
    });
    const logged = async () => {
      const answer = await call(admin, 'GET', 'getauditlog?target=MB-2026-000356');
      expect(answer.status).toBe(200);
      return answer.body as AdminAuditEntry[];
    };
    const subject = {
      kind: 'refund',
      amount: asked.amount,
      order: { id: order.id, userId: order.userId, orderNumber: 'MB-2026-000356' },
    };
    // The order number finds the refund's entry: an order's history includes its refunds.
    expect(await logged()).toMatchObject([
      { action: 'order.refund', target: 'refunds/tote', subject: { ...subject, state: 'pending' } },
    ]);

    await deliver(
      refundEvent({
        id: 'evt_t',
        type: 'refund.updated',
        refundId: 'tote',
        amount: asked.amount,
        status: 'succeeded',
      }),
    );
    expect(await logged()).toMatchObject([{ subject: { ...subject, state: 'succeeded' } }]);
  });

  it('ends where Stripe is whatever order the events arrive in', async () => {
    const order = await paidOrder({ payment: 'Refund due', status: 'Cancelled' });
    const asked = await askedRefund({ orderId: order.id, refundId: 'all', kind: 'full' });
    const event = (id: string, status: 'pending' | 'succeeded' | 'failed') =>
      refundEvent({ id, type: 'refund.updated', refundId: 'all', amount: asked.amount, status });

    // succeeded arrives before the pending that preceded it; both twice.
    for (const id of ['evt_s', 'evt_p', 'evt_s', 'evt_p'])
      await deliver(event(id, id === 'evt_s' ? 'succeeded' : 'pending'));
    expect(await readOrder(order.id)).toMatchObject({ payment: 'Refunded', status: 'Cancelled' });
    expect((await storedRefunds())[0]).toMatchObject({ state: 'succeeded', stripeRefundId: 're_all' });

    // The bank later returns the refund: Stripe reports it failed, and the order is Refund due again.
    await deliver(event('evt_f', 'failed'));
    await deliver(event('evt_s2', 'succeeded'));
    expect(await readOrder(order.id)).toMatchObject({
      payment: 'Refund due',
      refunds: { reserved: 0, refunded: 0, lineQty: [0, 0], paidAs: 'Refund due' },
    });
    expect((await storedRefunds())[0]?.state).toBe('failed');
  });

  it('puts refunded units back in stock when asked, once', async () => {
    await createStoreProduct({
      id: 'belt',
      variants: [variant({ size: '85', quantity: 1 }), variant({ size: '95', quantity: 0 })],
    });
    const order = await paidOrder();
    const asked = await askedRefund({
      orderId: order.id,
      refundId: 'belt',
      kind: 'lines',
      lines: [{ index: 1, qty: 1 }],
      restock: true,
    });

    const success = refundEvent({
      id: 'evt_b',
      type: 'refund.updated',
      refundId: 'belt',
      amount: asked.amount,
      status: 'succeeded',
    });
    await deliver(success);
    await deliver({ ...success, id: 'evt_b2' });

    const belt = await readProduct('belt');
    expect(belt.variants.map((v) => v.quantity)).toEqual([1, 1]);
    expect(belt.sizesInStock).toEqual(['85', '95']);
    expect(belt.unitsInStock).toBe(2);
  });

  it('records a refund made in Stripe’s dashboard against the order its PaymentIntent paid, once', async () => {
    const order = await paidOrder();
    const dashboardRefund = (id: string, type: 'refund.updated' | 'charge.refunded') => {
      const event = refundEvent({ id, type, refundId: 'unused', amount: 10_000, status: 'succeeded' });
      const strip = (refund: { metadata: object; id: string }) => {
        refund.metadata = {};
        refund.id = 're_dashboard';
      };
      const object = event.data.object as unknown as {
        metadata: object;
        id: string;
        refunds?: { data: { metadata: object; id: string }[] };
      };
      if (object.refunds) object.refunds.data.forEach(strip);
      else strip(object);
      return event;
    };

    const first = await deliver(dashboardRefund('evt_d1', 'refund.updated'));
    const again = await deliver(dashboardRefund('evt_d2', 'charge.refunded'));
    const foreign = refundEvent({
      id: 'evt_d3',
      type: 'refund.updated',
      refundId: 'x',
      amount: 1,
      status: 'succeeded',
    });
    (foreign.data.object as unknown as { metadata: object; payment_intent: string }).metadata = {};
    (foreign.data.object as unknown as { payment_intent: string }).payment_intent = 'pi_someone_else';
    const unknown = await deliver(foreign);

    expect(first).toMatchObject({
      status: 200,
      body: { changed: [{ refundId: 'stripe-re_dashboard', state: 'succeeded' }] },
    });
    expect(again).toMatchObject({ status: 200, body: { changed: [], unknown: [] } });
    expect(unknown).toMatchObject({ status: 200, body: { changed: [], unknown: ['stripe-re_x'] } });
    expect(await readOrder(order.id)).toMatchObject({
      payment: 'Partly refunded',
      refunds: { reserved: 10_000, refunded: 10_000, lineQty: [0, 0], paidAs: 'Paid' },
    });
    expect(await storedRefunds()).toMatchObject([
      {
        id: 'stripe-re_dashboard',
        orderId: order.id,
        amount: 10_000,
        state: 'succeeded',
        reason: 'Refunded outside the shop (in Stripe)',
        requestedBy: { uid: 'stripe' },
      },
    ]);
    expect(await mails()).toHaveLength(1);
    // What is left to refund from the dashboard takes the outside refund into account.
    const rest = await refund({ orderId: order.id, refundId: 'rest', kind: 'full' });
    expect((rest.body as AdminRefundResponse).refund.amount).toBe(66_500 - 10_000);
  });

  it('ignores refunds the shop did not ask for and refuses unsigned events', async () => {
    const order = await paidOrder();
    const foreign = refundEvent({
      id: 'evt_x',
      type: 'refund.updated',
      refundId: 'not-ours',
      amount: 100,
      status: 'succeeded',
    });
    const unsigned = await postWebhook(webhook.origin, JSON.stringify(foreign), 'not a signature');
    const unknown = await deliver(foreign);

    expect(unsigned.status).toBe(401);
    expect(unknown).toMatchObject({
      status: 200,
      body: { result: 'recorded', changed: [], unknown: ['not-ours'] },
    });
    expect(await readOrder(order.id)).toEqual(order);
  });

  it('with the test payment provider on the emulator, settles the refund through the signed webhook path at once', async () => {
    process.env.FUNCTIONS_EMULATOR = 'true';
    const order = await paidOrder();

    const { status, body } = await refund({ orderId: order.id, refundId: 'emu', kind: 'full' });

    expect(status).toBe(200);
    expect((body as AdminRefundResponse).order).toMatchObject({ payment: 'Refunded', status: 'Cancelled' });
    expect((body as AdminRefundResponse).refund.state).toBe('succeeded');
    const events = (await db().collection(collections.stripeEvents).get()).docs.map(
      (doc) => doc.get('type') as string,
    );
    // charge.refunded carries no refunds in the pinned API version: acknowledged, not recorded.
    expect(events.sort()).toEqual(['refund.created', 'refund.updated']);
    const listed = await call(admin, 'GET', `getorderrefunds/${order.id}`);
    expect(listed).toMatchObject({ status: 200, body: [{ id: 'emu', state: 'succeeded', amount: 66_500 }] });
  });
});

describe('return requests', () => {
  async function returnState(requestId: string): Promise<ReturnRequest> {
    return (await db().collection(collections.returnRequests).doc(requestId).get()).data() as ReturnRequest;
  }

  it('an approved return is refunded from its order and becomes Refunded when the refund succeeds', async () => {
    process.env.FUNCTIONS_EMULATOR = 'true';
    const order = await paidOrder();
    await createReturnRequest({ id: 'ret-1', orderId: order.id });

    // A refund cannot name a return that is not approved yet.
    const early = await refund({
      orderId: order.id,
      refundId: 'early',
      kind: 'lines',
      lines: [{ index: 1, qty: 1 }],
      returnRequestId: 'ret-1',
    });
    expect(early).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });

    const approved = await call(admin, 'POST', 'approvereturnrequest', { requestId: 'ret-1' });
    expect(approved).toMatchObject({ status: 200, body: { requestId: 'ret-1', state: 'Approved' } });
    const again = await call(admin, 'POST', 'approvereturnrequest', { requestId: 'ret-1' });
    expect(again).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict', message: 'This return request is already Approved' } },
    });

    const refunded = await refund({
      orderId: order.id,
      refundId: 'ret-refund',
      kind: 'lines',
      lines: [{ index: 1, qty: 1 }],
      reason: 'Returned belt',
      returnRequestId: 'ret-1',
    });
    expect(refunded.status).toBe(200);
    expect(await returnState('ret-1')).toMatchObject({
      state: 'Refunded',
      decision: { by: { uid: admin.uid }, reason: '', refundId: 'ret-refund' },
    });
    const audit = (await db().collection(collections.auditLog).get()).docs.map(
      (doc) => doc.get('action') as string,
    );
    expect(audit.sort()).toEqual(['order.refund', 'return.approve']);
  });

  it('a rejected return mails the customer the reason, once, naming the order by its number', async () => {
    const order = await createOrder({ orderNumber: 'MB-2026-000077' });
    await createReturnRequest({ id: 'ret-2', email: 'bo@example.nl', orderId: order.id });

    const missingReason = await call(admin, 'POST', 'rejectreturnrequest', {
      requestId: 'ret-2',
      reason: ' ',
    });
    const rejected = await call(admin, 'POST', 'rejectreturnrequest', {
      requestId: 'ret-2',
      reason: 'The 14-day return window has passed.',
    });
    const twice = await call(admin, 'POST', 'rejectreturnrequest', { requestId: 'ret-2', reason: 'Again' });
    const missing = await call(admin, 'POST', 'rejectreturnrequest', { requestId: 'nope', reason: 'x' });

    expect(missingReason.status).toBe(400);
    expect(rejected).toMatchObject({ status: 200, body: { state: 'Rejected' } });
    expect(twice.status).toBe(409);
    expect(missing.status).toBe(404);
    expect(await returnState('ret-2')).toMatchObject({
      state: 'Rejected',
      decision: { reason: 'The 14-day return window has passed.', refundId: null },
    });
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'bo@example.nl' });
    expect(sent[0]?.message.text).toContain('Reason: The 14-day return window has passed.');
    expect(sent[0]?.message.subject).toBe('Your return request ret-2 for order MB-2026-000077');
  });

  it("writes a rejection in the language of the request's page", async () => {
    const order = await createOrder({ orderNumber: 'MB-2026-000078' });
    await createReturnRequest({ id: 'ret-4', email: 'chloe@example.fr', orderId: order.id, language: 'fr' });

    const rejected = await call(admin, 'POST', 'rejectreturnrequest', {
      requestId: 'ret-4',
      reason: 'Le délai de retour de 14 jours est dépassé.',
    });

    expect(rejected.status).toBe(200);
    const [sent] = await mails();
    expect(sent?.message.subject).toBe('Votre demande de retour ret-4 pour la commande MB-2026-000078');
    expect(sent?.message.text).toContain(
      'Nous sommes désolés : nous ne pouvons pas accepter votre demande de retour ret-4 pour la commande MB-2026-000078.',
    );
    expect(sent?.message.text).toContain('Motif : Le délai de retour de 14 jours est dépassé.');
    expect(sent?.message.html).toContain('lang="fr"');
  });

  it('refuses visitors and customers', async () => {
    await createReturnRequest({ id: 'ret-3' });
    const customer = await signUpWithPassword('anna@example.nl');
    const answers = await Promise.all([
      call(customer, 'POST', 'approvereturnrequest', { requestId: 'ret-3' }),
      call(null, 'POST', 'rejectreturnrequest', { requestId: 'ret-3', reason: 'x' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 401]);
    expect((await returnState('ret-3')).state).toBe('Requested');
  });
});
