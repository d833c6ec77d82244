// The shop's payments with the real `stripe` SDK against the loopback Stripe stand-in: what the
// checkout and the refunds send (serialised, keyed and versioned by the SDK), the events of the
// pinned API version (docs/decisions.md rule 27) delivered signed to the webhook, and Stripe's
// refusals turned into answers the shopper and the admin can act on (rule 28).
import {
  collections,
  checkoutFailureAnswer,
  formatEuro,
  DEMO_SHOP_IDENTITY,
  paymentFailureOf,
  stripeErrorFacts,
  type AdminRefundResponse,
  type StoreChargeResponse,
} from '@shop/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { cancelPurgedOrderPayment } from '../../functions/src/payments/purged-order';
import { providerFor, STRIPE_API_VERSION, usePaymentProvider } from '../../functions/src/payments/provider';
import {
  allMail,
  allOrders,
  apiCaller,
  createCart,
  postWebhook,
  readOrder,
  WEBHOOK_SECRET,
} from './checkout-support';
import { createAdmin, signUpAnonymous, type TestUser } from './emulators';
import { createStoreProduct, variant } from './factories';
import {
  startStripeStandIn,
  STAND_IN_SECRET_KEY,
  TEST_PAYMENT_METHODS,
  type StripeStandIn,
} from './stripe-stand-in';
import { chargeBody, useApi, useWebhook } from './harness';

const api = useApi({ clear: 'firestore and auth' });
const webhook = useWebhook();
let standIn: StripeStandIn;
let call: ReturnType<typeof apiCaller>;
let anna: TestUser;
let admin: TestUser;

/** Payments go to the stand-in with this key, through the real SDK. */
function useStripeKey(key: string) {
  usePaymentProvider(providerFor('stripe', standIn.client(key), WEBHOOK_SECRET));
}

beforeAll(async () => {
  standIn = await startStripeStandIn({ restrictedKeys: { rk_test_without_refunds: ['payment_intents'] } });
  call = apiCaller(api.origin);
});
afterAll(async () => {
  usePaymentProvider(undefined);
  await standIn.close();
});
beforeEach(async () => {
  useStripeKey(STAND_IN_SECRET_KEY);
  [anna, admin] = await Promise.all([signUpAnonymous(), createAdmin()]);
});

