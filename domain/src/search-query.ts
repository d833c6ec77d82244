import type { QueryPlan } from './listing-query';
import { searchWords } from './search-terms';

/**
 * The header's product search (beyond the spec), in the catalogue query spec's terms. Firestore has
 * no full-text search: products carry their lower-case words in searchTerms (search-terms.ts).
 */

/** The most products one search reads; a broader search is asked to add a word. */
export const SEARCH_SCAN_LIMIT = 240;

/** The words a search looks for, as products store them in searchTerms (at most 8). */
export function searchQueryWords(text: string): string[] {
  return searchWords(text).slice(0, 8);
}

/**
 * Store products whose searchTerms contain `word`, newest first. Firestore allows one
 * array-contains per query, so a search of several words queries its rarest word (the caller counts
 * each first) and keeps the products that have every other word too (matchesEverySearchWord).
 */
export function searchQueryPlan(word: string, limit: number | null = SEARCH_SCAN_LIMIT): QueryPlan {
  return {
    collection: 'products',
    equal: [],
    arrayContains: { field: 'searchTerms', value: word },
    ranges: [],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit,
  };
}

/** Whether a product's searchTerms hold every search word. */
export function matchesEverySearchWord(searchTerms: readonly string[], words: readonly string[]): boolean {
  return words.every((word) => searchTerms.includes(word));
}
