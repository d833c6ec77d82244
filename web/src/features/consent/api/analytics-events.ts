import {
  cartUnitPrice,
  checkoutEventParams,
  productEventParams,
  purchaseEventParams,
  type Cents,
  type Order,
  type StoreCart,
  type StoreProduct,
} from '@shop/domain';
import { logAnalyticsEvent, startAnalytics, stopAnalytics } from '@/lib/firebase/analytics';
import { getStoreProduct, getVisibleSaleEntry } from '@/lib/firebase/catalogue';

/**
 * The shop's analytics events, loaded (with Firebase Analytics) only after the shopper accepted
 * analytics cookies (shop-analytics.ts). The parameters are GA4's, built by @shop/domain's analytics.ts.
 */

export { startAnalytics };
export { startWebVitals } from './web-vitals';

export function viewItem(
  product: Pick<StoreProduct, 'sku' | 'title' | 'brand' | 'category'>,
  unitPrice: Cents,
) {
  logAnalyticsEvent('view_item', productEventParams(product, unitPrice));
}

/**
 * The product is read again for its name and price: a listing card adds by id alone, and its small
 * lazily loaded code should not carry more for shoppers who did not accept analytics.
 */
export async function addToCart(productId: string, size: string | null) {
  const [product, sale] = await Promise.all([getStoreProduct(productId), getVisibleSaleEntry(productId)]);
  if (product)
    logAnalyticsEvent('add_to_cart', productEventParams(product, cartUnitPrice(product, sale), size));
}

export function beginCheckout(cart: StoreCart) {
  logAnalyticsEvent('begin_checkout', checkoutEventParams(cart));
}

/** GA4 counts a purchase once per transaction_id, so a reload of /thankyou does not count it twice. */
export function purchase(order: Pick<Order, 'lines' | 'totals' | 'couponCode'> & { id: string }) {
  logAnalyticsEvent('purchase', purchaseEventParams(order));
}

/** Consent withdrawn: Analytics stops sending on this page, and Google Analytics' cookies are deleted. */
export function withdraw() {
  stopAnalytics();
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_'));
  // gtag.js sets them on the widest domain it may (`example.com` for `www.example.com`).
  const labels = location.hostname.split('.');
  const domains = labels.map((_, index) => labels.slice(index).join('.'));
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
}
