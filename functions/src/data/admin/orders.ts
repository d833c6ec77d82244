// The admin's orders: the All Orders list and its filters, an order's details and its customer,
// status changes (with the customer's e-mail) and deletion. Every write is one transaction holding
// the change, the `mail` document it sends and the audit entry.
import {
  auditChanges,
  canDeleteOrder,
  collections,
  completedForFilter,
  ConflictError,
  NotFoundError,
  orderKeptMessage,
  toAdminOrder,
  decideAdminStatusChange,
  type AdminAccount,
  type AdminOrder,
  type AdminOrderStatus,
  type AdminOrderStatusUpdate,
  type AdminUserDetails,
  type Customer,
  type MailDoc,
  type Order,
  type OrderFilter,
  type SpecUserDetails,
} from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import type { DocumentReference, DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { adminApp } from '../../firebase-app';
import { db } from '../firestore';
import { queuedMail } from '../retention';
import { recordAudit, type Actor } from './audit';
import { isoString } from './json';

const orders = () => db().collection(collections.orders);
const orderRef = (orderId: string) => orders().doc(orderId) as DocumentReference<Order>;

function fromSnapshot(snapshot: DocumentSnapshot): AdminOrder {
  return toAdminOrder(snapshot.id, snapshot.data() as Order);
}

const noSuchOrder = (orderId: string) => new NotFoundError(`There is no order ${orderId}`);

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
  if (!order || order.userId !== userId)
    throw new NotFoundError(`There is no order ${orderId} of user ${userId}`);
  return toAdminOrder(snapshot.id, order);
}

/** The order by its id alone, or null. */
export async function getOrderById(orderId: string): Promise<AdminOrder | null> {
  const snapshot = await orderRef(orderId).get();
  const order = snapshot.data();
  return order ? toAdminOrder(snapshot.id, order) : null;
}

const customerRef = (userId: string) =>
  db().collection(collections.customers).doc(userId) as DocumentReference<Customer>;

/**
 * The account registered with `email` (Firebase Auth knows every account's e-mail), or null. Its
 * name comes from its profile; an account whose profile is not written yet has none. Only an account
 * that verified the address counts: anyone can register an unverified account with a guest's e-mail,
 * and that must not make the guest's orders look like theirs (docs/decisions.md rule 34).
 */
async function accountWithEmail(email: string): Promise<AdminAccount | null> {
  let user;
  try {
    // Auth keeps e-mails in lower case; the checkout keeps them as typed.
    user = await getAuth(adminApp()).getUserByEmail(email.toLowerCase());
  } catch (error) {
    const code = (error as { code?: string }).code;
    // An address no account uses, or one Auth would never accept: no account either way.
    if (code === 'auth/user-not-found' || code === 'auth/invalid-email') return null;
    throw error;
  }
  if (!user.emailVerified) return null;
  const profile = (await customerRef(user.uid).get()).data();
  return {
    userId: user.uid,
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    email: user.email ?? email,
    createdAt: profile ? isoString(profile.createdAt) : new Date(user.metadata.creationTime).toISOString(),
  };
}

/**
 * GET getuserdetails/{userId}?view=account[&email=]: the account behind a uid (none for a guest),
 * how many orders it placed, and for a guest asked with the order's e-mail the account that e-mail
 * has now (a guest who registered after ordering).
 */
export async function getUserDetails(userId: string, email: string | null): Promise<AdminUserDetails> {
  const [profile, count] = await Promise.all([
    customerRef(userId).get(),
    orders().where('userId', '==', userId).count().get(),
  ]);
  const customer = profile.data();
  const emailAccount = !customer && email !== null ? await accountWithEmail(email) : null;
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
    emailAccount: emailAccount && emailAccount.userId !== userId ? emailAccount : null,
    orderCount: count.data().count,
  };
}

/** The id of the user's latest order (the spec's one status per user), or null when it has none. */
export async function latestOrderIdOf(userId: string): Promise<string | null> {
  const snapshot = await orders().where('userId', '==', userId).orderBy('createdAt', 'desc').limit(1).get();
  return snapshot.docs[0]?.id ?? null;
}

/** The most a spec-form user details answer holds: the user's latest orders. */
const SPEC_USER_DETAILS_MAX = 100;

/**
 * GET getuserdetails/{userId} in the spec's form (SpecUserDetails): the details given at each of the
 * user's latest orders, oldest first; an account without orders answers its profile; nobody, [].
 */
export async function getSpecUserDetails(userId: string): Promise<SpecUserDetails[]> {
  const snapshot = await orders()
    .where('userId', '==', userId)
    .orderBy('createdAt', 'desc')
    .limit(SPEC_USER_DETAILS_MAX)
    .get();
  if (snapshot.empty) {
    const customer = (await customerRef(userId).get()).data();
    if (!customer) return [];
    const fullName = `${customer.firstName} ${customer.lastName}`.trim();
    return [{ fullName, email: customer.email, phoneno: '', address: '', companyAddress: '' }];
  }
  return snapshot.docs.reverse().map((doc) => {
    const { customer } = doc.data() as Order;
    return {
      fullName: customer.fullName,
      email: customer.email,
      phoneno: customer.phone,
      address: customer.address,
      companyAddress: customer.companyAddress,
    };
  });
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
    if (!decision.ok)
      throw new ConflictError(decision.message, {
        details: { payment: order.payment, status: order.status },
      });
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
    if (!canDeleteOrder(order))
      throw new ConflictError(orderKeptMessage(order.payment), { details: { payment: order.payment } });
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
