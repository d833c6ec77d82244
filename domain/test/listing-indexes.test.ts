// Index coverage: every query the storefront and the listing API can make, built through the
// catalogue query spec, must be served by an index declared in firestore.indexes.json. The emulator
// serves any query, so without this test a missing index shows up only in production.
import { describe, expect, it } from 'vitest';
import declared from '../../firestore.indexes.json';
import {
  ALL,
  ONLINE_ONLY,
  PARENT_CATEGORIES,
  RELATED_PRODUCTS_READ,
  SORT_ORDER,
  categoriesFor,
  curatedListQueryPlan,
  defaultListingQuery,
  listingQueryPlan,
  searchQueryPlan,
  sizesFor,
  updateListingQuery,
  withoutLimit,
  type ListingPage,
  type ListingQuery,
  type QueryPlan,
} from '../src/index';
import { describePlan, servingIndex, type CompositeIndex } from './firestore-index-rules';

const indexes = declared.indexes as CompositeIndex[];

const PAGES: readonly ListingPage[] = ['products', 'newIn', 'sale'];
/** Slider positions: both at the ends (no filter), one bound moved, both moved. */
const PRICE_RANGES = [
  [100, 5000],
  [300, 5000],
  [100, 900],
  [300, 900],
] as const;
const DISCOUNT_RANGES = [
  [10, 100],
  [30, 100],
  [10, 60],
  [30, 60],
] as const;

/**
 * Every query shape the listing pages can produce: each page, parent, type from the menu, filter
 * (each set or not), sort and slider position. Filter values do not change a query's shape, so one
 * value of each stands for all.
 */
function everyListingQuery(): { page: ListingPage; query: ListingQuery }[] {
  const all: { page: ListingPage; query: ListingQuery }[] = [];
  for (const page of PAGES) {
    for (const parent of PARENT_CATEGORIES) {
      const [firstType = ALL, secondType = ALL] = categoriesFor(parent);
      for (const type of [ALL, firstType]) {
        // None, one value (array-contains) or two (array-contains-any) per facet.
        for (const category of [[], [secondType], [firstType, secondType]]) {
          for (const brand of [[], ['PRADA'], ['GUCCI', 'PRADA']]) {
            for (const colour of [[], ['BLACK']]) {
              for (const size of [[], [sizesFor(parent)[0] ?? ALL]]) {
                for (const sort of SORT_ORDER) {
                  for (const [minPrice, maxPrice] of PRICE_RANGES) {
                    const discounts = page === 'sale' ? DISCOUNT_RANGES : DISCOUNT_RANGES.slice(0, 1);
                    for (const [discountMin, discountMax] of discounts) {
                      const query = updateListingQuery(defaultListingQuery(parent, type), {
                        category,
                        brand,
                        colour,
                        size,
                        sort,
                        minPrice,
                        maxPrice,
                        discountMin,
                        discountMax,
                      });
                      all.push({ page, query });
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  return all;
}

/** Every query the shop runs on the listing collections: pages, their counts, API lists, search. */
function everyPlan(): QueryPlan[] {
  const plans: QueryPlan[] = [];
  for (const { page, query } of everyListingQuery()) {
    const plan = listingQueryPlan(page, query);
    plans.push(plan, withoutLimit(plan));
  }
  plans.push(curatedListQueryPlan('newIn'), curatedListQueryPlan('sale'));
  plans.push(searchQueryPlan('prada'), withoutLimit(searchQueryPlan('prada')));
  // The product page's "You may also like" (web/src/lib/firebase/catalogue.ts): an
  // array-contains-any on the filter keys, which needs the same index as an array-contains.
  plans.push({
    collection: 'products',
    equal: [ONLINE_ONLY],
    arrayContains: { field: 'filterKeys', value: 'BAGS|ALL|PRADA|ALL|ALL' },
    ranges: [],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: RELATED_PRODUCTS_READ,
  });
  return plans;
}

function unserved(plans: readonly QueryPlan[], available: readonly CompositeIndex[]): string[] {
  const missing = new Set<string>();
  for (const plan of plans) {
    if (servingIndex(available, plan) === null) missing.add(describePlan(plan));
  }
  return [...missing];
}

/** The indexes this spec declares: those on the filter keys and the search words. */
const listingIndexes = indexes.filter((index) =>
  index.fields.some((field) => field.fieldPath === 'filterKeys' || field.fieldPath === 'searchTerms'),
);

describe('index coverage of the catalogue query spec', () => {
  const plans = everyPlan();
  // One plan per distinct query shape, for the checks that repeat over every index.
  const shapes = [...new Map(plans.map((plan) => [describePlan(plan), plan])).values()];

  it('enumerates every page, filter, sort and slider combination', () => {
    // 3 pages x 2 parents x 2 types x 36 filter choices (3 x 3 x 2 x 2) x 4 sorts x 4 price ranges,
    // x 4 discount ranges on Sale; each as a page and as a count; plus New In, Sale, a search and the
    // related products.
    expect(plans).toHaveLength(2 * (2 * 2 * 36 * 4 * 4 * (1 + 1 + 4)) + 5);
    expect(shapes.length).toBeGreaterThan(20);
  });

  it('serves every query with a declared index', () => {
    expect(unserved(plans, indexes)).toEqual([]);
  });

  it('needs every index it declares: without any one of them some query has no index', () => {
    expect(listingIndexes.length).toBeGreaterThan(0);
    for (const removed of listingIndexes) {
      const rest = indexes.filter((index) => index !== removed);
      expect(
        unserved(shapes, rest),
        `${removed.collectionGroup} ${JSON.stringify(removed.fields)}`,
      ).not.toEqual([]);
    }
  });

  // 64: the books (Today's sums, the export's and audit log's filters, the credit notes of a period)
  // need their own.
  it('stays far below the 200 composite indexes Firestore allows per database', () => {
    expect(indexes.length).toBeLessThanOrEqual(64);
  });
});
