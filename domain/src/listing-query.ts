import { SORT_CODES, SORT_ORDER, type ParentCategory, type SortCode } from './catalogue';
import type { ListingEntry, ListingFields, ProductCardFields, SaleEntry, StoreProduct } from './documents';
import {
  ALL,
  discountBounds,
  LISTING_PAGE_SIZE,
  listingCategories,
  priceBoundsCents,
  type ListingQuery,
} from './listing';
import type { Cents } from './money';
import { TRANSLATED_TITLE_FIELDS } from './product-translations';

/**
 * The catalogue query spec: a ListingQuery (what the URL and the filters say) turned into one
 * Firestore query, described abstractly so the SPA (firebase/firestore/lite) and the API (Admin SDK)
 * run exactly the same query, and the index-coverage test can check every query the shop can make
 * against firestore.indexes.json (the emulator does not enforce indexes; production does).
 *
 * Index budget. Category, designer, colour and size are optional and combine freely: as separate
 * equality filters that would need one composite index per combination and sort (hundreds, over
 * Firestore's limit of 200). Instead every product and listing entry carries `filterKeys`, one key
 * per combination it matches, so any combination is one `array-contains`. What is left per
 * collection is the sort and the slider ranges, a handful of indexes each.
 */

// ---------------------------------------------------------------------------------------------
// Filter keys

/** The field holding listingFilterKeys(...) on products and listing entries. */
export const FILTER_KEYS_FIELD = 'filterKeys';

/** One combination of the listing filters; null (or ALL) is "any". */
export interface ListingFilter {
  parent: ParentCategory;
  category: string | null;
  brand: string | null;
  colour: string | null;
  size: string | null;
}

/**
 * The key of one filter combination, `BAGS|TOTE|PRADA|ALL|ALL` (parent, category, designer, colour,
 * size; ALL for any). No type, brand, colour or size contains '|'.
 */
export function listingFilterKey(filter: ListingFilter): string {
  return [
    filter.parent,
    filter.category ?? ALL,
    filter.brand ?? ALL,
    filter.colour ?? ALL,
    filter.size ?? ALL,
  ].join('|');
}

/**
 * Every filter combination a product (or its listing entry) matches: its category or any, its
 * designer or any, its colour or any, each size in stock or any. At most 2 x 2 x 2 x (sizes + 1)
 * keys (80 for an accessory in all nine sizes). The size filter means "in stock in that size", like
 * sizesInStock; a product sold out in every size is still listed (as Sold out) under "any size".
 */
export function listingFilterKeys(
  item: Pick<ListingFields, 'parentCategory' | 'category' | 'brand' | 'colour' | 'sizesInStock'>,
): string[] {
  const keys = new Set<string>();
  for (const category of [item.category, null]) {
    for (const brand of [item.brand, null]) {
      for (const colour of [item.colour, null]) {
        for (const size of [...item.sizesInStock, null]) {
          keys.add(listingFilterKey({ parent: item.parentCategory, category, brand, colour, size }));
        }
      }
    }
  }
  return [...keys];
}

// ---------------------------------------------------------------------------------------------
// Query plans

/** The storefront's listing pages: /products, /newin and /sale. */
export type ListingPage = 'products' | 'newIn' | 'sale';

/** The collections listings read: store products and the curated lists shoppers browse. */
export type ListingSource = 'products' | 'newIn' | 'sale' | 'recommended';

/** Where each source keeps the fields a listing filters and sorts on. */
const SOURCE_FIELDS: Readonly<Record<ListingSource, { date: string; price: string; hidden: boolean }>> = {
  // Every listing's price sort and slider use the price shoppers pay (docs/decisions.md rules 35
  // and 73): `paidPrice` (pricePaid, domain pricing.ts), the sale price while the product is on sale.
  products: { date: 'createdAt', price: 'paidPrice', hidden: false },
  newIn: { date: 'addedAt', price: 'paidPrice', hidden: true },
  // A Sale entry's own sale price is what its shoppers pay (its entry is visible when listed).
  sale: { date: 'addedAt', price: 'salePrice', hidden: true },
  recommended: { date: 'addedAt', price: 'paidPrice', hidden: true },
};

export interface EqualityFilter {
  field: string;
  value: string | boolean;
}

export interface ArrayContainsFilter {
  field: string;
  value: string;
}

