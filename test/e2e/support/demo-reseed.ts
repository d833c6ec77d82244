// Brings a journey stack back to the demo shop as seeded, before each journey file (journey-setup.ts).
// A whole reseed writes about 4,000 documents (3,200 of them the supplier catalogue), while a journey
// changes a few: so only the documents of the seeded collections written since the last reseed (or
// deleted, or added) are written back or deleted, and the collections the seed does not write are
// deleted. The database is then the same, document for document, for a fraction of the writes.
//
// Each document written is also a trigger event (facet summaries, designers' counts) that the stack's
// Functions emulator runs before it gets to a shopper's request: rewriting the 480 products and the
// lists after a journey that changed one product queued about a thousand events, and on a busy
// machine the next file's first "Add to cart" waited behind them for more than 15 s.
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { db } from '../../../functions/src/data/firestore';
import { withTriggersOff } from '../../../scripts/lib/stack';
import { seedDemoData } from '../../../scripts/seed';
import { clearFirestore } from '../../api/emulators';

/** A seeded collection as the last reseed left it: its documents' ids and the newest write (ms). */
interface Written {
  ids: ReadonlySet<string>;
  newest: number;
}

/** This worker's stack's seeded collections, by name, as last written; empty before its first reseed. */
const seeded = new Map<string, Written>();

/** A collection's documents: ids and update times only. */
async function listed(collection: string): Promise<{ id: string; at: number }[]> {
  const documents = await db().collection(collection).select().get();
  return documents.docs.map((doc) => ({ id: doc.id, at: doc.updateTime.toMillis() }));
}

async function written(collection: string): Promise<Written> {
  const documents = await listed(collection);
  return {
    ids: new Set(documents.map(({ id }) => id)),
    newest: Math.max(0, ...documents.map(({ at }) => at)),
  };
}

/**
 * This worker's stack (the emulators FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST name) as
 * seeded. The seeded documents have no subcollections, and no journey gives them any.
 */
export async function reseedDemoShop(): Promise<void> {
  if (seeded.size === 0) {
    await clearFirestore();
    // A stack npm test started names its Emulator Hub: the whole seed runs with its triggers off.
    const hub = process.env.FIREBASE_EMULATOR_HUB;
    const seed = () => seedDemoData({ log: () => {} });
    const { counts } = await (hub ? withTriggersOff(hub, seed) : seed());
    for (const collection of Object.keys(counts)) seeded.set(collection, await written(collection));
    return;
  }
  // Per seeded collection: the seed's documents changed or deleted since (written back), and the
  // documents a journey added (deleted).
  const rewrite: Record<string, Set<string>> = {};
  const added: DocumentReference[] = [];
  for (const [collection, last] of seeded) {
    const now = await listed(collection);
    const changed = new Set(
      now.filter(({ id, at }) => at > last.newest && last.ids.has(id)).map(({ id }) => id),
    );
    const present = new Set(now.map(({ id }) => id));
    for (const id of last.ids) if (!present.has(id)) changed.add(id);
    for (const { id } of now) if (!last.ids.has(id)) added.push(db().collection(collection).doc(id));
    if (changed.size > 0) rewrite[collection] = changed;
  }
  await deleteAllBut(db(), new Set(seeded.keys()), added);
  // Also when nothing changed: the seed resets the demo admin's and staff's accounts.
  await seedDemoData({ log: () => {}, collections: Object.keys(rewrite), documents: rewrite });
  const touched = new Set([...Object.keys(rewrite), ...added.map((ref) => ref.parent.id)]);
  for (const collection of touched) seeded.set(collection, await written(collection));
}

/** Every document, subcollections and all, outside the `kept` collections, and the `extra` documents. */
async function deleteAllBut(
  firestore: Firestore,
  kept: ReadonlySet<string>,
  extra: readonly DocumentReference[],
): Promise<void> {
  const writer = firestore.bulkWriter({ throttling: false });
  for (const collection of await firestore.listCollections()) {
    if (!kept.has(collection.id)) await firestore.recursiveDelete(collection, writer);
  }
  for (const document of extra) await firestore.recursiveDelete(document, writer);
  await writer.close();
}
