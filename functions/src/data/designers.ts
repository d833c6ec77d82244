// Designers (`designers`): the brands that have store products online, with how many of each kind.
// Every write of a product moves its brand's counts in the product's own transaction
// (designerCountChanges, domain/src/designer-counts.ts).
import {
  brandKey,
  collections,
  designerCounts,
  type Designer,
  type DesignerCountChange,
  type StoreProduct,
  type WithId,
  withDesignerCountChange,
} from '@shop/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from './firestore';

/** Every designer document (a few hundred at most: one per brand), in document id order. */
export async function listDesigners(): Promise<WithId<Designer>[]> {
  const snapshot = await db().collection(collections.designers).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as Designer), id: doc.id }));
}

/** Reads the designers a set of changes touches (a transaction reads before it writes). */
export async function readDesigners(
  tx: Transaction,
  changes: DesignerCountChange[],
): Promise<Map<string, Designer | null>> {
  const keys = [...new Set(changes.map((change) => brandKey(change.brand)))];
  const refs = keys.map((key) => db().collection(collections.designers).doc(key));
  const snapshots = keys.length > 0 ? await tx.getAll(...refs) : [];
  return new Map(
    snapshots.map((snapshot) => [snapshot.id, snapshot.exists ? (snapshot.data() as Designer) : null]),
  );
}

/** Applies the changes; a brand left with no products leaves the designers list. */
export function writeDesigners(
  tx: Transaction,
  current: Map<string, Designer | null>,
  changes: DesignerCountChange[],
): void {
  const next = new Map(current);
  for (const change of changes) {
    const key = brandKey(change.brand);
    const designer = next.get(key) ?? { brand: change.brand, bags: 0, accessories: 0 };
    next.set(key, withDesignerCountChange(designer, change));
  }
  for (const [key, designer] of next) {
    if (designer === null || designer === current.get(key)) continue;
    const ref = db().collection(collections.designers).doc(key);
    if (designer.bags + designer.accessories === 0) tx.delete(ref);
    else tx.set(ref, designer);
  }
}

/**
 * Writes every designer again from the store's products (`npm run designers:rebuild`): once over a
 * shop whose counts were kept before offline products stopped counting (docs/decisions.md rule 64),
 * or to repair them. One transaction, so a product written meanwhile by the admin makes it start
 * again instead of being counted wrong. Answers how many designers were written and deleted.
 */
export async function rebuildDesigners(): Promise<{ written: number; deleted: number }> {
  return db().runTransaction(async (tx) => {
    const [products, existing] = await Promise.all([
      tx.get(db().collection(collections.products).select('brand', 'parentCategory', 'online')),
      tx.get(db().collection(collections.designers)),
    ]);
    const designers = designerCounts(
      products.docs.map((doc) => doc.data() as Pick<StoreProduct, 'brand' | 'parentCategory' | 'online'>),
    );
    const wanted = new Set(designers.map((designer) => designer.id));
    for (const { id, ...designer } of designers) {
      tx.set(db().collection(collections.designers).doc(id), designer);
    }
    const stale = existing.docs.filter((doc) => !wanted.has(doc.id));
    for (const doc of stale) tx.delete(doc.ref);
    return { written: designers.length, deleted: stale.length };
  });
}
