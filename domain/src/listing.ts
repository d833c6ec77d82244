import {
  COLOURS,
  isColour,
  isParentCategory,
  isSizeOf,
  isSortCode,
  isTypeOf,
  normaliseBrand,
  SORT_CODES,
  type ParentCategory,
  type SortCode,
} from './catalogue';
import type { Cents } from './money';
import { shopConfig } from './shop-config';

/**
 * The catalogue query of /products, /newin and /sale: what the URL says, what the SPA's filters show
 * and what the API filters on. The URL is the one home of filter state, so a filtered list can be
 * reloaded, shared and navigated back to; parse and serialise round-trip.
 */

/** Products per listing page (storefront.md section 9). */
export const LISTING_PAGE_SIZE: number = shopConfig.pageSizes.storefront;

/** "No filter" for type, brand, colour, category and size. */
export const ALL = 'ALL';

export interface ListingQuery {
  /** `p`: bags or accessories. Required. */
  parent: ParentCategory;
  /** `t`: the type the menu link chose (e.g. 'TOTE'), or ALL. */
  type: string;
  /**
   * The facets: each holds the values chosen, sorted, none for "any" (docs/decisions.md rule 73).
   * The address repeats a parameter per value (`b=PRADA&b=GUCCI`), so an old one-value address
   * still reads as it did.
   */
  /** `b`: designers, upper-case. */
  brand: readonly string[];
  /** `colour`: each one of COLOURS. */
  colour: readonly string[];
  /** `category`: the filter's sub-categories. Win over `type`, see listingCategory. */
  category: readonly string[];
  /** `size`: each one of the parent's SIZES. */
  size: readonly string[];
  /** `minPrice` / `maxPrice`: the price slider, in whole euros (rule 6), 100 to 5000. */
  minPrice: number;
  maxPrice: number;
  /** `sort`: SORT_CODES. */
  sort: SortCode;
  /** `page`: 1-based. */
  page: number;
  /** `discountMin` / `discountMax`: the sale page's discount slider in percent, 10 to 100. Ignored elsewhere. */
  discountMin: number;
  discountMax: number;
}

export interface ListingParamError {
  /** The URL parameter at fault. */
  param: string;
  message: string;
}

export type ListingParseResult =
  { ok: true; query: ListingQuery } | { ok: false; errors: ListingParamError[] };

const { minEuros: PRICE_MIN, maxEuros: PRICE_MAX } = shopConfig.priceSlider;
const { min: DISCOUNT_MIN, max: DISCOUNT_MAX } = shopConfig.discountSlider;

/** The unfiltered listing of a parent category (and optionally a type from the menu). */
export function defaultListingQuery(parent: ParentCategory, type: string = ALL): ListingQuery {
  return {
    parent,
    type,
    brand: [],
    colour: [],
    category: [],
    size: [],
    minPrice: PRICE_MIN,
    maxPrice: PRICE_MAX,
    sort: SORT_CODES.showAll,
    page: 1,
    discountMin: DISCOUNT_MIN,
    discountMax: DISCOUNT_MAX,
  };
}

type ParamSource =
  URLSearchParams | string | Readonly<Record<string, string | readonly string[] | null | undefined>>;

/** Every value of a parameter, in the order given (a repeated parameter has several). */
function allReader(source: ParamSource): (name: string) => string[] {
  const params = typeof source === 'string' ? new URLSearchParams(source) : source;
  return params instanceof URLSearchParams
    ? (name) => params.getAll(name)
    : (name) => [params[name] ?? []].flat();
}

function reader(source: ParamSource): (name: string) => string | undefined {
  const all = allReader(source);
  return (name) => all(name)[0];
}

/**
 * URL parameters (a URLSearchParams, a query string, or a plain record such as Express's req.query)
 * to a normalised ListingQuery, or every problem found, each naming its parameter.
 * `p` is required and case-insensitive; `t`, `b`, `colour`, `category` and `size` are upper-cased and
 * default to ALL (`t=all` is the same as no `t`); numbers default to the slider ends, sort 0, page 1.
 * `color` is accepted as another spelling of `colour`.
 */
/**
 * Whether a listing address names no collection at all (/sale, /newin, /products without p): not an
 * unknown page but the listing's landing, which asks the shopper for bags or accessories.
 */
export function asksForCollection(source: ParamSource): boolean {
  return (reader(source)('p') ?? '').trim() === '';
}

