import { z } from 'zod';
import { vatDeducted } from './cart';
import type { OrderLine, OrderTotals } from './documents';
import { centsToEuros, type Cents } from './money';
import { escapeSpreadsheetText, periodQuerySchema, type SpreadsheetCell } from './order-export';
import { linePaidAmount } from './refunds';
import { salesAmounts } from './sales-figures';
import { shopDay } from './shop-time';
import { MONTHS } from './shopper-dates';
import { chargedSplit } from './vat-report';

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

const isTimeGrouping = (by: SalesGrouping): by is SalesTimeGrouping =>
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

// ---------------------------------------------------------------------------------------------
// Shop time

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

const isoOfDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Every shop day from `from` to `to`, both included (YYYY-MM-DD). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day += 1) days.push(isoOfDayNumber(day));
  return days;
}

/** The ISO 8601 week of a calendar day: weeks start on Monday; week 1 holds the year's first Thursday. */
export function isoWeek(isoDate: string): { year: number; week: number; key: string } {
  const day = dayNumber(isoDate);
  const weekday = (new Date(day * DAY_MS).getUTCDay() + 6) % 7; // Monday 0
  const thursday = day - weekday + 3;
  const year = new Date(thursday * DAY_MS).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1) / DAY_MS) / 7) + 1;
  return { year, week, key: `${year}-W${String(week).padStart(2, '0')}` };
}

/** The group an instant falls in: its day, ISO week or month in the shop's time zone. */
export function timeKey(at: number, by: SalesTimeGrouping): string {
  const day = shopDay(new Date(at));
  if (by === 'day') return day;
  if (by === 'week') return isoWeek(day).key;
  return day.slice(0, 7);
}

/** The period's groups in order, each named: "2026-11-28", "Week 48 of 2026 (23 to 29 Nov)" clipped to the period, "November 2026". */
export function timeGroups(
  from: string,
  to: string,
  by: SalesTimeGrouping,
): { key: string; label: string }[] {
  const groups = new Map<string, { key: string; label: string; first: string; last: string }>();
  for (const day of daysOf(from, to)) {
    const key = by === 'day' ? day : by === 'week' ? isoWeek(day).key : day.slice(0, 7);
    const group = groups.get(key);
    if (group) group.last = day;
    else groups.set(key, { key, label: '', first: day, last: day });
  }
  return [...groups.values()].map(({ key, first, last }) => {
    if (by === 'day') return { key, label: key };
    if (by === 'month') return { key, label: `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}` };
    const { year, week } = isoWeek(first);
    const short = (day: string) =>
      `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]!.slice(0, 3)}`;
    return { key, label: `Week ${week} of ${year} (${short(first)} to ${short(last)})` };
  });
}

/** The chart's grouping for a period: days up to two months, weeks up to half a year (184 days), then months. */
export function timelineGrouping(from: string, to: string): SalesTimeGrouping {
  const days = dayNumber(to) - dayNumber(from) + 1;
  return days <= 62 ? 'day' : days <= 184 ? 'week' : 'month';
}

// ---------------------------------------------------------------------------------------------
// Splitting an order's money over its lines

/**
 * `total` split in proportion to `weights`, in whole cents that add up to it exactly (largest
 * remainder, earlier lines first on a tie). null when no weight is positive.
 */
