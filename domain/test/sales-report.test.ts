import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  salesReport,
  salesReportQuerySchema,
  salesReportSheets,
  SALES_GROUPINGS,
  vatReport,
  type SalesFigures,
  type SalesOrder,
  type SalesProductFacts,
  type SalesRefund,
} from '../src';
import { orderParts, refundParts, splitByWeight } from '../src/sales-report/arithmetic';
import { isoWeek, timeGroups, timeKey, timelineGrouping } from '../src/sales-report/time-groups';
import { NOT_A_PRODUCT, ORDER_DELETED, UNKNOWN_PRODUCT_FACT } from '../src/sales-report/types';

const TEN_PERCENT = {
  code: 'TEN',
  discount: { kind: 'percent' as const, percent: 10 },
  label: '10%',
  minimumGoods: null,
  expiresAt: null,
  maxRedemptions: null,
  redemptions: 0,
};

let sequence = 0;

/** A paid order with the shop's own totals for its lines ([productId, unitPrice, qty]). */
function order(
  at: string,
  country: string,
  lines: [productId: string, unitPrice: number, qty: number][],
  options: { coupon?: boolean; returnedQty?: number[] } = {},
): SalesOrder {
  sequence += 1;
  const { itemCount: _count, ...totals } = cartTotals({
    lines: lines.map(([, unitPrice, qty]) => ({ unitPrice, qty })),
    coupon: options.coupon ? TEN_PERCENT : null,
    country,
    now: new Date(at),
  });
  return {
    id: `order-${sequence}`,
    paidAt: Date.parse(at),
    couponCode: options.coupon ? 'TEN' : null,
    lines: lines.map(([productId, unitPrice, qty]) => ({
      productId,
      sku: `SKU-${productId}`,
      title: `Bag ${productId}`,
      unitPrice,
      qty,
      lineTotal: unitPrice * qty,
    })),
    totals,
    returnedQty: options.returnedQty ?? lines.map(() => 0),
  };
}

const products = new Map<string, SalesProductFacts>([
  ['tote', { brand: 'PRADA', category: 'TOTE' }],
  ['clutch', { brand: 'PRADA', category: 'CLUTCH' }],
  ['belt', { brand: 'GUCCI', category: 'BELT' }],
]);

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

// Orders in and outside the EU, with a coupon, several lines and quantities, shipping charged to the
// US, a refund of a line, a refund of everything left, a refund with no items, a refund of an order
// placed before the period and one of a deleted order.
const orders: SalesOrder[] = [
  order('2026-11-02T09:00:00Z', 'NL', [['tote', 28_000, 1]], { returnedQty: [1] }),
  order('2026-11-02T23:30:00Z', 'DE', [
    ['tote', 28_000, 2],
    ['belt', 4_990, 1],
  ]),
  order('2026-11-15T12:00:00Z', 'US', [['clutch', 12_345, 1]], { coupon: true }),
  order(
    '2026-11-29T10:00:00Z',
    'FR',
    [
      ['clutch', 33_333, 1],
      ['gone', 7_777, 3],
    ],
    { coupon: true, returnedQty: [0, 2] },
  ),
];
const october = order('2026-10-20T10:00:00Z', 'NL', [['belt', 4_990, 2]]);

function refund(amount: number, at: string, refunded: SalesOrder | null, lineQty: number[]): SalesRefund {
  return { amount, settledAt: Date.parse(at), lineQty, order: refunded };
}

const refunds: SalesRefund[] = [
  refund(28_000, '2026-11-05T10:00:00Z', orders[0]!, [1]),
  refund(orders[2]!.totals.payable, '2026-11-20T10:00:00Z', orders[2]!, [1]),
  refund(4_990, '2026-11-21T10:00:00Z', october, [1]),
  refund(1_500, '2026-11-22T10:00:00Z', orders[1]!, []),
  refund(2_000, '2026-11-23T10:00:00Z', null, [1]),
  refund(10_000, '2026-11-30T10:00:00Z', orders[3]!, [0, 2]),
];

const MONEY: (keyof SalesFigures)[] = [
  'units',
  'goods',
  'discounts',
  'shipping',
  'vatNotCharged',
  'sales',
  'refunded',
  'netSales',
  'unitsReturned',
];

