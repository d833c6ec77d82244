import type { Cents, Order, StoreCart, StoreProduct } from '@shop/domain';
import { analyticsAllowed } from './consent-choice';

type AnalyticsEvents = typeof import('./analytics-events');

let events: Promise<AnalyticsEvents> | null = null;

/**
 * Runs `send` with the event module once the shopper has accepted analytics; otherwise does nothing
 * and downloads nothing. The module, and Firebase Analytics with it, loads at the first use.
 */
function whenAllowed(send: (module: AnalyticsEvents) => unknown): void {
  if (!analyticsAllowed()) return;
  events ??= import('./analytics-events');
  events.then(send).catch((error: unknown) => console.warn('Analytics event not sent', error));
}

/** view_item: a product page has shown the product at the price the cart charges. */
export function trackViewItem(
  product: Pick<StoreProduct, 'sku' | 'title' | 'brand' | 'category'>,
  unitPrice: Cents,
): void {
  whenAllowed((module) => module.viewItem(product, unitPrice));
}

/** add_to_cart: the product (in `size`) went into the cart. */
export function trackAddToCart(productId: string, size: string | null): void {
  whenAllowed((module) => module.addToCart(productId, size));
}

/** begin_checkout: the checkout has shown the cart. */
export function trackBeginCheckout(cart: StoreCart): void {
  whenAllowed((module) => module.beginCheckout(cart));
}

/** purchase: the order is paid, by the webhook's verdict. */
export function trackPurchase(order: Pick<Order, 'lines' | 'totals' | 'couponCode'> & { id: string }): void {
  whenAllowed((module) => module.purchase(order));
}

/**
 * The shopper's choice on this page: accepted starts Analytics and the Web Vitals reports, rejected
 * stops what already runs.
 */
export function followConsentChoice(choice: 'accepted' | 'rejected'): void {
  if (choice === 'accepted')
    whenAllowed((module) => {
      module.startAnalytics();
      module.startWebVitals();
    });
  else events?.then((module) => module.withdraw()).catch(() => undefined);
}
