// Bulk reads of customers' personal data in the audit log (docs/decisions.md rule 71; OWASP ASVS 5.0
// 16.2: log access to sensitive data). A list screen reads page after page and staff's All Orders asks
// again every few seconds, so one entry per member, list and hour counts the pages and rows read,
// rather than one entry per request burying the owner's log.
import { collections } from '@shop/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../firestore';
import type { Actor } from './audit';

/** The lists whose reads are logged, and the audit action of each. */
export type BulkReadList = 'orders' | 'customers';

/** `2026-12-06T05` (UTC): the hour an entry counts. */
const hourOf = (now: Date) => now.toISOString().slice(0, 13);

/**
 * Counts one page of `rows` rows of `list` read by `actor` in this hour's audit entry (made on the
 * first read): `changes.pages` and `changes.rows` hold the totals, `at` the latest read.
 */
export async function recordBulkRead(
  actor: Actor,
  list: BulkReadList,
  rows: number,
  now: Date,
): Promise<void> {
  const ref = db()
    .collection(collections.auditLog)
    .doc(`read-${list}-${actor.uid}-${hourOf(now)}`);
  await db().runTransaction(async (tx) => {
    const found = await tx.get(ref);
    const pages = ((found.get('changes.pages.after') as number | undefined) ?? 0) + 1;
    const total = ((found.get('changes.rows.after') as number | undefined) ?? 0) + rows;
    tx.set(ref, {
      who: { uid: actor.uid, email: actor.email, role: actor.role },
      action: `${list}.read`,
      target: list,
      at: FieldValue.serverTimestamp(),
      changes: { pages: { before: pages - 1, after: pages }, rows: { before: total - rows, after: total } },
    });
  });
}
