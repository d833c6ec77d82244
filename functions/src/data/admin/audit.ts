// The audit log (auditLog): who changed what in the admin, and when. Every admin write records its
// entry in the SAME transaction as the change, so the log never claims a change that did not happen
// and no change escapes it.
import {
  AUDIT_PAGE_MAX,
  auditOrderTargets,
  auditTargetOf,
  collections,
  matchesAuditPlan,
  type AdminAuditEntry,
  type AuditChanges,
  type AuditEntry,
  type AuditLogPlan,
  type AdminRole,
  type AuditOrder,
  type AuditSubject,
  type CouponDoc,
  type Order,
  type RefundDoc,
  type ReturnRequest,
  type StoreProduct,
} from '@shop/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../firestore';
import { isoString } from './json';

/** The admin making a change, as the audit log names them. */
export interface Actor {
  uid: string;
  email: string | null;
  /** Their role when they made the change (docs/decisions.md rule 58). */
  role: AdminRole;
}

type StoredAuditEntry = Omit<AuditEntry, 'at'> & { at: FieldValue };

/**
 * Adds the audit entry for `action` on the document at `target` to the transaction, with the
 * changed fields' values before and after (auditChanges) where the change has them.
 */
export function recordAudit(
  tx: Transaction,
  actor: Actor,
  action: string,
  target: string,
  changes?: AuditChanges,
): void {
  const entry: StoredAuditEntry = {
    who: { uid: actor.uid, email: actor.email, role: actor.role },
    action,
    target,
    at: FieldValue.serverTimestamp(),
    ...(changes && Object.keys(changes).length > 0 ? { changes } : {}),
  };
  tx.create(db().collection(collections.auditLog).doc(), entry);
}

/**
 * The entries a plan selects (an admin, an action, a document, a period), newest first; `before`
 * (an entry id) continues after that entry. null when `before` names no entry.
 */
export async function listAuditEntries(
  plan: AuditLogPlan,
  before: string | null,
): Promise<AdminAuditEntry[] | null> {
  const log = db().collection(collections.auditLog);
  let query: Query = log;
  for (const { field, value } of plan.equal) query = query.where(field, '==', value);
  if (plan.targets) query = query.where('target', 'in', plan.targets);
  if (plan.period) {
    query = query
      .where('at', '>=', Timestamp.fromDate(plan.period.start))
      .where('at', '<', Timestamp.fromDate(plan.period.end));
  }
  // With `alsoMatch` filters, pages are read until the page is full or the history ends.
  const pageSize = plan.alsoMatch.length > 0 ? AUDIT_PAGE_MAX : plan.limit;
  const ordered = query.orderBy('at', 'desc').limit(pageSize);
  let cursor: DocumentSnapshot | QueryDocumentSnapshot | null = null;
  if (before) {
    cursor = await log.doc(before).get();
    if (!cursor.exists) return null;
  }
  const entries: { id: string; entry: AuditEntry }[] = [];
  for (;;) {
    const snapshot: QuerySnapshot = await (cursor ? ordered.startAfter(cursor) : ordered).get();
    for (const doc of snapshot.docs) {
      const entry = doc.data() as AuditEntry;
      if (!matchesAuditPlan(entry, plan)) continue;
      entries.push({ id: doc.id, entry });
      if (entries.length === plan.limit) break;
    }
    if (entries.length === plan.limit || snapshot.size < pageSize) break;
    cursor = snapshot.docs[snapshot.docs.length - 1] ?? null;
  }
  const subjects = await auditSubjects(entries.map(({ entry }) => entry.target));
  return entries.map(({ id, entry }) => {
    const role = roleOf(entry);
    return {
      id,
      who: entry.who,
      action: entry.action,
      target: entry.target,
      at: isoString(entry.at),
      ...(entry.changes ? { changes: entry.changes } : {}),
      subject: subjects.get(entry.target) ?? null,
      ...(role ? { role } : {}),
    };
  });
}

