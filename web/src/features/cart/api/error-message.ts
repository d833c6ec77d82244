import { failureText } from '@/app/i18n/form-words';
import { words } from '@/app/i18n/page-language';

/**
 * Why a change to the cart (or a wishlist piece put in it) failed, in the page's language: the
 * API's English message on an English page, else the cart's words for its code (docs/decisions.md
 * rule 79). The cart's words are the order pages' group's (cart, checkout, wishlist).
 */
export function cartChangeFailure(error: unknown): string {
  const { cart } = words();
  return failureText(
    error,
    {
      'out-of-stock': cart.outOfStock,
      'cart-full': cart.cartFull,
      'coupon-refused': cart.couponRefused,
      'too-many-requests': cart.tooMany,
      network: cart.network,
    },
    cart.failed,
  );
}
