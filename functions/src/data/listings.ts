// Listings for API clients: the catalogue query spec's plans (domain listing-query.ts) run with the
// Admin SDK, exactly as the SPA runs them with the Lite SDK, so both see the same products in the
// same order and firestore.indexes.json serves both.
import {
  encodeFacetEntry,
  facetEntryOf,
  LISTING_FACETS_COLLECTION,
  listingFacetSummaryId,
  PARENT_CATEGORIES,
  pricePaid,
  toStoreListingProduct,
  type ListingFacetSummary,
  type ListingSource,
  type ParentCategory,
  type SaleEntry,
  withoutLimit,
  type ListingEntry,
  type QueryPlan,
  type StoreListingProduct,
  type StoreProduct,
} from '@shop/domain';
import { FieldValue, type Query } from 'firebase-admin/firestore';
import { db } from './firestore';

function toQuery(plan: QueryPlan): Query {
  let query: Query = db().collection(plan.collection);
  for (const { field, value } of plan.equal) query = query.where(field, '==', value);
  if (plan.arrayContains)
    query = query.where(plan.arrayContains.field, 'array-contains', plan.arrayContains.value);
  if (plan.arrayContainsAny)
    query = query.where(plan.arrayContainsAny.field, 'array-contains-any', plan.arrayContainsAny.values);
  for (const { field, op, value } of plan.ranges) query = query.where(field, op, value);
  for (const { field, direction } of plan.orderBy) query = query.orderBy(field, direction);
  return query;
}

/**
 * The products of a plan as listing cards, after skipping `skip` matches. The spec's calls page with
 * `skip` (offset), so this is the one place that reads with an offset; the SPA pages with cursors.
 */
export async function listingProducts(plan: QueryPlan, skip = 0): Promise<StoreListingProduct[]> {
  let query = toQuery(plan);
  if (skip > 0) query = query.offset(skip);
  if (plan.limit !== null) query = query.limit(plan.limit);
  const snapshot = await query.get();
  return snapshot.docs.map((doc) =>
    toStoreListingProduct(plan.collection, doc.id, doc.data() as StoreProduct | ListingEntry),
  );
}

/**
 * How many products match the plan, as a count() aggregation (one read per 1000 matches, no
 * documents transferred). The count keeps the plan's ordering so it uses the listing's own index.
 */
export async function countListingProducts(plan: QueryPlan): Promise<number> {
  const snapshot = await toQuery(withoutLimit(plan)).count().get();
  return snapshot.data().count;
}

// ---------------------------------------------------------------------------------------------
// Facet summaries (domain listing-facets.ts, docs/decisions.md rule 73)

/** The listing sources that keep a facet summary: every collection a listing page reads. */
export const FACET_SOURCES: readonly ListingSource[] = ['products', 'newIn', 'sale', 'recommended'];

function facetSummaryRef(source: ListingSource, parent: ParentCategory) {
  return db().collection(LISTING_FACETS_COLLECTION).doc(listingFacetSummaryId(source, parent));
}

/** A listing's facet summary as stored, or null when none has been written. */
export async function readFacetSummary(id: string): Promise<ListingFacetSummary | null> {
  const snapshot = await db().collection(LISTING_FACETS_COLLECTION).doc(id).get();
  return snapshot.exists ? (snapshot.data() as ListingFacetSummary) : null;
}

export type ListingDocument = StoreProduct | ListingEntry | SaleEntry;

/** A document's line in its source's facet summaries, with the summary it is in; null for none. */
function facetLineOf(source: ListingSource, data: ListingDocument | undefined): string | null {
  const entry = data ? facetEntryOf(source, data) : null;
  return entry && data ? `${data.parentCategory}:${encodeFacetEntry(entry)}` : null;
}

/**
 * Whether the source's facet summaries already show the product as `data` has it (its line in its
 * parent's summary, none in the other's): then there is nothing to write. Plain reads, which take no
 * lock: the seed writes the summaries with the products, and its hundreds of trigger events then
 * end here rather than each queueing a transaction on the two documents every product shares
 * (the Firestore emulator made a shopper's cart transaction wait behind them).
 */
