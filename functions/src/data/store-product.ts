// One store product (`products/{productId}`) and its Sale entry, for its detail page and the sitemap:
// shoppers' reads, so an offline product is not there (docs/decisions.md rule 64).
import {
  ONLINE_ONLY,
  collections,
  isOnline,
  type SaleEntry,
  type StoreProduct,
  type WithId,
} from '@shop/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from './firestore';

/**
 * The store product with this id and its Sale entry (null when it is not on the Sale list), or null
 * when there is no such product or it is offline.
 */
export async function findStoreProduct(
  productId: string,
): Promise<{ product: WithId<StoreProduct>; sale: SaleEntry | null } | null> {
  const [product, sale] = await Promise.all([
    db().collection(collections.products).doc(productId).get(),
    db().collection(collections.sale).doc(productId).get(),
  ]);
  if (!product.exists || !isOnline(product.data() as StoreProduct)) return null;
  return {
    product: { ...(product.data() as StoreProduct), id: product.id },
    sale: sale.exists ? (sale.data() as SaleEntry) : null,
  };
}

/** Every online store product's id and last change, without reading the rest of the documents. */
export async function listStoreProductChanges(): Promise<{ id: string; updatedAt: Date }[]> {
  const snapshot = await db()
    .collection(collections.products)
    .where(ONLINE_ONLY.field, '==', ONLINE_ONLY.value)
    .select('updatedAt')
    .get();
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    updatedAt: (doc.get('updatedAt') as Timestamp | undefined)?.toDate() ?? doc.updateTime.toDate(),
  }));
}
