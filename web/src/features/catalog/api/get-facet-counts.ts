import { useEffect, useState } from 'react';
import {
  countFacets,
  facetEntriesOf,
  listingFacetSummaryFor,
  LISTING_FACETS_COLLECTION,
  type FacetCounts,
  type ListingFacetSummary,
  type FacetEntry,
  type ListingPage,
  type ListingQuery,
} from '@shop/domain';
import { getDocument } from '@/lib/firebase/firestore-rest';

/** Summaries stay valid as long as a cached listing does (listing-reads.ts): catalogue changes are rare. */
const SUMMARY_MAX_AGE_MS = 5 * 60_000;
const summaries = new Map<string, { entries: Promise<FacetEntry[]>; readAt: number }>();

function summaryOnce(id: string): Promise<FacetEntry[]> {
  const known = summaries.get(id);
  if (known && Date.now() - known.readAt < SUMMARY_MAX_AGE_MS) return known.entries;
  // One document read over the REST API, as the listing's own reads (lib/firebase/listings.ts).
  const read = getDocument<ListingFacetSummary>(LISTING_FACETS_COLLECTION, id);
  const entries = read.then(
    (summary) => facetEntriesOf(summary?.data),
    (error: unknown) => {
      summaries.delete(id);
      throw error;
    },
  );
  summaries.set(id, { entries, readAt: Date.now() });
  return entries;
}

/**
 * The listing's facet counts (domain listing-facets.ts, docs/decisions.md rule 73): one read of the
 * listing's facet summary, counted here for every facet at once; a filter change counts again from
 * the same read. Null while it loads, or when it cannot be read (the values are then offered
 * without numbers, none disabled on a guess).
 */
export function useFacetCounts(page: ListingPage, query: ListingQuery): FacetCounts | null {
  const id = listingFacetSummaryFor(page, query);
  const [read, setRead] = useState<{ id: string; entries: FacetEntry[] } | null>(null);

  useEffect(() => {
    let current = true;
    summaryOnce(id).then(
      (entries) => {
        if (current) setRead({ id, entries });
      },
      (error: unknown) => console.warn('Could not read the filter counts', error),
    );
    return () => {
      current = false;
    };
  }, [id]);

  return read?.id === id ? countFacets(read.entries, page, query).counts : null;
}
