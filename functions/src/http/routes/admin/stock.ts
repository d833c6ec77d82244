// Admin: stock by hand (POST updatestock), the Low stock lists (GET lowstock) and their totals
// (GET stockcounts) behind Today's "Low stock" and "Sold out" (docs/decisions.md rules 41, 65, 69).
import {
  adminUpdateStockBodySchema,
  lowStockQuerySchema,
  stockCountsQuerySchema,
  type AdminLowStockProduct,
  type AdminStockCounts,
  type AdminUpdateStockParsed,
} from '@shop/domain';
import type { RequestHandler } from 'express';
import { countStockLists, listLowStock, updateStock } from '../../../data/admin/stock';
import { actorOf, type AdminRoute } from '../../admin-routes';
import { notFound } from '../../errors';
import { validateBody } from '../../middleware';

/** POST updatestock { productId, size, stock, change? }: answers the product (AdminStoreProduct). */
const postUpdateStock: RequestHandler = async (req, res) => {
  res.json(await updateStock(req.body as AdminUpdateStockParsed, actorOf(res)));
};

/** GET lowstock?max&limit&before&show: AdminLowStockProduct[], fewest units first; 404 for an unknown `before`. */
const getLowStock: RequestHandler = async (req, res) => {
  const { max, limit, before, show } = lowStockQuerySchema.parse(req.query);
  const page: AdminLowStockProduct[] | null = await listLowStock(max, limit, before ?? null, show);
  if (page === null) throw notFound(`There is no store product ${before ?? ''}`);
  res.json(page);
};

/** GET stockcounts?max: AdminStockCounts, the totals of the Low stock lists (Today's stock cards). */
const getStockCounts: RequestHandler = async (req, res) => {
  const { max } = stockCountsQuerySchema.parse(req.query);
  const counts: AdminStockCounts = await countStockLists(max);
  res.json(counts);
};

export const stockRoutes: AdminRoute[] = [
  {
    method: 'post',
    path: '/updatestock',
    handlers: [validateBody(adminUpdateStockBodySchema), postUpdateStock],
  },
  { method: 'get', path: '/lowstock', handlers: [getLowStock] },
  { method: 'get', path: '/stockcounts', handlers: [getStockCounts] },
];
