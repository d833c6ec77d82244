import { isSupplierCategory, type SupplierCategory } from './catalogue';
import { parseEuros, type Cents } from './money';
import { searchWords } from './search-terms';
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
  words: string[];
  cents: Cents | null;
}

export function parseAdminSearch(text: string): AdminSearch {
  let cents: Cents | null;
  try {
    cents = parseEuros(text.trim(), 'Search');
  } catch {
    cents = null;
  }
  return { words: searchWords(text), cents };
}

/**
 * Whether a list entry matches a search box (title, SKU, brand words; or the price typed in euros).
 * Every word must occur in the entry's words (prefixes count, so "sho" finds "shoulder").
 */
export function matchesAdminSearch(
  search: AdminSearch,
  entry: { title: string; sku: string; brand?: string; prices: readonly Cents[] },
): boolean {
  if (search.cents !== null && entry.prices.includes(search.cents)) return true;
  if (search.words.length === 0) return false;
  const words = searchWords([entry.brand ?? '', entry.title, entry.sku].join(' '));
  const sku = entry.sku.toLowerCase();
  return search.words.every((word) => word === sku || words.some((candidate) => candidate.startsWith(word)));
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
