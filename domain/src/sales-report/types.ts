import { z } from 'zod';
import type { OrderLine, OrderTotals } from '../documents';
import { type Cents } from '../money';
import { periodQuerySchema } from '../order-export';

/**
 * The sales report (docs/decisions.md rule 57): for a period, per day, week, month, product, brand,
 * category or coupon, what the shop sold, gave off, refunded and kept. It reads the period's sales
 * as the VAT report and Today do (sales-figures.ts, docs/decisions.md rule 69): an order belongs to
 * the period it was paid in, a refund to the period Stripe reported it in. Every group's money adds up to the orders' own
 * totals to the cent: per group, sales = goods - discounts + shipping - VAT not charged (orders
 * outside the EU, cart.ts), and the groups' sales add up to the orders' `totals.payable`.
 */

export const SALES_GROUPINGS = ['day', 'week', 'month', 'product', 'brand', 'category', 'coupon'] as const;
export type SalesGrouping = (typeof SALES_GROUPINGS)[number];
export type SalesTimeGrouping = Extract<SalesGrouping, 'day' | 'week' | 'month'>;

export const SALES_GROUPING_LABELS: Readonly<Record<SalesGrouping, string>> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
  product: 'Product',
  brand: 'Designer',
  category: 'Category',
  coupon: 'Coupon',
};

export const isTimeGrouping = (by: SalesGrouping): by is SalesTimeGrouping =>
  by === 'day' || by === 'week' || by === 'month';

/** `GET salesreport?from&to[&by=day][&format=json|xlsx]`. */
export const salesReportQuerySchema = periodQuerySchema.and(
  z.object({
    by: z.enum(SALES_GROUPINGS, { error: `by must be one of ${SALES_GROUPINGS.join(', ')}` }).default('day'),
    format: z.enum(['json', 'xlsx'], { error: 'format must be json or xlsx' }).default('json'),
  }),
);

// ---------------------------------------------------------------------------------------------
// What the report reads

/** A paid order (SALE_PAYMENTS) as the report reads it. */
export interface SalesOrder {
  id: string;
  /** When it counts as a sale (saleInstant: its payment), epoch milliseconds. */
  paidAt: number;
  couponCode: string | null;
  lines: readonly Pick<OrderLine, 'productId' | 'sku' | 'title' | 'unitPrice' | 'qty' | 'lineTotal'>[];
  totals: Pick<OrderTotals, 'goods' | 'discount' | 'shipping' | 'payable' | 'vatFree'>;
  /** Units of each line in refunds asked for and not failed (the order's `refunds.lineQty`). */
  returnedQty: readonly number[];
}

/** A refund Stripe reported succeeded in the period, with its order (null when the order is gone). */
export interface SalesRefund {
  amount: Cents;
  /** Epoch milliseconds. */
  settledAt: number;
  /** Units per order line. */
  lineQty: readonly number[];
  order: SalesOrder | null;
}

/** What the report needs of a product beyond its order lines: its designer and category now. */
export interface SalesProductFacts {
  brand: string;
  category: string;
}

// ---------------------------------------------------------------------------------------------
// What it answers

export interface SalesFigures {
  /** Orders placed in the group (for products: orders with the product in them). */
  orders: number;
  units: number;
  /** At the prices shown, VAT included, before discounts. */
  goods: Cents;
  discounts: Cents;
  shipping: Cents;
  /** The VAT taken off orders shipped outside the EU, which are charged without it (rule 9). */
  vatNotCharged: Cents;
  /** What was charged: goods - discounts + shipping - vatNotCharged. */
  sales: Cents;
  /** Refunds made in the period and what they gave back. */
  refunds: number;
  refunded: Cents;
  /** sales - refunded. */
  netSales: Cents;
  /** sales / orders, to the cent; null without orders. */
  averageOrderValue: Cents | null;
  /** Units of the group's sales refunded since (asked and not failed), and their share of `units`. */
  unitsReturned: number;
  returnRate: number | null;
}

export interface SalesReportGroup extends SalesFigures {
  /** A day (2026-11-28), ISO week (2026-W48), month (2026-11), product id, designer, category or code. */
  key: string;
  label: string;
  /** A product's sku (product groups only). */
  sku?: string;
}

/** A product among the best-sellers: the most units sold in the period. */
export interface BestSeller {
  productId: string;
  sku: string;
  title: string;
  brand: string;
  units: number;
  sales: Cents;
  unitsReturned: number;
  returnRate: number | null;
}

export interface SalesReport {
  from: string;
  to: string;
  by: SalesGrouping;
  groups: SalesReportGroup[];
  /** The period's figures, from the orders' own totals (orders counted once). */
  totals: SalesFigures;
  /** Sales over time for the chart: by the report's own time grouping, else by the one that fits the period. */
  timeline: { by: SalesTimeGrouping; points: SalesReportGroup[] };
  bestSellers: BestSeller[];
}

/** How many products the best-sellers list shows. */
export const BEST_SELLERS = 10;

/** The group of a product's sales that is no product's: shipping, and refunds not tied to an item. */
export const NOT_A_PRODUCT = { key: 'not-a-product', label: 'Shipping and refunds of no item' } as const;
/** The group of a refund whose order was deleted (before orders with money were kept). */
export const ORDER_DELETED = { key: 'order-deleted', label: 'Order deleted' } as const;
/** A product no longer in the store: its designer and category are not known. */
export const UNKNOWN_PRODUCT_FACT = 'Not in the store any more';
export const NO_COUPON = { key: '', label: 'No coupon' } as const;
