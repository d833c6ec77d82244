import { isSupplierCategory, type SupplierCategory } from './supplier-categories';
import { parseEuros } from './euro-input';
import type { Cents } from './money';
import { searchQueryWords, type SearchWord } from './search-query';
import { searchTermsFor } from './search-terms';
import { emptySearchVocabulary, searchLexicon } from './search-vocabulary';
import { VAT_RATE } from './vat';

/**
 * What the admin types in the catalogue screens' URLs and search boxes: a supplier category, the
 * main store's gender filter, a search (words or a price in euros) and how an entry matches it.
 */

/** `/adminallproducts?id=bags` and the supplier calls' {category}: any case, to SUPPLIER_CATEGORIES. */
export function parseSupplierCategory(value: string): SupplierCategory | null {
  const category = value.trim().toUpperCase();
  return isSupplierCategory(category) ? category : null;
}

/** The main store's SHOW All / Males / Female buttons as the filter calls name them. */
export const STORE_GENDER_FILTERS = ['ALL', 'M', 'F'] as const;
export type StoreGenderFilter = (typeof STORE_GENDER_FILTERS)[number];

export function parseGenderFilter(value: string): StoreGenderFilter | null {
  const gender = value.trim().toUpperCase();
  return (STORE_GENDER_FILTERS as readonly string[]).includes(gender) ? (gender as StoreGenderFilter) : null;
}

/** What an admin typed in a search box: its words, and the amount when it reads as euros ("280"). */
export interface AdminSearch {
  /** As the storefront's search reads them (docs/decisions.md rule 42): forms, starts, aliases, typos. */
  words: SearchWord[];
  cents: Cents | null;
  /** The text as a whole sku would be indexed ("ysl-2002"): searchTermsFor holds it whole. */
  sku: string;
}

let fixedLexicon: ReadonlyMap<string, number> | null = null;

/** The admin's typos are corrected to the shop's fixed words: every designer, type and colour. */
function adminLexicon(): ReadonlyMap<string, number> {
  fixedLexicon ??= searchLexicon(emptySearchVocabulary());
  return fixedLexicon;
}

export function parseAdminSearch(text: string): AdminSearch {
  let cents: Cents | null;
  try {
    cents = parseEuros(text.trim(), 'Search');
  } catch {
    cents = null;
  }
  const sku = text.trim().toLowerCase();
  return { words: searchQueryWords(text, adminLexicon()), cents, sku: /\s/.test(sku) ? '' : sku };
}

/** The terms to query the first word by: as typed, and its typo correction. */
export function adminSearchTerms(word: SearchWord): string[] {
  return word.correction ? [word.term, word.correction] : [word.term];
}

/**
 * Whether an entry's search terms hold every word (as typed or corrected). The admin sees both
 * readings at once: a search box for finding one product needs no count to choose between them.
 */
export function matchesAdminSearchWords(searchTerms: readonly string[], search: AdminSearch): boolean {
  // A whole sku first: its words may read as something else ("YSL-2" as Saint Laurent).
  if (search.sku !== '' && searchTerms.includes(search.sku)) return true;
  return (
    search.words.length > 0 &&
    search.words.every((word) => adminSearchTerms(word).some((term) => searchTerms.includes(term)))
  );
}

/**
 * Whether a list entry matches a search box (title, SKU, brand words, with the storefront's
 * matching; or the price typed in euros).
 */
export function matchesAdminSearch(
  search: AdminSearch,
  entry: { title: string; sku: string; brand?: string; prices: readonly Cents[] },
): boolean {
  if (search.cents !== null && entry.prices.includes(search.cents)) return true;
  const terms = searchTermsFor({
    brand: entry.brand ?? '',
    title: entry.title,
    category: '',
    sku: entry.sku,
  });
  return matchesAdminSearchWords(terms, search);
}

/**
 * The list prices (ex VAT, inclusive bounds) whose store price is `storePrice` (whole euros): the
 * supplier search by price ("273") as a range query on listPrice.
 */
export function listPriceRangeForStorePrice(storePrice: Cents): { min: Cents; max: Cents } {
  const factor = 100 + VAT_RATE;
  // storePriceFromListPrice rounds list x 1.21 half up to whole euros: list x 121 / 10000 in
  // [euros - 0.5, euros + 0.5).
  const euros = Math.round(storePrice / 100);
  const min = Math.max(0, Math.ceil(((euros - 0.5) * 10_000) / factor));
  const max = Math.ceil(((euros + 0.5) * 10_000) / factor) - 1;
  return { min, max };
}
