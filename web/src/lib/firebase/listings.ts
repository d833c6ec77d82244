/**
 * Listing reads: the catalogue query spec's plans (domain listing-query.ts) run with the Lite SDK,
 * exactly as the API runs them with the Admin SDK. Pages continue after the previous page's last
 * document (a cursor), never with an offset; totals are count() aggregations.
 */
import {
  collection,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import {
  toStoreListingProduct,
  withoutLimit,
  type ListingEntry,
  type QueryPlan,
  type StoreListingProduct,
  type StoreProduct,
} from '@shop/domain';
import { db } from './firestore-lite';

/** Where the next page starts: the last document of the page before. Opaque to callers. */
export type ListingCursor = QueryDocumentSnapshot;

export interface ListingRead {
  products: StoreListingProduct[];
  /** Each product's document, in the same order: the cursors to continue after. */
  documents: ListingCursor[];
}

function toQuery(plan: QueryPlan, extra: QueryConstraint[] = []): Query {
  const constraints: QueryConstraint[] = [
    ...plan.equal.map(({ field, value }) => where(field, '==', value)),
    ...(plan.arrayContains
      ? [where(plan.arrayContains.field, 'array-contains', plan.arrayContains.value)]
      : []),
    ...plan.ranges.map(({ field, op, value }) => where(field, op, value)),
    ...plan.orderBy.map(({ field, direction }) => orderBy(field, direction)),
    ...extra,
  ];
  return query(collection(db, plan.collection), ...constraints);
}

/** Reads the plan's documents (its `limit` of them, or all), after `after` when given. */
export async function readListing(plan: QueryPlan, after: ListingCursor | null = null): Promise<ListingRead> {
  const extra: QueryConstraint[] = [];
  if (after) extra.push(startAfter(after));
  if (plan.limit !== null) extra.push(limit(plan.limit));
  const snapshot = await getDocs(toQuery(plan, extra));
  return {
    products: snapshot.docs.map((document) =>
      toStoreListingProduct(plan.collection, document.id, document.data() as StoreProduct | ListingEntry),
    ),
    documents: snapshot.docs,
  };
}

/** How many documents match the plan (count() aggregation: no documents are downloaded). */
export async function countListing(plan: QueryPlan): Promise<number> {
  const snapshot = await getCount(toQuery(withoutLimit(plan)));
  return snapshot.data().count;
}

/**
 * The searchTerms of store products read by a search plan, beside their cards: a search of several
 * words checks the other words against them (Firestore takes one array-contains per query).
 */
export async function readSearchMatches(
  plan: QueryPlan,
): Promise<{ product: StoreListingProduct; searchTerms: string[] }[]> {
  const snapshot = await getDocs(toQuery(plan, plan.limit !== null ? [limit(plan.limit)] : []));
  return snapshot.docs.map((document) => {
    const data = document.data() as StoreProduct;
    return {
      product: toStoreListingProduct(plan.collection, document.id, data),
      searchTerms: data.searchTerms,
    };
  });
}
