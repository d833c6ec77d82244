// The admin's orders: the All Orders list and its filters, an order's details and its customer,
// status changes (with the customer's e-mail) and deletion. Every write is one transaction holding
// the change, the `mail` document it sends and the audit entry.
import {
  auditChanges,
  canDeleteOrder,
  collections,
  completedForFilter,
  orderKeptMessage,
  toAdminOrder,
  decideAdminStatusChange,
  type AdminOrder,
  type AdminOrderStatus,
  type AdminOrderStatusUpdate,
  type AdminUserDetails,
  type Customer,
  type MailDoc,
  type Order,
  type OrderFilter,
} from '@shop/domain';
import type { DocumentReference, DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { conflict, notFound } from '../../http/errors';
import { db } from '../firestore';
import { queuedMail } from '../retention';
import { recordAudit, type Actor } from './audit';
import { isoString } from './json';

const orders = () => db().collection(collections.orders);
const orderRef = (orderId: string) => orders().doc(orderId) as DocumentReference<Order>;

function fromSnapshot(snapshot: DocumentSnapshot): AdminOrder {
  return toAdminOrder(snapshot.id, snapshot.data() as Order);
}

const noSuchOrder = (orderId: string) => notFound(`There is no order ${orderId}`);

/**
 * GET getalltheordersmainstore(comp|notcomp): a page of orders, newest first. `before` (an order id)
 * continues after that order. The completed filter uses the composite index completed + createdAt.
 */
export async function listOrders(
  filter: OrderFilter,
  limit: number,
  before: string | null,
): Promise<AdminOrder[]> {
  const completed = completedForFilter(filter);
  let query: Query = completed === null ? orders() : orders().where('completed', '==', completed);
  query = query.orderBy('createdAt', 'desc').limit(limit);
  if (before) {
    const cursor = await orders().doc(before).get();
    if (!cursor.exists) throw noSuchOrder(before);
    query = query.startAfter(cursor);
  }
  const snapshot = await query.get();
  return snapshot.docs.map(fromSnapshot);
}

/**
 * GET getorderdetails/{userId}/{orderId}: the order, when it is that user's. A userId that does not
 * match is answered like a missing order: the details page's link names both.
 */
export async function getOrderDetails(userId: string, orderId: string): Promise<AdminOrder> {
  const snapshot = await orderRef(orderId).get();
  const order = snapshot.data();
  if (!order || order.userId !== userId) throw notFound(`There is no order ${orderId} of user ${userId}`);
  return toAdminOrder(snapshot.id, order);
}

/** The order by its id alone, or null. */
export async function getOrderById(orderId: string): Promise<AdminOrder | null> {
  const snapshot = await orderRef(orderId).get();
  const order = snapshot.data();
  return order ? toAdminOrder(snapshot.id, order) : null;
}

/** GET getuserdetails/{userId}: the account behind a uid (none for a guest) and how many orders it placed. */
export async function getUserDetails(userId: string): Promise<AdminUserDetails> {
  const [profile, count] = await Promise.all([
    db().collection(collections.customers).doc(userId).get(),
    orders().where('userId', '==', userId).count().get(),
  ]);
  const customer = profile.data() as Customer | undefined;
  return {
    userId,
    account: customer
      ? {
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          createdAt: isoString(customer.createdAt),
        }
      : null,
    orderCount: count.data().count,
  };
}

/**
 * POST updateorderstatusmainstore and mark complete: sets a paid order's status (and `completed`
 * with it) and writes the customer's e-mail (`mail(order)`) in the same transaction, so a status the
 * customer sees on /track always came with its e-mail. An unpaid order is refused (409) and the
 * status it already has changes nothing (no e-mail, no audit entry).
 */
export async function updateOrderStatus(
  orderId: string,
  status: AdminOrderStatus,
  actor: Actor,
  mail: (order: Order) => MailDoc,
): Promise<AdminOrderStatusUpdate> {
  return db().runTransaction(async (tx) => {
    const ref = orderRef(orderId);
    const order = (await tx.get(ref)).data();
    if (!order) throw noSuchOrder(orderId);
    const decision = decideAdminStatusChange(order, status);
    if (!decision.ok) throw conflict(decision.message, { payment: order.payment, status: order.status });
    if (!decision.changed) return { order: toAdminOrder(orderId, order), changed: false, mailed: false };
    const updated: Order = { ...order, status: decision.status, completed: decision.completed };
    tx.update(ref, { status: decision.status, completed: decision.completed });
    tx.create(db().collection(collections.mail).doc(), queuedMail(mail(updated)));
    recordAudit(
      tx,
      actor,
      'order.status',
      ref.path,
      auditChanges(order, { status: decision.status, completed: decision.completed }),
    );
    return { order: toAdminOrder(orderId, updated), changed: true, mailed: true };
  });
}

/**
 * DELETE deleteorder/{orderId}: removes an order no money reached (canDeleteOrder); an order whose
 * money moved is kept for the books (409, nothing changes). 404 when there is none.
 */
export async function deleteOrder(orderId: string, actor: Actor): Promise<void> {
  await db().runTransaction(async (tx) => {
    const ref = orderRef(orderId);
    const order = (await tx.get(ref)).data();
    if (!order) throw noSuchOrder(orderId);
    if (!canDeleteOrder(order)) throw conflict(orderKeptMessage(order.payment), { payment: order.payment });
    tx.delete(ref);
    recordAudit(
      tx,
      actor,
      'order.delete',
      ref.path,
      auditChanges(order, { payment: null, status: null, payable: null }, ['payment', 'status']),
    );
  });
}

/**
 * POST archiveorder: puts an order aside (or back). It stays in every list, report and export; only
 * the flag changes. Setting the flag it already has changes nothing. 404 when there is none.
 */
export async function archiveOrder(orderId: string, archived: boolean, actor: Actor): Promise<AdminOrder> {
  return db().runTransaction(async (tx) => {
    const ref = orderRef(orderId);
    const order = (await tx.get(ref)).data();
    if (!order) throw noSuchOrder(orderId);
    if ((order.archived ?? false) === archived) return toAdminOrder(orderId, order);
    tx.update(ref, { archived });
    recordAudit(
      tx,
      actor,
      archived ? 'order.archive' : 'order.unarchive',
      ref.path,
      auditChanges({ archived: order.archived ?? false }, { archived }),
    );
    return toAdminOrder(orderId, { ...order, archived });
  });
}

/** The orders with these ids that exist, by id (for the returns list). */
export async function getOrdersById(orderIds: readonly string[]): Promise<Map<string, AdminOrder>> {
  const unique = [...new Set(orderIds)];
  if (unique.length === 0) return new Map();
  const snapshots = await db().getAll(...unique.map(orderRef));
  return new Map(
    snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => [snapshot.id, fromSnapshot(snapshot)]),
  );
}