/** An event as Stripe sends it in the pinned version, signed with the webhook secret. */
function deliver(type: string, object: object) {
  const payload = JSON.stringify({
    id: `evt_${crypto.randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return postWebhook(webhook.origin, payload, signature);
}

/** Anna's cart: two totes at € 280 and a belt at € 120. */
async function fillCart() {
  const [tote, belt] = await Promise.all([
    createStoreProduct({
      id: 'tote',
      title: 'Saffiano tote',
      displayPrice: 28_000,
      variants: [variant({ quantity: 5 })],
    }),
    createStoreProduct({
      id: 'belt',
      title: 'Leather belt',
      displayPrice: 12_000,
      variants: [variant({ size: '95', quantity: 2 })],
    }),
  ]);
  await createCart(anna.uid, [
    { product: tote, qty: 2 },
    { product: belt, size: '95' },
  ]);
}

async function checkout(): Promise<StoreChargeResponse> {
  const { status, body } = await call(anna, 'POST', 'charges', chargeBody(anna));
  expect(status, JSON.stringify(body)).toBe(200);
  return body as StoreChargeResponse;
}

const refund = (body: Record<string, unknown>) =>
  call(admin, 'POST', 'refundorder', { reason: 'Customer changed her mind', ...body });

describe('paying and refunding through the real Stripe client', () => {
  it('creates the PaymentIntent the server computed, keyed by order, in the pinned API version', async () => {
    await fillCart();
    const charge = await checkout();

    const created = standIn.requests.filter((request) => request.path === '/v1/payment_intents');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      method: 'POST',
      status: 200,
      stripeVersion: STRIPE_API_VERSION,
      idempotencyKey: `order-${charge.orderId}`,
      params: {
        amount: String(charge.totals.payable),
        currency: 'eur',
        allowed_payment_method_types: ['card'],
        metadata: { orderId: charge.orderId, uid: anna.uid },
      },
    });
    const intent = standIn.paymentIntents.get(charge.paymentIntentId)!;
    expect(charge.client_secret).toBe(intent.client_secret);

    // Paying again for the same cart is the same order and the same PaymentIntent (Stripe replays it).
    const again = await checkout();
    expect(again).toMatchObject({ orderId: charge.orderId, paymentIntentId: charge.paymentIntentId });
    const ofOrder = [...standIn.paymentIntents.values()].filter(
      (intent) => (intent.metadata as { orderId?: string }).orderId === charge.orderId,
    );
    expect(ofOrder).toHaveLength(1);
  });

  it("is paid and refunded by the pinned version's events: refund.created, charge.refunded without its list, refund.updated and refund.failed", async () => {
    await fillCart();
    const charge = await checkout();
    const paid = standIn.succeed(charge.paymentIntentId);
    expect((await deliver('payment_intent.succeeded', paid)).status).toBe(200);
    expect(await readOrder(charge.orderId)).toMatchObject({ payment: 'Paid', status: 'Order Received' });

    // A refund of the belt that the bank fails later: the reservation comes back.
    const belt = await refund({
      orderId: charge.orderId,
      refundId: 'belt-back',
      kind: 'lines',
      lines: [{ index: 1, qty: 1 }],
    });
    expect(belt.status, JSON.stringify(belt.body)).toBe(200);
    const beltRefund = standIn.refunds.get((belt.body as AdminRefundResponse).refund.stripeRefundId!)!;
    expect(beltRefund).toMatchObject({
      payment_intent: charge.paymentIntentId,
      metadata: { refundId: 'belt-back' },
    });
    expect(standIn.requests.at(-1)).toMatchObject({
      path: '/v1/refunds',
      idempotencyKey: 'refund-belt-back',
    });
    expect((await deliver('refund.created', beltRefund)).status).toBe(200);
    expect((await readOrder(charge.orderId)).refunds?.reserved).toBe(beltRefund.amount);
    expect((await deliver('refund.failed', standIn.failRefund(beltRefund.id))).status).toBe(200);
    expect(await readOrder(charge.orderId)).toMatchObject({
      payment: 'Paid',
      refunds: { reserved: 0, refunded: 0 },
    });

    // The rest, in full: settled only by refund.updated; charge.refunded carries no refunds in this version.
    const full = await refund({ orderId: charge.orderId, refundId: 'all-back', kind: 'full' });
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    const fullRefund = standIn.refunds.get((full.body as AdminRefundResponse).refund.stripeRefundId!)!;
    expect((await deliver('refund.created', fullRefund)).status).toBe(200);
    const chargeRefunded = await deliver('charge.refunded', {
      id: paid.latest_charge,
      object: 'charge',
      amount: paid.amount,
      amount_refunded: fullRefund.amount,
      payment_intent: charge.paymentIntentId,
      refunded: true,
    });
    expect(chargeRefunded).toMatchObject({ status: 200, body: { ignored: true } });
    expect((await readOrder(charge.orderId)).payment).toBe('Paid');
    expect((await deliver('refund.updated', { ...fullRefund, status: 'succeeded' })).status).toBe(200);
    expect(await readOrder(charge.orderId)).toMatchObject({
      payment: 'Refunded',
      status: 'Cancelled',
      refunds: { refunded: charge.totals.payable },
    });
  });
});

describe('Klarna and Bancontact through the real Stripe client (docs/decisions.md rule 75)', () => {
  it('creates PaymentIntents of those types for a German and a Belgian order, and refuses iDEAL for France', async () => {
    await fillCart();
    const german = { country: 'DE', address: 'Unter den Linden 1', city: 'Berlin', postcode: '10117' };
    const belgian = { country: 'BE', address: 'Meir 1', city: 'Antwerpen', postcode: '2000' };
    const french = { country: 'FR', address: '1 rue de Rivoli', city: 'Paris', postcode: '75001' };

    const klarna = await call(anna, 'POST', 'charges', {
      ...chargeBody(anna, german),
      paymentMethod: 'klarna',
    });
    const bancontact = await call(anna, 'POST', 'charges', {
      ...chargeBody(anna, belgian),
      paymentMethod: 'bancontact',
    });
    const intentsBefore = standIn.paymentIntents.size;
    const ideal = await call(anna, 'POST', 'charges', {
      ...chargeBody(anna, french),
      paymentMethod: 'ideal',
    });

    expect([klarna.status, bancontact.status, ideal.status]).toEqual([200, 200, 400]);
    const intentOf = (body: unknown) =>
      standIn.paymentIntents.get((body as StoreChargeResponse).paymentIntentId)!;
    expect(intentOf(klarna.body).payment_method_types).toEqual(['klarna']);
    expect(intentOf(bancontact.body).payment_method_types).toEqual(['bancontact']);
    expect((ideal.body as { error: { message: string } }).error.message).toBe(
      'iDEAL can only be used for orders delivered to Netherlands. Please choose another payment method.',
    );
    // The refused method reached no PaymentIntent.
    expect(standIn.paymentIntents.size).toBe(intentsBefore);
  });

  it('keeps a Klarna refund pending until Stripe reports it succeeded (refunds of these methods are asynchronous)', async () => {
    await fillCart();
    const { body } = await call(anna, 'POST', 'charges', {
      ...chargeBody(anna, {
        country: 'DE',
        address: 'Unter den Linden 1',
        city: 'Berlin',
        postcode: '10117',
      }),
      paymentMethod: 'klarna',
    });
    const charge = body as StoreChargeResponse;
    const processing = { ...standIn.paymentIntents.get(charge.paymentIntentId)!, status: 'processing' };
    expect((await deliver('payment_intent.processing', processing)).status).toBe(200);
    expect((await readOrder(charge.orderId)).payment).toBe('Pending');
    expect((await deliver('payment_intent.succeeded', standIn.succeed(charge.paymentIntentId))).status).toBe(
      200,
    );
    expect(await readOrder(charge.orderId)).toMatchObject({ payment: 'Paid', paymentMethod: 'klarna' });

    const full = await refund({ orderId: charge.orderId, refundId: 'klarna-back', kind: 'full' });
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    const stripeRefund = standIn.refunds.get((full.body as AdminRefundResponse).refund.stripeRefundId!)!;
    expect(stripeRefund.status).toBe('pending');
    expect((await deliver('refund.created', stripeRefund)).status).toBe(200);
    expect(await readOrder(charge.orderId)).toMatchObject({
      payment: 'Paid',
      refunds: { reserved: charge.totals.payable, refunded: 0 },
    });
    expect((await deliver('refund.updated', { ...stripeRefund, status: 'succeeded' })).status).toBe(200);
    expect(await readOrder(charge.orderId)).toMatchObject({
      payment: 'Refunded',
      refunds: { refunded: charge.totals.payable },
    });
  });
});

describe("Stripe's refusals, as the shopper and the admin are told", () => {
  it('answers 503 "Payments are unavailable right now" when Stripe refuses the key, and 409 when the key was used with other parameters', async () => {
    await fillCart();
    useStripeKey('sk_test_revoked_key');
    const refused = await call(anna, 'POST', 'charges', chargeBody(anna));
    expect(refused).toMatchObject({ status: 503, body: { error: { code: 'payments-unavailable' } } });
    expect((refused.body as { error: { message: string } }).error.message).toMatch(
      /^Payments are unavailable right now/,
    );
    expect(standIn.requests.at(-1)?.status).toBe(401);
    const [order] = await allOrders();
    expect(order).toMatchObject({ payment: 'Pending', paymentIntentId: null });

    // Something else already used this order's key with another amount: Stripe refuses (400
    // idempotency_error) and nothing is charged or linked.
    useStripeKey(STAND_IN_SECRET_KEY);
    await standIn
      .client()
      .paymentIntents.create({ amount: 100, currency: 'eur' }, { idempotencyKey: `order-${order!.id}` });
    const reused = await call(anna, 'POST', 'charges', chargeBody(anna));
    expect(reused).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });
    expect(standIn.requests.at(-1)).toMatchObject({ status: 400, idempotencyKey: `order-${order!.id}` });
    expect((await readOrder(order!.id)).paymentIntentId).toBeNull();
  });

  it('tells the admin a restricted key may not refund (403), gives the reservation back and changes no payment', async () => {
    await fillCart();
    const charge = await checkout();
    await deliver('payment_intent.succeeded', standIn.succeed(charge.paymentIntentId));
    useStripeKey('rk_test_without_refunds');

    const denied = await refund({ orderId: charge.orderId, refundId: 'no-permission', kind: 'full' });
    expect(denied).toMatchObject({ status: 503, body: { error: { code: 'payments-unavailable' } } });
    expect((denied.body as { error: { message: string } }).error.message).toContain(
      'Refunds write permission',
    );
    expect(standIn.requests.at(-1)).toMatchObject({ path: '/v1/refunds', status: 403 });
    expect(await readOrder(charge.orderId)).toMatchObject({ payment: 'Paid', refunds: { reserved: 0 } });
    const made = [...standIn.refunds.values()].filter(
      (made) => made.payment_intent === charge.paymentIntentId,
    );
    expect(made).toEqual([]);
  });

  it('reads a declined card from the real client as "This card was declined" (402)', async () => {
    const declined: unknown = await standIn
      .client()
      .paymentIntents.create({
        amount: 5_000,
        currency: 'eur',
        confirm: true,
        payment_method: TEST_PAYMENT_METHODS.declined,
      })
      .catch((error: unknown) => error);
    const facts = stripeErrorFacts(declined);
    expect(facts).toMatchObject({
      statusCode: 402,
      type: 'card_error',
      code: 'card_declined',
      declineCode: 'generic_decline',
    });
    expect(checkoutFailureAnswer(paymentFailureOf(facts), 5_000)).toMatchObject({
      status: 402,
      code: 'card-declined',
      message: expect.stringMatching(/^This card was declined/) as unknown,
    });
  });
});

describe('POST paymentstatus: the thank-you page for whoever holds the client secret', () => {
  it("shows the order's payment to the secret's holder in any browser, and nothing to anyone else", async () => {
    await fillCart();
    const charge = await checkout();
    const ask = (user: TestUser | null, body: Record<string, unknown>) =>
      call(user, 'POST', 'paymentstatus', body);
    const holder = {
      orderId: charge.orderId,
      paymentIntentId: charge.paymentIntentId,
      clientSecret: charge.client_secret,
    };

    // Another browser: no session at all, or another visitor's.
    const stranger = await signUpAnonymous();
    const pending = await ask(null, holder);
    expect(pending).toMatchObject({ status: 200, body: { orderId: charge.orderId, payment: 'Pending' } });
    await deliver('payment_intent.succeeded', standIn.succeed(charge.paymentIntentId));
    const paid = await ask(stranger, holder);
    expect(paid).toEqual({
      status: 200,
      contentType: expect.stringContaining('application/json') as unknown,
      body: {
        orderId: charge.orderId,
        orderNumber: expect.stringMatching(/^MB-\d{4}-\d{6}$/) as unknown,
        payment: 'Paid',
        status: 'Order Received',
        paymentMethod: 'card',
        payable: charge.totals.payable,
      },
    });

    // Another order's secret, a secret one character off, a made-up one, another PaymentIntent id,
    // an unknown order: the same 404, with nothing of the order in it.
    await createCart(stranger.uid, [{ product: await createStoreProduct({ displayPrice: 9_000 }) }]);
    const other = (await call(stranger, 'POST', 'charges', chargeBody(stranger))).body as StoreChargeResponse;
    const last = charge.client_secret.at(-1) === 'a' ? 'b' : 'a';
    const wrong = [
      { ...holder, clientSecret: other.client_secret },
      { ...holder, clientSecret: `${charge.client_secret.slice(0, -1)}${last}` },
      { ...holder, clientSecret: `${charge.paymentIntentId}_secret_guess` },
      { ...holder, paymentIntentId: other.paymentIntentId, clientSecret: other.client_secret },
      { ...holder, orderId: 'no-such-order' },
    ];
    for (const body of wrong) {
      expect(await ask(stranger, body)).toMatchObject({
        status: 404,
        body: { error: { code: 'not-found', message: 'No order matches this payment.' } },
      });
    }
    expect(await ask(null, { orderId: charge.orderId })).toMatchObject({ status: 400 });
  });
});

describe('disputes: charge.dispute.created, .updated and .closed', () => {
  /** A dispute object as Stripe sends it, for the paid PaymentIntent. */
  const dispute = (paymentIntentId: string, status: string, amount: number) => ({
    id: 'du_test_1',
    object: 'dispute',
    amount,
    currency: 'eur',
    charge: 'ch_test_1',
    payment_intent: paymentIntentId,
    reason: 'fraudulent',
    status,
    evidence_details: {
      due_by: Math.floor(Date.UTC(2026, 11, 12) / 1000),
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    livemode: false,
  });

  it('marks the order Disputed, then Won or Lost, records the amount, mails the shop once per change, and shows it to the admin', async () => {
    await fillCart();
    const charge = await checkout();
    await deliver('payment_intent.succeeded', standIn.succeed(charge.paymentIntentId));
    const amount = charge.totals.payable;
    // Mail documents have random ids: read the shop's dispute mails by their subject.
    const disputeMails = async () =>
      (await allMail())
        .filter(
          (mail) => mail.to === DEMO_SHOP_IDENTITY.email && /Dispute|Disputed/.test(mail.message.subject),
        )
        .map((mail) => mail.message.subject);

    const created = await deliver(
      'charge.dispute.created',
      dispute(charge.paymentIntentId, 'needs_response', amount),
    );
    expect(created).toMatchObject({
      status: 200,
      body: { result: 'recorded', orderId: charge.orderId, changed: true },
    });
    expect((await readOrder(charge.orderId)).dispute).toEqual({
      disputeId: 'du_test_1',
      state: 'Disputed',
      amount,
      currency: 'eur',
      reason: 'fraudulent',
      stripeStatus: 'needs_response',
      evidenceDueBy: '2026-12-12T00:00:00.000Z',
    });
    const mails = await disputeMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Disputed: ${formatEuro(amount)} held by the bank (fraudulent)`);

    // Under review: recorded, no new mail; closed lost: recorded and mailed; a late update changes nothing.
    await deliver('charge.dispute.updated', dispute(charge.paymentIntentId, 'under_review', amount));
    expect((await readOrder(charge.orderId)).dispute?.stripeStatus).toBe('under_review');
    expect(await disputeMails()).toHaveLength(1);
    await deliver('charge.dispute.closed', dispute(charge.paymentIntentId, 'lost', amount));
    const late = await deliver(
      'charge.dispute.updated',
      dispute(charge.paymentIntentId, 'under_review', amount),
    );
    expect(late.body).toMatchObject({ changed: false });
    expect((await readOrder(charge.orderId)).dispute).toMatchObject({ state: 'Lost', stripeStatus: 'lost' });
    const closedMails = await disputeMails();
    expect(closedMails).toHaveLength(2);
    expect(
      closedMails.filter((subject) => subject.includes(`Dispute lost: ${formatEuro(amount)} taken back`)),
    ).toHaveLength(1);

    // The admin's orders list and details carry it.
    const listed = await call(admin, 'GET', 'getalltheordersmainstore');
    expect(listed.status).toBe(200);
    const row = (listed.body as { id: string; dispute?: unknown }[]).find(
      (order) => order.id === charge.orderId,
    );
    expect(row?.dispute).toMatchObject({ state: 'Lost', amount });
    const details = await call(admin, 'GET', `getorderdetails/${anna.uid}/${charge.orderId}`);
    expect(details).toMatchObject({ status: 200, body: { id: charge.orderId, dispute: { state: 'Lost' } } });
    // The hash of the client secret serves the thank-you page's check only: the admin never sees it.
    expect(details.body).not.toHaveProperty('clientSecretHash');
    expect(row).not.toHaveProperty('clientSecretHash');
  });

  it('refuses an unsigned dispute event and acknowledges one for a PaymentIntent without an order', async () => {
    const payload = JSON.stringify({
      id: 'evt_x',
      type: 'charge.dispute.created',
      data: { object: dispute('pi_x', 'needs_response', 100) },
    });
    expect((await postWebhook(webhook.origin, payload, 't=1,v1=forged')).status).toBe(401);
    const unknown = await deliver('charge.dispute.created', dispute('pi_nobody', 'needs_response', 5_000));
    expect(unknown).toMatchObject({ status: 200, body: { result: 'unknown-order' } });
  });
});

