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
  type AdminOrder,
  type AdminOrdersQuery,
  type Order,
  type PaymentStatus,
} from '@shop/domain';
import { emulatorHosts, firebaseApp, useEmulators } from './app';

const db = getFirestore(firebaseApp);
if (useEmulators) connectFirestoreEmulator(db, emulatorHosts.firestore.host, emulatorHosts.firestore.port);

/** An order document as the admin screens use it (the API's AdminOrder: ISO date, no payment report). */
function toAdminOrder(id: string, order: Order): AdminOrder {
  const { createdAt, clientReport: _clientReport, ...fields } = order;
  return { ...fields, id, createdAt: new Date(createdAt.toMillis()).toISOString() };
}

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
  if (plan.oneOf) constraints.push(where(plan.oneOf.field, 'in', plan.oneOf.values));
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

/** How many orders have this payment: an aggregate count, never reading the orders themselves. */
export async function countOrdersWithPayment(payment: PaymentStatus): Promise<number> {
  const snapshot = await getCountFromServer(
    query(collection(db, collections.orders), where('payment', '==', payment)),
  );
  return snapshot.data().count;
}
