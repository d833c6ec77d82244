// Listings for API clients: the catalogue query spec's plans (domain listing-query.ts) run with the
// Admin SDK, exactly as the SPA runs them with the Lite SDK, so both see the same products in the
// same order and firestore.indexes.json serves both.
import {
  toStoreListingProduct,
  withoutLimit,
  type ListingEntry,
  type QueryPlan,
  type StoreListingProduct,
  type StoreProduct,
} from '@shop/domain';
import type { Query } from 'firebase-admin/firestore';
import { db } from './firestore';

function toQuery(plan: QueryPlan): Query {
  let query: Query = db().collection(plan.collection);
  for (const { field, value } of plan.equal) query = query.where(field, '==', value);
  if (plan.arrayContains)
    query = query.where(plan.arrayContains.field, 'array-contains', plan.arrayContains.value);
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
