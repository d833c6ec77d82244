// The orders and refunds a window's sales count (docs/decisions.md rule 69, domain/src/sales-figures.ts):
// the orders paid in it, the refunds Stripe reported in it and the disputes lost in it (the money the
// bank took back, on its credit note: rule 67). Today, the sales report, the VAT report and the
// morning summary all read them here, so they add up the same money as the invoice list.
import {
  collections,
  EXPORT_PAGE_SIZE,
  SALE_PAYMENTS,
  type IssuedDocument,
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

/**
 * Money given back on an order: a refund (refunds/{id}), or a dispute the shop lost, as its credit
 * note has it (invoices/{number}: the amount taken back, no units, settled when it was issued).
 */
export type GivenBack = WithId<Pick<RefundDoc, 'orderId' | 'amount' | 'lineQty' | 'state' | 'settledAt'>>;

/** A refund as the sales figures read it. */
export const saleRefund = (refund: GivenBack): SaleRefund => ({
  state: refund.state,
  settledAt: refund.settledAt?.toMillis() ?? null,
  amount: refund.amount,
});

/** A lost dispute's credit note as money given back (its total is negative: VAT included). */
export const disputeLost = (note: WithId<IssuedDocument>): GivenBack => ({
  id: note.number,
  orderId: note.orderId,
  amount: -note.total,
  lineQty: [],
  state: 'succeeded',
  settledAt: note.issuedAt,
});

const isDisputeCreditNote = (note: IssuedDocument) => note.cause !== null && 'disputeId' in note.cause;

export interface WindowSales {
  /** The orders paid in the window, newest payment first. */
  orders: WithId<Order>[];
  /** The refunds Stripe reported succeeded in the window, and the disputes lost in it. */
  refunds: GivenBack[];
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
  const [paid, placed, refunds, creditNotes] = await Promise.all([
    readAll<Order>(inWindow(orders, 'paidAt', window), 'paidAt'),
    readAll<Order>(
      inWindow(orders.where('payment', 'in', [...SALE_PAYMENTS]), 'createdAt', window),
      'createdAt',
    ),
    readAll<RefundDoc>(
      inWindow(db().collection(collections.refunds).where('state', '==', 'succeeded'), 'settledAt', window),
      'settledAt',
    ),
    // The (kind, issuedAt desc) index serves it (firestore.indexes.json).
    readAll<IssuedDocument>(
      inWindow(db().collection(collections.invoices).where('kind', '==', 'credit-note'), 'issuedAt', window),
      'issuedAt',
    ),
  ]);
  const read = [...paid, ...placed.filter((order) => order.paidAt === undefined)];
  const givenBack: GivenBack[] = [...refunds, ...creditNotes.filter(isDisputeCreditNote).map(disputeLost)];
  return salesOf(window, read, givenBack, { order: saleOrder, refund: saleRefund });
}
