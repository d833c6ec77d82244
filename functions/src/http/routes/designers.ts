// GET getdesigners (storefront.md section 7): the brands that have store products, for API clients.
// The SPA reads the same `designers` collection straight from Firestore.
import { byBrand, hasStoreProducts, toStoreDesigner, type StoreDesigner } from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { listDesigners } from '../../data/designers';

/** Every designer with products in the store, sorted by brand, with how many bags and accessories. */
export const getDesigners: RequestHandler = async (_req, res) => {
  const designers = await listDesigners();
  const shown = designers
    .filter(hasStoreProducts)
    .map(toStoreDesigner)
    .sort((a, b) => byBrand(a.brand, b.brand));
  res.json(shown satisfies StoreDesigner[]);
};

export const designersRouter = Router().get('/getdesigners', getDesigners);
