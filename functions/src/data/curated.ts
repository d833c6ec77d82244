// The home page's curated lists (featured, weekProducts): what shoppers see of them.
import { collections, type CuratedEntry } from '@shop/domain';
import { db } from './firestore';

export type HomeList = typeof collections.featured | typeof collections.weekProducts;

/**
 * The entries shoppers may see (hidden == false), newest first. Served by the composite index
 * (hidden ASC, addedAt DESC) in firestore.indexes.json.
 */
export async function visibleCuratedEntries(list: HomeList): Promise<CuratedEntry[]> {
  const snapshot = await db().collection(list).where('hidden', '==', false).orderBy('addedAt', 'desc').get();
  return snapshot.docs.map((doc) => doc.data() as CuratedEntry);
}
