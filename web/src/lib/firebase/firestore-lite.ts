/**
 * Storefront reads straight from Firestore, with the Lite SDK: one-off REST reads without the
 * offline cache and realtime listeners, a fraction of the full SDK's size. Every write goes through
 * the API (docs/data-model.md), so the storefront needs nothing more. Admin screens that want live
 * updates use their own module with the full SDK, so it never ships to shoppers.
 */
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore/lite';
import {
  collections,
  wishlistItemsPath,
  type CuratedEntry,
  type Designer,
  type SaleEntry,
  type Order,
  type StoreProduct,
  type WishlistItem,
  type WithId,
} from '@shop/domain';
import { emulatorHosts, firebaseApp, useEmulators } from './app';

export const db = getFirestore(firebaseApp);
if (useEmulators) connectFirestoreEmulator(db, emulatorHosts.firestore.host, emulatorHosts.firestore.port);

/** The curated lists shoppers may read (hidden entries are for admins only). */
export type CuratedCollection = typeof collections.featured | typeof collections.weekProducts;

/**
 * The newest visible entries of a curated list. The `hidden == false` filter is not optional: the
 * security rules only let non-admins run queries that carry it.
 */
export async function listVisibleCurated(
  collectionName: CuratedCollection,
  max: number,
): Promise<CuratedEntry[]> {
  const snapshot = await getDocs(
    query(
      collection(db, collectionName),
      where('hidden', '==', false),
      orderBy('addedAt', 'desc'),
      limit(max),
    ),
  );
  // Timestamps stay Timestamps: they satisfy the domain's Instant. The document id is the product id.
  return snapshot.docs.map((entry) => ({ ...entry.data(), productId: entry.id }) as CuratedEntry);
}

/** A store product by id, or null when there is none. */
export async function getStoreProduct(productId: string): Promise<WithId<StoreProduct> | null> {
  const snapshot = await getDoc(doc(db, collections.products, productId));
  if (!snapshot.exists()) return null;
  return { ...(snapshot.data() as StoreProduct), id: snapshot.id };
}

/** The cart counter `carts/{uid}.items`: 0 when the visitor has no cart yet. */
export async function getCartItemCount(uid: string): Promise<number> {
  const snapshot = await getDoc(doc(db, collections.carts, uid));
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

/** Every designer (`designers`: one small document per brand with store products). */
export async function listDesigners(): Promise<WithId<Designer>[]> {
  const snapshot = await getDocs(collection(db, collections.designers));
  return snapshot.docs.map((entry) => ({ ...(entry.data() as Designer), id: entry.id }));
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

/**
 * The product's Sale entry while it is on the visible Sale list, or null. A query rather than a
 * get: the rules only let shoppers read sale entries through a query that filters hidden == false.
 */
export async function getVisibleSaleEntry(productId: string): Promise<SaleEntry | null> {
  const snapshot = await getDocs(
    query(
      collection(db, collections.sale),
      where('productId', '==', productId),
      where('hidden', '==', false),
      limit(1),
    ),
  );
  const entry = snapshot.docs[0];
  return entry ? (entry.data() as SaleEntry) : null;
}
