// The VAT report's data: the period's sales as readWindowSales reads them (the orders paid in it, the
// refunds made in it: docs/decisions.md rule 69), each refund with its order's country and VAT. The
// sums are domain/src/vat-report.ts.
import {
  collections,
  EXPORT_PAGE_SIZE,
  type Order,
  type ShopPeriod,
  type VatReportOrder,
  type VatReportRefund,
} from '@shop/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../firestore';
import { readWindowSales } from './sales';

/** The country a refund of a deleted order is reported under. */
export const UNKNOWN_COUNTRY = 'Order deleted';

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

/** The period's paid orders and its refunds, each with its order's country and VAT. */
export async function readVatReportData(
  period: ShopPeriod,
): Promise<{ orders: VatReportOrder[]; refunds: VatReportRefund[] }> {
  const sales = await readWindowSales(period);
  const paid = new Map(sales.orders.map((order) => [order.id, order]));
  const older = await readOrdersById(
    sales.refunds.map((refund) => refund.orderId).filter((orderId) => !paid.has(orderId)),
  );
  // Orders are kept once money moved (order-retention.ts); one deleted before that rule still counts
  // its refund, under UNKNOWN_COUNTRY and with VAT, rather than vanishing from the report.
  const refunds = sales.refunds.map((refund): VatReportRefund => {
    const order = paid.get(refund.orderId) ?? older.get(refund.orderId);
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
  return {
    orders: sales.orders.map((order) => ({ country: order.customer.country, totals: order.totals })),
    refunds,
  };
}
