// A customer's own data (docs/decisions.md rule 33): everything the shop keeps about an account, read
// for GET mydata, and its erasure for POST deleteaccount. Nothing here is found by e-mail address
// alone: the account's things are keyed by its uid, and the newsletter (keyed by address) only counts
// once the account has proven the address is its own.
import {
  canDeleteOrder,
  collections,
  myDataOrder,
  newsletterSubscriberId,
  orderBlocksErasure,
  returnBlocksErasure,
  wishlistItemsPath,
  type AddressBook,
  type Customer,
  type MailDoc,
  type Order,
  type ReturnRequest,
  type StoreMyData,
  type WishlistItem,
} from '@shop/domain';
import type { UserRecord } from 'firebase-admin/auth';
import type { QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { deleteCart, deleteWishlist, personalDataRemovalUpdate, queuedMail } from './retention';
import { db } from './firestore';
import { checkoutReminderForMyData, eraseCheckoutReminder } from './checkout-reminders';
import { eraseNotifyRequests, notifyRequestsForMyData } from './notify-me';
import { eraseWishlistAlerts, wishlistAlertsForMyData } from './wishlist-alerts';

const iso = (at: unknown) => (at as Timestamp | undefined)?.toDate().toISOString() ?? '';

/** The account's orders, oldest first. */
async function ordersOf(uid: string): Promise<QueryDocumentSnapshot[]> {
  const snapshot = await db().collection(collections.orders).where('userId', '==', uid).get();
  return snapshot.docs.sort((a, b) => iso(a.get('createdAt')).localeCompare(iso(b.get('createdAt'))));
}

/** Return requests made for these orders (Firestore's `in` takes 30 values at a time). */
async function returnRequestsFor(orderIds: readonly string[]): Promise<QueryDocumentSnapshot[]> {
  const found: QueryDocumentSnapshot[] = [];
  for (let start = 0; start < orderIds.length; start += 30) {
    const snapshot = await db()
      .collection(collections.returnRequests)
      .where('orderId', 'in', orderIds.slice(start, start + 30))
      .get();
    found.push(...snapshot.docs);
  }
  return found;
}

const subscriberRef = (email: string) =>
  db().collection(collections.newsletterSubscribers).doc(newsletterSubscriberId(email));
const confirmationRef = (email: string) =>
  db().collection(collections.newsletterConfirmations).doc(newsletterSubscriberId(email));

/** GET mydata: everything kept about the account `user`. */
export async function collectMyData(user: UserRecord, now: Date): Promise<StoreMyData> {
  const { uid } = user;
  const [profile, book, orders, wishlist] = await Promise.all([
    db().collection(collections.customers).doc(uid).get(),
    db().collection(collections.addressBooks).doc(uid).get(),
    ordersOf(uid),
    db().collection(wishlistItemsPath(uid)).orderBy('addedAt', 'desc').get(),
  ]);
  const returns = await returnRequestsFor(orders.map((order) => order.id));
  const customer = profile.data() as Customer | undefined;
  const verifiedEmail = user.email && user.emailVerified ? user.email : null;
  const [subscribed, notifyMe, wishlistAlerts, checkoutReminder] = await Promise.all([
    verifiedEmail
      ? subscriberRef(verifiedEmail)
          .get()
          .then((doc) => doc.exists)
      : null,
    notifyRequestsForMyData(uid, verifiedEmail),
    wishlistAlertsForMyData(uid),
    checkoutReminderForMyData(uid),
  ]);
  return {
    exportedAt: now.toISOString(),
    account: {
      uid,
      email: user.email ?? '',
      emailVerified: user.emailVerified,
      createdAt: new Date(user.metadata.creationTime).toISOString(),
    },
    profile: customer
      ? { firstName: customer.firstName, lastName: customer.lastName, email: customer.email }
      : null,
    addresses: (book.data() as AddressBook | undefined)?.addresses ?? [],
    orders: orders.map((doc) => myDataOrder(doc.id, doc.data() as Order)),
    returnRequests: returns.map((doc) => {
      const request = doc.data() as ReturnRequest;
      return {
        id: doc.id,
        orderId: request.orderId,
        email: request.email,
        items: request.items,
        reason: request.reason,
        state: request.state,
        createdAt: iso(request.createdAt),
      };
    }),
    wishlist: wishlist.docs.map((doc) => {
      const item = doc.data() as WishlistItem;
      return {
        productId: item.productId,
        title: item.product.title,
        brand: item.product.brand,
        addedAt: iso(item.addedAt),
      };
    }),
    newsletter: subscribed === null ? null : { subscribed },
    notifyMe,
    wishlistAlerts,
    checkoutReminder,
  };
}

export type EraseAccountResult =
  | { ok: true; ordersKeptForTheBooks: number; ordersDeleted: number }
  | { ok: false; blocked: 'order' | 'return' };

/**
 * Erases the account's data in Firestore (docs/decisions.md rule 33): profile, address book, cart,
 * wishlist, the newsletter subscription and notify-me requests of a verified address (and the
 * notify-me requests it made), the wishlist alerts' opt-in, a checkout's reminder, decided return requests and unpaid
 * orders; the personal data of its other orders (their figures stay for the books). Refused, and
 * nothing changed, while an order is being delivered, a refund is due or a return is open. The
 * `goodbye` mail is queued in the same write as the last erasure, so the customer is told only what
 * happened.
 * Deleting the Auth user is the caller's last step.
 */
export async function eraseAccountData(
  user: UserRecord,
  goodbye: (ordersKeptForTheBooks: number) => MailDoc,
): Promise<EraseAccountResult> {
  const { uid } = user;
  const orders = await ordersOf(uid);
  if (orders.some((doc) => orderBlocksErasure(doc.data() as Order))) return { ok: false, blocked: 'order' };
  const returns = await returnRequestsFor(orders.map((order) => order.id));
  if (returns.some((doc) => returnBlocksErasure((doc.data() as ReturnRequest).state))) {
    return { ok: false, blocked: 'return' };
  }

  await deleteCart(uid);
  await deleteWishlist(uid);
  const batch = db().batch();
  batch.delete(db().collection(collections.customers).doc(uid));
  batch.delete(db().collection(collections.addressBooks).doc(uid));
  // The subscription belongs to the owner of the address: only an account that proved it is theirs ends it.
  if (user.email && user.emailVerified) {
    batch.delete(subscriberRef(user.email));
    batch.delete(confirmationRef(user.email));
  }
  // Notify-me requests the account made, and those of its address once proven its own.
  await eraseNotifyRequests(batch, uid, user.email && user.emailVerified ? user.email : null);
  // The wishlist alerts' opt-in and a checkout's reminder, with their consents.
  eraseWishlistAlerts(batch, uid);
  eraseCheckoutReminder(batch, uid);
  for (const request of returns) batch.delete(request.ref);
  let ordersDeleted = 0;
  let ordersKeptForTheBooks = 0;
  for (const doc of orders) {
    const order = doc.data() as Order;
    if (canDeleteOrder(order)) {
      batch.delete(doc.ref);
      ordersDeleted += 1;
    } else if (!order.personalDataRemovedAt) {
      batch.update(doc.ref, personalDataRemovalUpdate(order));
      ordersKeptForTheBooks += 1;
    }
  }
  if (user.email)
    batch.create(db().collection(collections.mail).doc(), queuedMail(goodbye(ordersKeptForTheBooks)));
  await batch.commit();
  return { ok: true, ordersKeptForTheBooks, ordersDeleted };
}
