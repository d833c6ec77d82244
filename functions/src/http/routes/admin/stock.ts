// Admin: stock by hand (POST updatestock) and the Low stock list (GET lowstock) behind Today's
// "Store items with stock 3 or less" (docs/decisions.md rule 41 for the supplier sync).
import {
  adminUpdateStockBodySchema,
  lowStockQuerySchema,
  type AdminLowStockProduct,
  type AdminUpdateStockParsed,
} from '@shop/domain';
import type { RequestHandler } from 'express';
import { listLowStock, updateStock } from '../../../data/admin/stock';
import { actorOf, type AdminRoute } from '../../admin-routes';
import { notFound } from '../../errors';
import { validateBody } from '../../middleware';

/** POST updatestock { productId, size, stock, change? }: answers the product (AdminStoreProduct). */
const postUpdateStock: RequestHandler = async (req, res) => {
  res.json(await updateStock(req.body as AdminUpdateStockParsed, actorOf(res)));
};

/** GET lowstock?max&limit&before: AdminLowStockProduct[], fewest units first; 404 for an unknown `before`. */
const getLowStock: RequestHandler = async (req, res) => {
  const { max, limit, before } = lowStockQuerySchema.parse(req.query);
  const page: AdminLowStockProduct[] | null = await listLowStock(max, limit, before ?? null);
  if (page === null) throw notFound(`There is no store product ${before ?? ''}`);
  res.json(page);
};

export const stockRoutes: AdminRoute[] = [
  {
    method: 'post',
    path: '/updatestock',
    handlers: [validateBody(adminUpdateStockBodySchema), postUpdateStock],
  },
  { method: 'get', path: '/lowstock', handlers: [getLowStock] },
];
