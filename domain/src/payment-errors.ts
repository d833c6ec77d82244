import type { API_ERROR_CODES } from './api';
import { formatEuro, type Cents } from './money';

/**
 * What Stripe's refusals mean for the shopper at checkout and for the admin refunding (docs/decisions.md
 * rule 28): each kind of failure has its own HTTP status and a message saying what the person can do,
 * instead of one "the payment provider did not answer" for everything. The facts (Stripe's type,
 * code and status) are logged; no message shows a key or card data.
 */

/** The most one payment may be: Stripe takes at most eight digits of cents. */
export const MAX_CHARGE: Cents = 99_999_999;

/** The fields of an error thrown by the `stripe` SDK the shop reads; null where absent. */
export interface StripeErrorFacts {
  /** HTTP status of Stripe's answer; null when Stripe did not answer (connection failure). */
  statusCode: number | null;
  /** Stripe's error type: card_error, invalid_request_error, idempotency_error, api_error, ... */
  type: string | null;
  /** Stripe's error code: card_declined, amount_too_large, idempotency_key_in_use, ... */
  code: string | null;
  declineCode: string | null;
  /** Stripe's own message (for the logs and the admin; never shown to shoppers as is). */
  message: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Reads what the SDK puts on its errors (`statusCode`, `rawType` or `type`, `code`, `decline_code`). */
export function stripeErrorFacts(error: unknown): StripeErrorFacts {
  const fields = (error ?? {}) as Record<string, unknown>;
  return {
    statusCode: typeof fields.statusCode === 'number' ? fields.statusCode : null,
    type: text(fields.rawType) ?? text(fields.type),
    code: text(fields.code),
    declineCode: text(fields.decline_code),
    message: text(fields.message),
  };
}

export type PaymentFailure =
  /** 402: the card (or bank) declined. The shopper can use another card or method. */
  | 'declined'
  /** Stripe refused the amount (over MAX_CHARGE or under its minimum). */
  | 'amount-refused'
  /** 400 idempotency_error: the key was used before with other parameters; Stripe did nothing new. */
  | 'key-reused'
  /** 409 idempotency_key_in_use: the same request is still running at Stripe. */
  | 'in-flight'
  /** 401: Stripe does not accept the shop's key. */
  | 'key-rejected'
  /** 403: the shop's restricted key lacks a permission. */
  | 'permission-missing'
  /** Any other 4xx: Stripe refused what the shop sent (a defect on the shop's side). */
  | 'refused'
  /** No answer, 429 or 5xx: Stripe is unreachable or busy; trying again later may work. */
  | 'unreachable';

export function paymentFailureOf(facts: StripeErrorFacts): PaymentFailure {
  const { statusCode, type, code } = facts;
  if (code === 'idempotency_key_in_use' || statusCode === 409) return 'in-flight';
  if (type === 'idempotency_error') return 'key-reused';
  if (statusCode === null || statusCode === 429 || statusCode >= 500) return 'unreachable';
  if (statusCode === 401) return 'key-rejected';
  if (statusCode === 403) return 'permission-missing';
  if (statusCode === 402 || type === 'card_error') return 'declined';
  if (code === 'amount_too_large' || code === 'amount_too_small') return 'amount-refused';
  return 'refused';
}

/** How an API answers a failure: its status, error code and message. */
export interface PaymentFailureAnswer {
  status: 402 | 409 | 503;
  code: (typeof API_ERROR_CODES)['cardDeclined' | 'paymentFailed' | 'conflict' | 'paymentsUnavailable'];
  message: string;
}

export const PAYMENTS_UNAVAILABLE =
  'Payments are unavailable right now. Nothing has been charged; please try again later or contact us.';

/** What the shopper is told when starting a payment fails. */
export function checkoutFailureAnswer(failure: PaymentFailure, payable: Cents): PaymentFailureAnswer {
  switch (failure) {
    case 'declined':
      return {
        status: 402,
        code: 'card-declined',
        message: 'This card was declined. Please use another card or another payment method.',
      };
    case 'amount-refused':
      return {
        status: 409,
        code: 'payment-failed',
        message: `Payments take at most ${formatEuro(MAX_CHARGE)}; this order comes to ${formatEuro(payable)}. Please contact us to complete it.`,
      };
    case 'key-reused':
    case 'in-flight':
      return {
        status: 409,
        code: 'conflict',
        message:
          'Your payment is already being started. Please wait a moment, reload the page and pay again.',
      };
    default:
      // The shop's key, permission or request, or Stripe itself: nothing the shopper can fix.
      return { status: 503, code: 'payments-unavailable', message: PAYMENTS_UNAVAILABLE };
  }
}

/** What the admin's refund screen is told when Stripe did not make a refund; `stripeMessage` is Stripe's own. */
export function refundFailureAnswer(
  failure: PaymentFailure,
  stripeMessage: string | null,
): PaymentFailureAnswer {
  switch (failure) {
    case 'key-rejected':
      return {
        status: 503,
        code: 'payments-unavailable',
        message:
          "Stripe refused the shop's API key (authentication error): nothing was refunded. Check STRIPE_SECRET_KEY, then refund again.",
      };
    case 'permission-missing':
      return {
        status: 503,
        code: 'payments-unavailable',
        message:
          "The shop's Stripe key may not make refunds (permission error): nothing was refunded. Give the restricted key the Refunds write permission, then refund again.",
      };
    case 'in-flight':
      return {
        status: 409,
        code: 'conflict',
        message:
          'Stripe is still making this refund; it stays pending. Send the same refund again in a moment.',
      };
    case 'unreachable':
      return {
        status: 503,
        code: 'payments-unavailable',
        message:
          'Stripe could not be reached or is busy; the refund stays pending. Send the same refund again.',
      };
    case 'key-reused':
      return {
        status: 409,
        code: 'conflict',
        message:
          'Stripe already had this refund with other details (idempotency error): nothing new was refunded.',
      };
    default:
      return {
        status: 409,
        code: 'payment-failed',
        message: `Stripe refused the refund${stripeMessage ? `: ${stripeMessage.replace(/\.$/, '')}` : ''}. Nothing was refunded.`,
      };
  }
}
