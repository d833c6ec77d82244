/**
 * Listing reads: the catalogue query spec's plans (domain listing-query.ts) run over Firestore's REST
 * API (firestore-rest.ts, no SDK on the listing's first paint), exactly as the API runs them with the
 * Admin SDK. Pages continue after the previous page's last document (a cursor), never with an
 * offset; totals are count() aggregations.
 */
import {
  LISTING_CARD_FIELDS,
  toStoreListingProduct,
  withoutLimit,
  type ListingEntry,
  type QueryPlan,
  type StoreListingProduct,
  type StoreProduct,
} from '@shop/domain';
import {
  countQuery,
  encodeValue,
  runQuery,
  type FieldFilterOp,
  type RestDocument,
  type RestQuery,
} from './firestore-rest';

/** Where the next page starts: the last document of the page before. Opaque to callers. */
export type ListingCursor = RestDocument;

export interface ListingRead {
  products: StoreListingProduct[];
  /** Each product's document, in the same order: the cursors to continue after. */
  documents: ListingCursor[];
}

const RANGE_OPS: Record<QueryPlan['ranges'][number]['op'], FieldFilterOp> = {
  '>=': 'GREATER_THAN_OR_EQUAL',
  '<=': 'LESS_THAN_OR_EQUAL',
};

function toQuery(
  plan: QueryPlan,
  after: ListingCursor | null = null,
  select: readonly string[] = LISTING_CARD_FIELDS,
): RestQuery {
  return {
    select,
    collection: plan.collection,
    filters: [
      ...plan.equal.map(({ field, value }) => ({ field, op: 'EQUAL' as const, value: encodeValue(value) })),
      ...(plan.arrayContains
        ? [
            {
              field: plan.arrayContains.field,
              op: 'ARRAY_CONTAINS' as const,
              value: encodeValue(plan.arrayContains.value),
            },
          ]
        : []),
      ...(plan.arrayContainsAny
        ? [
            {
              field: plan.arrayContainsAny.field,
              op: 'ARRAY_CONTAINS_ANY' as const,
              value: {
                arrayValue: { values: plan.arrayContainsAny.values.map((value) => encodeValue(value)) },
              },
            },
          ]
        : []),
      ...plan.ranges.map(({ field, op, value }) => ({ field, op: RANGE_OPS[op], value: encodeValue(value) })),
    ],
    orderBy: plan.orderBy.map(({ field, direction }) => ({
      field,
      direction: direction === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const),
    })),
    after,
    limit: plan.limit,
  };
}

/** Reads the plan's documents (its `limit` of them, or all), after `after` when given. */
export async function readListing(plan: QueryPlan, after: ListingCursor | null = null): Promise<ListingRead> {
  const documents = await runQuery<StoreProduct | ListingEntry>(toQuery(plan, after));
  return {
    products: documents.map((document) => toStoreListingProduct(plan.collection, document.id, document.data)),
    documents: documents.map((document) => document.raw),
  };
}

/** How many documents match the plan (count() aggregation: no documents are downloaded). */
export async function countListing(plan: QueryPlan): Promise<number> {
  return countQuery(toQuery(withoutLimit(plan)));
}