/** Matches a document whose array holds any of `values` (Firestore: at most 30). */
export interface ArrayContainsAnyFilter {
  field: string;
  values: string[];
}

export interface RangeFilter {
  field: string;
  op: '>=' | '<=';
  value: number;
}

export interface Ordering {
  field: string;
  direction: 'asc' | 'desc';
}

/**
 * One Firestore query, as data. Pages after the first continue after the previous page's last
 * document (the SPA's cursor, `startAfter`); `limit` null reads every match (counts, whole lists).
 */
export interface QueryPlan {
  collection: ListingSource;
  equal: EqualityFilter[];
  arrayContains: ArrayContainsFilter | null;
  /** Instead of arrayContains, where several values are asked for (a listing with several per facet). */
  arrayContainsAny?: ArrayContainsAnyFilter | null;
  ranges: RangeFilter[];
  orderBy: Ordering[];
  limit: number | null;
}

/**
 * The sort options a listing page offers. Recommended means "the shop's Recommended list", which
 * exists for store products only: New In and Sale entries are curated separately and carry no
 * recommendation (the spec's New In and Sale calls sort by price only).
 */
export function listingSortOptions(page: ListingPage): readonly SortCode[] {
  return page === 'products' ? SORT_ORDER : SORT_ORDER.filter((code) => code !== SORT_CODES.recommended);
}

/** The sort a page applies: Recommended on New In or Sale (a hand-made URL) falls back to Show all. */
export function effectiveSort(page: ListingPage, sort: SortCode): SortCode {
  return page !== 'products' && sort === SORT_CODES.recommended ? SORT_CODES.showAll : sort;
}

/** Which collection a listing page reads: Recommended on /products reads the Recommended list. */
export function listingSource(page: ListingPage, sort: SortCode): ListingSource {
  return page === 'products' && sort === SORT_CODES.recommended ? 'recommended' : page;
}

/**
 * What can be bought first: the default sort (Show all) leads with products in stock. `inStock` is
 * on every product and listing entry already, kept by every writer of stock (checkout.ts
 * stockFields), so the rule costs no field and no read; Firestore orders false before true, so
 * descending puts what is in stock first. Sold-out products still follow, newest first.
 */
export const AVAILABLE_FIRST: Ordering = { field: 'inStock', direction: 'desc' };

const newestFirst = (source: ListingSource): Ordering => ({
  field: SOURCE_FIELDS[source].date,
  direction: 'desc',
});

function orderingFor(source: ListingSource, sort: SortCode): Ordering[] {
  const fields = SOURCE_FIELDS[source];
  if (sort === SORT_CODES.priceAsc) return [{ field: fields.price, direction: 'asc' }];
  if (sort === SORT_CODES.priceDesc) return [{ field: fields.price, direction: 'desc' }];
  // Recommended: the shop's own list, newest first.
  if (sort === SORT_CODES.recommended) return [newestFirst(source)];
  return [AVAILABLE_FIRST, newestFirst(source)];
}

/**
 * What shoppers may see of a store product: only an online one (docs/decisions.md rule 64). The
 * security rules let shoppers run only product queries that carry this filter.
 */
export const ONLINE_ONLY: EqualityFilter = { field: 'online', value: true };

function visibleOnly(source: ListingSource): EqualityFilter[] {
  // The security rules only let shoppers run curated-list queries that exclude hidden entries, and
  // product queries that exclude offline products.
  return SOURCE_FIELDS[source].hidden ? [{ field: 'hidden', value: false }] : [ONLINE_ONLY];
}

/** A facet's chosen values as the filter keys take them: none chosen is one "any" (null). */
const orAny = (values: readonly string[]): (string | null)[] => (values.length > 0 ? [...values] : [null]);

/**
 * The filter keys a query matches: one per combination of its chosen values (each facet's values
 * are alternatives, the facets all apply), sorted. A product matches the query when its filterKeys
 * hold any of them.
 */
export function listingQueryFilterKeys(
  query: Pick<ListingQuery, 'parent' | 'type' | 'category' | 'brand' | 'colour' | 'size'>,
): string[] {
  const keys: string[] = [];
  for (const category of orAny(listingCategories(query)))
    for (const brand of orAny(query.brand))
      for (const colour of orAny(query.colour))
        for (const size of orAny(query.size))
          keys.push(listingFilterKey({ parent: query.parent, category, brand, colour, size }));
  return keys.sort();
}

