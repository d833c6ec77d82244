// The sales report's data (docs/decisions.md rule 57): the same paid orders and refunds as the VAT
// report, each refund with its order, and the designer and category of the products sold. The sums
// are domain/src/sales-report.ts.
import {
  collections,
  EXPORT_PAGE_SIZE,
  type AdminOrder,
  type Order,
  type SalesOrder,
  type SalesProductFacts,
  type SalesRefund,
  type ShopPeriod,
  type StoreProduct,
} from '@shop/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../firestore';
import { readOrdersById, readPaidOrders, readSettledRefunds } from './vat-report';

function salesOrder(
  id: string,
  order: Pick<Order, 'couponCode' | 'lines' | 'totals' | 'refunds'>,
  createdAt: number,
): SalesOrder {
  return {
    id,
    createdAt,
    couponCode: order.couponCode,
    lines: order.lines,
    totals: order.totals,
    returnedQty: order.refunds?.lineQty ?? order.lines.map(() => 0),
  };
}

const fromAdminOrder = (order: AdminOrder) => salesOrder(order.id, order, Date.parse(order.createdAt));

/** The designer and category of these products now, by id; products no longer in the store are left out. */
async function readProductFacts(productIds: readonly string[]): Promise<Map<string, SalesProductFacts>> {
  const unique = [...new Set(productIds)];
  const facts = new Map<string, SalesProductFacts>();
  for (let first = 0; first < unique.length; first += EXPORT_PAGE_SIZE) {
    const refs = unique
      .slice(first, first + EXPORT_PAGE_SIZE)
      .map((id) => db().collection(collections.products).doc(id) as DocumentReference<StoreProduct>);
    for (const snapshot of await db().getAll(...refs)) {
      const product = snapshot.data();
      if (product) facts.set(snapshot.id, { brand: product.brand, category: product.category });
    }
  }
  return facts;
}

/** The period's paid orders, its refunds with their orders, and the facts of every product in them. */
export async function readSalesReportData(period: ShopPeriod): Promise<{
  orders: SalesOrder[];
  refunds: SalesRefund[];
  products: Map<string, SalesProductFacts>;
}> {
  const [paid, settled] = await Promise.all([readPaidOrders(period), readSettledRefunds(period)]);
  const orders = paid.map(fromAdminOrder);
  const inPeriod = new Map(orders.map((order) => [order.id, order]));
  // Refunds of orders placed before the period: their orders are read by id.
  const older = await readOrdersById(
    settled.map((refund) => refund.orderId).filter((orderId) => !inPeriod.has(orderId)),
  );
  const refunds = settled.map((refund): SalesRefund => {
    const stored = older.get(refund.orderId);
    const order =
      inPeriod.get(refund.orderId) ??
      (stored ? salesOrder(refund.orderId, stored, stored.createdAt.toMillis()) : null);
    return {
      amount: refund.amount,
      settledAt: refund.settledAt?.toMillis() ?? 0,
      lineQty: refund.lineQty,
      order,
    };
  });
  const productIds = [
    ...orders,
    ...refunds.flatMap((refund) => (refund.order ? [refund.order] : [])),
  ].flatMap((order) => order.lines.map((line) => line.productId));
  return { orders, refunds, products: await readProductFacts(productIds) };
}
