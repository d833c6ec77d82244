// Catalogue listings for API clients (storefront.md section 7, "Listings and home"). Path parameters
// are parsed by the domain's parseListingParams, the rules of the SPA's listing URLs, and every
// query comes from the catalogue query spec (listingQueryPlan), the one the SPA runs too. Lists
// answer StoreListingProduct[], counts a plain JSON number.
import {
  curatedListQueryPlan,
  LISTING_PAGE_SIZE,
  listingQueryPlan,
  parseListingParams,
  SORT_CODES,
  type ListingPage,
  type ListingQuery,
  type QueryPlan,
  type StoreListingProduct,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { countListingProducts, listingProducts } from '../../data/listings';
import { invalidRequest } from '../errors';

/** The most products a `skip` may pass over: paging deeper reads (and bills) that many documents. */
export const MAX_LISTING_SKIP = 10_000;

type Params = Record<string, string>;

/** A ListingQuery from URL parameters named as parseListingParams names them, or a 400 naming each bad one. */
function listingQuery(params: Record<string, string | undefined>): ListingQuery {
  const parsed = parseListingParams(params);
  if (!parsed.ok) {
    const details = parsed.errors.map(({ param, message }) => ({ path: param, message }));
    throw invalidRequest(details[0]?.message ?? 'Invalid listing parameters', details);
  }
  return parsed.query;
}

function wholeNumber(value: string, path: string, min: number, max: number): number {
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) {
    const message = `${path} must be a whole number from ${min} to ${max}, got "${value}"`;
    throw invalidRequest(message, [{ path, message }]);
  }
  return number;
}

/** The `/12/{skip}` of the paged calls: a page size of at most 12 and how many matches to skip. */
function pageOf(params: Params): { limit: number; skip: number } {
  return {
    limit: wholeNumber(params['limit'] ?? '', 'limit', 1, LISTING_PAGE_SIZE),
    skip: wholeNumber(params['skip'] ?? '', 'skip', 0, MAX_LISTING_SKIP),
  };
}

