// What the paid orders and refunds in Firestore add up to for shop days, read one by one and counted
// by the rule every sales figure follows (docs/decisions.md rule 69: an order on the day it was paid,
// a refund on the day it was made), for journeys that check a screen's figure against the data.
import {
  collections,
  isRefundOf,
  isSaleOf,
  salesAmounts,
  SALE_PAYMENTS,
  shopPeriod,
  type Order,
  type RefundDoc,
  type SalesAmounts,
} from '@shop/domain';
import { db } from '../../../functions/src/data/firestore';

export async function salesOfDays(from: string, to: string): Promise<SalesAmounts> {
  const window = shopPeriod(from, to);
  const [orders, refunds] = await Promise.all([
    db()
      .collection(collections.orders)
      .where('payment', 'in', [...SALE_PAYMENTS])
      .get(),
    db().collection(collections.refunds).where('state', '==', 'succeeded').get(),
  ]);
  const payables = orders.docs
    .map((doc) => doc.data() as Order)
    .filter((order) =>
      isSaleOf(window, {
        payment: order.payment,
        paidAt: order.paidAt?.toMillis() ?? null,
        createdAt: order.createdAt.toMillis(),
        payable: order.totals.payable,
      }),
    )
    .map((order) => order.totals.payable);
  const refunded = refunds.docs
    .map((doc) => doc.data() as RefundDoc)
    .filter((refund) =>
      isRefundOf(window, {
        state: refund.state,
        settledAt: refund.settledAt?.toMillis() ?? null,
        amount: refund.amount,
      }),
    )
    .map((refund) => refund.amount);
  return salesAmounts(payables, refunded);
}