describe('splitByWeight', () => {
  it('splits to the cent in proportion, the remainder to the largest fractions', () => {
    expect(splitByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeight(1_000, [28_000, 4_990])).toEqual([849, 151]);
    expect(splitByWeight(0, [5, 5])).toEqual([0, 0]);
    expect(splitByWeight(7, [0, 0])).toBeNull();
    // Amounts whose product exceeds 2^53 still split exactly.
    const big = splitByWeight(9_000_000_000, [7_000_000_001, 2_999_999_999])!;
    expect(big.reduce((a, b) => a + b, 0)).toBe(9_000_000_000);
  });
});

describe('orderParts and refundParts', () => {
  it('splits every order into line parts and shipping that add up to its totals', () => {
    for (const paid of [...orders, october]) {
      const { lines, rest } = orderParts(paid);
      const sum = (field: 'goods' | 'discounts' | 'shipping' | 'vatNotCharged' | 'sales') =>
        lines.reduce((acc, part) => acc + part[field], rest[field]);
      expect(sum('goods')).toBe(paid.totals.goods);
      expect(sum('discounts')).toBe(paid.totals.discount);
      expect(sum('shipping')).toBe(paid.totals.shipping);
      expect(sum('sales')).toBe(paid.totals.payable);
      for (const part of [...lines, rest]) {
        expect(part.sales).toBe(part.goods - part.discounts + part.shipping - part.vatNotCharged);
      }
    }
    // The US order: shipping charged without its VAT, the goods too.
    const us = orderParts(orders[2]!);
    expect(us.rest.shipping).toBe(2_500);
    expect(us.rest.sales).toBe(2_066);
    expect(us.lines[0]!.vatNotCharged).toBeGreaterThan(0);
  });

  it('gives a refund to the lines it names at what was paid for them, the rest to shipping', () => {
    // The FR order's "gone" line: its share of the 10 % discount, to the cent.
    const fr = orderParts(orders[3]!);
    expect(fr.lines[1]).toMatchObject({ goods: 23_331, discounts: 2_333, sales: 20_998 });
    expect(refundParts(refunds[5]!)).toEqual({ lines: [0, 10_000], rest: 0 });
    // A full refund of the US order: its line at what was paid, and the shipping.
    const full = refundParts(refunds[1]!);
    expect(full.lines[0]! + full.rest).toBe(orders[2]!.totals.payable);
    expect(full.rest).toBeGreaterThan(0);
    expect(refundParts(refunds[3]!)).toEqual({ lines: [0, 0], rest: 1_500 });
    expect(refundParts(refunds[4]!)).toEqual({ lines: [], rest: 2_000 });
  });
});

