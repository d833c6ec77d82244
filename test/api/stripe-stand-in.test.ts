// The Stripe stand-in answers the real SDK as Stripe does: these checks pin the behaviour the shop's
// own tests rely on (objects, refusals, idempotency), so a change to the stand-in that stops being
// Stripe-like fails here first.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from '../../functions/src/payments/provider';
import { startStripeStandIn, TEST_PAYMENT_METHODS, type StripeStandIn } from './stripe-stand-in';

let standIn: StripeStandIn;
let stripe: Stripe;

beforeAll(async () => {
  standIn = await startStripeStandIn({ restrictedKeys: { rk_test_payments_only: ['payment_intents'] } });
  stripe = standIn.client();
});
afterAll(() => standIn.close());

const euro = (amount: number, key: string = crypto.randomUUID()) =>
  stripe.paymentIntents.create(
    {
      amount,
      currency: 'eur',
      allowed_payment_method_types: ['card', 'paypal'],
      metadata: { orderId: 'o1' },
    },
    { idempotencyKey: key },
  );

/** The error a call rejects with (the test fails if it resolves). */
async function refusal(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  const error: unknown = await call.then(
    () => new Error('Stripe accepted it'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeError);
  return error as Stripe.errors.StripeError;
}

describe('the Stripe stand-in, through the real SDK', () => {
  it('creates, reads, updates and cancels a PaymentIntent, with the pinned API version on every request', async () => {
    const created = await euro(12_345);
    expect(created).toMatchObject({
      object: 'payment_intent',
      amount: 12_345,
      currency: 'eur',
      status: 'requires_payment_method',
      metadata: { orderId: 'o1' },
      allowed_payment_method_types: ['card', 'paypal'],
    });
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_`));
    expect((await stripe.paymentIntents.retrieve(created.id)).amount).toBe(12_345);
    expect((await stripe.paymentIntents.update(created.id, { amount: 9_900 })).amount).toBe(9_900);
    const canceled = await stripe.paymentIntents.cancel(created.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(new Set(standIn.requests.map((request) => request.stripeVersion))).toEqual(
      new Set([STRIPE_API_VERSION]),
    );
  });

  it('refuses amounts over 99,999,999 and under 50 cents, unknown methods and unknown parameters', async () => {
    const tooLarge = await refusal(euro(100_000_000));
    expect(tooLarge).toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount',
    });
    expect((await refusal(euro(49))).code).toBe('amount_too_small');
    const method = await refusal(
      stripe.paymentIntents.create({
        amount: 5_000,
        currency: 'eur',
        allowed_payment_method_types: ['cash'],
      }),
    );
    expect(method).toMatchObject({ statusCode: 400, param: 'allowed_payment_method_types' });
    expect(method.message).toContain('"cash" is invalid');
    const unknown = await refusal(
      stripe.paymentIntents.create({
        amount: 5_000,
        currency: 'eur',
        colour: 'red',
      } as Stripe.PaymentIntentCreateParams),
    );
    expect(unknown).toMatchObject({ code: 'parameter_unknown', param: 'colour' });
  });

  it('answers a repeated key with the first answer, and refuses it with other parameters (400 idempotency_error)', async () => {
    const first = await euro(5_000, 'key-1');
    const again = await euro(5_000, 'key-1');
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    const other = await refusal(euro(5_100, 'key-1'));
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(other).toMatchObject({ statusCode: 400, rawType: 'idempotency_error' });
  });

  it('answers 409 idempotency_key_in_use while the first request with the key is still running', async () => {
    const hold = standIn.hold();
    const first = euro(5_000, 'key-busy');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await refusal(euro(5_000, 'key-busy'));
    expect(second).toMatchObject({ statusCode: 409, code: 'idempotency_key_in_use' });
    hold.release();
    expect((await first).amount).toBe(5_000);
  });

  it('declines the declined test card with 402 card_error, and refunds a paid PaymentIntent up to what was paid', async () => {
    const declined = await refusal(
      stripe.paymentIntents.create({
        amount: 5_000,
        currency: 'eur',
        confirm: true,
        payment_method: TEST_PAYMENT_METHODS.declined,
      }),
    );
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
    });

    const paid = await euro(5_000);
    const notYet = await refusal(stripe.refunds.create({ payment_intent: paid.id }));
    expect(notYet.code).toBe('charge_not_refundable');
    standIn.succeed(paid.id);
    const refund = await stripe.refunds.create({
      payment_intent: paid.id,
      amount: 2_000,
      metadata: { refundId: 'r1' },
    });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 2_000,
      status: 'pending',
      payment_intent: paid.id,
    });
    expect((await stripe.refunds.retrieve(refund.id)).metadata).toEqual({ refundId: 'r1' });
    expect((await refusal(stripe.refunds.create({ payment_intent: paid.id, amount: 3_001 }))).code).toBe(
      'amount_too_large',
    );
    const cancelPaid = await refusal(stripe.paymentIntents.cancel(paid.id));
    expect(cancelPaid.code).toBe('payment_intent_unexpected_state');
  });

  it('answers 401 to a wrong key and 403 to a restricted key without the permission', async () => {
    const wrongKey = await refusal(standIn.client('sk_test_not_this_one').paymentIntents.retrieve('pi_x'));
    expect(wrongKey).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(wrongKey.statusCode).toBe(401);
    const restricted = standIn.client('rk_test_payments_only');
    const paid = await restricted.paymentIntents.create({ amount: 5_000, currency: 'eur' });
    standIn.succeed(paid.id);
    const denied = await refusal(restricted.refunds.create({ payment_intent: paid.id }));
    expect(denied).toBeInstanceOf(Stripe.errors.StripePermissionError);
    expect(denied.statusCode).toBe(403);
    expect(denied.message).toContain('rak_refund_write');
  });
});