async function summariesShow(
  source: ListingSource,
  productId: string,
  data: ListingDocument | undefined,
): Promise<boolean> {
  const entry = data ? facetEntryOf(source, data) : null;
  const summaries = await db().getAll(...PARENT_CATEGORIES.map((parent) => facetSummaryRef(source, parent)));
  return summaries.every((summary, index) => {
    const shown = (summary.data() as ListingFacetSummary | undefined)?.entries[productId];
    const expected =
      entry && data?.parentCategory === PARENT_CATEGORIES[index] ? encodeFacetEntry(entry) : undefined;
    return shown === expected;
  });
}

/**
 * Brings one product's line in a source's facet summaries up to date with its document as it is
 * now (the trigger on every write of products and of the listing lists). It reads the document in
 * a transaction and writes its line alone (a merge into the `entries` map), so events that come
 * twice or out of order still end as the document is, and writes of different products never
 * wait for each other.
 *
 * `change`: the write's document before and after. A write that leaves the product's line as it
 * was (most stock changes at checkout: 3 left become 2), or whose line the summaries already show,
 * writes nothing, so the two summaries every product shares are written only when a count can
 * change, not at every sale. Safe out of order: a write that did change the line has its own event,
 * which reads the document as it is then.
 */
export async function refreshListingFacetEntry(
  source: ListingSource,
  productId: string,
  change?: { before: ListingDocument | undefined; after: ListingDocument | undefined },
): Promise<void> {
  if (change && facetLineOf(source, change.before) === facetLineOf(source, change.after)) return;
  if (change && (await summariesShow(source, productId, change.after))) return;
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(db().collection(source).doc(productId));
    const data = snapshot.data() as ListingDocument | undefined;
    const entry = data ? facetEntryOf(source, data) : null;
    for (const parent of PARENT_CATEGORIES) {
      const line = entry && data?.parentCategory === parent ? encodeFacetEntry(entry) : FieldValue.delete();
      tx.set(
        facetSummaryRef(source, parent),
        { parentCategory: parent, source, entries: { [productId]: line } },
        { merge: true },
      );
    }
  });
}

/**
 * Writes every facet summary anew from the listing collections (the seed, `npm run
 * listing-facets:rebuild`): a read of each collection, card-sized fields only.
 */
export async function rebuildListingFacets(): Promise<Record<string, number>> {
  const written: Record<string, number> = {};
  for (const source of FACET_SOURCES) {
    const snapshot = await db()
      .collection(source)
      .select(
        'parentCategory',
        'category',
        'brand',
        'colour',
        'sizesInStock',
        'online',
        'hidden',
        'price',
        'displayPrice',
        'paidPrice',
        'salePrice',
        'discountPercent',
      )
      .get();
    const entries: Record<ParentCategory, Record<string, string>> = { BAGS: {}, ACCESSORIES: {} };
    for (const doc of snapshot.docs) {
      const data = doc.data() as StoreProduct | ListingEntry | SaleEntry;
      const entry = facetEntryOf(source, data);
      if (entry && entries[data.parentCategory])
        entries[data.parentCategory][doc.id] = encodeFacetEntry(entry);
    }
    for (const parent of PARENT_CATEGORIES) {
      const summary: ListingFacetSummary = { parentCategory: parent, source, entries: entries[parent] };
      await facetSummaryRef(source, parent).set(summary);
      written[listingFacetSummaryId(source, parent)] = Object.keys(entries[parent]).length;
    }
  }
  return written;
}

/**
 * Writes `paidPrice` (pricePaid: the price shoppers pay) on every product and listing entry that
 * lacks it or holds another figure: products and entries written before listings sorted on it
 * (docs/decisions.md rule 73). Safe to run again: it writes only what differs.
 */
export async function backfillPaidPrices(): Promise<Record<string, number>> {
  const written: Record<string, number> = {};
  for (const source of FACET_SOURCES) {
    const snapshot = await db()
      .collection(source)
      .select('displayPrice', 'price', 'salePrice', 'paidPrice')
      .get();
    const writer = db().bulkWriter();
    let count = 0;
    for (const doc of snapshot.docs) {
      const data = doc.data() as Partial<StoreProduct & ListingEntry & SaleEntry>;
      const paid =
        source === 'sale'
          ? data.salePrice
          : pricePaid({
              displayPrice: (source === 'products' ? data.displayPrice : data.price) ?? 0,
              salePrice: data.salePrice,
            });
      if (paid === undefined || paid === null || paid === data.paidPrice) continue;
      void writer.update(doc.ref, { paidPrice: paid });
      count++;
    }
    await writer.close();
    written[source] = count;
  }
  return written;
}
