// The orders of an export or report period, read in pages: a cursor continues after the
// last order of each page, so no cap applies to the whole; memory holds the orders, not snapshots.
import { collections, toAdminOrder, type AdminOrder, type Order, type OrderExportPlan } from '@shop/domain';
import {
  Timestamp,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import { db } from '../firestore';

function periodQuery(plan: OrderExportPlan): Query {
  let query: Query = db().collection(collections.orders);
  for (const { field, value } of plan.equal) query = query.where(field, '==', value);
  return query
    .where('createdAt', '>=', Timestamp.fromDate(plan.period.start))
    .where('createdAt', '<', Timestamp.fromDate(plan.period.end));
}

/** How many orders the plan matches (an aggregate count: nothing is read). */
export async function countPlanOrders(plan: OrderExportPlan): Promise<number> {
  return (await periodQuery(plan).count().get()).data().count;
}

/**
 * Every order the plan matches, oldest first, read `plan.pageSize` at a time, newest first (the
 * order its indexes serve). `onPage` hears the running total after each page.
 */
export async function readPlanOrders(
  plan: OrderExportPlan,
  onPage: (read: number) => void = () => undefined,
): Promise<AdminOrder[]> {
  const ordered = periodQuery(plan).orderBy('createdAt', 'desc').limit(plan.pageSize);
  const orders: AdminOrder[] = [];
  let cursor: QueryDocumentSnapshot | null = null;
  for (;;) {
    const page: QuerySnapshot = await (cursor ? ordered.startAfter(cursor) : ordered).get();
    for (const doc of page.docs) orders.push(toAdminOrder(doc.id, doc.data() as Order));
    onPage(orders.length);
    if (page.size < plan.pageSize) break;
    cursor = page.docs[page.docs.length - 1] ?? null;
  }
  return orders.reverse();
}
