import { describe, expect, it } from 'vitest';
import {
  checkoutFailureAnswer,
  MAX_CHARGE,
  paymentFailureOf,
  PAYMENTS_UNAVAILABLE,
  refundFailureAnswer,
  stripeErrorFacts,
  type StripeErrorFacts,
} from '../src/payment-errors';

const facts = (overrides: Partial<StripeErrorFacts>): StripeErrorFacts => ({
  statusCode: null,
  type: null,
  code: null,
  declineCode: null,
  message: null,
  ...overrides,
});

describe('stripeErrorFacts', () => {
  it("reads the SDK's fields (rawType before type) and leaves out what is absent", () => {
    const error = Object.assign(new Error('Your card was declined.'), {
      statusCode: 402,
      type: 'StripeCardError',
      rawType: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    expect(stripeErrorFacts(error)).toEqual({
      statusCode: 402,
      type: 'card_error',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card was declined.',
    });
    expect(stripeErrorFacts(new Error('socket hang up'))).toEqual(facts({ message: 'socket hang up' }));
    expect(stripeErrorFacts(undefined)).toEqual(facts({}));
  });
});

describe('paymentFailureOf', () => {
  it.each([
    [facts({ statusCode: 402, type: 'card_error', code: 'card_declined' }), 'declined'],
    [facts({ statusCode: 400, type: 'invalid_request_error', code: 'amount_too_large' }), 'amount-refused'],
    [facts({ statusCode: 400, type: 'invalid_request_error', code: 'amount_too_small' }), 'amount-refused'],
    [facts({ statusCode: 400, type: 'idempotency_error' }), 'key-reused'],
    [facts({ statusCode: 409, type: 'invalid_request_error', code: 'idempotency_key_in_use' }), 'in-flight'],
    [facts({ statusCode: 401, type: 'invalid_request_error' }), 'key-rejected'],
    [facts({ statusCode: 403, type: 'invalid_request_error' }), 'permission-missing'],
    [facts({ statusCode: 400, type: 'invalid_request_error', code: 'parameter_unknown' }), 'refused'],
    [facts({ statusCode: 404, type: 'invalid_request_error', code: 'resource_missing' }), 'refused'],
    [facts({ statusCode: 429, type: 'invalid_request_error', code: 'rate_limit' }), 'unreachable'],
    [facts({ statusCode: 500, type: 'api_error' }), 'unreachable'],
    [facts({}), 'unreachable'],
  ] as const)('%o is %s', (input, expected) => {
    expect(paymentFailureOf(input)).toBe(expected);
  });
});

describe('what the shopper is told', () => {
  it('says a declined card is declined (402), and what the most is for an amount Stripe refuses', () => {
    expect(checkoutFailureAnswer('declined', 5_000)).toEqual({
      status: 402,
      code: 'card-declined',
      message: 'This card was declined. Please use another card or another payment method.',
    });
    const tooMuch = checkoutFailureAnswer('amount-refused', MAX_CHARGE + 1);
    expect(tooMuch).toMatchObject({ status: 409, code: 'payment-failed' });
    expect(tooMuch.message).toContain('at most € 999.999,99');
  });

  it("answers 503 'Payments are unavailable right now' for whatever the shopper cannot fix", () => {
    for (const failure of ['key-rejected', 'permission-missing', 'refused', 'unreachable'] as const) {
      expect(checkoutFailureAnswer(failure, 5_000)).toEqual({
        status: 503,
        code: 'payments-unavailable',
        message: PAYMENTS_UNAVAILABLE,
      });
    }
    expect(checkoutFailureAnswer('key-reused', 5_000).status).toBe(409);
  });
});

describe('what the admin refunding is told', () => {
  it("names the key, the permission or Stripe's own refusal, with a status per cause", () => {
    expect(refundFailureAnswer('key-rejected', null)).toMatchObject({
      status: 503,
      message: expect.stringContaining('STRIPE_SECRET_KEY') as unknown,
    });
    expect(refundFailureAnswer('permission-missing', null).message).toContain('Refunds write permission');
    expect(refundFailureAnswer('unreachable', null)).toMatchObject({
      status: 503,
      message: expect.stringContaining('stays pending') as unknown,
    });
    expect(refundFailureAnswer('in-flight', null)).toMatchObject({ status: 409, code: 'conflict' });
    expect(refundFailureAnswer('refused', 'Charge ch_1 has already been refunded.')).toEqual({
      status: 409,
      code: 'payment-failed',
      message: 'Stripe refused the refund: Charge ch_1 has already been refunded. Nothing was refunded.',
    });
  });
});
