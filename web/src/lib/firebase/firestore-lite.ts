/**
 * Storefront reads of the visitor's own documents (cart counter, wishlist, orders) with the Lite SDK:
 * one-off reads without the offline cache and realtime listeners, a fraction of the full SDK's size,
 * sent with the visitor's ID token. Public catalogue reads go without any SDK (catalogue.ts). Every
 * write goes through the API (docs/data-model.md). Admin screens that want live updates use their
 * own module with the full SDK, so it never ships to shoppers.
 */
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  orderBy,
  query,
} from 'firebase/firestore/lite';
import {
  collections,
  hasExpired,
  wishlistItemsPath,
  type Instant,
  type Order,
  type WishlistItem,
  type WithId,
} from '@shop/domain';
import { emulatorHosts, firebaseApp, useEmulators } from './app';

export const db = getFirestore(firebaseApp);
if (useEmulators) connectFirestoreEmulator(db, emulatorHosts.firestore.host, emulatorHosts.firestore.port);

/**
 * The cart counter `carts/{uid}.items`: 0 when the visitor has no cart yet, or when their cart has
 * expired and only waits for its TTL policy (the API reads it as empty: docs/decisions.md rule 32).
 */
export async function getCartItemCount(uid: string): Promise<number> {
  const snapshot = await getDoc(doc(db, collections.carts, uid));
  if (hasExpired(snapshot.get('expiresAt') as Instant | undefined, new Date())) return 0;
  const items: unknown = snapshot.get('items');
  return typeof items === 'number' && Number.isFinite(items) ? items : 0;
}

/**
 * The visitor's wishlist (`wishlists/{uid}/items`), newest first. The rules let only the owner read
 * it. `addedAt` stays a Timestamp (it satisfies the domain's Instant); the id is the product id.
 */
export async function listWishlistItems(uid: string): Promise<WithId<WishlistItem>[]> {
  const snapshot = await getDocs(query(collection(db, wishlistItemsPath(uid)), orderBy('addedAt', 'desc')));
  return snapshot.docs.map((entry) => ({ ...(entry.data() as WishlistItem), id: entry.id }));
}

/**
 * An order (`orders/{orderId}`), or null when there is none or it is not the visitor's: the rules
 * let a visitor read only their own orders. The thank-you page reads it for the webhook's verdict.
 */
export async function getOrder(orderId: string): Promise<WithId<Order> | null> {
  try {
    const snapshot = await getDoc(doc(db, collections.orders, orderId));
    return snapshot.exists() ? { ...(snapshot.data() as Order), id: snapshot.id } : null;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return null;
    throw error;
  }
}
