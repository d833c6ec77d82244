import { COLOURS, sizesFor, typesOf, type ParentCategory } from './catalogue';
import type { ListingEntry, SaleEntry, StoreProduct } from './documents';
import {
  discountBounds,
  listingCategories,
  priceBoundsCents,
  updateListingQuery,
  type ListingQuery,
} from './listing';
import { effectiveSort, listingSource, type ListingPage, type ListingSource } from './listing-query';
import { pricePaid } from './pricing';

/**
 * Facet counts (docs/decisions.md rule 73): beside each value of a listing facet, how many products
 * the listing would show with that value chosen and every other filter as it is, the facet's own
 * choice left out, as faceted search does. Firestore cannot group a count by value, and one count()
 * per value is a hundred requests per filter change; so each listing source keeps a **facet
 * summary** per parent category (`listingFacets/{source}-{parent}`): one short line per visible
 * product with exactly the fields the listing filters on. A listing reads that one document and
 * counts here, with the same rules as its query, the price range included.
 */

/**
 * At most this many filter combinations at once: a listing with several values per facet is one
 * `array-contains-any` over the combinations' filter keys, which Firestore limits to 30 values. The
 * filters disable a value past it (facetOptions) and the API refuses an address past it; the
 * listing's own parser does not check it, to keep the listing's first load small.
 */
export const MAX_FILTER_COMBINATIONS = 30;

/** How many filter keys a choice of facet values makes (each facet's values times the others'). */
export function filterCombinations(
  query: Pick<ListingQuery, 'brand' | 'colour' | 'category' | 'size'>,
): number {
  const category = query.category.length > 0 ? query.category.length : 1;
  return [query.brand, query.colour, query.size].reduce(
    (product, values) => product * Math.max(1, values.length),
    category,
  );
}

/** The facets with counts. The sliders (price, discount) have none: a range has no values to count. */
export type FacetName = 'category' | 'colour' | 'brand' | 'size';

export const FACET_NAMES: readonly FacetName[] = ['category', 'colour', 'brand', 'size'];

/** One visible product of a listing source, as its facet summary keeps it. */
export interface FacetEntry {
  category: string;
  brand: string;
  colour: string;
  sizesInStock: string[];
  /** The price the listing sorts and filters on (listing-query.ts SOURCE_FIELDS), in cents. */
  price: number;
  /** A Sale entry's discount; null elsewhere. */
  discountPercent: number | null;
}

/** listingFacets/{id}: one listing source's visible products of one parent category. */
export interface ListingFacetSummary {
  parentCategory: ParentCategory;
  source: ListingSource;
  /** productId -> encodeFacetEntry(entry). A map, so each product's line is written on its own. */
  entries: Record<string, string>;
}

export const LISTING_FACETS_COLLECTION = 'listingFacets';

/** The summary document of a source and parent: `products-BAGS`, `sale-ACCESSORIES`. */
export function listingFacetSummaryId(source: ListingSource, parent: ParentCategory): string {
  return `${source}-${parent}`;
}

/**
 * One entry as a short line, `TOTE|PRADA|BLACK|S,M|19000|` (about 40 bytes: a 1 MiB document holds
 * some 20,000 products of one kind). No category, designer, colour or size holds '|' or ','
 * (listing-query.ts filter keys rely on it too).
 */
export function encodeFacetEntry(entry: FacetEntry): string {
  return [
    entry.category,
    entry.brand,
    entry.colour,
    entry.sizesInStock.join(','),
    String(entry.price),
    entry.discountPercent === null ? '' : String(entry.discountPercent),
  ].join('|');
}

export function decodeFacetEntry(line: string): FacetEntry {
  const [category = '', brand = '', colour = '', sizes = '', price = '0', discount = ''] = line.split('|');
  return {
    category,
    brand,
    colour,
    sizesInStock: sizes === '' ? [] : sizes.split(','),
    price: Number(price),
    discountPercent: discount === '' ? null : Number(discount),
  };
}

/**
 * A listing source's document as its facet summary keeps it, or null when shoppers cannot see it
 * (an offline product, a hidden entry): the same visibility and price field as the listing query.
 */
export function facetEntryOf(
  source: ListingSource,
  data: StoreProduct | ListingEntry | SaleEntry,
): FacetEntry | null {
  const visible = source === 'products' ? (data as StoreProduct).online : !(data as ListingEntry).hidden;
  if (!visible) return null;
  const price =
    source === 'sale'
      ? (data as SaleEntry).salePrice
      : source === 'products'
        ? ((data as StoreProduct).paidPrice ?? pricePaid(data as StoreProduct))
        : ((data as ListingEntry).paidPrice ??
          pricePaid({ displayPrice: (data as ListingEntry).price, salePrice: data.salePrice }));
  return {
    category: data.category,
    brand: data.brand,
    colour: data.colour,
    sizesInStock: [...data.sizesInStock],
    price,
    discountPercent: source === 'sale' ? (data as SaleEntry).discountPercent : null,
  };
}

/** The summary a listing page reads: its source (Recommended on /products reads that list's) and parent. */
export function listingFacetSummaryFor(page: ListingPage, query: ListingQuery): string {
  return listingFacetSummaryId(listingSource(page, effectiveSort(page, query.sort)), query.parent);
}

