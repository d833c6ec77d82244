// The audit log (auditLog): who changed what in the admin, and when. Every admin write records its
// entry in the SAME transaction as the change, so the log never claims a change that did not happen
// and no change escapes it.
import { collections, type AdminAuditEntry, type AuditEntry } from '@shop/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../firestore';
import { isoString } from './json';

/** The admin making a change, as the audit log names them. */
export interface Actor {
  uid: string;
  email: string | null;
}

type StoredAuditEntry = Omit<AuditEntry, 'at'> & { at: FieldValue };

/** Adds the audit entry for `action` on the document at `target` to the transaction. */
export function recordAudit(tx: Transaction, actor: Actor, action: string, target: string): void {
  const entry: StoredAuditEntry = {
    who: { uid: actor.uid, email: actor.email },
    action,
    target,
    at: FieldValue.serverTimestamp(),
  };
  tx.create(db().collection(collections.auditLog).doc(), entry);
}

/** The newest entries first; `before` (an entry id) continues after that entry. */
export async function listAuditEntries(limit: number, before: string | null): Promise<AdminAuditEntry[]> {
  let query = db().collection(collections.auditLog).orderBy('at', 'desc').limit(limit);
  if (before) {
    const cursor = await db().collection(collections.auditLog).doc(before).get();
    if (cursor.exists) query = query.startAfter(cursor);
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
    };
  });
}
