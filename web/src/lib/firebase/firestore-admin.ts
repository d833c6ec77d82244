/**
 * The admin dashboard's live reads, with the full Firestore SDK: realtime listeners (onSnapshot), so
 * the All Orders table shows new orders and status changes as they happen. Only admin code imports
 * this module, so the full SDK never ships to shoppers (the storefront uses firestore-lite.ts).
 * Reads only, under the security rules (admins may read orders); every write goes through the API.
 */
import {
  collection,
  connectFirestoreEmulator,
  documentId,
  getAggregateFromServer,
  getCountFromServer,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  sum,
  Timestamp,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import {
  collections,
  LOW_STOCK_MAX,
  netSales,
  salesSumQueries,
  SALES_WEEK_DAYS_BACK,
  startOfShopDay,
  OPEN_RETURN_STATES,
  TO_SHIP,
  toAdminOrder,
  type AdminOrder,
  type AdminOrdersQuery,
  type Order,
  type OrdersOverview,
  type SalesSumQuery,
} from '@shop/domain';
import { emulatorHosts, firebaseApp, useEmulators } from './app';

const db = getFirestore(firebaseApp);
if (useEmulators) connectFirestoreEmulator(db, emulatorHosts.firestore.host, emulatorHosts.firestore.port);

export type OrdersSnapshot = { orders: AdminOrder[]; hasMore: boolean };

/**
 * Listens to the orders of an All Orders query (adminOrdersQuery: filters, search, newest first, at
 * most `limit`), calling `onChange` with every change. Returns the function that stops listening.
 */
export function watchOrders(
  plan: AdminOrdersQuery,
  onChange: (snapshot: OrdersSnapshot) => void,
  onError: (error: Error) => void,
): () => void {
  const constraints: QueryConstraint[] = plan.equal.map(({ field, value }) => where(field, '==', value));
  if (plan.paymentIn) constraints.push(where('payment', 'in', plan.paymentIn));
  if (plan.contains) constraints.push(where(plan.contains.field, 'array-contains', plan.contains.value));
  if (plan.documentId !== null) constraints.push(where(documentId(), '==', plan.documentId));
  for (const { field, direction } of plan.orderBy) constraints.push(orderBy(field, direction));
  // One more than shown, to know whether there are more.
  constraints.push(limit(plan.limit + 1));
  return onSnapshot(
    query(collection(db, collections.orders), ...constraints),
    (snapshot) => {
      const orders = snapshot.docs.map((doc) => toAdminOrder(doc.id, doc.data() as Order));
      onChange({ orders: orders.slice(0, plan.limit), hasMore: orders.length > plan.limit });
    },
    onError,
  );
}

/** The sum of one field over the orders of a SalesSumQuery (one sum per query: orders-overview.ts). */
async function sumOf(plan: SalesSumQuery): Promise<number> {
  const snapshot = await getAggregateFromServer(
    query(
      collection(db, plan.collection),
      where('payment', 'in', plan.payments),
      where('createdAt', '>=', Timestamp.fromDate(plan.since)),
    ),
    { total: sum(plan.sumField) },
  );
  return snapshot.data().total;
}

/** Sales of orders placed since `since`, net of their refunds. */
async function salesSince(since: Date): Promise<number> {
  const [paid = 0, refunded = 0] = await Promise.all(salesSumQueries(since).map(sumOf));
  return netSales(paid, refunded);
}

/**
 * Today's overview from aggregate queries: sums and counts computed by Firestore, never
 * by reading the orders. Sales are of orders placed in the window, net of their refunds.
 */
export async function getOrdersOverview(now: Date): Promise<OrdersOverview> {
  const orders = collection(db, collections.orders);
  const [today, week, toShip, refundDue, openReturns, lowStock] = await Promise.all([
    salesSince(startOfShopDay(now)),
    salesSince(startOfShopDay(now, SALES_WEEK_DAYS_BACK)),
    getCountFromServer(
      query(orders, where('payment', 'in', TO_SHIP.payments), where('status', '==', TO_SHIP.status)),
    ),
    getCountFromServer(query(orders, where('payment', '==', 'Refund due'))),
    getCountFromServer(
      query(collection(db, collections.returnRequests), where('state', 'in', OPEN_RETURN_STATES)),
    ),
    getCountFromServer(
      // A size at or below the figure, as the Low stock list counts (lowestSizeStock).
      query(collection(db, collections.products), where('lowestSizeStock', '<=', LOW_STOCK_MAX)),
    ),
  ]);
  return {
    salesToday: today,
    salesWeek: week,
    toShip: toShip.data().count,
    refundDue: refundDue.data().count,
    openReturns: openReturns.data().count,
    lowStock: lowStock.data().count,
  };
}