describe('salesReport', () => {
  it.each(SALES_GROUPINGS)('by %s: the groups add up to the period totals to the cent', (by) => {
    const report = salesReport(NOVEMBER, by, orders, refunds, products);
    for (const field of MONEY) {
      const sum = report.groups.reduce((acc, group) => acc + (group[field] as number), 0);
      expect(sum, field).toBe(report.totals[field]);
    }
    for (const group of report.groups) {
      expect(group.sales).toBe(group.goods - group.discounts + group.shipping - group.vatNotCharged);
      expect(group.netSales).toBe(group.sales - group.refunded);
    }
    if (['day', 'week', 'month', 'coupon'].includes(by)) {
      expect(report.groups.reduce((acc, group) => acc + group.orders, 0)).toBe(orders.length);
      expect(report.groups.reduce((acc, group) => acc + group.refunds, 0)).toBe(refunds.length);
    }
  });

  it('has the VAT report total sales and refunds (with and without VAT)', () => {
    const vat = vatReport(
      NOVEMBER,
      orders.map((paid, index) => ({
        country: ['NL', 'DE', 'US', 'FR'][index]!,
        totals: { ...paid.totals, vat: 0 },
      })),
      refunds.map((made) => ({ amount: made.amount, country: 'NL', vatFree: false })),
    );
    const report = salesReport(NOVEMBER, 'brand', orders, refunds, products);
    expect(report.totals.sales).toBe(vat.totals.sales + vat.withoutVatTotals.sales);
    expect(report.totals.refunded).toBe(vat.totals.refunded + vat.withoutVatTotals.refunded);
    expect(report.totals.netSales).toBe(vat.totals.netSales + vat.withoutVatTotals.netSales);
    expect(report.totals.orders).toBe(vat.totals.orders + vat.withoutVatTotals.orders);
  });

  it('by day: every day of the period in shop time, an order at 00:30 in Amsterdam on its own day', () => {
    const report = salesReport(NOVEMBER, 'day', orders, refunds, products);
    expect(report.groups).toHaveLength(30);
    expect(report.groups[0]!.key).toBe('2026-11-01');
    // 23:30 UTC on 2 November is 00:30 on 3 November in Amsterdam.
    const [second, third] = [report.groups[1]!, report.groups[2]!];
    expect([second.key, second.orders, second.sales]).toEqual(['2026-11-02', 1, orders[0]!.totals.payable]);
    expect([third.key, third.orders, third.sales]).toEqual(['2026-11-03', 1, orders[1]!.totals.payable]);
    expect(report.groups[0]).toMatchObject({
      orders: 0,
      sales: 0,
      averageOrderValue: null,
      returnRate: null,
    });
    // Refunds count on the day they were made.
    expect(report.groups[4]).toMatchObject({ key: '2026-11-05', refunds: 1, refunded: 28_000 });
    expect(report.timeline.by).toBe('day');
    expect(report.timeline.points).toBe(report.groups);
  });

  it('by product: each line its share, shipping and item-less refunds apart, return rates', () => {
    const report = salesReport(NOVEMBER, 'product', orders, refunds, products);
    const tote = report.groups.find((group) => group.key === 'tote')!;
    expect(tote).toMatchObject({
      label: 'Bag tote',
      sku: 'SKU-tote',
      orders: 2,
      units: 3,
      goods: 84_000,
      discounts: 0,
      sales: 84_000,
      refunds: 1,
      refunded: 28_000,
      netSales: 56_000,
      averageOrderValue: 42_000,
      unitsReturned: 1,
    });
    expect(tote.returnRate).toBeCloseTo(1 / 3);
    const gone = report.groups.find((group) => group.key === 'gone')!;
    expect(gone).toMatchObject({
      units: 3,
      goods: 23_331,
      discounts: 2_333,
      unitsReturned: 2,
      refunded: 10_000,
    });
    const notAProduct = report.groups.find((group) => group.key === NOT_A_PRODUCT.key)!;
    expect(notAProduct.shipping).toBe(2_500);
    expect(notAProduct.refunded).toBe(1_500 + refundParts(refunds[1]!).rest);
    expect(report.groups.find((group) => group.key === ORDER_DELETED.key)).toMatchObject({ refunded: 2_000 });
    // The October order's belt refund counts for the belt.
    expect(report.groups.find((group) => group.key === 'belt')).toMatchObject({ units: 1, refunded: 4_990 });
  });

  it('by brand, category and coupon: products by what the store knows of them now', () => {
    const brands = salesReport(NOVEMBER, 'brand', orders, refunds, products);
    expect(brands.groups.map((group) => group.label)).toEqual([
      'PRADA',
      UNKNOWN_PRODUCT_FACT,
      'GUCCI',
      NOT_A_PRODUCT.label,
      ORDER_DELETED.label,
    ]);
    const categories = salesReport(NOVEMBER, 'category', orders, refunds, products);
    expect(categories.groups.map((group) => group.label)).toContain('Tote');
    const coupons = salesReport(NOVEMBER, 'coupon', orders, refunds, products);
    expect(coupons.groups.map((group) => [group.label, group.orders])).toEqual([
      ['No coupon', 2],
      ['TEN', 2],
      ['Order deleted', 0],
    ]);
    expect(coupons.groups[1]!.discounts).toBe(orders[2]!.totals.discount + orders[3]!.totals.discount);
    // The chart of a month's report by brand is by day.
    expect(brands.timeline.by).toBe('day');
    expect(brands.timeline.points).toHaveLength(30);
  });

  it('names the best-sellers by units, with their return rate', () => {
    const report = salesReport(NOVEMBER, 'month', orders, refunds, products);
    expect(
      report.bestSellers.map((product) => [product.productId, product.units, product.unitsReturned]),
    ).toEqual([
      ['tote', 3, 1],
      ['gone', 3, 2],
      ['clutch', 2, 0],
      ['belt', 1, 0],
    ]);
    // Equal units: the larger sales first.
    expect(report.bestSellers[0]).toMatchObject({ brand: 'PRADA', sku: 'SKU-tote', title: 'Bag tote' });
    expect(report.bestSellers[1]!.brand).toBe(UNKNOWN_PRODUCT_FACT);
  });

  it('has an empty period with zeros and no averages', () => {
    const report = salesReport({ from: '2026-12-01', to: '2026-12-03' }, 'week', [], [], products);
    expect(report.groups.map((group) => group.key)).toEqual(['2026-W49']);
    expect(report.totals).toMatchObject({ orders: 0, sales: 0, averageOrderValue: null, returnRate: null });
    expect(report.bestSellers).toEqual([]);
  });
});

