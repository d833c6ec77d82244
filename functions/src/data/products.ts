// Store products (`products`): what shoppers browse.
import { collections, type ParentCategory } from '@shop/domain';
import { db } from './firestore';

export interface StoreProductFilter {
  parentCategory: ParentCategory;
  /** A bag or accessory type, upper-case; null for all. */
  category: string | null;
  /** Upper-case; null for all. */
  brand: string | null;
}

/**
 * How many store products match, as a count() aggregation: billed as one read per 1000 matches, no
 * documents transferred. Equality filters only, so single-field indexes serve it.
 */
export async function countStoreProducts(filter: StoreProductFilter): Promise<number> {
  let query = db().collection(collections.products).where('parentCategory', '==', filter.parentCategory);
  if (filter.category !== null) query = query.where('category', '==', filter.category);
  if (filter.brand !== null) query = query.where('brand', '==', filter.brand);
  const snapshot = await query.count().get();
  return snapshot.data().count;
}
