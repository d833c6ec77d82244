import { shopDate } from './admin-orders';
import type { CouponDoc } from './documents';

// The admin's coupons (admin.md section 8, docs/decisions.md rule 11): the coupon table's type and
// dates. Their snackbar texts stay in ADMIN_ORDER_MESSAGES (admin-orders.ts), which the coupon
// screens read.

/**
 * The last day a coupon works, for the coupon table: a coupon "valid until 2025-06-30" expires at the
 * end of that day in Amsterdam (adminCreateCouponBodySchema), so the day is the one just before.
 */
export function couponLastDay(expiresAtIso: string): string {
  return shopDate(new Date(Date.parse(expiresAtIso) - 1).toISOString());
}

/** A coupon in the admin's table. */
export type AdminCoupon = Omit<CouponDoc, 'expiresAt' | 'createdAt'> & {
  id: string;
  expiresAt: string | null;
  createdAt: string;
};
