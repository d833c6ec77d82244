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
  getCountFromServer,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import {
  collections,
  OPEN_RETURN_STATES,
  TO_SHIP,
  toAdminOrder,
  type AdminOrder,
  type AdminOrdersQuery,
  type Order,
  type OrdersOverview,
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

/**
 * Today's counts of what needs doing from aggregate queries: counts computed by Firestore, never by
 * reading the orders. Sales are the books, answered by the API to the owner only (GET todaysales),
 * and the stock counts by GET stockcounts (docs/decisions.md rule 69).
 */
export async function getOrdersOverview(): Promise<OrdersOverview> {
  const orders = collection(db, collections.orders);
  const [toShip, refundDue, openReturns] = await Promise.all([
    getCountFromServer(
      query(orders, where('payment', 'in', TO_SHIP.payments), where('status', '==', TO_SHIP.status)),
    ),
    getCountFromServer(query(orders, where('payment', '==', 'Refund due'))),
    getCountFromServer(
      query(collection(db, collections.returnRequests), where('state', 'in', OPEN_RETURN_STATES)),
    ),
  ]);
  return {
    toShip: toShip.data().count,
    refundDue: refundDue.data().count,
    openReturns: openReturns.data().count,
  };
}
