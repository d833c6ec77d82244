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
import { collections, type CuratedEntry, type StoreProduct, type WithId } from '@shop/domain';
import { emulatorHosts, firebaseApp, useEmulators } from './app';

const db = getFirestore(firebaseApp);
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
