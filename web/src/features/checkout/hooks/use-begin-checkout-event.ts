import { useEffect, useRef } from 'react';
import type { CartState } from '@/features/cart/api/get-cart';

/**
 * For analytics, if the shop has it and the shopper accepts (features/consent/api/shop-events.ts):
 * `begin_checkout` once per visit of the page, when the cart it checks out first shows.
 */
export function useBeginCheckoutEvent(state: CartState): void {
  const announced = useRef(false);
  useEffect(() => {
    if (!__SHOP_ANALYTICS__ || announced.current || state.status !== 'ready' || state.cart.lines.length === 0)
      return;
    announced.current = true;
    (window.shopEvents ??= []).push({ name: 'begin_checkout', detail: { cart: state.cart } });
  }, [state]);
}
