// A visitor's wishlist: `wishlists/{uid}/items/{productId}`, each with a card snapshot of the product
// so the wishlist page renders from one query.
import {
  cartUnitPrice,
  collections,
  isOnline,
  PRODUCT_OFFLINE_MESSAGE,
  wishlistItemsPath,
  type SaleEntry,
  type StoreProduct,
  type StoreWishlistEntry,
  type WishlistItem,
} from '@shop/domain';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { db } from './firestore';

const itemsRef = (uid: string) => db().collection(wishlistItemsPath(uid));

export type AddToWishlistResult = { ok: true; added: boolean } | { ok: false; message: string };

/** Keeps a store product in the wishlist once, with the price the shopper saw (sale price included). */
export function addToWishlist(uid: string, productId: string): Promise<AddToWishlistResult> {
  return db().runTransaction(async (tx): Promise<AddToWishlistResult> => {
    const itemRef = itemsRef(uid).doc(productId);
    const [itemSnap, productSnap, saleSnap] = await Promise.all([
      tx.get(itemRef),
      tx.get(db().collection(collections.products).doc(productId) as DocumentReference<StoreProduct>),
      tx.get(db().collection(collections.sale).doc(productId) as DocumentReference<SaleEntry>),
    ]);
    if (itemSnap.exists) return { ok: true, added: false };
    const product = productSnap.data();
    if (!product) return { ok: false, message: 'This item is no longer in the shop' };
    if (!isOnline(product)) return { ok: false, message: PRODUCT_OFFLINE_MESSAGE };
    const item: Omit<WishlistItem, 'addedAt'> & { addedAt: FieldValue } = {
      productId,
      addedAt: FieldValue.serverTimestamp(),
      product: {
        title: product.title,
        brand: product.brand,
        displayImage: product.displayImage,
        price: cartUnitPrice(product, saleSnap.data()),
        category: product.category,
      },
    };
    tx.set(itemRef, item);
    return { ok: true, added: true };
  });
}

/** The wishlist, newest first. */
export async function listWishlist(uid: string): Promise<StoreWishlistEntry[]> {
  const snapshot = await itemsRef(uid).orderBy('addedAt', 'desc').get();
  return snapshot.docs.map((doc) => {
    const item = doc.data() as WishlistItem;
    return {
      id: doc.id,
      productId: item.productId,
      addedAt: (item.addedAt as Timestamp).toDate().toISOString(),
      product: item.product,
    };
  });
}

/** REMOVE: false when the product was not in the wishlist. */
export async function removeFromWishlist(uid: string, wishId: string): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const ref = itemsRef(uid).doc(wishId);
    if (!(await tx.get(ref)).exists) return false;
    tx.delete(ref);
    return true;
  });
}
