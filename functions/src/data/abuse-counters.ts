// Request counters for the API's abuse limits (http/abuse-limits.ts). They live in Firestore so every
// function instance counts against the same numbers; each is counted in a transaction, so concurrent
// requests cannot both take the last allowed slot.
import { collections } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from './firestore';

/** One counter to take a slot from: its document id and how many slots its window has. */
export interface AbuseCounter {
  id: string;
  limit: number;
  /** The visitor's own counter: while it is at 0, this is the visitor's first call in the window. */
  visitor?: boolean;
  /** Counted, but not enforced on the visitor's first call in the window (an address's counter). */
  waivedForFirstCall?: boolean;
}

interface AbuseCounterDoc {
  count: number;
  /** When the window ends; a Firestore TTL policy on this field deletes the counter after it. */
  expiresAt: Timestamp;
}

/**
 * Takes one slot from every counter, all or none: answers false (and writes nothing) when any of them
 * is already at its limit, except a `waivedForFirstCall` counter on the visitor's first call.
 * Counters that do not exist yet start at 0 and expire at `expiresAt`.
 */
export function takeAbuseSlots(counters: readonly AbuseCounter[], expiresAt: Date): Promise<boolean> {
  const refs = counters.map((counter) => db().collection(collections.abuseCounters).doc(counter.id));
  return db().runTransaction(async (transaction) => {
    const snapshots = await transaction.getAll(...refs);
    const counts = snapshots.map((snapshot) => (snapshot.data() as AbuseCounterDoc | undefined)?.count ?? 0);
    const firstCall = counters.some((counter, index) => counter.visitor === true && counts[index] === 0);
    const full = counts.some((count, index) => {
      const counter = counters[index]!;
      return count >= counter.limit && !(firstCall && counter.waivedForFirstCall === true);
    });
    if (full) return false;
    refs.forEach((ref, index) => {
      transaction.set(ref, {
        count: counts[index]! + 1,
        expiresAt: Timestamp.fromDate(expiresAt),
      } satisfies AbuseCounterDoc);
    });
    return true;
  });
}
