// The admin's coupons (docs/decisions.md rule 11). A coupon's document id is its code (upper-case), so two
// coupons with one code cannot exist: creating checks and writes in one transaction. Carts find a
// coupon by code and drop a deleted one on their next read (data/cart.ts).
import {
  collections,
  ConflictError,
  NotFoundError,
  type AdminCoupon,
  type AdminCreateCouponParsed,
  type CouponDoc,
} from '@shop/domain';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { redemptionShardsOf, shardedRedemptions } from '../coupon-uses';
import { db } from '../firestore';
import { recordAudit, type Actor } from './audit';
import { isoString, isoStringOrNull } from './json';

const coupons = () => db().collection(collections.coupons);
const couponRef = (id: string) => coupons().doc(id) as DocumentReference<CouponDoc>;

type StoredCoupon = Omit<CouponDoc, 'createdAt'> & { createdAt: FieldValue };

/** `shardedRedemptions`: paid orders counted on shards, for a coupon without a limit (coupon-uses.ts). */
function toAdminCoupon(id: string, coupon: CouponDoc, shardedRedemptions = 0): AdminCoupon {
  const { expiresAt, createdAt, redemptions, ...fields } = coupon;
  return {
    ...fields,
    id,
    redemptions: redemptions + shardedRedemptions,
    expiresAt: isoStringOrNull(expiresAt),
    createdAt: isoString(createdAt),
  };
}

/** GET getcouponitems: every coupon, newest first (a shop has tens, not thousands). */
export async function listCoupons(): Promise<AdminCoupon[]> {
  const [snapshot, sharded] = await Promise.all([
    coupons().orderBy('createdAt', 'desc').get(),
    shardedRedemptions(),
  ]);
  return snapshot.docs.map((doc) => toAdminCoupon(doc.id, doc.data() as CouponDoc, sharded.get(doc.id)));
}

/** POST couponitems: a new coupon with no redemptions; 409 when the code exists (in any case). */
export async function createCoupon(body: AdminCreateCouponParsed, actor: Actor): Promise<AdminCoupon> {
  const ref = coupons().doc(body.code);
  await db().runTransaction(async (tx) => {
    // The id is the code; the query also catches a coupon stored under another id (older data).
    const [byId, byCode] = await Promise.all([
      tx.get(ref),
      tx.get(coupons().where('code', '==', body.code).limit(1)),
    ]);
    if (byId.exists || !byCode.empty) {
      throw new ConflictError(`A coupon with the code ${body.code} already exists`, {
        details: [{ path: 'coupon', message: `A coupon with the code ${body.code} already exists` }],
      });
    }
    const coupon: StoredCoupon = {
      code: body.code,
      discount: body.discount,
      label: body.label,
      minimumGoods: body.minimumGoods,
      expiresAt: body.expiresAt ? Timestamp.fromDate(body.expiresAt) : null,
      maxRedemptions: body.maxRedemptions,
      redemptions: 0,
      createdAt: FieldValue.serverTimestamp(),
    };
    tx.create(ref, coupon);
    recordAudit(tx, actor, 'coupon.create', ref.path);
  });
  const stored = await ref.get();
  return toAdminCoupon(ref.id, stored.data() as CouponDoc);
}

/** DELETE deletecouponitems/{id}: the coupon stops working in every cart at once; 404 when there is none. */
export async function deleteCoupon(id: string, actor: Actor): Promise<{ code: string }> {
  return db().runTransaction(async (tx) => {
    const ref = couponRef(id);
    const [stored, shards] = await Promise.all([tx.get(ref), tx.get(redemptionShardsOf(id))]);
    const coupon = stored.data();
    if (!coupon) throw new NotFoundError(`There is no coupon ${id}`);
    tx.delete(ref);
    // Its count goes with it: a new coupon with the same code starts at 0.
    for (const shard of shards.docs) tx.delete(shard.ref);
    recordAudit(tx, actor, 'coupon.delete', ref.path);
    return { code: coupon.code };
  });
}
