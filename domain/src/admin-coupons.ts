import { shopDate } from './shop-time';
import type { CouponDoc } from './documents';

// The admin's coupons (admin.md section 8, docs/decisions.md rule 11): the coupon table's type,
// dates and what the coupon screens say.

/** What the coupon screens say after an action (shown for snackbarMs.adminToast). */
export const ADMIN_COUPON_MESSAGES = {
  couponCreated: (code: string) => `Coupon ${code} added`,
  couponDeleted: (code: string) => `Coupon ${code} deleted`,
  confirmDeleteCoupon: (code: string) => `Delete the coupon ${code}? Carts using it lose the discount.`,
} as const;

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
