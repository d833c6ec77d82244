// Admin: taking a store product offline and back (docs/decisions.md rule 64).
import { adminProductVisibilityBodySchema, type AdminProductVisibilityParsed } from '@shop/domain';
import type { RequestHandler } from 'express';
import { setProductVisibility } from '../../../data/admin/product-visibility';
import { actorOf, type AdminRoute } from '../../admin-routes';
import { validateBody } from '../../middleware';

/** POST productvisibility { productId, online }: answers the product (AdminStoreProduct). */
const postProductVisibility: RequestHandler = async (req, res) => {
  res.json(await setProductVisibility(req.body as AdminProductVisibilityParsed, actorOf(res)));
};

export const productVisibilityRoutes: AdminRoute[] = [
  {
    method: 'post',
    path: '/productvisibility',
    handlers: [validateBody(adminProductVisibilityBodySchema), postProductVisibility],
  },
];
