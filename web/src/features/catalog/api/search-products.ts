import { startTransition, useEffect, useState } from 'react';
import {
  matchesEverySearchWord,
  SEARCH_SCAN_LIMIT,
  searchQueryPlan,
  searchQueryWords,
  type StoreListingProduct,
} from '@shop/domain';
import { countListing, readSearchMatches } from '@/lib/firebase/listings';

export type SearchState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'success';
      /** Every match, newest first; the page cuts them into pages. */
      products: StoreListingProduct[];
      /** More products have the rarest word than one search reads: the shopper should add a word. */
      truncated: boolean;
    };

type Found = Extract<SearchState, { status: 'success' }>;

const cache = new Map<string, Promise<Found>>();

/**
 * The store products whose brand, title, category or sku hold every word searched for. Each word is
 * counted first (count() reads no documents); the rarest one is queried and the others are checked
 * on what it finds, so a search of several words reads as few products as possible.
 */
async function search(words: string[]): Promise<Found> {
  if (words.length === 0) return { status: 'success', products: [], truncated: false };
  const counts = await Promise.all(words.map((word) => countListing(searchQueryPlan(word, null))));
  const fewest = Math.min(...counts);
  if (fewest === 0) return { status: 'success', products: [], truncated: false };
  const rarest = words[counts.indexOf(fewest)]!;
  const matches = await readSearchMatches(searchQueryPlan(rarest));
  return {
    status: 'success',
    products: matches
      .filter((match) => matchesEverySearchWord(match.searchTerms, words))
      .map((match) => match.product),
    truncated: fewest > SEARCH_SCAN_LIMIT,
  };
}

/** The search results for `text` (the header's search box), cached for the visit. */
export function useProductSearch(text: string): SearchState {
  const words = searchQueryWords(text);
  const key = words.join(' ');
  const [state, setState] = useState<{ key: string; value: SearchState } | null>(null);

  useEffect(() => {
    let current = true;
    let pending = cache.get(key);
    if (!pending) {
      pending = search(key === '' ? [] : key.split(' '));
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    pending.then(
      (found) => {
        // Arriving data renders as a transition: in slices, not one task that blocks a phone.
        if (current) startTransition(() => setState({ key, value: found }));
      },
      (error: unknown) => {
        console.error('Search failed', error);
        if (current) {
          startTransition(() =>
            setState({
              key,
              value: { status: 'error', message: 'The search could not be done. Please try again.' },
            }),
          );
        }
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  return state?.key === key ? state.value : { status: 'loading' };
}
