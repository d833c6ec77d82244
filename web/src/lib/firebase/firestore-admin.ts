/**
 * The admin dashboard's live reads, with the full Firestore SDK: realtime listeners (onSnapshot), so
 * the All Orders table shows new orders and status changes as they happen. Only admin code imports
 * this module, so the full SDK never ships to shoppers (the storefront uses firestore-lite.ts).
 * Reads only, under the security rules (admins may read orders); every write goes through the API.
 */
import {
  collection,
  connectFirestoreEmulator,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { collections, type AdminOrder, type Order } from '@shop/domain';
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
 * Listens to the newest `max` orders (all, or only those whose `completed` flag is `completed`),
 * newest first, calling `onChange` with every change. Returns the function that stops listening.
 */
export function watchOrders(
  completed: boolean | null,
  max: number,
  onChange: (snapshot: OrdersSnapshot) => void,
  onError: (error: Error) => void,
): () => void {
  const constraints: QueryConstraint[] = [];
  if (completed !== null) constraints.push(where('completed', '==', completed));
  // One more than shown, to know whether there are more.
  constraints.push(orderBy('createdAt', 'desc'), limit(max + 1));
  return onSnapshot(
    query(collection(db, collections.orders), ...constraints),
    (snapshot) => {
      const orders = snapshot.docs.map((doc) => toAdminOrder(doc.id, doc.data() as Order));
      onChange({ orders: orders.slice(0, max), hasMore: orders.length > max });
    },
    onError,
  );
}