/** `label`: "New In" or "Sale", any case, which curated list an other-store call reads. */
function listOf(label: string | undefined): 'newIn' | 'sale' {
  const normalised = (label ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  if (normalised === 'new in') return 'newIn';
  if (normalised === 'sale') return 'sale';
  const message = `label must be New In or Sale, got "${label ?? ''}"`;
  throw invalidRequest(message, [{ path: 'label', message }]);
}

/** The filter parameters shared by the filter calls: colour, category, size (each `all` for any) and p. */
function filterParams(params: Params): Record<string, string | undefined> {
  return {
    p: params['p'],
    colour: params['color'],
    category: params['category'],
    size: params['size'],
    b: params['brand'],
  };
}

const sendList = (res: Parameters<RequestHandler>[1], products: StoreListingProduct[]) => {
  res.json(products satisfies StoreListingProduct[]);
};

function pagedList(page: ListingPage, toQuery: (params: Params) => ListingQuery): RequestHandler<Params> {
  return async (req, res) => {
    const query = toQuery(req.params);
    const { limit, skip } = pageOf(req.params);
    sendList(res, await listingProducts(listingQueryPlan(page, query, limit), skip));
  };
}

function count(page: ListingPage, toQuery: (params: Params) => ListingQuery): RequestHandler<Params> {
  return async (req, res) => {
    res.json(await countListingProducts(listingQueryPlan(page, toQuery(req.params))));
  };
}

function wholeList(plan: (params: Params) => QueryPlan): RequestHandler<Params> {
  return async (req, res) => {
    sendList(res, await listingProducts(plan(req.params)));
  };
}

// getallproductsmain*/{p}/{t}/{brand}: a parent category, a type or ALL, a brand or ALL; newest first.
const mainQuery = (params: Params) => listingQuery({ p: params['p'], t: params['t'], b: params['brand'] });

// getallproductsmainfilter*/{color}/{category}/{size}/{p}/{minPrice}/{maxPrice}/{brand}: price bounds in euros.
const filterQuery = (params: Params) =>
  listingQuery({ ...filterParams(params), minPrice: params['minPrice'], maxPrice: params['maxPrice'] });

// getallproductsmainfilterprice*/{color}/{category}/{size}/{p}/{sort}/{brand}: sort 0, 2, 1 or -1.
const sortQuery = (params: Params) => listingQuery({ ...filterParams(params), sort: params['sort'] });

// getrecommendedproductsall*/{p}/{brand}: the visible Recommended list.
const recommendedQuery = (params: Params) =>
  listingQuery({ p: params['p'], b: params['brand'], sort: String(SORT_CODES.recommended) });

/** getallproductsmainotherstore/{P}/{T}/{B}/{label}: New In or Sale of a parent, type and brand, newest first. */
const otherStorePlan = (params: Params) =>
  listingQueryPlan(
    listOf(params['label']),
    listingQuery({ p: params['p'], t: params['t'], b: params['brand'] }),
    null,
  );

/**
 * getallproductsmainfilterother/{color}/{category}/{size}/{P}/{minPrice}/{maxPrice}[/{discountMin}/{discountMax}]/{brand}/{label}:
 * the sale version carries the discount range (percent) after the prices.
 */
function filterOtherPlan(params: Params): QueryPlan {
  const list = listOf(params['label']);
  const withDiscount = params['discountMin'] !== undefined;
  if (withDiscount && list !== 'sale') {
    const message = 'The discount range applies to the Sale list only';
    throw invalidRequest(message, [{ path: 'label', message }]);
  }
  const query = listingQuery({
    ...filterParams(params),
    minPrice: params['minPrice'],
    maxPrice: params['maxPrice'],
    ...(withDiscount ? { discountMin: params['discountMin'], discountMax: params['discountMax'] } : {}),
  });
  return listingQueryPlan(list, query, null);
}

/** getallproductsmainfilterpriceother/{color}/{category}/{size}/{P}/{sortDirection}/{brand}/{label}: by price, 1 up or -1 down. */
function sortOtherPlan(params: Params): QueryPlan {
  const direction = params['sortDirection'];
  if (direction !== String(SORT_CODES.priceAsc) && direction !== String(SORT_CODES.priceDesc)) {
    const message = `sortDirection must be 1 (price low to high) or -1 (high to low), got "${direction ?? ''}"`;
    throw invalidRequest(message, [{ path: 'sortDirection', message }]);
  }
  const query = listingQuery({ ...filterParams(params), sort: direction });
  return listingQueryPlan(listOf(params['label']), query, null);
}

const FILTER = ':color/:category/:size/:p';

export const catalogueRouter = Router()
  .get('/getallproductsmaincount/:p/:t/:brand', count('products', mainQuery))
  .get('/getallproductsmain/:p/:t/:brand/:limit/:skip', pagedList('products', mainQuery))
  .get(`/getallproductsmainfiltercount/${FILTER}/:minPrice/:maxPrice/:brand`, count('products', filterQuery))
  .get(
    `/getallproductsmainfilter/${FILTER}/:minPrice/:maxPrice/:brand/:limit/:skip`,
    pagedList('products', filterQuery),
  )
  .get(`/getallproductsmainfilterpricecount/${FILTER}/:sort/:brand`, count('products', sortQuery))
  .get(`/getallproductsmainfilterprice/${FILTER}/:sort/:brand/:limit/:skip`, pagedList('products', sortQuery))
  .get(
    '/getrecommendedproductsall/:p/:brand',
    wholeList((params) => listingQueryPlan('products', recommendedQuery(params), null)),
  )
  .get('/getrecommendedproductsallcount/:p/:brand', count('products', recommendedQuery))
  .get('/getallproductsmainotherstore/:p/:t/:brand/:label', wholeList(otherStorePlan))
  .get(
    '/getallsaleproduct/:label',
    wholeList((params) => curatedListQueryPlan(listOf(params['label']))),
  )
  .get(
    `/getallproductsmainfilterother/${FILTER}/:minPrice/:maxPrice/:brand/:label`,
    wholeList(filterOtherPlan),
  )
  .get(
    `/getallproductsmainfilterother/${FILTER}/:minPrice/:maxPrice/:discountMin/:discountMax/:brand/:label`,
    wholeList(filterOtherPlan),
  )
  .get(
    `/getallproductsmainfilterpriceother/${FILTER}/:sortDirection/:brand/:label`,
    wholeList(sortOtherPlan),
  );
