// Signing in to an existing account keeps what the shopper gathered as an anonymous visitor
// (docs/decisions.md rule 1): the visitor's cart lines, wishlist items and coupon move to the account, then
// the visitor's cart, wishlist and discount are removed. One transaction, so a concurrent cart call
// from another tab either happens before the merge (and is merged) or after it (on the account).
// Only what is in the visitor's cart moves (linesInCart: a cart the TTL policies are deleting may be
// any part of itself), and it moves without the visitor's expiry: an account's cart has none
// (docs/decisions.md rule 32).
import {
  cartLinesPath,
  collections,
  hasExpired,
  linesInCart,
  moveHold,
  planCartMerge,
  wishlistItemsPath,
  type CartCounter,
  type CartLine,
  type CouponDoc,
  type DiscountRecord,
  type StoreMergeVisitorResponse,
} from '@shop/domain';
import { FieldValue, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from './firestore';

const cartRef = (uid: string) => db().collection(collections.carts).doc(uid);
const discountRef = (uid: string) => db().collection(collections.discounts).doc(uid);

/** A cart line with the snapshot it came from, so the merge copies the stored line as it is. */
type VisitorLine = { productId: string; qty: number; snapshot: QueryDocumentSnapshot };

/** A stored line or coupon of the cart, as `linesInCart` and the merge read it. */
const stored = (doc: QueryDocumentSnapshot) => ({ id: doc.id, doc, ...(doc.data() as CartLine) });

/** A document of a visitor's cart as an account keeps it: without the visitor's expiry. */
function withoutExpiry<Doc extends { expiresAt?: unknown }>(doc: Doc): Omit<Doc, 'expiresAt'> {
  const { expiresAt: _expiry, ...kept } = doc;
  return kept;
}

/**
 * Moves the anonymous visitor's cart, wishlist and coupon into the account's and removes them from
 * the visitor. The account's own lines, wishlist items and coupon win over the visitor's; the cart
 * maximum is respected (planCartMerge). The caller has verified both uids and that they differ.
 */
export function mergeVisitorIntoAccount(
  visitorUid: string,
  accountUid: string,
): Promise<StoreMergeVisitorResponse> {
  return db().runTransaction(async (tx): Promise<StoreMergeVisitorResponse> => {
    const firestore = db();
    const now = new Date();
    // Firestore transactions read everything before they write anything.
    const [
      accountLines,
      visitorLines,
      accountWishlist,
      visitorWishlist,
      accountDiscount,
      visitorDiscount,
      visitorCart,
      accountCart,
    ] = await Promise.all([
      tx.get(firestore.collection(cartLinesPath(accountUid))),
      tx.get(firestore.collection(cartLinesPath(visitorUid)).orderBy('addedAt', 'asc')),
      tx.get(firestore.collection(wishlistItemsPath(accountUid))),
      tx.get(firestore.collection(wishlistItemsPath(visitorUid))),
      tx.get(discountRef(accountUid)),
      tx.get(discountRef(visitorUid)),
      tx.get(cartRef(visitorUid)),
      tx.get(cartRef(accountUid)),
    ]);
    const accountCounter = accountCart.data() as CartCounter | undefined;
    const accountInCart = linesInCart(accountCounter, accountLines.docs.map(stored), now);
    const visitorInCart = linesInCart(
      visitorCart.data() as CartCounter | undefined,
      visitorLines.docs.map(stored),
      now,
    );
    const visitorCoupon = visitorDiscount.data() as DiscountRecord | undefined;
    const visitorHasCoupon = visitorCoupon !== undefined && !hasExpired(visitorCoupon.expiresAt, now);
    // An account that was a visitor linked without registering may still carry the expiry.
    const accountExpiring = accountCounter?.expiresAt !== undefined;

    // The coupon moving with the cart: a use the visitor holds at checkout moves to the account.
    const movingCouponId = visitorHasCoupon && !accountDiscount.exists ? visitorCoupon.couponId : null;
    const movingCoupon =
      movingCouponId === null
        ? null
        : await tx.get(firestore.collection(collections.coupons).doc(movingCouponId));

    const plan = planCartMerge(
      accountInCart.map((line) => ({ productId: line.id, qty: line.qty })),
      visitorInCart.map((line): VisitorLine => ({ productId: line.id, qty: line.qty, snapshot: line.doc })),
    );
    for (const line of plan.add) {
      // The line keeps the price and the time it was added with: it is the same shopper's cart.
      tx.set(firestore.collection(cartLinesPath(accountUid)).doc(line.productId), {
        ...withoutExpiry(line.snapshot.data() as CartLine),
        qty: line.qty,
      });
    }
    if (accountExpiring) {
      for (const line of accountInCart) tx.update(line.doc.ref, { expiresAt: FieldValue.delete() });
      if (accountDiscount.exists) tx.update(accountDiscount.ref, { expiresAt: FieldValue.delete() });
    }
    if (plan.add.length > 0 || accountExpiring) {
      // The counter lists every line, as the cart's own transactions read them (data/cart.ts).
      const quantities = Object.fromEntries([
        ...accountInCart.map((line) => [line.id, line.qty] as const),
        ...plan.add.map((line) => [line.productId, line.qty] as const),
      ]);
      const counter: Omit<CartCounter, 'updatedAt'> & { updatedAt: FieldValue } = {
        items: plan.items,
        quantities,
        updatedAt: FieldValue.serverTimestamp(),
      };
      tx.set(cartRef(accountUid), counter);
    }

    const inWishlist = new Set(accountWishlist.docs.map((doc) => doc.id));
    const wishlistToAdd = visitorWishlist.docs.filter((doc) => !inWishlist.has(doc.id));
    for (const item of wishlistToAdd) {
      tx.set(firestore.collection(wishlistItemsPath(accountUid)).doc(item.id), item.data());
    }

    // One coupon per cart: the account's stays; a visitor's coupon moves to an account without one.
    // Its discount is recomputed for the merged cart whenever the cart is read or paid.
    const couponMoved = visitorHasCoupon && !accountDiscount.exists;
    if (couponMoved) tx.set(discountRef(accountUid), withoutExpiry(visitorCoupon));
    const holds = (movingCoupon?.data() as CouponDoc | undefined)?.holds;
    if (movingCoupon?.exists && holds?.[visitorUid] !== undefined) {
      tx.update(movingCoupon.ref, { holds: moveHold(holds, visitorUid, accountUid, new Date()) });
    }

    for (const line of visitorLines.docs) tx.delete(line.ref);
    for (const item of visitorWishlist.docs) tx.delete(item.ref);
    if (visitorCart.exists) tx.delete(visitorCart.ref);
    if (visitorDiscount.exists) tx.delete(visitorDiscount.ref);

    return {
      cart: {
        added: plan.add.length,
        alreadyInCart: plan.alreadyInCart.length,
        itemsLeftOut: plan.itemsLeftOut,
      },
      wishlist: {
        added: wishlistToAdd.length,
        alreadyInWishlist: visitorWishlist.size - wishlistToAdd.length,
      },
      couponMoved,
    };
  });
}
