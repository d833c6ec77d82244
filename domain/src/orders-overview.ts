import type { PaymentStatus } from './catalogue';
import { SALES_PAYMENTS } from './admin-orders';

/**
 * Today's sales (issues 15 and 25) as aggregate queries, described as data so the SPA runs them and
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
