// A listing as the SPA shows it, for API clients: the address's own parameters (repeated for several
// values per facet, docs/decisions.md rule 73), one page of cards, the total and every facet's counts
// from the listing's facet summary (one read). The spec's path-parameter calls stay in catalogue.ts.
import {
  countFacets,
  facetEntriesOf,
  filterCombinations,
  MAX_FILTER_COMBINATIONS,
  LISTING_PAGE_SIZE,
  listingFacetSummaryFor,
  listingQueryPlan,
  parseListingParams,
  type FacetName,
  type ListingPage,
  type StoreListingProduct,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { countListingProducts, listingProducts, readFacetSummary } from '../../data/listings';
import { invalidRequest } from '../errors';
import { MAX_LISTING_SKIP } from './catalogue';

/** The listing pages by their address (/products, /newin, /sale). */
const PAGES: Readonly<Record<string, ListingPage>> = { products: 'products', newin: 'newIn', sale: 'sale' };

/** What `GET listing/{page}` answers. */
export interface StoreListingAnswer {
  products: StoreListingProduct[];
  total: number;
  /** Per facet, each value's count with the other filters as they are (values without products left out). */
  facets: Record<FacetName, Record<string, number>>;
}

export const getListing: RequestHandler<{ page: string }> = async (req, res) => {
  const page = PAGES[req.params.page.toLowerCase()];
  if (!page) {
    const message = `page must be products, newin or sale, got "${req.params.page}"`;
    throw invalidRequest(message, [{ path: 'page', message }]);
  }
  const parsed = parseListingParams(req.query as Record<string, string | string[] | undefined>);
  if (!parsed.ok) {
    const details = parsed.errors.map(({ param, message }) => ({ path: param, message }));
    throw invalidRequest(details[0]?.message ?? 'Invalid listing parameters', details);
  }
  const query = parsed.query;
  if (filterCombinations(query) > MAX_FILTER_COMBINATIONS) {
    const message = `Too many filters: at most ${MAX_FILTER_COMBINATIONS} combinations of designers, colours, categories and sizes`;
    throw invalidRequest(message, [{ path: 'b', message }]);
  }
  const skip = (query.page - 1) * LISTING_PAGE_SIZE;
  if (skip > MAX_LISTING_SKIP) {
    const message = `page must be at most ${MAX_LISTING_SKIP / LISTING_PAGE_SIZE + 1}`;
    throw invalidRequest(message, [{ path: 'page', message }]);
  }
  const plan = listingQueryPlan(page, query);
  const [products, total, summary] = await Promise.all([
    listingProducts(plan, skip),
    countListingProducts(plan),
    readFacetSummary(listingFacetSummaryFor(page, query)),
  ]);
  const { counts } = countFacets(facetEntriesOf(summary), page, query);
  const facets = Object.fromEntries(
    Object.entries(counts).map(([facet, byValue]) => [facet, Object.fromEntries(byValue)]),
  ) as StoreListingAnswer['facets'];
  res.json({ products, total, facets } satisfies StoreListingAnswer);
};

export const listingRouter = Router().get('/listing/:page', getListing);
