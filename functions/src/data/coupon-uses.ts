// What checkouts and payments do to a coupon (docs/decisions.md rule 37). Only a coupon with a
// maximum number of redemptions is written while shoppers check out: its document holds one use per
// unpaid checkout (`holds`) and counts paid orders (`redemptions`) in the same transaction, so five
// checkouts at once for its last use give it to one. That document is touched only by shoppers
// using that coupon. A coupon without a limit is only read, outside any transaction: checkouts with
// it hold nothing, and its paid orders are counted on one of REDEMPTION_SHARDS shard documents
// (`couponRedemptions/{couponId}.{shard}`) by a blind increment, so a campaign code used by
// everyone at once has no document that every payment writes.
import {
  collections,
  couponFromDoc,
  releaseHold,
  reserveCoupon,
  type CouponDoc,
  type CouponRedemptionShard,
  type CouponReservation,
} from '@shop/domain';
import { FieldValue, type DocumentReference, type Query, type Transaction } from 'firebase-admin/firestore';
import { db } from './firestore';

/**
 * The shards a coupon without a limit counts its paid orders on: at 100 paid orders a second all
 * with one code, each shard sees about one write a second (Firestore's sustained rate per document).
 */
export const REDEMPTION_SHARDS = 100;

/** A coupon as found by its code, outside any transaction. */
export interface FoundCoupon {
  ref: DocumentReference<CouponDoc>;
  coupon: CouponDoc;
  /** Whether uses are counted against a maximum: only then does a checkout hold one. */
  limited: boolean;
}

/** The coupon stored under this (normalised) code, if any; codes are unique (admin API). */
export async function findCouponByCode(code: string): Promise<FoundCoupon | undefined> {
  const found = await db().collection(collections.coupons).where('code', '==', code).limit(1).get();
  const doc = found.docs[0];
  if (!doc) return undefined;
  const coupon = doc.data() as CouponDoc;
  return { ref: doc.ref as DocumentReference<CouponDoc>, coupon, limited: coupon.maxRedemptions !== null };
}

/**
 * Holds one use of the coupon for `uid`'s checkout, in the checkout's transaction. A coupon with a
 * limit is read in `tx` and answers `write`, to call after the transaction's other reads; a coupon
 * without one is judged on `found` as read before the transaction and writes nothing.
 */
export async function holdCouponUse(
  tx: Transaction,
  found: FoundCoupon | undefined,
  uid: string,
  now: Date,
): Promise<{ reservation: CouponReservation; write: () => void }> {
  if (!found?.limited) {
    return {
      reservation: reserveCoupon(found && couponFromDoc(found.coupon), undefined, uid, now),
      write: () => {},
    };
  }
  const stored = (await tx.get(found.ref)).data();
  const reservation = reserveCoupon(stored && couponFromDoc(stored), stored?.holds, uid, now);
  return {
    reservation,
    write: () => {
      if (stored && reservation.ok) tx.update(found.ref, { holds: reservation.holds });
    },
  };
}

/** What ended a checkout's hold: a paid order also counts as a redemption of the coupon. */
export type CouponHoldEnd = 'paid' | 'not-paid';

/**
 * Releases the coupon use an order's checkout holds, inside `tx`: when its payment has an outcome
 * (the webhook), or when the order is cancelled before it was paid. Reads a limited coupon's document
 * in `tx` (call it before the transaction's writes) and answers the write to make after them; a
 * coupon without a limit holds nothing, and only a paid order is counted on one of its shards.
 * `found` is the order's coupon (findCouponByCode before the transaction); undefined writes nothing.
 */
export async function releaseOrderCouponHold(
  tx: Transaction,
  found: FoundCoupon | undefined,
): Promise<(uid: string, end: CouponHoldEnd, now: Date) => void> {
  if (!found) return () => {};
  if (!found.limited) {
    return (_uid, end) => {
      if (end === 'paid') countUnlimitedRedemption(tx, found.ref.id);
    };
  }
  const stored = (await tx.get(found.ref)).data();
  return (uid, end, now) => {
    if (!stored) return; // deleted meanwhile: nothing left to count
    tx.update(found.ref, {
      holds: releaseHold(stored.holds, uid, now),
      ...(end === 'paid' ? { redemptions: FieldValue.increment(1) } : {}),
    });
  };
}

function countUnlimitedRedemption(tx: Transaction, couponId: string): void {
  const shard = Math.floor(Math.random() * REDEMPTION_SHARDS);
  tx.set(
    db().collection(collections.couponRedemptions).doc(`${couponId}.${shard}`),
    { couponId, count: FieldValue.increment(1) },
    { merge: true },
  );
}

/** The shards a coupon's paid orders are counted on (a coupon without a limit). */
export function redemptionShardsOf(couponId: string): Query {
  return db().collection(collections.couponRedemptions).where('couponId', '==', couponId);
}

/** Paid orders per coupon id counted on the shards (coupons without a limit). */
export async function shardedRedemptions(): Promise<Map<string, number>> {
  const shards = await db().collection(collections.couponRedemptions).get();
  const counts = new Map<string, number>();
  for (const shard of shards.docs) {
    const { couponId, count } = shard.data() as CouponRedemptionShard;
    counts.set(couponId, (counts.get(couponId) ?? 0) + count);
  }
  return counts;
}
