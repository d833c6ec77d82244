/**
 * Firestore has no full-text search, so products and supplier items carry `searchTerms`: the
 * lower-case words of their brand, title, category (and sku), queried with `array-contains`.
 * The seed, the sync job, the admin API and the search box all tokenise with this one function so
 * the words written and the words searched for always match.
 */

/**
 * The longest word searched for or stored. Longer runs of letters are no words anyone types, and
 * Firestore refuses to query a value that large (a 1,500-letter search would fail the request).
 */
export const SEARCH_WORD_MAX_LENGTH = 100;

/** Lower-case, accent-free words of `text`, deduplicated, in first-seen order. */
export function searchWords(text: string): string[] {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && word.length <= SEARCH_WORD_MAX_LENGTH);
  return [...new Set(words)];
}

/** The searchTerms of a product or supplier item. */
export function searchTermsFor(item: {
  brand: string;
  title: string;
  category: string;
  sku?: string | null | undefined;
}): string[] {
  const words = searchWords([item.brand, item.title, item.category, item.sku ?? ''].join(' '));
  // The whole sku too, so a pasted sku ("GG-1234-AB") is found with one array-contains.
  const sku = item.sku?.trim().toLowerCase() ?? '';
  return sku === '' || words.includes(sku) ? words : [...words, sku];
}
