import { startTransition, useEffect, useState } from 'react';
import type { ListingPage, ListingQuery, StoreListingProduct } from '@shop/domain';
import { listingKey, listingReads, settledListing } from './listing-reads';

export type ListingState =
  | { status: 'loading' }
  /** The page says it in its words (`page.productsFailed`). */
  | { status: 'error' }
  | { status: 'success'; products: StoreListingProduct[]; total: number };

/** The products of `query.page` on a listing page (/products, /newin, /sale) and how many match in all. */
export function useListing(page: ListingPage, query: ListingQuery): ListingState {
  const key = listingKey(page, query);
  const stateKey = `${key}#${query.page}`;
  const [state, setState] = useState<{ key: string; value: ListingState } | null>(null);

  useEffect(() => {
    let current = true;
    listingReads(key, query.page).then(
      ([loaded, total]) => {
        if (current)
          // Arriving data renders as a transition: in slices, not one task that blocks a phone.
          startTransition(() =>
            setState({ key: stateKey, value: { status: 'success', products: loaded.products, total } }),
          );
      },
      (error: unknown) => {
        console.error('Could not load the listing', error);
        if (current) {
          startTransition(() => setState({ key: stateKey, value: { status: 'error' } }));
        }
      },
    );
    return () => {
      current = false;
    };
  }, [key, stateKey, query.page]);

  if (state?.key === stateKey) return state.value;
  // Already read (the route's early read, usually in by the first render): shown at once.
  const settled = settledListing(key, query.page);
  return settled ? { status: 'success', ...settled } : { status: 'loading' };
}