/** The value a product has in a facet (a size: each size in stock). */
function valuesOf(entry: FacetEntry, facet: FacetName): readonly string[] {
  switch (facet) {
    case 'category':
      return [entry.category];
    case 'brand':
      return [entry.brand];
    case 'colour':
      return [entry.colour];
    case 'size':
      return entry.sizesInStock;
  }
}

/** The values chosen in a facet; for the category, the menu's type when no category is. */
export function chosenFacetValues(query: ListingQuery, facet: FacetName): readonly string[] {
  return facet === 'category' ? listingCategories(query) : query[facet];
}

/**
 * Whether an entry passes a query's filters, leaving out `except` (a facet, whose own choice a
 * facet count ignores). Exactly the listing query's rules: within a facet any chosen value, across
 * facets all, a size means in stock in that size, the price and (on Sale) discount ranges.
 */
function passes(
  entry: FacetEntry,
  query: ListingQuery,
  source: ListingSource,
  except: FacetName | null,
): boolean {
  for (const facet of FACET_NAMES) {
    if (facet === except) continue;
    const chosen = chosenFacetValues(query, facet);
    if (chosen.length > 0 && !valuesOf(entry, facet).some((value) => chosen.includes(value))) return false;
  }
  const price = priceBoundsCents(query);
  if (price.min !== null && entry.price < price.min) return false;
  if (price.max !== null && entry.price > price.max) return false;
  if (source === 'sale') {
    const discount = discountBounds(query);
    const percent = entry.discountPercent ?? 0;
    if (discount.min !== null && percent < discount.min) return false;
    if (discount.max !== null && percent > discount.max) return false;
  }
  return true;
}

/** Each facet's counts by value: how many products the listing shows with that value chosen. */
export type FacetCounts = Readonly<Record<FacetName, ReadonlyMap<string, number>>>;

/**
 * The counts of every facet from a summary's entries: for each facet, the entries passing every
 * other filter, counted by their value(s) in it. `total` is the listing's own count.
 */
export function countFacets(
  entries: readonly FacetEntry[],
  page: ListingPage,
  query: ListingQuery,
): { counts: FacetCounts; total: number } {
  const source = listingSource(page, effectiveSort(page, query.sort));
  const counts = {} as Record<FacetName, Map<string, number>>;
  for (const facet of FACET_NAMES) {
    const byValue = new Map<string, number>();
    for (const entry of entries) {
      if (!passes(entry, query, source, facet)) continue;
      for (const value of new Set(valuesOf(entry, facet))) byValue.set(value, (byValue.get(value) ?? 0) + 1);
    }
    counts[facet] = byValue;
  }
  const total = entries.filter((entry) => passes(entry, query, source, null)).length;
  return { counts, total };
}

/** The entries of a summary document's `entries` map. */
export function facetEntriesOf(
  summary: Pick<ListingFacetSummary, 'entries'> | null | undefined,
): FacetEntry[] {
  return Object.values(summary?.entries ?? {}).map(decodeFacetEntry);
}

/**
 * The values a facet offers on this listing: categories, colours and sizes of the parent; designers
 * are the ones given (the designers with products of this kind, from the `designers` summary).
 */
export function facetValues(
  query: Pick<ListingQuery, 'parent'>,
  facet: FacetName,
  brands: readonly string[],
): readonly string[] {
  switch (facet) {
    case 'category':
      return typesOf(query.parent);
    case 'colour':
      return COLOURS;
    case 'size':
      return sizesFor(query.parent);
    case 'brand':
      return brands;
  }
}

/** The query with `value` added to or taken from a facet's choice (a category replaces the menu's type). */
export function toggleFacetValue(query: ListingQuery, facet: FacetName, value: string): ListingQuery {
  const chosen = chosenFacetValues(query, facet);
  const next = chosen.includes(value) ? chosen.filter((other) => other !== value) : [...chosen, value].sort();
  return updateListingQuery(
    query,
    facet === 'category' ? { category: next, type: 'ALL' } : { [facet]: next },
  );
}

/** One option of a facet as the filters show it. */
export interface FacetOption {
  value: string;
  chosen: boolean;
  /** Products with this value and every other filter as it is; undefined while the counts load. */
  count: number | undefined;
  /** Choosing it would show nothing (count 0), or ask more of Firestore than one query can. */
  disabled: boolean;
}

/**
 * A facet's options: every value, chosen or not, with its count. A value that would show no products
 * is offered disabled (a shopper never reaches "0 results" from a count), and so is one that would
 * take the listing past MAX_FILTER_COMBINATIONS. A chosen value is never disabled: it can be undone.
 */
export function facetOptions(
  query: ListingQuery,
  facet: FacetName,
  values: readonly string[],
  counts: ReadonlyMap<string, number> | null,
): FacetOption[] {
  const chosen = chosenFacetValues(query, facet);
  return values.map((value) => {
    const isChosen = chosen.includes(value);
    const count = counts ? (counts.get(value) ?? 0) : undefined;
    const tooMany =
      !isChosen && filterCombinations(toggleFacetValue(query, facet, value)) > MAX_FILTER_COMBINATIONS;
    return { value, chosen: isChosen, count, disabled: !isChosen && (count === 0 || tooMany) };
  });
}

/** A count shown beside a filter value: "Black (12)". */
export function withFacetCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}
