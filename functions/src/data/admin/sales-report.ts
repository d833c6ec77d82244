// The sales report's data (docs/decisions.md rules 57 and 69): the period's sales as the VAT report
// and Today read them (readWindowSales), each refund with its order, and the designer and category
// of the products sold. The sums are domain/src/sales-report/.
import {
  collections,
  EXPORT_PAGE_SIZE,
  saleInstant,
  type Order,
  type SalesOrder,
  type SalesProductFacts,
  type SalesRefund,
  type ShopPeriod,
  type StoreProduct,
} from '@shop/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../firestore';
import { readWindowSales, saleOrder } from './sales';
import { readOrdersById } from './vat-report';

function salesOrder(id: string, order: Order): SalesOrder {
  return {
    id,
    paidAt: saleInstant(saleOrder(order)),
    couponCode: order.couponCode,
    lines: order.lines,
    totals: order.totals,
    returnedQty: order.refunds?.lineQty ?? order.lines.map(() => 0),
  };
}

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

/** The period's sales (readWindowSales), each refund with its order, and the facts of every product in them. */
export async function readSalesReportData(period: ShopPeriod): Promise<{
  orders: SalesOrder[];
  refunds: SalesRefund[];
  products: Map<string, SalesProductFacts>;
}> {
  const sales = await readWindowSales(period);
  const orders = sales.orders.map((order) => salesOrder(order.id, order));
  const inPeriod = new Map(orders.map((order) => [order.id, order]));
  // Refunds of orders paid before the period: their orders are read by id.
  const older = await readOrdersById(
    sales.refunds.map((refund) => refund.orderId).filter((orderId) => !inPeriod.has(orderId)),
  );
  const refunds = sales.refunds.map((refund): SalesRefund => {
    const stored = older.get(refund.orderId);
    const order = inPeriod.get(refund.orderId) ?? (stored ? salesOrder(refund.orderId, stored) : null);
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