describe('PaymentIntents without an order', () => {
  it('records money paid for a deleted order as Refund due, mails the shop, and lets the admin refund it', async () => {
    await fillCart();
    const charge = await checkout();
    // The unpaid order is purged (TTL) while the shopper still pays on the bank's page.
    await db().collection(collections.orders).doc(charge.orderId).delete();

    const paid = await deliver('payment_intent.succeeded', standIn.succeed(charge.paymentIntentId));
    expect(paid).toMatchObject({ status: 200, body: { result: 'orphan-payment' } });
    expect(await readOrder(charge.orderId)).toMatchObject({
      payment: 'Refund due',
      status: 'Cancelled',
      lines: [],
      paymentIntentId: charge.paymentIntentId,
      userId: anna.uid,
      totals: { payable: charge.totals.payable },
    });
    // The shop is mailed; the customer is not (nothing of theirs is left to write to).
    const [mail, ...more] = await allMail();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: DEMO_SHOP_IDENTITY.email });
    expect(mail!.message.subject).toBe(
      `A payment of ${formatEuro(charge.totals.payable)} arrived for a deleted order: refund it`,
    );

    const refunded = await refund({ orderId: charge.orderId, refundId: 'orphan-back', kind: 'full' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const made = standIn.refunds.get((refunded.body as AdminRefundResponse).refund.stripeRefundId!);
    expect(made).toMatchObject({ amount: charge.totals.payable, payment_intent: charge.paymentIntentId });
  });

  it('cancels the PaymentIntent of an order deleted unpaid, and leaves a paid one alone', async () => {
    await fillCart();
    const charge = await checkout();
    const order = await readOrder(charge.orderId);
    await cancelPurgedOrderPayment(order.id, order);
    expect(standIn.paymentIntents.get(charge.paymentIntentId)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
    });
    // Deleted twice (a retried trigger): Stripe's "already canceled" counts as done.
    await cancelPurgedOrderPayment(order.id, order);

    // Another cart (another order and PaymentIntent), paid before its order is deleted.
    const tote = await createStoreProduct({ title: 'Bucket bag', displayPrice: 31_000 });
    await createCart(anna.uid, [{ product: tote }]);
    const paidAfter = await checkout();
    expect(paidAfter.paymentIntentId).not.toBe(charge.paymentIntentId);
    standIn.succeed(paidAfter.paymentIntentId);
    // Stripe refuses to cancel a paid PaymentIntent: no retry; its webhook event records the money.
    await cancelPurgedOrderPayment(paidAfter.orderId, await readOrder(paidAfter.orderId));
    expect(standIn.paymentIntents.get(paidAfter.paymentIntentId)?.status).toBe('succeeded');
    expect(standIn.requests.at(-1)).toMatchObject({
      path: `/v1/payment_intents/${paidAfter.paymentIntentId}/cancel`,
      status: 400,
    });
  });
});
