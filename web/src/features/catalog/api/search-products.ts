import { startTransition, useEffect, useState } from 'react';
import {
  expandSearchText,
  rankSearchResults,
  resolveSearchWords,
  SEARCH_SCAN_LIMIT,
  mergeSearchReads,
  searchQueryPlan,
  searchQueryWords,
  searchReadOrder,
  searchTermsToCount,
  type SearchWord,
  type StoreListingProduct,
} from '@shop/domain';
import { countListing, readListing } from '@/lib/firebase/listings';
import { loadSearchVocabulary } from './search-vocabulary';

export type SearchState =
  | { status: 'loading' }
  /** The page says it in its words (`searchPage.failed`). */
  | { status: 'error' }
  | {
      status: 'success';
      /** The products in search order (rankSearchResults); the page cuts them into pages. */
      products: StoreListingProduct[];
      /** Whether they match every word; when no product does, they are those matching the most. */
      everyWord: boolean;
      /** The words corrected for a typo ("guci" searched as "gucci"). */
      corrections: SearchWord[];
      /** More products have the rarest word than one search reads: the shopper should add a word. */
      truncated: boolean;
    };

type Found = Extract<SearchState, { status: 'success' }>;

const cache = new Map<string, Promise<Found>>();

/**
 * The store products for a search (docs/decisions.md rule 42): the words corrected against the
 * vocabulary, each counted (count() reads no documents), the rarest word present queried (one
 * bounded query, at most SEARCH_SCAN_LIMIT products, card fields only) and what it finds ranked by
 * every word; when nothing has every word, the other words are read too (searchReadOrder), so the
 * fallbacks show each word's products.
 */
async function search(text: string): Promise<Found> {
  const nothing: Found = {
    status: 'success',
    products: [],
    everyWord: true,
    corrections: [],
    truncated: false,
  };
  const { lexicon } = await loadSearchVocabulary();
  const typed = searchQueryWords(text, lexicon);
  if (typed.length === 0) return nothing;
  const terms = searchTermsToCount(typed);
  const counted = await Promise.all(terms.map((term) => countListing(searchQueryPlan(term, null))));
  const counts = new Map(terms.map((term, index) => [term, counted[index]!]));
  const countOf = (term: string) => counts.get(term) ?? 0;
  const words = resolveSearchWords(typed, countOf);
  const corrections = words.filter((word) => word.corrected);
  const present = words.map((word) => ({ word, count: countOf(word.term) })).filter(({ count }) => count > 0);
  if (present.length === 0) return { ...nothing, corrections };
  const [rarest, ...fallbacks] = searchReadOrder(
    present.map(({ word, count }) => ({ term: word.term, count })),
  );
  const first = (await readListing(searchQueryPlan(rarest!))).products;
  let ranked = rankSearchResults(first, words);
  let everyWord = ranked.filter((result) => result.matchesEveryWord);
  if (everyWord.length === 0 && fallbacks.length > 0) {
    // No product has every word: show each word's products, those matching the most first.
    const more = await Promise.all(fallbacks.map((term) => readListing(searchQueryPlan(term))));
    const found = mergeSearchReads([first, ...more.map((read) => read.products)], (p) => p.productId);
    ranked = rankSearchResults(found, words);
    everyWord = [];
  }
  return {
    status: 'success',
    products: (everyWord.length > 0 ? everyWord : ranked).map((result) => result.item),
    everyWord: everyWord.length > 0,
    corrections,
    truncated: countOf(rarest!) > SEARCH_SCAN_LIMIT,
  };
}

/** The search results for `text` (the header's search box), cached for the visit. */
export function useProductSearch(text: string): SearchState {
  const key = expandSearchText(text).join(' ');
  const [state, setState] = useState<{ key: string; value: SearchState } | null>(null);

  useEffect(() => {
    let current = true;
    let pending = cache.get(key);
    if (!pending) {
      pending = search(key);
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
          startTransition(() => setState({ key, value: { status: 'error' } }));
        }
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  return state?.key === key ? state.value : { status: 'loading' };
}
