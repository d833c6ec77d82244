// An order's and its payment's states (catalogue.ts re-exports them): a module of their own, which
// the order pages and the admin use and a listing's first load leaves out.

/** An order's status through its life (docs/decisions.md rule 17). */
export const ORDER_STATUSES = [
  'Pending payment',
  'Order Received',
  'Out for Delivery',
  'Order Completed',
  'Payment failed',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses an admin may set in the Update Status dialog; the others are set by payment events. */
export const ADMIN_ORDER_STATUSES = [
  'Order Received',
  'Out for Delivery',
  'Order Completed',
] as const satisfies readonly OrderStatus[];
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/** The status that means an order is complete (the `completed` flag mirrors it). */
export const COMPLETED_ORDER_STATUS: OrderStatus = 'Order Completed';

/**
 * An order's payment. Pending, Paid, Failed and Refund due are set by payment events; Partly refunded
 * and Refunded by refund events, never by the admin directly.
 */
export const PAYMENT_STATUSES = [
  'Pending',
  'Paid',
  'Failed',
  'Refund due',
  'Partly refunded',
  'Refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
