import type { CartTotals } from './cart';
import type { Order, OrderLine, StoreProduct } from './documents';
import type { Cents } from './money';
import type { StoreCart } from './store-cart';
import { withoutVat } from './vat';

/**
 * The shop's ecommerce events for Google Analytics 4 (Firebase Analytics), sent only after the
 * shopper accepts analytics cookies: view_item, add_to_cart, begin_checkout and purchase with GA4's
 * recommended parameters. Money is in euros there (`value` and `price` are currency units, where the
 * shop keeps cents). Prices include Dutch VAT; an order shipped outside the EU is charged without it
 * (docs/decisions.md rule 9), so its events carry what was charged. `value` is the goods after the coupon,
 * without shipping, as GA4 asks.
 */

export const ANALYTICS_CURRENCY = 'EUR';

export type AnalyticsEventName = 'view_item' | 'add_to_cart' | 'begin_checkout' | 'purchase';

export interface AnalyticsItem {
  /** The product's SKU. */
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  /** The size, for a product that comes in several. */
  item_variant?: string;
  /** One item's price, in euros. */
  price: number;
  quantity: number;
}

export interface EcommerceEventParams {
  currency: typeof ANALYTICS_CURRENCY;
  /** In euros. */
  value: number;
  items: AnalyticsItem[];
  coupon?: string;
}

export interface PurchaseEventParams extends EcommerceEventParams {
  /** The order number. */
  transaction_id: string;
  /** In euros. */
  shipping: number;
  /** The VAT the order contains, in euros (0 outside the EU). */
  tax: number;
}

/** Cents as GA4 counts money: euros. */
const euros = (cents: Cents): number => cents / 100;

/** What an amount of a VAT-inclusive price was charged at: without VAT outside the EU. */
const charged = (cents: Cents, vatFree: boolean): Cents => (vatFree ? withoutVat(cents) : cents);

/** view_item and add_to_cart: one of a product at the price the cart charges (cartUnitPrice). */
export function productEventParams(
  product: Pick<StoreProduct, 'sku' | 'title' | 'brand' | 'category'>,
  unitPrice: Cents,
  size: string | null = null,
): EcommerceEventParams {
  return {
    currency: ANALYTICS_CURRENCY,
    value: euros(unitPrice),
    items: [
      {
        item_id: product.sku,
        item_name: product.title,
        item_brand: product.brand,
        item_category: product.category,
        ...(size ? { item_variant: size } : {}),
        price: euros(unitPrice),
        quantity: 1,
      },
    ],
  };
}

function linesEventParams(
  lines: readonly Pick<OrderLine, 'sku' | 'title' | 'size' | 'unitPrice' | 'qty'>[],
  totals: Pick<CartTotals, 'goods' | 'discount' | 'vatFree'>,
  coupon: string | null,
): EcommerceEventParams {
  return {
    currency: ANALYTICS_CURRENCY,
    value: euros(charged(totals.goods - totals.discount, totals.vatFree)),
    items: lines.map((line) => ({
      item_id: line.sku,
      item_name: line.title,
      ...(line.size ? { item_variant: line.size } : {}),
      price: euros(charged(line.unitPrice, totals.vatFree)),
      quantity: line.qty,
    })),
    ...(coupon ? { coupon } : {}),
  };
}

/** begin_checkout: the cart as the checkout shows it, for the country its totals are for. */
export function checkoutEventParams(
  cart: Pick<StoreCart, 'lines' | 'totals' | 'coupon'>,
): EcommerceEventParams {
  return linesEventParams(cart.lines, cart.totals, cart.coupon?.applied ? cart.coupon.code : null);
}

/** purchase: a paid order, as the server computed and charged it. */
export function purchaseEventParams(
  order: Pick<Order, 'lines' | 'totals' | 'couponCode'> & { id: string },
): PurchaseEventParams {
  return {
    ...linesEventParams(order.lines, order.totals, order.couponCode),
    transaction_id: order.id,
    shipping: euros(charged(order.totals.shipping, order.totals.vatFree)),
    tax: euros(order.totals.vat),
  };
}

/** The Core Web Vitals the shop reports from shoppers' browsers (with their analytics consent). */
export type WebVitalName = 'LCP' | 'INP' | 'CLS';

/** One measurement as the `web-vitals` library reports it (its `Metric`, the fields used here). */
export interface WebVitalMeasurement {
  name: WebVitalName;
  /** Milliseconds for LCP and INP; a unitless score for CLS. */
  value: number;
  /** The change since this page's last report of the metric (CLS and INP can grow). */
  delta: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  /** Unique per metric and page load: GA4 groups a page's reports by it. */
  id: string;
}

/** A Web Vitals event's parameters, in the shape Google's web-vitals guide gives for GA4. */
export interface WebVitalEventParams {
  /** The delta, so that summing a page's events gives its value; CLS times 1000, as GA4 wants integers. */
  value: number;
  metric_id: string;
  metric_value: number;
  metric_delta: number;
  metric_rating: WebVitalMeasurement['rating'];
  /** Not a shopper's action: the event leaves the bounce rate alone. */
  non_interaction: true;
}

/** An event named after the metric (LCP, INP, CLS) with the measurement's parameters. */
export function webVitalEventParams(metric: WebVitalMeasurement): WebVitalEventParams {
  const scale = metric.name === 'CLS' ? 1000 : 1;
  return {
    value: Math.round(metric.delta * scale),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    non_interaction: true,
  };
}
