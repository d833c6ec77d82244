// The audit log (auditLog): who changed what in the admin, and when. Every admin write records its
// entry in the SAME transaction as the change, so the log never claims a change that did not happen
// and no change escapes it.
import {
  collections,
  type AdminAuditEntry,
  type AuditChanges,
  type AuditEntry,
  type AuditLogPlan,
} from '@shop/domain';
import { FieldValue, Timestamp, type Query, type Transaction } from 'firebase-admin/firestore';
import { db } from '../firestore';
import { isoString } from './json';

/** The admin making a change, as the audit log names them. */
export interface Actor {
  uid: string;
  email: string | null;
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
    who: { uid: actor.uid, email: actor.email },
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
  query = query.orderBy('at', 'desc').limit(plan.limit);
  if (before) {
    const cursor = await log.doc(before).get();
    if (!cursor.exists) return null;
    query = query.startAfter(cursor);
  }
  const snapshot = await query.get();
  return snapshot.docs.map((doc) => {
    const entry = doc.data() as AuditEntry;
    return {
      id: doc.id,
      who: entry.who,
      action: entry.action,
      target: entry.target,
      at: isoString(entry.at),
      ...(entry.changes ? { changes: entry.changes } : {}),
    };
  });
}
