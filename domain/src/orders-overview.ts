import type { OrderStatus, PaymentStatus } from './catalogue';
import type { Cents } from './money';

// Today: the overview on top of All Orders, from aggregate queries only

/** The payments of orders whose money came in (their refunds are taken off the sales). */
export const SALES_PAYMENTS: readonly PaymentStatus[] = ['Paid', 'Partly refunded', 'Refunded'];

/** Paid orders still to ship: paid (in full or in part) and not yet out for delivery. */
export const TO_SHIP = {
  payments: ['Paid', 'Partly refunded'] as readonly PaymentStatus[],
  status: 'Order Received' as OrderStatus,
};

/** How many days "last 7 days" reaches back from today's start (today is the 7th). */
export const SALES_WEEK_DAYS_BACK = 6;

export interface OrdersOverview {
  /** Sales of orders placed today (shop time), net of their refunds, in cents. */
  salesToday: Cents;
  /** The same for the last 7 days, today included. */
  salesWeek: Cents;
  toShip: number;
  refundDue: number;
  /** Return requests waiting for a decision. */
  openReturns: number;
  /** Store products with LOW_STOCK_MAX units or fewer over all sizes, sold out included. */
  lowStock: number;
}

/** Sales net of refunds: the sum of the amounts paid minus the sum of what was refunded of them. */
export function netSales(paid: Cents, refunded: Cents): Cents {
  return Math.max(0, paid - refunded);
}

/**
 * Today's sales as aggregate queries, described as data so the SPA runs them and
 * the index test checks firestore.indexes.json serves them.
 *
 * One sum per query: production Firestore computes an aggregate from an index holding every field
 * it sums, so a query summing `totals.payable` and `refunds.refunded` together counts only the
 * orders that have both, and an order never refunded has no `refunds` (Today then showed € 0,00).
 * Each sum also needs a composite index of the filters followed by the summed field.
 */
export interface SalesSumQuery {
  collection: 'orders';
  /** The figure this sum gives. */
  name: 'paid' | 'refunded';
  payments: readonly PaymentStatus[];
  /** Orders created at or after this instant. */
  since: Date;
  sumField: 'totals.payable' | 'refunds.refunded';
}

/** The sum queries whose difference (netSales) is the sales of orders placed since `since`. */
export function salesSumQueries(since: Date): SalesSumQuery[] {
  return [
    { collection: 'orders', name: 'paid', payments: SALES_PAYMENTS, since, sumField: 'totals.payable' },
    { collection: 'orders', name: 'refunded', payments: SALES_PAYMENTS, since, sumField: 'refunds.refunded' },
  ];
}