describe('shop time', () => {
  it('numbers weeks by ISO 8601 (Monday first, week 1 holds the first Thursday)', () => {
    expect(isoWeek('2026-01-01').key).toBe('2026-W01'); // a Thursday
    expect(isoWeek('2027-01-01').key).toBe('2026-W53'); // a Friday: still 2026's last week
    expect(isoWeek('2024-12-30').key).toBe('2025-W01'); // a Monday in 2025's first week
    expect(isoWeek('2026-11-29').key).toBe('2026-W48'); // a Sunday
    expect(isoWeek('2026-11-30').key).toBe('2026-W49'); // the Monday after
  });

  it('groups an instant by its day in Amsterdam, across the summer-time change', () => {
    // Sunday 29 March 2026, 23:30 UTC: already Monday 30 March (summer time, UTC+2).
    expect(timeKey(Date.parse('2026-03-29T23:30:00Z'), 'day')).toBe('2026-03-30');
    expect(timeKey(Date.parse('2026-03-29T23:30:00Z'), 'week')).toBe('2026-W14');
    // 31 December 23:30 UTC is 1 January in Amsterdam.
    expect(timeKey(Date.parse('2026-12-31T23:30:00Z'), 'month')).toBe('2027-01');
  });

  it('lists and names the period groups, weeks clipped to the period', () => {
    expect(timeGroups('2026-11-27', '2026-12-01', 'week')).toEqual([
      { key: '2026-W48', label: 'Week 48 of 2026 (27 Nov to 29 Nov)' },
      { key: '2026-W49', label: 'Week 49 of 2026 (30 Nov to 1 Dec)' },
    ]);
    expect(timeGroups('2026-11-30', '2027-01-02', 'month').map((group) => group.label)).toEqual([
      'November 2026',
      'December 2026',
      'January 2027',
    ]);
    expect(timelineGrouping('2026-11-01', '2026-12-31')).toBe('day');
    expect(timelineGrouping('2026-07-01', '2026-12-31')).toBe('week');
    expect(timelineGrouping('2026-01-01', '2026-12-31')).toBe('month');
  });
});

describe('salesReportQuerySchema and the sheets', () => {
  it('refuses a bad grouping and defaults to days', () => {
    expect(salesReportQuerySchema.parse({ ...NOVEMBER }).by).toBe('day');
    const bad = salesReportQuerySchema.safeParse({ ...NOVEMBER, by: 'year' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(
      'by must be one of day, week, month, product, brand, category, coupon',
    );
    expect(salesReportQuerySchema.safeParse({ from: '2026-11-31', to: '2026-11-30' }).success).toBe(false);
  });

  it('writes the groups with a total row, amounts in euros, text safe from formulas', () => {
    const paid = order('2026-11-02T09:00:00Z', 'NL', [['odd', 1_000, 1]]);
    const named = { ...paid, lines: [{ ...paid.lines[0]!, title: '=HYPERLINK("x")', sku: '+1' }] };
    const sheets = salesReportSheets(salesReport(NOVEMBER, 'product', [named], [], products));
    expect(sheets.sales[0]!.slice(0, 4)).toEqual(['Product', 'SKU', 'Orders', 'Units']);
    expect(sheets.sales[1]!.slice(0, 2)).toEqual(['\'=HYPERLINK("x")', "'+1"]);
    expect(sheets.sales.at(-1)!.slice(0, 4)).toEqual(['Total', '', 1, 1]);
    expect(sheets.sales.at(-1)![8]).toBe(10); // Sales (EUR)
    expect(sheets.bestSellers[1]).toEqual(['\'=HYPERLINK("x")', "'+1", UNKNOWN_PRODUCT_FACT, 1, 10, 0, 0]);
  });
});
