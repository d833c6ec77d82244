import type { PaymentStatus } from './catalogue';
import { countryName } from './countries';
import type { OrderTotals } from './documents';
import type { Cents } from './money';
import { shopConfig } from './shop-config';
import { vatContained, withoutVat } from './vat';

/**
 * The VAT report: per destination country and VAT rate, what the shop sold and refunded
 * in a period, for the One-Stop-Shop return. Sales count in the period the order was placed (paid);
 * a refund counts in the period it was made (Stripe reported it), whatever the order's period.
 * Orders shipped outside the EU are charged without VAT (rule 9): they have no VAT line and are
 * listed apart. All amounts in cents; every line adds up to the orders' own `totals`.
 */

/** Orders whose money came in, whatever happened after: their sales belong to their period. */
export const VAT_REPORT_PAYMENTS: readonly PaymentStatus[] = [
  'Paid',
  'Partly refunded',
  'Refunded',
  'Refund due',
];

/** A paid order as the report reads it. */
export interface VatReportOrder {
  country: string;
  totals: Pick<OrderTotals, 'shipping' | 'vat' | 'payable' | 'vatFree'>;
}

/** A refund made in the period, with its order's country and whether that order was charged VAT. */
export interface VatReportRefund {
  amount: Cents;
  country: string;
  vatFree: boolean;
}

export interface VatReportLine {
  country: string;
  countryName: string;
  /** VAT rate in percent (0 outside the EU). */
  rate: number;
  orders: number;
  /** What was charged for goods (after discounts) and for shipping; goods + shipping = sales. */
  goods: Cents;
  shipping: Cents;
  /** What was charged in all (the orders' `totals.payable`), VAT included. */
  sales: Cents;
  vat: Cents;
  refunds: number;
  /** Refunded amounts, VAT included, and the VAT they held. */
  refunded: Cents;
  refundedVat: Cents;
  /** sales - refunded, vat - refundedVat, and what remains without VAT. */
  netSales: Cents;
  netVat: Cents;
  netWithoutVat: Cents;
}

export type VatReportTotals = Omit<VatReportLine, 'country' | 'countryName' | 'rate'>;

export interface VatReport {
  from: string;
  to: string;
  /** Lines with VAT, by country then rate. */
  lines: VatReportLine[];
  totals: VatReportTotals;
  /** Sales outside the EU, charged without VAT: no VAT line. */
  withoutVat: VatReportLine[];
  withoutVatTotals: VatReportTotals;
}

const rateOf = (vatFree: boolean) => (vatFree ? 0 : shopConfig.vatRatePercent);

/**
 * An order's charge split into goods and shipping as charged: outside the EU the shipping was
 * charged without its VAT like the goods, so goods + shipping is always `payable`.
 */
export function chargedSplit(totals: VatReportOrder['totals']): { goods: Cents; shipping: Cents } {
  const shipping = Math.min(totals.payable, totals.vatFree ? withoutVat(totals.shipping) : totals.shipping);
  return { goods: totals.payable - shipping, shipping };
}

/** The VAT a refund gave back: contained in the amount for an order charged VAT, none otherwise. */
export function refundedVatOf(refund: Pick<VatReportRefund, 'amount' | 'vatFree'>): Cents {
  return refund.vatFree ? 0 : vatContained(refund.amount);
}

function emptyTotals(): VatReportTotals {
  return {
    orders: 0,
    goods: 0,
    shipping: 0,
    sales: 0,
    vat: 0,
    refunds: 0,
    refunded: 0,
    refundedVat: 0,
    netSales: 0,
    netVat: 0,
    netWithoutVat: 0,
  };
}

function finish<T extends VatReportTotals>(line: T): T {
  line.netSales = line.sales - line.refunded;
  line.netVat = line.vat - line.refundedVat;
  line.netWithoutVat = line.netSales - line.netVat;
  return line;
}

function sumLines(lines: readonly VatReportLine[]): VatReportTotals {
  const totals = emptyTotals();
  for (const line of lines) {
    for (const key of Object.keys(totals) as (keyof VatReportTotals)[]) totals[key] += line[key];
  }
  return totals;
}

/** The report of a period from its paid orders and the refunds made in it. */
export function vatReport(
  period: { from: string; to: string },
  orders: readonly VatReportOrder[],
  refunds: readonly VatReportRefund[],
): VatReport {
  const byKey = new Map<string, VatReportLine>();
  const lineFor = (country: string, vatFree: boolean) => {
    const rate = rateOf(vatFree);
    const key = `${country}|${rate}`;
    let line = byKey.get(key);
    if (!line) {
      line = { country, countryName: countryName(country) ?? country, rate, ...emptyTotals() };
      byKey.set(key, line);
    }
    return line;
  };
  for (const order of orders) {
    const line = lineFor(order.country, order.totals.vatFree);
    const { goods, shipping } = chargedSplit(order.totals);
    line.orders += 1;
    line.goods += goods;
    line.shipping += shipping;
    line.sales += order.totals.payable;
    line.vat += order.totals.vat;
  }
  for (const refund of refunds) {
    const line = lineFor(refund.country, refund.vatFree);
    line.refunds += 1;
    line.refunded += refund.amount;
    line.refundedVat += refundedVatOf(refund);
  }
  const all = [...byKey.values()]
    .map(finish)
    .sort((a, b) => a.countryName.localeCompare(b.countryName) || b.rate - a.rate);
  const lines = all.filter((line) => line.rate > 0);
  const outside = all.filter((line) => line.rate === 0);
  return {
    from: period.from,
    to: period.to,
    lines,
    totals: sumLines(lines),
    withoutVat: outside,
    withoutVatTotals: sumLines(outside),
  };
}

/** The report's columns for its XLSX and its table, with the line field each shows. */
export const VAT_REPORT_COLUMNS = [
  ['Country', 'countryName'],
  ['VAT rate (%)', 'rate'],
  ['Orders', 'orders'],
  ['Goods (EUR)', 'goods'],
  ['Shipping (EUR)', 'shipping'],
  ['Sales (EUR)', 'sales'],
  ['VAT (EUR)', 'vat'],
  ['Refunds', 'refunds'],
  ['Refunded (EUR)', 'refunded'],
  ['VAT refunded (EUR)', 'refundedVat'],
  ['Net sales (EUR)', 'netSales'],
  ['Net VAT (EUR)', 'netVat'],
  ['Net without VAT (EUR)', 'netWithoutVat'],
] as const satisfies readonly (readonly [string, keyof VatReportLine])[];

/** Which fields are amounts in cents (the others are counts, a rate or a name). */
export const VAT_REPORT_AMOUNTS: ReadonlySet<keyof VatReportLine> = new Set([
  'goods',
  'shipping',
  'sales',
  'vat',
  'refunded',
  'refundedVat',
  'netSales',
  'netVat',
  'netWithoutVat',
]);
