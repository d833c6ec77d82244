import type { Cents, Order, StoreCart, StoreProduct } from '@shop/domain';

/**
 * What the storefront's pages tell the consent feature, and what each event carries. A page pushes
 * one onto `window.shopEvents`, a queue like Google's dataLayer: one line, no import at run time, so
 * no page carries consent or analytics code (the listing's budget does not pay for it), and guarded
 * by `__SHOP_ANALYTICS__`, so a shop without analytics pushes nothing. The consent manager
 * (components/consent-manager.tsx), which loads with the footer, handles what was pushed before it
 * came and everything after: the GA4 events go to Google Analytics only once the shopper accepted.
 */
export interface ShopEvents {
  /** A product page has shown the product at the price the cart charges. */
  view_item: { product: Pick<StoreProduct, 'sku' | 'title' | 'brand' | 'category'>; unitPrice: Cents };
  /** The product (in `size`) went into the cart, from a card, quick view, product page or wishlist. */
  add_to_cart: { productId: string; size: string | null };
  /** The checkout has shown the cart it checks out. */
  begin_checkout: { cart: StoreCart };
  /** The order is paid, by the webhook's verdict. */
  purchase: { order: Pick<Order, 'lines' | 'totals' | 'couponCode'> & { id: string } };
  /** /cookie's "Change your answer": the banner opens again, showing the answer given. */
  cookie_settings: null;
}

export type ShopEvent = {
  [Name in keyof ShopEvents]: { name: Name; detail: ShopEvents[Name] };
}[keyof ShopEvents];

declare global {
  interface Window {
    shopEvents?: ShopEvent[];
  }
}