export function splitByWeight(total: Cents, weights: readonly number[]): Cents[] | null {
  const sum = weights.reduce((acc, weight) => acc + Math.max(0, weight), 0);
  if (sum <= 0) return null;
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((weight) => {
    const exact = big * BigInt(Math.max(0, weight));
    return { floor: Number(exact / bigSum), remainder: exact % bigSum };
  });
  let left = total - shares.reduce((acc, share) => acc + share.floor, 0);
  const order = shares
    .map((share, index) => ({ index, remainder: share.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map((share) => share.floor);
  for (const { index } of order) {
    if (left <= 0) break;
    result[index]! += 1;
    left -= 1;
  }
  return result;
}

/** An order's money as one group receives it. */
interface Part {
  units: number;
  goods: Cents;
  discounts: Cents;
  shipping: Cents;
  vatNotCharged: Cents;
  sales: Cents;
  unitsReturned: number;
}

/**
 * An order's money per line, and what is no line's (its shipping): each line's goods and discount
 * are its share of the order's by its line total, its sales its share of what the goods were
 * charged; what was not charged of them is VAT taken off outside the EU. The parts add up to the
 * order's totals.
 */
export function orderParts(order: SalesOrder): { lines: Part[]; rest: Part } {
  const { goods, discount, shipping, payable, vatFree } = order.totals;
  const split = chargedSplit({ shipping, payable, vatFree });
  const weights = order.lines.map((line) => line.lineTotal);
  const lineGoods = splitByWeight(goods, weights);
  const lineDiscounts = splitByWeight(discount, weights);
  const lineSales = vatFree ? splitByWeight(split.goods, weights) : null;
  if (!lineGoods || !lineDiscounts) {
    // No line with a price: all of the order is the rest.
    return {
      lines: order.lines.map((line, index) => ({
        ...emptyPart(),
        units: line.qty,
        unitsReturned: order.returnedQty[index] ?? 0,
      })),
      rest: {
        ...emptyPart(),
        goods,
        discounts: discount,
        shipping,
        vatNotCharged: vatDeducted({ goods, discount, shipping, payable, vatFree }),
        sales: payable,
      },
    };
  }
  const lines = order.lines.map((line, index): Part => {
    const lineGood = lineGoods[index] ?? 0;
    const lineDiscount = lineDiscounts[index] ?? 0;
    // Inside the EU the goods are charged as shown, less the discount.
    const sales = lineSales ? (lineSales[index] ?? 0) : lineGood - lineDiscount;
    return {
      units: line.qty,
      goods: lineGood,
      discounts: lineDiscount,
      shipping: 0,
      vatNotCharged: lineGood - lineDiscount - sales,
      sales,
      unitsReturned: order.returnedQty[index] ?? 0,
    };
  });
  return {
    lines,
    rest: {
      ...emptyPart(),
      shipping,
      vatNotCharged: shipping - split.shipping,
      sales: split.shipping,
    },
  };
}

/**
 * A refund's amount per line of its order, and the rest (shipping, or a refund made in Stripe's
 * dashboard, which names no items): each refunded unit at what was paid for it (linePaidAmount,
 * as the refund itself was reckoned); a refund of less than that is shared in proportion.
 */
export function refundParts(refund: SalesRefund): { lines: Cents[]; rest: Cents } {
  const order = refund.order;
  if (!order) return { lines: [], rest: refund.amount };
  // linePaidAmount reads only the totals' goods, shipping and payable and the line's unit price.
  const paid = order.lines.map((line, index) =>
    linePaidAmount(
      { lines: [], totals: order.totals as OrderTotals },
      line as OrderLine,
      refund.lineQty[index] ?? 0,
    ),
  );
  const sum = paid.reduce((acc, amount) => acc + amount, 0);
  if (sum <= 0) return { lines: order.lines.map(() => 0), rest: refund.amount };
  if (refund.amount >= sum) return { lines: paid, rest: refund.amount - sum };
  return { lines: splitByWeight(refund.amount, paid) ?? paid, rest: 0 };
}

// ---------------------------------------------------------------------------------------------
// Adding up

function emptyPart(): Part {
  return { units: 0, goods: 0, discounts: 0, shipping: 0, vatNotCharged: 0, sales: 0, unitsReturned: 0 };
}

function emptyFigures(): SalesFigures {
  return {
    orders: 0,
    units: 0,
    goods: 0,
    discounts: 0,
    shipping: 0,
    vatNotCharged: 0,
    sales: 0,
    refunds: 0,
    refunded: 0,
    netSales: 0,
    averageOrderValue: null,
    unitsReturned: 0,
    returnRate: null,
  };
}

/** Groups being added up, with the orders and refunds already counted in each. */
class Tally {
  private readonly groups = new Map<
    string,
    { group: SalesReportGroup; orders: Set<string>; refunds: Set<number> }
  >();

  constructor(private readonly name: (key: string) => { label: string; sku?: string }) {}

  private entry(key: string) {
    let entry = this.groups.get(key);
    if (!entry) {
      entry = { group: { key, ...this.name(key), ...emptyFigures() }, orders: new Set(), refunds: new Set() };
      this.groups.set(key, entry);
    }
    return entry;
  }

  /** Makes sure a group exists (the period's days without sales). */
  touch(key: string): void {
    this.entry(key);
  }

  addPart(key: string, orderId: string, part: Part): void {
    const { group, orders } = this.entry(key);
    orders.add(orderId);
    group.units += part.units;
    group.goods += part.goods;
    group.discounts += part.discounts;
    group.shipping += part.shipping;
    group.vatNotCharged += part.vatNotCharged;
    group.sales += part.sales;
    group.unitsReturned += part.unitsReturned;
  }

  addRefund(key: string, refundIndex: number, amount: Cents): void {
    const { group, refunds } = this.entry(key);
    refunds.add(refundIndex);
    group.refunded += amount;
  }

  finish(): SalesReportGroup[] {
    return [...this.groups.values()].map(({ group, orders, refunds }) =>
      finishFigures({ ...group, orders: orders.size, refunds: refunds.size }),
    );
  }
}

function finishFigures<T extends SalesFigures>(figures: T): T {
  figures.netSales = figures.sales - figures.refunded;
  figures.averageOrderValue = figures.orders > 0 ? Math.round(figures.sales / figures.orders) : null;
  figures.returnRate = figures.units > 0 ? figures.unitsReturned / figures.units : null;
  return figures;
}

const capitalised = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The group a product line goes to under `by` (product, brand or category). */
function productKey(
  by: 'product' | 'brand' | 'category',
  productId: string,
  products: ReadonlyMap<string, SalesProductFacts>,
): string {
  if (by === 'product') return productId;
  const facts = products.get(productId);
  if (!facts) return UNKNOWN_PRODUCT_FACT;
  return by === 'brand' ? facts.brand : facts.category;
}

/**
 * The report of a period from the orders paid in it and the refunds Stripe reported in it,
 * each with its order; `products` gives the designer and category of the products sold, by id.
 */
export function salesReport(
  period: { from: string; to: string },
  by: SalesGrouping,
  orders: readonly SalesOrder[],
  refunds: readonly SalesRefund[],
  products: ReadonlyMap<string, SalesProductFacts>,
): SalesReport {
  // Product titles and skus as the latest order names them.
  const productNames = new Map<string, { label: string; sku: string }>();
  for (const order of [...orders, ...refunds.flatMap((refund) => (refund.order ? [refund.order] : []))].sort(
    (a, b) => a.paidAt - b.paidAt,
  )) {
    for (const line of order.lines) productNames.set(line.productId, { label: line.title, sku: line.sku });
  }
  const special = new Map<string, string>([
    [NOT_A_PRODUCT.key, NOT_A_PRODUCT.label],
    [ORDER_DELETED.key, ORDER_DELETED.label],
  ]);

  const groupsBy = (grouping: SalesGrouping): SalesReportGroup[] => {
    if (isTimeGrouping(grouping)) {
      const labels = new Map(
        timeGroups(period.from, period.to, grouping).map((group) => [group.key, group.label]),
      );
      const tally = new Tally((key) => ({ label: labels.get(key) ?? key }));
      for (const key of labels.keys()) tally.touch(key);
      for (const order of orders) {
        const { lines, rest } = orderParts(order);
        const key = timeKey(order.paidAt, grouping);
        for (const part of [...lines, rest]) tally.addPart(key, order.id, part);
      }
      refunds.forEach((refund, index) =>
        tally.addRefund(timeKey(refund.settledAt, grouping), index, refund.amount),
      );
      return tally.finish().sort((a, b) => a.key.localeCompare(b.key));
    }
    if (grouping === 'coupon') {
      const tally = new Tally((key) => ({
        label: special.get(key) ?? (key === NO_COUPON.key ? NO_COUPON.label : key),
      }));
      const couponOf = (order: SalesOrder) => order.couponCode?.toUpperCase() ?? NO_COUPON.key;
      for (const order of orders) {
        const { lines, rest } = orderParts(order);
        for (const part of [...lines, rest]) tally.addPart(couponOf(order), order.id, part);
      }
      refunds.forEach((refund, index) =>
        tally.addRefund(refund.order ? couponOf(refund.order) : ORDER_DELETED.key, index, refund.amount),
      );
      return bySales(tally.finish());
    }
    const tally = new Tally((key) => {
      const name = special.get(key);
      if (name) return { label: name };
      // Designers as the store spells them; categories (stored upper case) in words.
      if (grouping === 'brand' || key === UNKNOWN_PRODUCT_FACT) return { label: key };
      if (grouping === 'category') return { label: capitalised(key) };
      return productNames.get(key) ?? { label: key };
    });
    for (const order of orders) {
      const { lines, rest } = orderParts(order);
      lines.forEach((part, index) =>
        tally.addPart(productKey(grouping, order.lines[index]!.productId, products), order.id, part),
      );
      if (rest.sales !== 0 || rest.shipping !== 0 || rest.goods !== 0)
        tally.addPart(NOT_A_PRODUCT.key, order.id, rest);
    }
    refunds.forEach((refund, index) => {
      const parts = refundParts(refund);
      if (!refund.order) {
        tally.addRefund(ORDER_DELETED.key, index, refund.amount);
        return;
      }
      const order = refund.order;
      parts.lines.forEach((amount, line) => {
        if (amount > 0)
          tally.addRefund(productKey(grouping, order.lines[line]!.productId, products), index, amount);
      });
      if (parts.rest > 0) tally.addRefund(NOT_A_PRODUCT.key, index, parts.rest);
    });
    return bySales(tally.finish());
  };

  const groups = groupsBy(by);
  const timelineBy = isTimeGrouping(by) ? by : timelineGrouping(period.from, period.to);
  const timeline = timelineBy === by ? groups : groupsBy(timelineBy);
  const productGroups = by === 'product' ? groups : groupsBy('product');
  const bestSellers = productGroups
    .filter((group) => productNames.has(group.key) && group.units > 0)
    .sort((a, b) => b.units - a.units || b.sales - a.sales || a.label.localeCompare(b.label))
    .slice(0, BEST_SELLERS)
    .map((group) => ({
      productId: group.key,
      sku: group.sku ?? '',
      title: group.label,
      brand: products.get(group.key)?.brand ?? UNKNOWN_PRODUCT_FACT,
      units: group.units,
      sales: group.sales,
      unitsReturned: group.unitsReturned,
      returnRate: group.returnRate,
    }));

  return {
    from: period.from,
    to: period.to,
    by,
    groups,
    totals: periodTotals(orders, refunds),
    timeline: { by: timelineBy, points: timeline },
    bestSellers,
  };
}

/** Largest sales first, then by name. */
function bySales(groups: SalesReportGroup[]): SalesReportGroup[] {
  return groups.sort(
    (a, b) => b.sales - a.sales || b.refunded - a.refunded || a.label.localeCompare(b.label),
  );
}

/**
 * The period's figures straight from the orders' totals and the refunds' amounts; its orders, sales,
 * refunds and net are salesAmounts', as Today and the VAT report count them.
 */
function periodTotals(orders: readonly SalesOrder[], refunds: readonly SalesRefund[]): SalesFigures {
  const totals = emptyFigures();
  for (const order of orders) {
    const { goods, discount, shipping, payable, vatFree } = order.totals;
    totals.units += order.lines.reduce((sum, line) => sum + line.qty, 0);
    totals.goods += goods;
    totals.discounts += discount;
    totals.shipping += shipping;
    totals.vatNotCharged += vatDeducted({ goods, discount, shipping, payable, vatFree });
    totals.unitsReturned += order.returnedQty.reduce((sum, qty) => sum + qty, 0);
  }
  const amounts = salesAmounts(
    orders.map((order) => order.totals.payable),
    refunds.map((refund) => refund.amount),
  );
  return finishFigures({
    ...totals,
    orders: amounts.orders,
    sales: amounts.sales,
    refunds: amounts.refunds,
    refunded: amounts.refunded,
  });
}

// ---------------------------------------------------------------------------------------------
// The spreadsheet

/** The report's columns for its table and its sheet, with the field each shows. */
export const SALES_REPORT_COLUMNS = [
  ['Orders', 'orders'],
  ['Units', 'units'],
  ['Goods (EUR)', 'goods'],
  ['Discounts (EUR)', 'discounts'],
  ['Shipping (EUR)', 'shipping'],
  ['VAT not charged (EUR)', 'vatNotCharged'],
  ['Sales (EUR)', 'sales'],
  ['Refunds', 'refunds'],
  ['Refunded (EUR)', 'refunded'],
  ['Net sales (EUR)', 'netSales'],
  ['Average order (EUR)', 'averageOrderValue'],
  ['Units returned', 'unitsReturned'],
  ['Return rate (%)', 'returnRate'],
] as const satisfies readonly (readonly [string, keyof SalesFigures])[];

/** Which figures are amounts in cents. */
export const SALES_REPORT_AMOUNTS: ReadonlySet<keyof SalesFigures> = new Set([
  'goods',
  'discounts',
  'shipping',
  'vatNotCharged',
  'sales',
  'refunded',
  'netSales',
  'averageOrderValue',
]);

/** A return rate in percent with one decimal (12.5), or null. */
export function returnRatePercent(rate: number | null): number | null {
  return rate === null ? null : Math.round(rate * 1000) / 10;
}

function figureCell(figures: SalesFigures, field: keyof SalesFigures): SpreadsheetCell {
  const value = figures[field];
  if (value === null) return '';
  if (field === 'returnRate') return returnRatePercent(value) ?? '';
  return SALES_REPORT_AMOUNTS.has(field) ? centsToEuros(value) : value;
}

/** The report's file name: `sales-by-brand-2026-11-01-to-2026-11-30.xlsx`. */
export function salesReportFileName(report: Pick<SalesReport, 'by' | 'from' | 'to'>): string {
  return `sales-by-${report.by}-${report.from}-to-${report.to}.xlsx`;
}

/** The report's sheets: its groups with the period's total, and the best-sellers. */
export function salesReportSheets(report: SalesReport): {
  sales: SpreadsheetCell[][];
  bestSellers: SpreadsheetCell[][];
} {
  const head = SALES_GROUPING_LABELS[report.by];
  const productColumns = report.by === 'product' ? ['SKU'] : [];
  const sales: SpreadsheetCell[][] = [
    [head, ...productColumns, ...SALES_REPORT_COLUMNS.map(([column]) => column)],
    ...report.groups.map((group) => [
      escapeSpreadsheetText(group.label),
      ...(report.by === 'product' ? [escapeSpreadsheetText(group.sku ?? '')] : []),
      ...SALES_REPORT_COLUMNS.map(([, field]) => figureCell(group, field)),
    ]),
    [
      'Total',
      ...productColumns.map(() => ''),
      ...SALES_REPORT_COLUMNS.map(([, field]) => figureCell(report.totals, field)),
    ],
  ];
  const bestSellers: SpreadsheetCell[][] = [
    ['Product', 'SKU', 'Designer', 'Units', 'Sales (EUR)', 'Units returned', 'Return rate (%)'],
    ...report.bestSellers.map((product) => [
      escapeSpreadsheetText(product.title),
      escapeSpreadsheetText(product.sku),
      escapeSpreadsheetText(product.brand),
      product.units,
      centsToEuros(product.sales),
      product.unitsReturned,
      returnRatePercent(product.returnRate) ?? '',
    ]),
  ];
  return { sales, bestSellers };
}
