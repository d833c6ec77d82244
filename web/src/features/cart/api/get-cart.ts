import { useCallback, useEffect, useState } from 'react';
import { buildStoreCart, shopConfig, type CountryCode, type StoreCart } from '@shop/domain';
import { api } from '@/lib/api-client';
import { getVisitorUid, hasHadVisitorSession } from '@/lib/firebase/auth';
import { onCartMaybeChanged } from './cart-events';

/**
 * GET getcartallitems/{uid}?view=cart: the visitor's cart lines with their stock, the applied coupon
 * and the totals the server computes with the domain's cartTotals for `country` (shipping and VAT depend on
 * it). The cart page shows the shop's own country; the checkout passes the one the shopper picks.
 */
export async function getCart(
  country: CountryCode = shopConfig.defaultCountry,
  signal?: AbortSignal,
): Promise<StoreCart> {
  // A browser that never had a visitor session has no cart: it is empty without signing the visitor
  // up (the Auth SDK and a sign-up would block a phone's main thread while /cart starts).
  if (!hasHadVisitorSession()) return buildStoreCart({ lines: [], coupon: null, country, now: new Date() });
  const uid = await getVisitorUid();
  const { data } = await api.get<StoreCart>(
    // view=cart: the whole cart; without it the API answers the spec's plain list of lines.
    `getcartallitems/${encodeURIComponent(uid)}?view=cart&country=${country}`,
    signal,
  );
  return data;
}

export type CartState =
  | { status: 'loading' }
  | { status: 'ready'; cart: StoreCart }
  /** The page says it in its words (`orderReadFailure`). */
  | { status: 'error'; error: unknown };

/**
 * The cart, read on mount and again whenever it may have changed (here, in another tab, or on
 * returning to the tab). `setCart` takes the cart a change call answered, so a change shows at once.
 */
export function useCart(country: CountryCode = shopConfig.defaultCountry) {
  const [state, setState] = useState<CartState>({ status: 'loading' });
  const [reads, setReads] = useState(0);
  const reload = useCallback(() => setReads((value) => value + 1), []);

  useEffect(() => onCartMaybeChanged(reload), [reload]);

  useEffect(() => {
    const controller = new AbortController();
    getCart(country, controller.signal).then(
      (cart) => setState({ status: 'ready', cart }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A failed re-read keeps the cart on screen; only the first read shows the error.
        setState((current) => (current.status === 'ready' ? current : { status: 'error', error }));
      },
    );
    return () => controller.abort();
  }, [country, reads]);

  const setCart = useCallback((cart: StoreCart) => setState({ status: 'ready', cart }), []);
  return { state, reload, setCart };
}