/** The admin's role when they made the change; entries from before roles have none. */
function roleOf(entry: AuditEntry): string | null {
  const role: unknown = entry.who.role;
  return typeof role === 'string' && role !== '' ? role : null;
}

const orderOf = (snapshot: DocumentSnapshot | undefined): AuditOrder | null => {
  const order = snapshot?.data() as Order | undefined;
  return snapshot && order
    ? { id: snapshot.id, userId: order.userId, orderNumber: order.orderNumber ?? null }
    : null;
};

/**
 * What the entries' targets are now (docs/decisions.md rule 62), read in two rounds of getAll: the
 * targets (a list entry's product), then the orders of the refunds and return requests among them.
 * A target that no longer exists is left out (the log then names it by its kind and id).
 */
async function auditSubjects(targets: string[]): Promise<Map<string, AuditSubject>> {
  const firestore = db();
  const wanted = new Map<string, string>();
  for (const target of new Set(targets)) {
    const { kind, id } = auditTargetOf(target);
    if (kind === 'other' || id === '') continue;
    wanted.set(target, kind === 'product' ? `${collections.products}/${id}` : target);
  }
  const paths = [...new Set(wanted.values())];
  const read = new Map<string, DocumentSnapshot>();
  if (paths.length > 0) {
    for (const snapshot of await firestore.getAll(...paths.map((path) => firestore.doc(path)))) {
      if (snapshot.exists) read.set(snapshot.ref.path, snapshot);
    }
  }
  const orderIds = new Set<string>();
  for (const snapshot of read.values()) {
    const { kind } = auditTargetOf(snapshot.ref.path);
    if (kind === 'refund' || kind === 'return')
      orderIds.add((snapshot.data() as { orderId: string }).orderId);
  }
  const orders = new Map<string, AuditOrder | null>();
  if (orderIds.size > 0) {
    const refs = [...orderIds].map((id) => firestore.collection(collections.orders).doc(id));
    for (const snapshot of await firestore.getAll(...refs)) orders.set(snapshot.id, orderOf(snapshot));
  }

  const subjects = new Map<string, AuditSubject>();
  for (const [target, path] of wanted) {
    const snapshot = read.get(path);
    if (!snapshot) continue;
    const { kind } = auditTargetOf(target);
    if (kind === 'order') {
      const order = orderOf(snapshot);
      if (order) subjects.set(target, { kind: 'order', order });
    } else if (kind === 'refund') {
      const refund = snapshot.data() as RefundDoc;
      subjects.set(target, {
        kind: 'refund',
        order: orders.get(refund.orderId) ?? null,
        amount: refund.amount,
        state: refund.state,
      });
    } else if (kind === 'return') {
      const request = snapshot.data() as ReturnRequest;
      subjects.set(target, { kind: 'return', order: orders.get(request.orderId) ?? null });
    } else if (kind === 'product') {
      const product = snapshot.data() as StoreProduct;
      subjects.set(target, { kind: 'product', brand: product.brand, title: product.title });
    } else if (kind === 'coupon') {
      subjects.set(target, { kind: 'coupon', code: (snapshot.data() as CouponDoc).code });
    }
  }
  return subjects;
}

/**
 * The documents of an order's history for the log's `target` filter: the order, its refunds and
 * its return requests (auditOrderTargets); null when no order has that number.
 */
export async function auditTargetsOfOrderNumber(orderNumber: string): Promise<string[] | null> {
  const firestore = db();
  const found = await firestore
    .collection(collections.orders)
    .where('orderNumber', '==', orderNumber)
    .limit(1)
    .get();
  const order = found.docs[0];
  if (!order) return null;
  const [refunds, returns] = await Promise.all([
    firestore.collection(collections.refunds).where('orderId', '==', order.id).get(),
    firestore.collection(collections.returnRequests).where('orderId', '==', order.id).get(),
  ]);
  return auditOrderTargets(
    order.id,
    refunds.docs.map((doc) => doc.id),
    returns.docs.map((doc) => doc.id),
  );
}