/**
 * The query of a listing page for a parsed ListingQuery: filter key, visibility, price range (and
 * the sale page's discount range) and sort. `limit` is the page size, or null for every match.
 */
export function listingQueryPlan(
  page: ListingPage,
  query: ListingQuery,
  limit: number | null = LISTING_PAGE_SIZE,
): QueryPlan {
  const sort = effectiveSort(page, query.sort);
  const source = listingSource(page, sort);
  const fields = SOURCE_FIELDS[source];
  const ranges: RangeFilter[] = [];
  const price = priceBoundsCents(query);
  if (price.min !== null) ranges.push({ field: fields.price, op: '>=', value: price.min });
  if (price.max !== null) ranges.push({ field: fields.price, op: '<=', value: price.max });
  if (source === 'sale') {
    const discount = discountBounds(query);
    if (discount.min !== null) ranges.push({ field: 'discountPercent', op: '>=', value: discount.min });
    if (discount.max !== null) ranges.push({ field: 'discountPercent', op: '<=', value: discount.max });
  }
  const keys = listingQueryFilterKeys(query);
  return {
    collection: source,
    equal: visibleOnly(source),
    // One key: array-contains, as every one-value listing always was (and its cache key stays).
    ...(keys.length === 1
      ? { arrayContains: { field: FILTER_KEYS_FIELD, value: keys[0]! } }
      : { arrayContains: null, arrayContainsAny: { field: FILTER_KEYS_FIELD, values: keys } }),
    ranges,
    orderBy: orderingFor(source, sort),
    limit,
  };
}

/** Every visible entry of New In or Sale, of bags and accessories alike, newest first. */
export function curatedListQueryPlan(source: 'newIn' | 'sale', limit: number | null = null): QueryPlan {
  return {
    collection: source,
    equal: visibleOnly(source),
    arrayContains: null,
    ranges: [],
    orderBy: [newestFirst(source)],
    limit,
  };
}

/** The query plan without its page size: what count() aggregates, and the key of a cached listing. */
export function withoutLimit(plan: QueryPlan): QueryPlan {
  return { ...plan, limit: null };
}

// ---------------------------------------------------------------------------------------------
// What a listing shows of each product

/** A product card as listings show it and the listing API answers it. */
export interface StoreListingProduct extends ProductCardFields {
  /** The shown sale (rule 35): the discount in percent and the price after it; null when not on sale. */
  discountPercent: number | null;
  salePrice: Cents | null;
}

/**
 * Every field toStoreListingProduct reads, of any listing source: the storefront asks Firestore for
 * these only (a field mask), a tenth of a product document (descriptions, variants, search terms).
 */
export const LISTING_CARD_FIELDS = [
  'sku',
  'title',
  // The translated titles only, not the descriptions beside them (docs/decisions.md rule 83).
  ...TRANSLATED_TITLE_FIELDS,
  'brand',
  'parentCategory',
  'category',
  'colour',
  'gender',
  'sizesInStock',
  'inStock',
  'images',
  'displayImage',
  'displayPrice',
  'productId',
  'price',
  'discountPercent',
  'salePrice',
] as const;

/** A document a listing query returned, as a card. `data` is the document of the plan's collection. */
export function toStoreListingProduct(
  source: ListingSource,
  id: string,
  data: StoreProduct | ListingEntry | SaleEntry,
): StoreListingProduct {
  // Every list entry carries the product's shown sale; listings read visible entries only, so a Sale
  // entry's own discount is the shown one.
  const product = source === 'products';
  return {
    productId: product ? id : (data as ListingEntry).productId,
    sku: data.sku,
    title: data.title,
    ...(data.translations && { translations: data.translations }),
    brand: data.brand,
    parentCategory: data.parentCategory,
    category: data.category,
    colour: data.colour,
    gender: data.gender,
    sizesInStock: [...data.sizesInStock],
    inStock: data.inStock,
    images: [...data.images],
    displayImage: data.displayImage,
    price: product ? (data as StoreProduct).displayPrice : (data as ListingEntry).price,
    discountPercent: data.discountPercent ?? null,
    salePrice: data.salePrice ?? null,
  };
}
