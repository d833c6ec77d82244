// Brings a journey stack back to the demo shop as seeded, before each journey file (journey-setup.ts).
// A whole reseed writes about 4,000 documents (3,200 of them the supplier catalogue), while a journey
// changes a few collections: so a collection the seed writes is kept while it is as the last reseed
// left it, and only the others are deleted and the changed ones written again. The database is then
// the same, document for document, for a fraction of the writes.
import type { Firestore } from 'firebase-admin/firestore';
import { db } from '../../../functions/src/data/firestore';
import { seedDemoData } from '../../../scripts/seed';
import { clearFirestore } from '../../api/emulators';

/** A seeded collection as its last write left it: how many documents, and the newest write (ms). */
interface Written {
  size: number;
  newest: number;
}

/** This worker's stack's seeded collections, by name, as last written; empty before its first reseed. */
const seeded = new Map<string, Written>();

async function written(collection: string): Promise<Written> {
  // Names and update times only: a document created, changed or deleted changes the count or the newest.
  const documents = await db().collection(collection).select().get();
  return {
    size: documents.size,
    newest: Math.max(0, ...documents.docs.map((doc) => doc.updateTime.toMillis())),
  };
}

async function unchanged(collection: string, last: Written): Promise<boolean> {
  const now = await written(collection);
  return now.size === last.size && now.newest <= last.newest;
}

/**
 * This worker's stack (the emulators FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST name) as
 * seeded. The seeded documents have no subcollections, and no journey gives them any.
 */
export async function reseedDemoShop(): Promise<void> {
  if (seeded.size === 0) {
    await clearFirestore();
    const { counts } = await seedDemoData({ log: () => {} });
    for (const collection of Object.keys(counts)) seeded.set(collection, await written(collection));
    return;
  }
  const kept = new Set<string>();
  for (const [collection, last] of seeded) if (await unchanged(collection, last)) kept.add(collection);
  await deleteAllBut(db(), kept);
  const rewritten = [...seeded.keys()].filter((collection) => !kept.has(collection));
  // Also when every seeded collection is kept: the seed resets the demo admin's and staff's accounts.
  await seedDemoData({ log: () => {}, collections: rewritten });
  for (const collection of rewritten) seeded.set(collection, await written(collection));
}

/** Every document, subcollections and all, outside the `kept` collections. */
async function deleteAllBut(firestore: Firestore, kept: Set<string>): Promise<void> {
  const writer = firestore.bulkWriter({ throttling: false });
  for (const collection of await firestore.listCollections()) {
    if (!kept.has(collection.id)) await firestore.recursiveDelete(collection, writer);
  }
  await writer.close();
}
