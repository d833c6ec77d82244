import { z } from 'zod';
import type { OrderStatus, PaymentStatus } from './catalogue';
import { isPayable } from './checkout';
import { REFUND_REASON_MAX, REFUNDABLE_PAYMENTS } from './refunds';
import { documentIdSchema } from './schemas';

/**
 * Cancelling an order from the admin (POST cancelorder): what happens depends on how far it got.
 * - unpaid (pending or failed payment): its PaymentIntent is cancelled, its coupon hold released;
 * - paid and not shipped: refunded in full through the refund path, stock put back;
 * - shipped or delivered: refused, the goods are out; that is a return.
 */

/** POST cancelorder `{ orderId, reason }`; the reason is mailed to the customer. */
export const adminCancelOrderBodySchema = z.object({
  orderId: documentIdSchema,
  reason: z
    .string({ error: 'reason must be text' })
    .trim()
    .min(1, 'Reason is required')
    .max(REFUND_REASON_MAX, `Reason can be at most ${REFUND_REASON_MAX} characters`),
});
export type AdminCancelOrderParsed = z.infer<typeof adminCancelOrderBodySchema>;

export type CancelDecision =
  { ok: true; way: 'unpaid' | 'refund' } | { ok: false; kind: 'shipped' | 'settled'; message: string };

export const SHIPPED_STATUSES: readonly OrderStatus[] = ['Out for Delivery', 'Order Completed'];

/** How an order is cancelled, or why it cannot be (the caller answers 409). */
export function decideCancel(order: { payment: PaymentStatus; status: OrderStatus }): CancelDecision {
  if (order.status === 'Cancelled') {
    return { ok: false, kind: 'settled', message: 'This order is cancelled already.' };
  }
  if (SHIPPED_STATUSES.includes(order.status)) {
    return {
      ok: false,
      kind: 'shipped',
      message: `This order is ${order.status}: it has been shipped, so it cannot be cancelled. Use a return instead: approve the customer's return request, then refund it.`,
    };
  }
  if (isPayable(order)) return { ok: true, way: 'unpaid' };
  if (REFUNDABLE_PAYMENTS.includes(order.payment)) return { ok: true, way: 'refund' };
  return {
    ok: false,
    kind: 'settled',
    message: `This order cannot be cancelled: its payment is ${order.payment}.`,
  };
}

/** The refund id of an order's cancellation: one per order, so sending the cancel again is the same refund. */
export function cancellationRefundId(orderId: string): string {
  return `cancel-${orderId}`;
}

/** What an order unpaid when cancelled becomes: its payment stays unpaid for good. */
export const CANCELLED_UNPAID = { payment: 'Failed', status: 'Cancelled' } as const satisfies {
  payment: PaymentStatus;
  status: OrderStatus;
};
