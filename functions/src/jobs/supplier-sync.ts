// The supplier sync (docs/decisions.md rule 13): pulls the supplier feed over HTTP, validates the whole feed,
// upserts the supplier items and refreshes the list prices, stock and labels of the store products
// made from them, together with their list copies. UPDATE PRODUCTS runs it on demand; a schedule runs
// it daily (index.ts).
import {
  collections,
  describeFeedProblems,
  supplierFeedSchema,
  supplierItemChanged,
  supplierRefresh,
  type StoreProduct,
  type SupplierFeedParsed,
  type SupplierItem,
  type SyncSummary,
  type WithId,
} from '@shop/domain';
import { FieldValue, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../data/firestore';
import { readCopies, writeCopies } from '../data/admin/product-copies';
import { failSyncJob, finishSyncJob, reportSyncProgress } from '../data/admin/sync-jobs';
import { rebuildSearchVocabulary } from '../data/search-vocabulary';
import * as logs from '../logs';

/** Where the feed is and the token it wants (Authorization: Bearer <token>). */
export interface SupplierFeedSource {
  url: string;
  token: string;
}

/** A sync that could not run: the message is for the admin who pressed UPDATE PRODUCTS. */
export class SupplierSyncError extends Error {}

const FEED_TIMEOUT_MS = 60_000;
/** Feed items handled per round: one round's writes fit well inside a batch's 500 operations. */
const ITEMS_PER_ROUND = 60;

/** Fetches and validates the feed. Throws SupplierSyncError with a readable message; writes nothing. */
export async function fetchSupplierFeed(source: SupplierFeedSource): Promise<SupplierFeedParsed> {
  let response: Response;
  try {
    response = await fetch(source.url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${source.token}` },
      signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SupplierSyncError(`The supplier feed could not be reached (${reason}); nothing was changed.`);
  }
  if (!response.ok) {
    throw new SupplierSyncError(
      `The supplier feed answered ${response.status} ${response.statusText}`.trim() +
        '; nothing was changed.',
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new SupplierSyncError('The supplier feed is not valid JSON; nothing was changed.');
  }
  const parsed = supplierFeedSchema.safeParse(body);
  if (!parsed.success) throw new SupplierSyncError(describeFeedProblems(parsed.error));
  return parsed.data;
}

type FeedItem = SupplierFeedParsed['items'][number];

/** One round: upserts its supplier items and refreshes their store products and list copies. */
async function syncRound(items: FeedItem[], summary: SyncSummary): Promise<void> {
  const firestore = db();
  const itemRefs = items.map((item) => firestore.collection(collections.supplierItems).doc(item.id));
  const stored = await firestore.getAll(...itemRefs);
  const batch: WriteBatch = firestore.batch();

  // followsSupplierPrice: the product's list price is still the supplier's (the admin set no price).
  const linked: { productRef: DocumentReference; item: FeedItem; previousListPrice: number }[] = [];
  items.forEach((item, index) => {
    const snapshot = stored[index]!;
    const { id: _id, ...fields } = item;
    if (!snapshot.exists) {
      batch.set(snapshot.ref, { ...fields, storeProductId: null } satisfies SupplierItem);
      summary.created++;
      return;
    }
    const current = snapshot.data() as SupplierItem;
    if (supplierItemChanged(current, fields)) {
      // The item's link to its store product is ours, not the supplier's: it is kept.
      batch.update(snapshot.ref, fields);
      summary.updated++;
    }
    if (current.storeProductId) {
      linked.push({
        productRef: firestore.collection(collections.products).doc(current.storeProductId),
        item,
        previousListPrice: current.listPrice,
      });
    }
  });

  if (linked.length > 0) {
    const products = await firestore.getAll(...linked.map(({ productRef }) => productRef));
    for (const [index, snapshot] of products.entries()) {
      if (!snapshot.exists) continue;
      const product: WithId<StoreProduct> = { ...(snapshot.data() as StoreProduct), id: snapshot.id };
      const { item, previousListPrice } = linked[index]!;
      const refresh = supplierRefresh(product, item, product.listPrice === previousListPrice);
      if (!refresh) continue;
      batch.update(snapshot.ref, { ...refresh, updatedAt: FieldValue.serverTimestamp() });
      writeCopies(batch, await readCopies(null, product.id), { ...product, ...refresh });
      summary.storeProductsRefreshed++;
    }
  }
  await batch.commit();
}

/**
 * Runs a started job (sync-jobs.ts startSyncJob) to its end and records the outcome on the job:
 * succeeded with a summary, or failed with the reason. A feed that is not configured, cannot be
 * fetched or fails validation fails the job before anything is written. Every round only sets
 * items to what the feed says, so running a job again after an interruption is safe.
 * `retryUnexpected`: an unexpected error (Firestore unavailable, the instance short of memory) is
 * thrown instead of failing the job, for the job trigger's retry to run it again.
 */
export async function runSupplierSync(
  jobId: string,
  feedSource: () => Promise<SupplierFeedSource>,
  { retryUnexpected = false }: { retryUnexpected?: boolean } = {},
): Promise<void> {
  try {
    const feed = await fetchSupplierFeed(await feedSource());
    const total = feed.items.length;
    await reportSyncProgress(jobId, 0, total);
    const summary: SyncSummary = { created: 0, updated: 0, storeProductsRefreshed: 0 };
    for (let start = 0; start < total; start += ITEMS_PER_ROUND) {
      await syncRound(feed.items.slice(start, start + ITEMS_PER_ROUND), summary);
      await reportSyncProgress(jobId, Math.min(start + ITEMS_PER_ROUND, total), total);
    }
    // The vocabulary's counts made whole again (the sync itself changes no designer, title or category).
    await rebuildSearchVocabulary();
    await finishSyncJob(jobId, summary, total);
    logs.supplierSyncFinished(jobId, total, summary);
  } catch (error) {
    const message =
      error instanceof SupplierSyncError
        ? error.message
        : 'The supplier sync stopped on an unexpected error; items written before it are kept. Please try again.';
    if (!(error instanceof SupplierSyncError)) logs.supplierSyncCrashed(jobId, error);
    else logs.supplierSyncRefused(jobId, message);
    if (retryUnexpected && !(error instanceof SupplierSyncError)) throw error;
    await failSyncJob(jobId, message);
  }
}
