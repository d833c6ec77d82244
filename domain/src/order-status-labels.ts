import type { OrderStatus } from './catalogue';

// A module of its own: the listing route's shared chunk holds catalogue.ts, and these words are for
// the order pages only (the listing's bundle budget, docs/benchmarks.md).

/**
 * An order's status as shoppers read it, in sentence case (docs/decisions.md rule 74): /track, the
 * account's orders, the status mail. The stored values (ORDER_STATUSES) stay as they are: they are
 * data and API values, which the admin, the reports and the rules compare.
 */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  'Pending payment': 'Pending payment',
  'Order Received': 'Order received',
  'Out for Delivery': 'Out for delivery',
  'Order Completed': 'Delivered',
  'Payment failed': 'Payment failed',
  Cancelled: 'Cancelled',
};
