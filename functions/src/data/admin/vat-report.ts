// The VAT report's data: the paid orders placed in a period and the refunds made in it,
// each refund with its order's country and VAT. Read in pages; the sums are domain/src/vat-report.ts.
import {
  collections,
  EXPORT_PAGE_SIZE,
  type AdminOrder,
  VAT_REPORT_PAYMENTS,
  type Order,
  type RefundDoc,
  type ShopPeriod,
  type VatReportOrder,
  type VatReportRefund,
} from '@shop/domain';
import {
  Timestamp,
  type DocumentReference,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import { db } from '../firestore';
import { readPlanOrders } from './order-export';

/** The country a refund of a deleted order is reported under. */
export const UNKNOWN_COUNTRY = 'Order deleted';

/** Every document of `query` (ordered by `field` desc), EXPORT_PAGE_SIZE at a time after a cursor. */
async function readAll<T>(query: Query, field: string): Promise<T[]> {
  const ordered = query.orderBy(field, 'desc').limit(EXPORT_PAGE_SIZE);
  const found: T[] = [];
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page: QuerySnapshot = await (cursor ? ordered.startAfter(cursor) : ordered).get();
    for (const doc of page.docs) found.push(doc.data() as T);
    if (page.size < EXPORT_PAGE_SIZE) break;
    cursor = page.docs[page.docs.length - 1];
  }
  return found;
}

/** The orders whose money came in (VAT_REPORT_PAYMENTS) placed in the period (the sales report's too). */
export async function readPaidOrders(period: ShopPeriod): Promise<AdminOrder[]> {
  const pages = await Promise.all(
    VAT_REPORT_PAYMENTS.map((payment) =>
      readPlanOrders({
        equal: [{ field: 'payment', value: payment }],
        period,
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        pageSize: EXPORT_PAGE_SIZE,
      }),
    ),
  );
  return pages.flat();
}

/** The paid orders placed in the period, as the VAT report reads them. */
export async function readReportOrders(period: ShopPeriod): Promise<VatReportOrder[]> {
  return (await readPaidOrders(period)).map((order) => ({
    country: order.customer.country,
    totals: order.totals,
  }));
}

/** The refunds Stripe reported succeeded in the period (the sales report reads them too). */
export async function readSettledRefunds(period: ShopPeriod): Promise<RefundDoc[]> {
  return readAll<RefundDoc>(
    db()
      .collection(collections.refunds)
      .where('state', '==', 'succeeded')
      .where('settledAt', '>=', Timestamp.fromDate(period.start))
      .where('settledAt', '<', Timestamp.fromDate(period.end)),
    'settledAt',
  );
}

/** The orders with these ids that still exist, by id, read EXPORT_PAGE_SIZE at a time. */
export async function readOrdersById(orderIds: readonly string[]): Promise<Map<string, Order>> {
  const unique = [...new Set(orderIds)];
  const orders = new Map<string, Order>();
  for (let first = 0; first < unique.length; first += EXPORT_PAGE_SIZE) {
    const refs = unique
      .slice(first, first + EXPORT_PAGE_SIZE)
      .map((id) => db().collection(collections.orders).doc(id) as DocumentReference<Order>);
    for (const snapshot of await db().getAll(...refs)) {
      const order = snapshot.data() as Order | undefined;
      if (order) orders.set(snapshot.id, order);
    }
  }
  return orders;
}

/** The refunds Stripe reported succeeded in the period, with their orders' country and VAT. */
export async function readReportRefunds(period: ShopPeriod): Promise<VatReportRefund[]> {
  const refunds = await readSettledRefunds(period);
  const orders = await readOrdersById(refunds.map((refund) => refund.orderId));
  // Orders are kept once money moved (order-retention.ts); one deleted before that rule still counts
  // its refund, under UNKNOWN_COUNTRY and with VAT, rather than vanishing from the report.
  return refunds.map((refund) => {
    const order = orders.get(refund.orderId);
    return order
      ? {
          amount: refund.amount,
          country: order.customer.country,
          vatFree: order.totals.vatFree,
          vatRate: order.totals.vatRate,
          vatScheme: order.totals.vatScheme,
        }
      : { amount: refund.amount, country: UNKNOWN_COUNTRY, vatFree: false };
  });
}
