// Home page lists: Featured and Products of the Week (storefront.md section 7, "Listings and home").
import { collections, type Cents, type CuratedEntry } from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { visibleCuratedEntries, type HomeList } from '../../data/curated';

/** One product card on the home page, with the product's shown sale (docs/decisions.md rule 35). */
export type StoreHomeProduct = Pick<
  CuratedEntry,
  'productId' | 'displayImage' | 'title' | 'price' | 'sku'
> & {
  discountPercent: number | null;
  salePrice: Cents | null;
};

function toHomeProduct(entry: CuratedEntry): StoreHomeProduct {
  return {
    productId: entry.productId,
    displayImage: entry.displayImage,
    title: entry.title,
    price: entry.price,
    discountPercent: entry.discountPercent ?? null,
    salePrice: entry.salePrice ?? null,
    sku: entry.sku,
  };
}

function homeListHandler(list: HomeList): RequestHandler {
  return async (_req, res) => {
    const entries = await visibleCuratedEntries(list);
    res.json(entries.map(toHomeProduct) satisfies StoreHomeProduct[]);
  };
}

/** GET gethomepagefeaturedproductlist: the visible Featured entries, newest first. */
export const getFeaturedProducts = homeListHandler(collections.featured);

/** GET gethomepageweekproductlist: the visible Products of the Week, newest first. */
export const getWeekProducts = homeListHandler(collections.weekProducts);

export const homeRouter = Router()
  .get('/gethomepagefeaturedproductlist', getFeaturedProducts)
  .get('/gethomepageweekproductlist', getWeekProducts);
