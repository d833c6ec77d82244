import { API_ERROR_CODES } from '@shop/domain';
import { ApiError } from '@/lib/api-client';

/**
 * Whether starting the payment was refused because the cart's coupon could no longer be held (409
 * coupon-used-up). Nothing was charged and the server took the coupon off the cart: the checkout
 * reloads the cart so that the summary and the Pay button show the total without it before the
 * shopper pays again.
 */
export function isCouponUsedUp(error: unknown): boolean {
  return error instanceof ApiError && error.code === API_ERROR_CODES.couponUsedUp;
}
