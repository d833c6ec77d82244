import { startTransition, useEffect, useState } from 'react';
import { facetCountPlans, type FacetName, type ListingPage, type ListingQuery } from '@shop/domain';
import { countListing } from '@/lib/firebase/listings';

/** Each facet's counts by value; a value missing from its map has no count yet. */
export type FacetCounts = Readonly<Record<FacetName, ReadonlyMap<string, number>>>;

const NO_COUNTS: FacetCounts = {
  category: new Map(),
  colour: new Map(),
  brand: new Map(),
  size: new Map(),
};

/** Counts stay valid as long as a cached listing does (listing-reads.ts): catalogue changes are rare. */
const COUNT_MAX_AGE_MS = 5 * 60_000;
const counts = new Map<string, { count: Promise<number>; readAt: number }>();

function countOnce(key: string): Promise<number> {
  const known = counts.get(key);
  if (known && Date.now() - known.readAt < COUNT_MAX_AGE_MS) return known.count;
  const count = countListing(JSON.parse(key)).catch((error: unknown) => {
    counts.delete(key);
    throw error;
  });
  counts.set(key, { count, readAt: Date.now() });
  return count;
}

/**
 * At most this many count() requests at once: a filter change asks for one per value (docs/decisions.md
 * rule 48), and a phone's connection should not queue the listing's own reads behind them all.
 */
const PARALLEL_COUNTS = 6;

/**
 * The listing's facet counts (domain listing-facets.ts): one count() aggregation per value of each
 * filter, with every other filter as it is, read over the REST API as the listing itself is. They
 * fill in as they arrive; a count that fails stays unknown (its value is offered without a number).
 * `brands`: the designers with products of this kind. They start once `ready` (the listing's own
 * page and total have arrived): the counts never hold up the grid.
 */
export function useFacetCounts(
  page: ListingPage,
  query: ListingQuery,
  brands: readonly string[],
  ready: boolean,
): FacetCounts {
  const plans = facetCountPlans(page, query, brands);
  const key = JSON.stringify(plans.map(({ facet, value, plan }) => [facet, value, plan]));
  const [state, setState] = useState<{ key: string; counts: FacetCounts }>({ key: '', counts: NO_COUNTS });

  useEffect(() => {
    if (!ready) return;
    let current = true;
    const found: Record<FacetName, Map<string, number>> = {
      category: new Map(),
      colour: new Map(),
      brand: new Map(),
      size: new Map(),
    };
    const queue = (JSON.parse(key) as [FacetName, string, unknown][]).map(([facet, value, plan]) => ({
      facet,
      value,
      planKey: JSON.stringify(plan),
    }));
    const publish = () => {
      const snapshot: FacetCounts = {
        category: new Map(found.category),
        colour: new Map(found.colour),
        brand: new Map(found.brand),
        size: new Map(found.size),
      };
      // A transition: the numbers fill in without holding up the shopper's next tap.
      if (current) startTransition(() => setState({ key, counts: snapshot }));
    };
    let next = 0;
    const worker = async () => {
      while (current && next < queue.length) {
        const item = queue[next++]!;
        try {
          found[item.facet].set(item.value, await countOnce(item.planKey));
        } catch (error) {
          console.warn(`Could not count ${item.facet} ${item.value}`, error);
        }
        publish();
      }
    };
    void Promise.all(Array.from({ length: PARALLEL_COUNTS }, worker));
    return () => {
      current = false;
    };
  }, [key, ready]);

  return state.key === key ? state.counts : NO_COUNTS;
}
