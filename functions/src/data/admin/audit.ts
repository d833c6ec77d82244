// The audit log (auditLog): who changed what in the admin, and when. Every admin write records its
// entry in the SAME transaction as the change, so the log never claims a change that did not happen
// and no change escapes it.
import {
  AUDIT_PAGE_MAX,
  collections,
  matchesAuditPlan,
  type AdminAuditEntry,
  type AuditChanges,
  type AuditEntry,
  type AuditLogPlan,
  type AdminRole,
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
  /** Their role when they made the change (docs/decisions.md rule 60). */
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
  const entries: AdminAuditEntry[] = [];
  for (;;) {
    const snapshot: QuerySnapshot = await (cursor ? ordered.startAfter(cursor) : ordered).get();
    for (const doc of snapshot.docs) {
      const entry = doc.data() as AuditEntry;
      if (!matchesAuditPlan(entry, plan)) continue;
      entries.push({
        id: doc.id,
        who: entry.who,
        action: entry.action,
        target: entry.target,
        at: isoString(entry.at),
        ...(entry.changes ? { changes: entry.changes } : {}),
      });
      if (entries.length === plan.limit) return entries;
    }
    if (snapshot.size < pageSize) return entries;
    cursor = snapshot.docs[snapshot.docs.length - 1] ?? null;
  }
}
