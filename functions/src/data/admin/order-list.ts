// All Orders for staff (docs/decisions.md rule 71): the same query the owner's live list runs in the
// browser (adminOrdersQuery), run here, because staff read customers' orders through the API only.
import {
  collections,
  OPEN_RETURN_STATES,
  TO_SHIP,
  matchesCustomerSearch,
  toAdminOrder,
  type AdminOrder,
  type AdminOrdersQuery,
  type Order,
  type OrderSearch,
  type OrdersOverview,
} from '@shop/domain';
import { FieldPath, type Query } from 'firebase-admin/firestore';
import { db } from '../firestore';

/** The orders of a plan, at most plan.limit, and whether there are more. */
export async function listAdminOrders(
  plan: AdminOrdersQuery,
  search: OrderSearch | null,
): Promise<{ orders: AdminOrder[]; hasMore: boolean }> {
  let query: Query = db().collection(collections.orders);
  for (const { field, value } of plan.equal) query = query.where(field, '==', value);
  if (plan.paymentIn) query = query.where('payment', 'in', plan.paymentIn);
  if (plan.contains) query = query.where(plan.contains.field, 'array-contains', plan.contains.value);
  if (plan.documentId !== null) query = query.where(FieldPath.documentId(), '==', plan.documentId);
  for (const { field, direction } of plan.orderBy) query = query.orderBy(field, direction);
  const snapshot = await query.limit(plan.limit + 1).get();
  const read = snapshot.docs.map((doc) => toAdminOrder(doc.id, doc.data() as Order));
  const hasMore = read.length > plan.limit;
  const page = read.slice(0, plan.limit);
  // The query finds a name or e-mail search by one word; the others are checked here.
  const orders =
    search?.field === 'customer'
      ? page.filter((order) => matchesCustomerSearch(order.customer, search.text))
      : page;
  return { orders, hasMore };
}

/**
 * GET ordersoverview: Today's counts of what needs doing, from aggregate queries (counted by
 * Firestore, no order read). Staff see Today too, and may not read orders or returns in Firestore.
 */
export async function countOrdersToDo(): Promise<OrdersOverview> {
  const orders = db().collection(collections.orders);
  const [toShip, refundDue, openReturns] = await Promise.all(
    [
      orders.where('payment', 'in', TO_SHIP.payments).where('status', '==', TO_SHIP.status),
      orders.where('payment', '==', 'Refund due'),
      db().collection(collections.returnRequests).where('state', 'in', OPEN_RETURN_STATES),
    ].map(async (query) => (await query.count().get()).data().count),
  );
  return { toShip: toShip ?? 0, refundDue: refundDue ?? 0, openReturns: openReturns ?? 0 };
}
