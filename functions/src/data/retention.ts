// What the shop keeps, and for how long (docs/decisions.md rule 32; the periods are
// domain/src/retention.ts's): the expiry timestamps Firestore's TTL policies read
// (firestore.indexes.json, `fieldOverrides`; a visitor's cart sets its own in data/cart.ts), and what
// the daily retention job removes where a TTL policy cannot: idle wishlists of visitors without an
// account, and the personal data of orders past the seven years of the books.
import {
  cartLinesPath,
  collections,
  CONTACT_MESSAGE_RETENTION_DAYS,
  expiryAfter,
  IDLE_VISITOR_RETENTION_DAYS,
  MAIL_RETENTION_DAYS,
  orderPersonalDataCutoff,
  orderPersonalDataRemoval,
  RETURN_REQUEST_RETENTION_DAYS,
  STRIPE_EVENT_RETENTION_DAYS,
  wishlistItemsPath,
  type MailDoc,
  type Order,
} from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { adminApp } from '../firebase-app';
import { db } from './firestore';

/** A mail document as queued for the Trigger Email extension, with the day it may be deleted. */
export function queuedMail(mail: MailDoc): MailDoc & { expiresAt: Timestamp } {
  return { ...mail, expiresAt: Timestamp.fromDate(expiryAfter(MAIL_RETENTION_DAYS)) };
}

/** When a processed Stripe event's record (stripeEvents) may be deleted. */
export function stripeEventExpiry(): Timestamp {
  return Timestamp.fromDate(expiryAfter(STRIPE_EVENT_RETENTION_DAYS));
}

/** When a contact message stored now may be deleted. */
export function contactMessageExpiry(): Timestamp {
  return Timestamp.fromDate(expiryAfter(CONTACT_MESSAGE_RETENTION_DAYS));
}

/** When a return request stored now may be deleted. */
export function returnRequestExpiry(): Timestamp {
  return Timestamp.fromDate(expiryAfter(RETURN_REQUEST_RETENTION_DAYS));
}

/** Documents read and written per round: far below a batch's 500 writes. */
const PAGE = 100;

/**
 * The uids among `uids` that belong to no account: anonymous visitors (an anonymous Auth user has no
 * sign-in provider) and users that no longer exist. getUsers takes at most 100 identifiers.
 */
async function uidsWithoutAccount(uids: readonly string[]): Promise<Set<string>> {
  const without = new Set<string>();
  for (let start = 0; start < uids.length; start += 100) {
    const slice = uids.slice(start, start + 100);
    const { users, notFound } = await getAuth(adminApp()).getUsers(slice.map((uid) => ({ uid })));
    for (const user of users) if (user.providerData.length === 0) without.add(user.uid);
    for (const missing of notFound) if ('uid' in missing) without.add(missing.uid);
  }
  return without;
}

/** Deletes every document of a collection, in batches. */
async function deleteCollection(path: string): Promise<void> {
  for (;;) {
    const page = await db().collection(path).limit(PAGE).get();
    if (page.empty) return;
    const batch = db().batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}

/** A visitor's cart: its lines, its applied coupon and its counter. */
export async function deleteCart(uid: string): Promise<void> {
  await deleteCollection(cartLinesPath(uid));
  await db()
    .batch()
    .delete(db().collection(collections.discounts).doc(uid))
    .delete(db().collection(collections.carts).doc(uid))
    .commit();
}

/** A visitor's wishlist: every item. */
export async function deleteWishlist(uid: string): Promise<void> {
  await deleteCollection(wishlistItemsPath(uid));
}

/**
 * Removes the wishlists of visitors without an account whose newest item was saved more than
 * IDLE_VISITOR_RETENTION_DAYS ago. Finds them by their old items (a collection-group query on
 * `items.addedAt`, whose index firestore.indexes.json declares); accounts' wishlists stay.
 */
export async function removeIdleVisitorWishlists(now: Date): Promise<number> {
  const cutoff = Timestamp.fromDate(new Date(now.getTime() - IDLE_VISITOR_RETENTION_DAYS * 86_400_000));
  const seen = new Set<string>();
  let removed = 0;
  let after: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db()
      .collectionGroup(collections.wishlistItems)
      .where('addedAt', '<', cutoff)
      .orderBy('addedAt')
      .limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    if (page.empty) return removed;
    after = page.docs[page.docs.length - 1];
    const owners = [
      ...new Set(
        page.docs
          .filter((doc) => doc.ref.parent.parent?.parent.id === collections.wishlists)
          .map((doc) => doc.ref.parent.parent!.id),
      ),
    ].filter((uid) => !seen.has(uid));
    for (const uid of owners) seen.add(uid);
    const visitors = await uidsWithoutAccount(owners);
    for (const uid of visitors) {
      const newest = await db().collection(wishlistItemsPath(uid)).orderBy('addedAt', 'desc').limit(1).get();
      const newestAt = newest.docs[0]?.get('addedAt') as Timestamp | undefined;
      if (newestAt && newestAt.toMillis() >= cutoff.toMillis()) continue;
      await deleteWishlist(uid);
      removed += 1;
    }
  }
}

/**
 * Where the last run stopped: orders created before `strippedBefore` have had their personal data
 * removed, so each run reads only the orders that crossed the line since.
 */
const orderRetentionRef = () => db().collection(collections.retentionRuns).doc('orders');

/** The fields that remove an order's personal data (orderPersonalDataRemoval), for an update. */
export function personalDataRemovalUpdate(order: Order): Record<string, unknown> {
  return { ...orderPersonalDataRemoval(order.customer), personalDataRemovedAt: FieldValue.serverTimestamp() };
}

/**
 * Removes the personal data of orders placed before orderPersonalDataCutoff(now) (the seven years of
 * the books are over): the order and its figures stay, its customer is only a country.
 */
export async function removeOldOrdersPersonalData(now: Date): Promise<number> {
  const cutoff = Timestamp.fromDate(orderPersonalDataCutoff(now));
  const state = (await orderRetentionRef().get()).data() as { strippedBefore?: Timestamp } | undefined;
  const from = state?.strippedBefore;
  if (from && from.toMillis() >= cutoff.toMillis()) return 0;
  let removed = 0;
  let after: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db().collection(collections.orders).where('createdAt', '<', cutoff);
    if (from) query = query.where('createdAt', '>=', from);
    query = query.orderBy('createdAt').limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    if (page.empty) break;
    after = page.docs[page.docs.length - 1];
    const batch = db().batch();
    for (const doc of page.docs) {
      const order = doc.data() as Order;
      if (order.personalDataRemovedAt) continue;
      batch.update(doc.ref as DocumentReference, personalDataRemovalUpdate(order));
      removed += 1;
    }
    await batch.commit();
  }
  await orderRetentionRef().set({ strippedBefore: cutoff, ranAt: FieldValue.serverTimestamp() });
  return removed;
}
