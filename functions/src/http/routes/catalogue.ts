// Catalogue listings (storefront.md section 7, "Listings and home"). The URL parameters are parsed by
// the domain's parseListingParams, the same rules the SPA uses for its listing URLs.
import { ALL, listingCategory, parseListingParams } from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { countStoreProducts } from '../../data/products';
import { invalidRequest } from '../errors';

type CountParams = { p: string; t: string; brand: string };

/**
 * GET getallproductsmaincount/{p}/{t}/{brand}: how many store products a listing has, as a plain
 * JSON number. p is bags or accessories; t (a type) and brand are case-insensitive, ALL for any.
 */
export const getStoreProductCount: RequestHandler<CountParams> = async (req, res) => {
  const parsed = parseListingParams({ p: req.params.p, t: req.params.t, b: req.params.brand });
  if (!parsed.ok) {
    const details = parsed.errors.map(({ param, message }) => ({ path: param, message }));
    throw invalidRequest(details[0]?.message ?? 'Invalid listing parameters', details);
  }
  const { query } = parsed;
  const count = await countStoreProducts({
    parentCategory: query.parent,
    category: listingCategory(query),
    brand: query.brand === ALL ? null : query.brand,
  });
  res.json(count);
};

export const catalogueRouter = Router().get('/getallproductsmaincount/:p/:t/:brand', getStoreProductCount);
