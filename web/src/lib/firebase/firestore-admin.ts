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
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { collections, toAdminOrder, type AdminOrder, type AdminOrdersQuery, type Order } from '@shop/domain';
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
