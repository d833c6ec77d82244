// The admin's coupons (admin.md /admincoupon and section 7; docs/decisions.md rules 3 and 11). Admins only:
// adminRouter runs requireAdmin before anything is read or written. The old shop deleted with a GET;
// here a GET never changes anything.
import {
  adminCreateCouponBodySchema,
  documentIdSchema,
  type AdminCoupon,
  type AdminCreateCouponParsed,
} from '@shop/domain';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { createCoupon, deleteCoupon, listCoupons } from '../../../data/admin/coupons';
import { actorOf, type AdminRoute } from '../../admin-routes';
import { validateBody } from '../../middleware';

/** GET getcouponitems: AdminCoupon[], newest first. */
export const getCoupons: RequestHandler = async (_req, res) => {
  const coupons: AdminCoupon[] = await listCoupons();
  res.json(coupons);
};

/**
 * POST couponitems, body { coupon, discount, minimumGoods?, expiresAt?, maxRedemptions? }
 * (adminCreateCouponBodySchema): answers the stored AdminCoupon. 400 for a code or discount that
 * does not parse, 409 when the code exists.
 */
export const postCoupon: RequestHandler = async (req, res) => {
  const coupon = await createCoupon(req.body as AdminCreateCouponParsed, actorOf(res));
  res.json(coupon);
};

/** DELETE deletecouponitems/{id}: answers { deleted: true, id, code }; 404 without such a coupon. */
export const deleteCouponRoute: RequestHandler = async (req, res) => {
  const { id } = z.object({ id: documentIdSchema }).parse(req.params);
  const { code } = await deleteCoupon(id, actorOf(res));
  res.json({ deleted: true, id, code });
};

export const couponRoutes: AdminRoute[] = [
  { method: 'get', path: '/getcouponitems', handlers: [getCoupons] },
  { method: 'post', path: '/couponitems', handlers: [validateBody(adminCreateCouponBodySchema), postCoupon] },
  { method: 'delete', path: '/deletecouponitems/:id', handlers: [deleteCouponRoute] },
  // admin.md's GET form: a Bearer token, never a cookie, so a link cannot act for an admin.
  { method: 'get', path: '/deletecouponitems/:id', handlers: [deleteCouponRoute] },
];
