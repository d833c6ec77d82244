// Wishlist alerts (docs/decisions.md rule 80): the account's opt-in (`wishlistAlerts/{uid}`, with its
// consent), the news a product write leaves for those who saved it, and the hourly sending of at most
// one mail a day per shopper. The rules are domain/src/wishlist-alerts.ts.
import { randomBytes } from 'node:crypto';
import {
  collections,
  freshWishlistNews,
  normaliseEmail,
  nextWishlistAlertAt,
  wishlistItemsPath,
  withWishlistNews,
  WISHLIST_ALERT_CONSENT,
  type MailDoc,
  type StoreMyDataWishlistAlerts,
  type StoreProduct,
  type WishlistAlertReason,
  type WishlistAlertSource,
  type WishlistAlertSubscription,
  type WithId,
} from '@shop/domain';
import { Timestamp, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import { db } from './firestore';
import { queuedMail } from './retention';

const subscriptions = () => db().collection(collections.wishlistAlerts);
const subscriptionRef = (uid: string) =>
  subscriptions().doc(uid) as DocumentReference<WishlistAlertSubscription>;
const iso = (at: unknown) => (at as Timestamp | null | undefined)?.toDate().toISOString() ?? null;

/** The account's opt-in, or null while it has none. */
export async function readWishlistAlerts(uid: string): Promise<WishlistAlertSubscription | null> {
  return (await subscriptionRef(uid).get()).data() ?? null;
}

export type WishlistAlertsOutcome =
  { ok: true; subscription: WishlistAlertSubscription | null } | { ok: false; reason: 'verify-first' };

/**
 * POST wishlistalerts: switches the account's alerts on (with the consent, its time and where it was
 * given; only to the account's verified address) or off (the opt-in and its news are deleted). Asking
 * again for what is already so changes nothing, the consent's first time included.
 */
export async function setWishlistAlerts(
  uid: string,
  verifiedEmail: string | null,
  enabled: boolean,
  source: WishlistAlertSource,
  now: Date,
): Promise<WishlistAlertsOutcome> {
  const ref = subscriptionRef(uid);
  if (!enabled) {
    await ref.delete();
    return { ok: true, subscription: null };
  }
  if (!verifiedEmail) return { ok: false, reason: 'verify-first' };
  const email = normaliseEmail(verifiedEmail);
  return db().runTransaction(async (tx) => {
    const known = (await tx.get(ref)).data();
    if (known && known.email === email) return { ok: true, subscription: known };
    const subscription: WishlistAlertSubscription = {
      uid,
      email,
      consent: WISHLIST_ALERT_CONSENT,
      source,
      consentAt: Timestamp.fromDate(now),
      lastMailedAt: known?.lastMailedAt ?? null,
      news: [],
      nextMailAt: null,
      unsubscribeToken: randomBytes(32).toString('hex'),
    };
    tx.set(ref, subscription);
    return { ok: true, subscription };
  });
}

/**
 * A product went on sale or came back (wishlistAlertReason): each opted-in shopper who saved it gets
 * the news for their next mail, which may go now or a day after their last one. Returns how many.
 */
export async function recordWishlistNews(
  productId: string,
  reason: WishlistAlertReason,
  now: Date,
): Promise<number> {
  const saved = await db()
    .collectionGroup(collections.wishlistItems)
    .where('productId', '==', productId)
    .get();
  const uids = [
    ...new Set(saved.docs.map((doc) => doc.ref.parent.parent?.id).filter((id) => id !== undefined)),
  ];
  if (uids.length === 0) return 0;
  let told = 0;
  for (let start = 0; start < uids.length; start += 100) {
    const found = await db().getAll(...uids.slice(start, start + 100).map(subscriptionRef));
    for (const doc of found.filter((snapshot) => snapshot.exists)) {
      await db().runTransaction(async (tx) => {
        const subscription = (await tx.get(doc.ref)).data() as WishlistAlertSubscription | undefined;
        if (!subscription) return; // switched off meanwhile
        const at = Timestamp.fromDate(now);
        tx.update(doc.ref, {
          news: withWishlistNews(subscription.news, { productId, reason, at }),
          nextMailAt:
            subscription.nextMailAt ??
            Timestamp.fromDate(nextWishlistAlertAt(subscription.lastMailedAt, now)),
        });
      });
      told += 1;
    }
  }
  return told;
}

/** Whether the news about a product still holds when the mail goes: it is for sale, in stock, and (for a sale) on sale. */
function stillNews(product: StoreProduct | undefined, reason: WishlistAlertReason): boolean {
  if (!product || product.online === false || !product.inStock) return false;
  return reason === 'restock' || product.salePrice != null;
}

/**
 * The hourly job's work: every shopper whose next mail is due gets one mail with the news that still
 * holds for pieces still in their wishlist, and no other before a day has passed. The mail is queued
 * in the transaction that clears the news, so a repeated run mails nobody twice. Returns how many.
 */
export async function sendDueWishlistAlerts(
  now: Date,
  alertMail: (
    subscription: WishlistAlertSubscription,
    pieces: { product: WithId<StoreProduct>; reason: WishlistAlertReason }[],
  ) => MailDoc,
): Promise<number> {
  const due = await subscriptions().where('nextMailAt', '<=', Timestamp.fromDate(now)).limit(500).get();
  let mailed = 0;
  for (const doc of due.docs) {
    const sent = await db().runTransaction(async (tx) => {
      const subscription = (await tx.get(doc.ref)).data() as WishlistAlertSubscription | undefined;
      if (!subscription?.nextMailAt || subscription.nextMailAt.toMillis() > now.getTime()) return false;
      const news = freshWishlistNews(subscription.news, now);
      const refs = news.flatMap(({ productId }) => [
        db().collection(collections.products).doc(productId),
        db().collection(wishlistItemsPath(subscription.uid)).doc(productId),
      ]);
      const read = refs.length > 0 ? await tx.getAll(...refs) : [];
      const pieces = news.flatMap(({ productId, reason }, index) => {
        const product = read[index * 2]?.data() as StoreProduct | undefined;
        const stillSaved = read[index * 2 + 1]?.exists === true;
        return stillSaved && stillNews(product, reason)
          ? [{ product: { ...product!, id: productId }, reason }]
          : [];
      });
      if (pieces.length === 0) {
        tx.update(doc.ref, { news: [], nextMailAt: null });
        return false;
      }
      tx.update(doc.ref, { news: [], nextMailAt: null, lastMailedAt: Timestamp.fromDate(now) });
      tx.create(db().collection(collections.mail).doc(), queuedMail(alertMail(subscription, pieces)));
      return true;
    });
    if (sent) mailed += 1;
  }
  return mailed;
}

/** The one-click unsubscribe: ends the alerts whose mails carry this token; false when none do. */
export async function unsubscribeWishlistAlerts(token: string): Promise<boolean> {
  const found = await subscriptions().where('unsubscribeToken', '==', token).limit(1).get();
  const doc = found.docs[0];
  if (!doc) return false;
  await doc.ref.delete();
  return true;
}

/** GET mydata's wishlist-alert part: the opt-in with its consent, or null. */
export async function wishlistAlertsForMyData(uid: string): Promise<StoreMyDataWishlistAlerts | null> {
  const subscription = await readWishlistAlerts(uid);
  if (!subscription) return null;
  return {
    email: subscription.email,
    consent: subscription.consent,
    source: subscription.source,
    consentAt: iso(subscription.consentAt) ?? '',
    lastMailedAt: iso(subscription.lastMailedAt),
    waitingNews: subscription.news.map((item) => ({
      productId: item.productId,
      reason: item.reason,
      at: iso(item.at) ?? '',
    })),
  };
}

/** POST deleteaccount: adds the deletion of the account's opt-in to `batch`. */
export function eraseWishlistAlerts(batch: WriteBatch, uid: string): void {
  batch.delete(subscriptionRef(uid));
}
