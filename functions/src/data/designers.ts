// Designers (`designers`): the brands that have store products.
import { collections, type Designer, type WithId } from '@shop/domain';
import { db } from './firestore';

/** Every designer document (a few hundred at most: one per brand), in document id order. */
export async function listDesigners(): Promise<WithId<Designer>[]> {
  const snapshot = await db().collection(collections.designers).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as Designer), id: doc.id }));
}
