import { ONLINE_ONLY, type QueryPlan } from './listing-query';
import {
  canonicalWord,
  expandSearchText,
  searchFieldsOf,
  searchWords,
  textSearchTerms,
  type SearchableItem,
} from './search-terms';
import { correctSearchWord } from './search-vocabulary';

/**
 * The header's product search (beyond the spec), in the catalogue query spec's terms: which words a
 * search looks for, the one bounded Firestore query it runs, and how what it finds is ranked
 * (docs/decisions.md rules 42 and 43).
 */

/** The most products one search reads; a broader search is asked to add a word. */
export const SEARCH_SCAN_LIMIT = 240;

/** The most words a search looks for. */
const SEARCH_MAX_WORDS = 8;

/** One word of a search: as typed, and the index term it is looked up by. */
export interface SearchWord {
  typed: string;
  term: string;
  /**
   * What the word would be with a typo corrected ("guci" -> "gucci"), when the lexicon knows no
   * such word; used only when the word as typed finds nothing (resolveSearchWords).
   */
  correction: string | null;
  /** The term is the correction. */
  corrected: boolean;
}

/**
 * The words a search looks for: aliases and phrase synonyms expanded ("ysl" -> "saint laurent"),
 * each in its canonical form ("bags" -> "bag"), with the typo correction a lexicon suggests
 * (search-vocabulary.ts searchLexicon). Duplicates after that are dropped.
 */
export function searchQueryWords(
  text: string,
  lexicon: ReadonlyMap<string, number> | null = null,
): SearchWord[] {
  const words: SearchWord[] = [];
  for (const typed of expandSearchText(text)) {
    const term = canonicalWord(typed);
    if (words.some((word) => word.term === term)) continue;
    const correction = lexicon ? correctSearchWord(typed, lexicon) : null;
    words.push({ typed, term, correction: correction === term ? null : correction, corrected: false });
    if (words.length === SEARCH_MAX_WORDS) break;
  }
  return words;
}

/** The terms a search counts before it queries: each word's, and its correction's. */
export function searchTermsToCount(words: readonly SearchWord[]): string[] {
  return [
    ...new Set(words.flatMap((word) => (word.correction ? [word.term, word.correction] : [word.term]))),
  ];
}

/**
 * The words with their corrections applied where the word as typed matches no product and the
 * correction does (`count` of a term: how many products have it). A word the catalogue has is
 * never corrected, even when the lexicon does not know it (a new model name).
 */
export function resolveSearchWords(
  words: readonly SearchWord[],
  count: (term: string) => number,
): SearchWord[] {
  return words.map((word) =>
    word.correction && count(word.term) === 0 && count(word.correction) > 0
      ? { ...word, term: word.correction, corrected: true }
      : word,
  );
}

/**
 * Store products whose searchTerms contain `term`, in the listing's default order (what can be
 * bought first, then newest). Firestore allows one array-contains per query, so a search of several
 * words queries its rarest word (the caller counts each first, count() reads no documents) and ranks
 * what it finds by the others (rankSearchResults).
 */
export function searchQueryPlan(term: string, limit: number | null = SEARCH_SCAN_LIMIT): QueryPlan {
  return {
    collection: 'products',
    equal: [ONLINE_ONLY],
    arrayContains: { field: 'searchTerms', value: term },
    ranges: [],
    orderBy: [
      { field: 'inStock', direction: 'desc' },
      { field: 'createdAt', direction: 'desc' },
    ],
    limit,
  };
}

/**
 * The words a search reads, in order: the rarest word present first (often the only read, since
 * what matches every word has it). When none of its products matches every word, the fallbacks
 * must still show each word's products ("Prada tote" in a shop without a Prada tote: Prada's
 * pieces, then totes), so the other words present are read too, rarest first, at most
 * SEARCH_MAX_READS in all (docs/decisions.md rule 73).
 */
export function searchReadOrder(present: readonly { term: string; count: number }[]): string[] {
  return [...present]
    .sort((a, b) => a.count - b.count)
    .map(({ term }) => term)
    .filter((term, index, all) => all.indexOf(term) === index)
    .slice(0, SEARCH_MAX_READS);
}

/** The most queries one search runs (its first read and the fallbacks' reads). */
export const SEARCH_MAX_READS = 3;

/**
 * Products found by several reads, once each, in the order read (the first read's, then each
 * fallback's new ones): rankSearchResults keeps that order among equals.
 */
export function mergeSearchReads<T>(reads: readonly (readonly T[])[], idOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return reads.flat().filter((item) => !seen.has(idOf(item)) && seen.add(idOf(item)));
}

/** How a product matches a search: per word, the most telling part it matched in. */
export interface SearchMatch {
  /** Words matched anywhere. */
  words: number;
  /** Words whose best match is the designer, the title, the category (type, colour, gender). */
  designer: number;
  title: number;
  category: number;
  /** Words matched as a whole word rather than a word start. */
  whole: number;
}

function wholeWords(text: string): Set<string> {
  return new Set(expandSearchText(text).map(canonicalWord));
}

/** How `item` matches `words`, from its designer, title, category, colour and gender. */
export function searchMatch(item: SearchableItem, words: readonly SearchWord[]): SearchMatch {
  const fields = searchFieldsOf(item);
  const terms = {
    designer: new Set(textSearchTerms(fields.designer)),
    title: new Set(textSearchTerms(fields.title)),
    category: new Set(textSearchTerms(fields.category)),
  };
  // A pasted sku finds its product (searchTermsFor indexes it): it counts as the least telling part.
  const sku = item.sku?.trim().toLowerCase() ?? '';
  for (const word of [...searchWords(sku), sku]) if (word !== '') terms.category.add(word);
  const whole = wholeWords([fields.designer, fields.title, fields.category].join(' '));
  const match: SearchMatch = { words: 0, designer: 0, title: 0, category: 0, whole: 0 };
  for (const { term } of words) {
    const field = (['designer', 'title', 'category'] as const).find((name) => terms[name].has(term));
    if (!field) continue;
    match.words++;
    match[field]++;
    if (whole.has(term)) match.whole++;
  }
  return match;
}

/** A product found by a search, with how it matched. */
export interface RankedSearchResult<T> {
  item: T;
  match: SearchMatch;
  /** It matched every word. */
  matchesEveryWord: boolean;
}

/**
 * Search results in their order: products matching every word first (then more words before
 * fewer); designer matches above title matches above category matches; whole words above word
 * starts; in stock before sold out; then the order they came in (the listing's default order).
 * Products matching no word are left out.
 */
export function rankSearchResults<T extends SearchableItem & { inStock: boolean }>(
  items: readonly T[],
  words: readonly SearchWord[],
): RankedSearchResult<T>[] {
  const ranked = items
    .map((item, index) => ({ item, index, match: searchMatch(item, words) }))
    .filter(({ match }) => match.words > 0);
  ranked.sort(
    (a, b) =>
      b.match.words - a.match.words ||
      b.match.designer - a.match.designer ||
      b.match.title - a.match.title ||
      b.match.category - a.match.category ||
      b.match.whole - a.match.whole ||
      Number(b.item.inStock) - Number(a.item.inStock) ||
      a.index - b.index,
  );
  return ranked.map(({ item, match }) => ({ item, match, matchesEveryWord: match.words === words.length }));
}