export function parseListingParams(source: ParamSource): ListingParseResult {
  const get = reader(source);
  const errors: ListingParamError[] = [];
  const fail = (param: string, message: string): void => {
    errors.push({ param, message });
  };

  const p = (get('p') ?? '').trim().toUpperCase();
  if (p === '') {
    fail('p', 'The listing needs p=bags or p=accessories');
    return { ok: false, errors };
  }
  if (!isParentCategory(p)) {
    fail('p', `We sell bags and accessories; "${get('p') ?? ''}" is neither`);
    return { ok: false, errors };
  }
  const parent = p;
  const query = defaultListingQuery(parent);

  const upper = (value: string) => value.trim().replace(/\s+/g, ' ').toUpperCase();
  query.type = upper(get('t') ?? '') || ALL;
  if (query.type !== ALL && !isTypeOf(parent, query.type)) {
    fail('t', `"${query.type}" is not a type of ${parent.toLowerCase()}`);
  }

  // Each facet: every value of its repeated parameter, upper-cased, "all" and blanks dropped,
  // sorted and once each, so one choice has one address and one cache key.
  const all = allReader(source);
  const values = (name: string, normalise = upper): string[] =>
    [...new Set(all(name).map(normalise))].filter((value) => value !== '' && value !== ALL).sort();

  query.brand = values('b', normaliseBrand);
  if (query.brand.some((brand) => brand.length > 100)) fail('b', 'The designer name is too long');

  // Each value the shop does not have, named with its parameter.
  const check = (param: string, chosen: string[], has: (value: string) => boolean, what: string) => {
    for (const value of chosen) if (!has(value)) fail(param, `"${value}" is not ${what}`);
    return chosen;
  };
  const of = parent.toLowerCase();
  query.colour = check(
    'colour',
    values(all('colour').length > 0 ? 'colour' : 'color'),
    isColour,
    `one of the colours (${COLOURS.join(', ')})`,
  );
  query.category = check(
    'category',
    values('category'),
    (value) => isTypeOf(parent, value),
    `a category of ${of}`,
  );
  query.size = check('size', values('size'), (value) => isSizeOf(parent, value), `a size of ${of}`);

  const integer = (name: string, fallback: number, min: number, max: number, unit: string): number => {
    const raw = get(name)?.trim();
    if (raw === undefined || raw === '') return fallback;
    const value = /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      const range = max === Number.MAX_SAFE_INTEGER ? `of ${min} or more` : `from ${min} to ${max}${unit}`;
      fail(name, `${name} must be a whole number ${range}, got "${raw}"`);
      return fallback;
    }
    return value;
  };

  query.minPrice = integer('minPrice', PRICE_MIN, PRICE_MIN, PRICE_MAX, ' euro');
  query.maxPrice = integer('maxPrice', PRICE_MAX, PRICE_MIN, PRICE_MAX, ' euro');
  if (query.minPrice > query.maxPrice) fail('minPrice', 'The lowest price cannot be above the highest price');

  const sort = integer('sort', SORT_CODES.showAll, -1, 2, '');
  if (isSortCode(sort)) query.sort = sort;

  query.page = integer('page', 1, 1, Number.MAX_SAFE_INTEGER, '');

  query.discountMin = integer('discountMin', DISCOUNT_MIN, DISCOUNT_MIN, DISCOUNT_MAX, ' %');
  query.discountMax = integer('discountMax', DISCOUNT_MAX, DISCOUNT_MIN, DISCOUNT_MAX, ' %');
  if (query.discountMin > query.discountMax)
    fail('discountMin', 'The smallest discount cannot be above the largest discount');

  return errors.length > 0 ? { ok: false, errors } : { ok: true, query };
}

/**
 * A ListingQuery back to URL parameters, leaving out every value that is the default so URLs stay
 * short (`?p=bags&colour=BLACK&page=2`). parseListingParams(serialiseListingQuery(q)) equals q.
 */
export function serialiseListingQuery(query: ListingQuery): URLSearchParams {
  const defaults = defaultListingQuery(query.parent);
  const params = new URLSearchParams({ p: query.parent.toLowerCase() });
  const keys = [
    ['t', 'type'],
    ['b', 'brand'],
    ['colour', 'colour'],
    ['category', 'category'],
    ['size', 'size'],
    ['minPrice', 'minPrice'],
    ['maxPrice', 'maxPrice'],
    ['sort', 'sort'],
    ['page', 'page'],
    ['discountMin', 'discountMin'],
    ['discountMax', 'discountMax'],
  ] as const satisfies readonly (readonly [string, keyof ListingQuery])[];
  for (const [param, key] of keys) {
    const value = query[key];
    if (Array.isArray(value)) for (const each of value as readonly string[]) params.append(param, each);
    else if (value !== defaults[key]) params.set(param, String(value));
  }
  return params;
}

