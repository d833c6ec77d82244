// The orders and refunds a window's sales count (docs/decisions.md rule 69, domain/src/sales-figures.ts):
// the orders paid in it, the refunds Stripe reported in it. Today, the sales report, the VAT report
// and the morning summary all read them here, so they add up the same money.
import {
  collections,
  EXPORT_PAGE_SIZE,
  SALE_PAYMENTS,
  salesOf,
  type Order,
  type RefundDoc,
  type SaleOrder,
  type SaleRefund,
  type SalesAmounts,
  type SalesWindow,
  type WithId,
} from '@shop/domain';
import {
  Timestamp,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import { db } from '../firestore';

/** Every document of `query` ordered by `field` (desc), EXPORT_PAGE_SIZE at a time after a cursor. */
async function readAll<T>(query: Query, field: string): Promise<WithId<T>[]> {
  const ordered = query.orderBy(field, 'desc').limit(EXPORT_PAGE_SIZE);
  const found: WithId<T>[] = [];
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page: QuerySnapshot = await (cursor ? ordered.startAfter(cursor) : ordered).get();
    for (const doc of page.docs) found.push({ ...(doc.data() as T), id: doc.id });
    if (page.size < EXPORT_PAGE_SIZE) break;
    cursor = page.docs[page.docs.length - 1];
  }
  return found;
}

const inWindow = (query: Query, field: string, window: SalesWindow) =>
  query
    .where(field, '>=', Timestamp.fromDate(window.start))
    .where(field, '<', Timestamp.fromDate(window.end));

/** An order as the sales figures read it. */
export const saleOrder = (order: Order): SaleOrder => ({
  payment: order.payment,
  paidAt: order.paidAt?.toMillis() ?? null,
  createdAt: order.createdAt.toMillis(),
  payable: order.totals.payable,
});

/** A refund as the sales figures read it. */
export const saleRefund = (refund: RefundDoc): SaleRefund => ({
  state: refund.state,
  settledAt: refund.settledAt?.toMillis() ?? null,
  amount: refund.amount,
});

export interface WindowSales {
  /** The orders paid in the window, newest payment first. */
  orders: WithId<Order>[];
  /** The refunds Stripe reported succeeded in the window. */
  refunds: WithId<RefundDoc>[];
  amounts: SalesAmounts;
}

/**
 * The window's sales. Orders are read by `paidAt`, and, for orders paid before `paidAt` was kept,
 * by `createdAt` among the paid ones (those with `paidAt` found there are paid in their own window);
 * salesOf keeps what counts. Range filters on one field each: single-field indexes serve them, and
 * `payment in` with `createdAt` the (payment, createdAt desc) index.
 */
export async function readWindowSales(window: SalesWindow): Promise<WindowSales> {
  const orders = db().collection(collections.orders);
  const [paid, placed, refunds] = await Promise.all([
    readAll<Order>(inWindow(orders, 'paidAt', window), 'paidAt'),
    readAll<Order>(
      inWindow(orders.where('payment', 'in', [...SALE_PAYMENTS]), 'createdAt', window),
      'createdAt',
    ),
    readAll<RefundDoc>(
      inWindow(db().collection(collections.refunds).where('state', '==', 'succeeded'), 'settledAt', window),
      'settledAt',
    ),
  ]);
  const read = [...paid, ...placed.filter((order) => order.paidAt === undefined)];
  return salesOf(window, read, refunds, { order: saleOrder, refund: saleRefund });
}
