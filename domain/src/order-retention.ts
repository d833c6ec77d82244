import { z } from 'zod';
import type { PaymentStatus } from './catalogue';
import { documentIdSchema } from './schemas';

/**
 * How long orders are kept. A Dutch shop keeps its sales records for seven years, so an
 * order whose money moved (paid, refunded in part or in full, or paid after its stock was gone) is
 * never deleted: it is cancelled with a refund or archived, and stays in every report and export.
 * Only an order no money ever reached (still pending, or its payment failed) may be deleted; those
 * also carry `purgeAt` and a TTL policy removes them 30 days after they were created.
 */

/** The payments of orders no money ever reached: only these may be deleted. */
export const DELETABLE_PAYMENTS: readonly PaymentStatus[] = ['Pending', 'Failed'];

/** Whether the admin may delete an order with this payment. */
export function canDeleteOrder(order: { payment: PaymentStatus }): boolean {
  return DELETABLE_PAYMENTS.includes(order.payment);
}

/** What a refused deletion says (409), in the shop owner's words. */
export function orderKeptMessage(payment: PaymentStatus): string {
  return `This order cannot be deleted: money was paid for it (payment: ${payment}), and sales records are kept for seven years. Cancel it with a refund, or archive it.`;
}

/** What the Orders screen says after archiving, naming the order (orderReference). */
export const ORDER_RETENTION_MESSAGES = {
  archived: (order: string) => `Order ${order} archived; it stays in every report`,
  unarchived: (order: string) => `Order ${order} back in the active orders`,
} as const;

/** POST archiveorder: archive a kept order (or bring it back); archiving changes no figure. */
export const adminArchiveOrderBodySchema = z.object({
  orderId: documentIdSchema,
  archived: z.boolean({ error: 'archived must be true or false' }),
});
export type AdminArchiveOrderParsed = z.infer<typeof adminArchiveOrderBodySchema>;
