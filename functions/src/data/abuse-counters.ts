// Request counters for the API's abuse limits (http/abuse-limits.ts). They live in Firestore so every
// function instance counts against the same numbers, and no request waits for another shopper's
// (docs/decisions.md rule 26):
// - a visitor's own counter is one document, taken in a transaction: exact, and only that visitor's
//   own requests ever meet on it;
// - a client address, which may be a whole office or a carrier's NAT, is counted over
//   ADDRESS_COUNTER_SHARDS documents: read outside any transaction and raised by a blind increment
//   of one of them, so shoppers behind one address never queue on one document. That count is
//   approximate: requests arriving at the same moment may each see the address just under its
//   limit and all pass, so the address may go over it by as many as were in flight at once.
import { collections } from '@shop/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from './firestore';

/** Documents one address's count is spread over. */
export const ADDRESS_COUNTER_SHARDS = 8;

/** One counter: its document id (an address's shards add `.{shard}`) and how many calls its window has. */
export interface AbuseCounter {
  id: string;
  limit: number;
}

interface AbuseCounterDoc {
  count: number;
  /** When the window ends; a Firestore TTL policy on this field deletes the counter after it. */
  expiresAt: Timestamp;
}

const counterRef = (id: string) => db().collection(collections.abuseCounters).doc(id);
const countOf = (snapshot: FirebaseFirestore.DocumentSnapshot) =>
  (snapshot.data() as AbuseCounterDoc | undefined)?.count ?? 0;

/**
 * Takes one call from the address's counter and, for a caller with a valid ID token, from the
 * visitor's; answers false (and counts nothing) when either is full. The address's limit is not
 * enforced on a visitor's first call in the window (a new shopper on a busy shared network is not
 * locked out by the others). Counters that do not exist yet start at 0 and expire at `expiresAt`.
 *
 * A visitor's call is two round trips, which every checkout waits for: the transaction reads the
 * visitor's counter while the address's shards are read beside it (outside the transaction), and
 * its commit writes the visitor's count with the blind increment of one shard.
 */
export async function takeAbuseSlots(
  address: AbuseCounter,
  visitor: AbuseCounter | undefined,
  expiresAt: Date,
): Promise<boolean> {
  const shards = Array.from({ length: ADDRESS_COUNTER_SHARDS }, (_, shard) =>
    counterRef(`${address.id}.${shard}`),
  );
  const addressCount = async () =>
    (await db().getAll(...shards)).reduce((sum, shard) => sum + countOf(shard), 0);
  const expires = Timestamp.fromDate(expiresAt);
  const shard = shards[Math.floor(Math.random() * ADDRESS_COUNTER_SHARDS)]!;
  const increment = { count: FieldValue.increment(1), expiresAt: expires };
  if (!visitor) {
    if ((await addressCount()) >= address.limit) return false;
    await shard.set(increment, { merge: true });
    return true;
  }
  const ref = counterRef(visitor.id);
  return db().runTransaction(async (tx) => {
    const [snapshot, counted] = await Promise.all([tx.get(ref), addressCount()]);
    const count = countOf(snapshot);
    if (count >= visitor.limit || (counted >= address.limit && count > 0)) return false;
    tx.set(ref, { count: count + 1, expiresAt: expires } satisfies AbuseCounterDoc);
    tx.set(shard, increment, { merge: true });
    return true;
  });
}
