import { countryName } from './countries';
import type { OrderTotals } from './documents';
import type { Cents } from './money';
import { salesAmounts, type SalesAmounts } from './sales-figures';
import { shopConfig } from './shop-config';
import { orderVat, vatContained, withoutVat, type VatScheme } from './vat';

/**
 * The VAT report: per destination country and VAT rate, what the shop sold and refunded
 * in a period, for the One-Stop-Shop return. Its orders and refunds are the period's sales
 * (sales-figures.ts, docs/decisions.md rule 69): an order counts in the period it was paid in, a
 * refund in the period it was made (Stripe reported it), whatever the order's period.
 * Orders shipped outside the EU are charged without VAT (rule 9): they have no VAT line and are
 * listed apart. Each line is at the rate its orders were charged (rule 36: the destination's under
 * the OSS scheme, Dutch below it) and says which return declares it. All amounts in cents; every line
 * adds up to the orders' own `totals`.
 */

/** A paid order as the report reads it. */
export interface VatReportOrder {
  country: string;
  totals: Pick<
    OrderTotals,
    'shipping' | 'vat' | 'payable' | 'vatFree' | 'vatRate' | 'vatCountry' | 'vatScheme'
  >;
}

/** A refund made in the period, with its order's country and the VAT that order was charged. */
export interface VatReportRefund {
  amount: Cents;
  country: string;
  vatFree: boolean;
  /** The order's VAT rate and scheme (orderVat); absent for orders stored before rule 36. */
  vatRate?: number | undefined;
  vatScheme?: VatScheme | undefined;
}

/**
 * Where a line's VAT is declared: the One-Stop-Shop return for another EU country's VAT charged under
 * the OSS scheme; the Dutch VAT return for Dutch VAT (sales to the Netherlands, or any EU sale under
 * the domestic scheme); none outside the EU.
 */
export type VatReturn = 'OSS' | 'NL' | 'none';

export interface VatReportLine {
  country: string;
  countryName: string;
  /** VAT rate in percent (0 outside the EU). */
  rate: number;
  /** The scheme its orders were charged under, and the return that declares its VAT. */
  scheme: VatScheme;
  declaredIn: VatReturn;
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

export type VatReportTotals = Omit<
  VatReportLine,
  'country' | 'countryName' | 'rate' | 'scheme' | 'declaredIn'
>;

export interface VatReport {
  from: string;
  to: string;
  /**
   * The schemes the period's orders were charged under (rule 36), in the order 'oss', 'domestic':
   * one for a period wholly under one, both for the period the shop crossed the threshold in.
   */
  schemes: VatScheme[];
  /** Lines with VAT, by country then rate. */
  lines: VatReportLine[];
  totals: VatReportTotals;
  /** Sales outside the EU, charged without VAT: no VAT line. */
  withoutVat: VatReportLine[];
  withoutVatTotals: VatReportTotals;
  /** The period's sales, refunds and net (salesAmounts): Today's and the sales report's figures. */
  sales: SalesAmounts;
}

function declaredIn(country: string, rate: number, scheme: VatScheme): VatReturn {
  if (rate === 0) return 'none';
  return scheme === 'oss' && country !== shopConfig.vatHomeCountry ? 'OSS' : 'NL';
}

/**
 * An order's charge split into goods and shipping as charged: outside the EU the shipping was
 * charged without its VAT like the goods, so goods + shipping is always `payable`.
 */
export function chargedSplit(totals: Pick<OrderTotals, 'shipping' | 'payable' | 'vatFree'>): {
  goods: Cents;
  shipping: Cents;
} {
  const shipping = Math.min(totals.payable, totals.vatFree ? withoutVat(totals.shipping) : totals.shipping);
  return { goods: totals.payable - shipping, shipping };
}

/** The VAT a refund gave back: contained in the amount at its order's rate, none outside the EU. */
export function refundedVatOf(refund: Pick<VatReportRefund, 'amount' | 'vatFree' | 'vatRate'>): Cents {
  const { rate } = orderVat(refund);
  return rate === 0 ? 0 : vatContained(refund.amount, rate);
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

/** The report of a period from the orders paid in it and the refunds made in it (its sales). */
export function vatReport(
  period: { from: string; to: string },
  orders: readonly VatReportOrder[],
  refunds: readonly VatReportRefund[],
): VatReport {
  const byKey = new Map<string, VatReportLine>();
  const lineFor = (country: string, rate: number, scheme: VatScheme) => {
    const key = `${country}|${rate}|${scheme}`;
    let line = byKey.get(key);
    if (!line) {
      line = {
        country,
        countryName: countryName(country) ?? country,
        rate,
        scheme,
        declaredIn: declaredIn(country, rate, scheme),
        ...emptyTotals(),
      };
      byKey.set(key, line);
    }
    return line;
  };
  const schemes = new Set<VatScheme>();
  for (const order of orders) {
    const { rate, scheme } = orderVat(order.totals);
    schemes.add(scheme);
    const line = lineFor(order.country, rate, scheme);
    const { goods, shipping } = chargedSplit(order.totals);
    line.orders += 1;
    line.goods += goods;
    line.shipping += shipping;
    line.sales += order.totals.payable;
    line.vat += order.totals.vat;
  }
  for (const refund of refunds) {
    const { rate, scheme } = orderVat(refund);
    const line = lineFor(refund.country, rate, scheme);
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
    schemes: (['oss', 'domestic'] as const).filter((scheme) => schemes.has(scheme)),
    lines,
    totals: sumLines(lines),
    withoutVat: outside,
    withoutVatTotals: sumLines(outside),
    sales: salesAmounts(
      orders.map((order) => order.totals.payable),
      refunds.map((refund) => refund.amount),
    ),
  };
}

/** The report's columns for its XLSX and its table, with the line field each shows. */
export const VAT_REPORT_COLUMNS = [
  ['Country', 'countryName'],
  ['VAT rate (%)', 'rate'],
  ['Scheme', 'scheme'],
  ['Declared in', 'declaredIn'],
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

/** Which fields are amounts in cents (the others are counts, a rate, a scheme or a name). */
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

/** How the report, its sheet and its screen name a scheme. */
export const VAT_SCHEME_NAMES: Readonly<Record<VatScheme, string>> = {
  oss: 'OSS (destination country VAT)',
  domestic: 'Dutch VAT (below the OSS threshold)',
};

/** How they name the return a line is declared in. */
export const VAT_RETURN_NAMES: Readonly<Record<VatReturn, string>> = {
  OSS: 'OSS return',
  NL: 'Dutch VAT return',
  none: 'No VAT',
};

/** The sentence that says which scheme the period was under, for the screen and the sheet. */
export function vatReportSchemeNote(report: Pick<VatReport, 'from' | 'to' | 'schemes'>): string {
  const period = `${report.from} to ${report.to}`;
  if (report.schemes.length === 0) return `No orders from ${period}.`;
  if (report.schemes.length === 1) return `${period}: charged under ${VAT_SCHEME_NAMES[report.schemes[0]!]}.`;
  return `${period}: charged under both schemes (the shop changed scheme in the period); each line says which.`;
}
