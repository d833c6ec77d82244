// Writes `customerSearchTerms` on the orders placed before All Orders searched by part of a name or
// e-mail (docs/decisions.md rule 63); the checkout writes it on every order since. Run once per project:
//   npm run orders:search-terms [-- --project <id>]
// Against the Firestore emulator when FIRESTORE_EMULATOR_HOST is set; otherwise against the real
// project of the Application Default Credentials. Safe to run again: an order already right is
// left alone, and one whose personal data was removed keeps no terms.
import { pathToFileURL } from 'node:url';
import { collections, customerSearchTerms, type Order } from '@shop/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { projectId as demoProjectId } from './lib/stack';

/** Orders read and written per batch (Firestore allows 500 writes in one). */
const PAGE = 400;

const sameTerms = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((term, i) => term === b[i]);

/** Gives every order the search terms of its customer; answers how many orders were read and changed. */
export async function writeOrderSearchTerms(db: Firestore): Promise<{ read: number; changed: number }> {
  let read = 0;
  let changed = 0;
  let after: string | null = null;
  for (;;) {
    let page = db.collection(collections.orders).orderBy(FieldPath.documentId()).limit(PAGE);
    if (after !== null) page = page.startAfter(after);
    const snapshot = await page.get();
    const batch = db.batch();
    let writes = 0;
    for (const doc of snapshot.docs) {
      const order = doc.data() as Order;
      const terms = order.personalDataRemovedAt ? [] : customerSearchTerms(order.customer);
      if (sameTerms(order.customerSearchTerms, terms)) continue;
      batch.update(doc.ref, { customerSearchTerms: terms });
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    read += snapshot.size;
    changed += writes;
    if (snapshot.size < PAGE) return { read, changed };
    after = snapshot.docs[snapshot.docs.length - 1]!.id;
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const projectIndex = args.indexOf('--project');
  const project = projectIndex >= 0 ? args[projectIndex + 1] : undefined;
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  const projectId = project ?? process.env.GCLOUD_PROJECT ?? (emulator ? demoProjectId : undefined);
  const app = initializeApp(projectId ? { projectId } : {}, 'order-search-terms');
  try {
    const { read, changed } = await writeOrderSearchTerms(getFirestore(app));
    console.log(
      `${changed} of ${read} orders given their customer search terms; project ${projectId ?? '(from credentials)'}, ${emulator ? `Firestore emulator ${emulator}` : 'the real project'}.`,
    );
  } finally {
    await deleteApp(app);
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  try {
    await main();
  } catch (error) {
    console.error(
      `Could not write the orders' search terms: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}