/**
 * A filter change: applies `patch` and goes back to page 1, because the old page number means
 * nothing in a different result set (storefront.md section 4). A patch that sets `page` keeps it.
 */
export function updateListingQuery(
  query: ListingQuery,
  patch: Partial<Omit<ListingQuery, 'parent'>>,
): ListingQuery {
  return { ...query, page: 1, ...patch };
}

/**
 * Reset Filters: back to the unfiltered list of the page the shopper is on. Keeps bags/accessories
 * and the menu's type; everything in the filter state (colour, category, size, price, sort, brand,
 * discount, page) returns to its default.
 */
export function resetListingFilters(query: ListingQuery): ListingQuery {
  return defaultListingQuery(query.parent, query.type);
}

/** The sub-categories to filter on: the filter's categories when set, else the menu's type, else none (any). */
export function listingCategories(query: Pick<ListingQuery, 'category' | 'type'>): readonly string[] {
  if (query.category.length > 0) return query.category;
  return query.type !== ALL ? [query.type] : [];
}

/**
 * The price filter in cents for the query on `price` (the displayed price). A bound at the slider's
 * end is open (null): the default 100-5000 shows every product, including one under 100 or over
 * 5000 euro, instead of silently hiding it.
 */
export function priceBoundsCents(query: ListingQuery): { min: Cents | null; max: Cents | null } {
  return {
    min: query.minPrice > PRICE_MIN ? query.minPrice * 100 : null,
    max: query.maxPrice < PRICE_MAX ? query.maxPrice * 100 : null,
  };
}

/** The discount filter for the sale listing, open at the slider's ends like the price. */
export function discountBounds(query: ListingQuery): { min: number | null; max: number | null } {
  return {
    min: query.discountMin > DISCOUNT_MIN ? query.discountMin : null,
    max: query.discountMax < DISCOUNT_MAX ? query.discountMax : null,
  };
}

/** An active filter as a removable chip: `remove` is the query without it (and back on page 1). */
export interface ListingFilterChip {
  /** What the chip is: a facet, or the price or discount slider. */
  kind: 'category' | 'colour' | 'brand' | 'size' | 'price' | 'discount';
  label: string;
  /**
   * The query given without this chip's filter, on page 1. Given the query as it is when the chip is
   * pressed, which may hold a change made since the chips were drawn.
   */
  remove: (query: ListingQuery) => ListingQuery;
}

/** How chips name a category or colour and write an amount: the page's language's (docs/decisions.md rule 79). */
export interface ChipWords {
  optionLabel: (value: string) => string;
  formatPrice: (cents: Cents) => string;
}

/** Chips for the active filters, one per chosen value, in the order of the filter panel. */
export function activeListingFilters(
  query: ListingQuery,
  { optionLabel, formatPrice }: ChipWords,
): ListingFilterChip[] {
  const chips: ListingFilterChip[] = [];
  const chip = (
    kind: ListingFilterChip['kind'],
    label: string,
    patch: (current: ListingQuery) => Partial<ListingQuery>,
  ) => chips.push({ kind, label, remove: (current) => updateListingQuery(current, patch(current)) });
  // Categories and colours in words (sentence case in English), designers and sizes as written.
  for (const kind of ['category', 'colour', 'brand', 'size'] as const) {
    for (const value of query[kind]) {
      const label = kind === 'category' || kind === 'colour' ? optionLabel(value) : value;
      chip(kind, label, (current) => ({ [kind]: current[kind].filter((other) => other !== value) }));
    }
  }
  if (query.minPrice !== PRICE_MIN || query.maxPrice !== PRICE_MAX) {
    const range = `${formatPrice(query.minPrice * 100)} – ${formatPrice(query.maxPrice * 100)}`;
    chip('price', range, () => ({ minPrice: PRICE_MIN, maxPrice: PRICE_MAX }));
  }
  if (query.discountMin !== DISCOUNT_MIN || query.discountMax !== DISCOUNT_MAX) {
    chip('discount', `${query.discountMin} % – ${query.discountMax} %`, () => ({
      discountMin: DISCOUNT_MIN,
      discountMax: DISCOUNT_MAX,
    }));
  }
  return chips;
}

/** Pages needed for `total` products: 0 for none, 1 for 1-12, 2 for 13-24 ... */
export function pageCount(total: number, pageSize: number = LISTING_PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.ceil(total / pageSize);
}
