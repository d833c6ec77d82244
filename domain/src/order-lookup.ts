import type { PaymentStatus } from './catalogue';

/**
 * Which orders /track lists and how a guest finds an order again.
 */

/** How long an order may await payment and still be listed: after a day it is an abandoned attempt. */
export const PENDING_ORDER_LISTED_MS = 24 * 60 * 60 * 1000;

/**
 * Whether /track lists an order: every order that was paid or refunded (whatever refund states the
 * shop has), and one awaiting payment for less than a day. A failed payment attempt, or one abandoned
 * for a day, is no order the shopper placed. Written as what is hidden, so a payment state added
 * later (a refund) is listed without changing this rule.
 */
export function isListedOnTrack(order: { payment: PaymentStatus; createdAt: string }, now: Date): boolean {
  if (order.payment === 'Failed') return false;
  if (order.payment === 'Pending') {
    return now.getTime() - Date.parse(order.createdAt) < PENDING_ORDER_LISTED_MS;
  }
  return true;
}

/**
 * The lookup's shortest answer time. Found or not, the answer is sent no sooner than this after the
 * request arrived, so how long it takes does not tell whether an order number exists.
 */
export const ORDER_LOOKUP_ANSWER_MS = 400;

export const ORDER_LOOKUP_MESSAGES = {
  notFound:
    'We could not find an order with this order number and e-mail address. ' +
    'Please check both in your order confirmation e-mail.',
} as const;
