import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  chargedSplit,
  refundedVatOf,
  vatReport,
  vatReportSchemeNote,
  type VatReportOrder,
} from '../src';

const now = new Date('2026-11-25T10:00:00Z');

/** A paid order to `country` with the shop's own totals for these lines. */
function order(country: string, prices: number[], couponPercent?: number): VatReportOrder {
  const totals = cartTotals({
    lines: prices.map((unitPrice) => ({ unitPrice, qty: 1 })),
    coupon: couponPercent
      ? {
          code: 'TEN',
          discount: { kind: 'percent', percent: couponPercent },
          label: `${couponPercent}%`,
          minimumGoods: null,
          expiresAt: null,
          maxRedemptions: null,
          redemptions: 0,
        }
      : null,
    country,
    now,
  });
  return { country, totals };
}

describe('chargedSplit', () => {
  it('splits every order into goods and shipping that add up to what was charged', () => {
    for (const paid of [order('NL', [28_000]), order('DE', [1_000], 10), order('US', [50_000, 1_250])]) {
      const { goods, shipping } = chargedSplit(paid.totals);
      expect(goods + shipping).toBe(paid.totals.payable);
      expect(goods).toBeGreaterThan(0);
    }
  });
});

describe('vatReport', () => {
  const period = { from: '2026-11-01', to: '2026-11-30' };

  it('lists VAT per country and rate, matching the orders own totals, net of the period refunds', () => {
    const orders = [order('NL', [28_000]), order('NL', [10_000, 5_000], 10), order('DE', [39_000])];
    const refunds = [
      { amount: 12_100, country: 'NL', vatFree: false, vatRate: 21, vatScheme: 'oss' as const },
    ];

    const report = vatReport(period, orders, refunds);

    // Under the OSS scheme each country at its own rate; Dutch VAT is declared in the Dutch return.
    expect(report.lines.map((line) => [line.country, line.rate, line.orders, line.declaredIn])).toEqual([
      ['DE', 19, 1, 'OSS'],
      ['NL', 21, 2, 'NL'],
    ]);
    expect(report.schemes).toEqual(['oss']);
    expect(report.lines[0]!.vat).toBe(6_227); // 390 x 19/119
    const nl = report.lines[1]!;
    const nlOrders = orders.filter((o) => o.country === 'NL');
    expect(nl.sales).toBe(nlOrders.reduce((sum, o) => sum + o.totals.payable, 0));
    expect(nl.vat).toBe(nlOrders.reduce((sum, o) => sum + o.totals.vat, 0));
    expect(nl.goods + nl.shipping).toBe(nl.sales);
    expect(nl).toMatchObject({ refunds: 1, refunded: 12_100, refundedVat: 2_100 });
    expect(nl.netSales).toBe(nl.sales - 12_100);
    expect(nl.netVat).toBe(nl.vat - 2_100);
    expect(nl.netWithoutVat).toBe(nl.netSales - nl.netVat);
    expect(report.totals.sales).toBe(orders.reduce((sum, o) => sum + o.totals.payable, 0));
    expect(report.totals.vat).toBe(orders.reduce((sum, o) => sum + o.totals.vat, 0));
    expect(report.withoutVat).toEqual([]);
  });

  it('gives a US order no VAT line: it is listed apart, without VAT', () => {
    const us = order('US', [50_000]);
    const report = vatReport(period, [us, order('NL', [1_000])], []);
    expect(report.lines.map((line) => line.country)).toEqual(['NL']);
    expect(report.withoutVat).toMatchObject([
      { country: 'US', countryName: 'United States', rate: 0, orders: 1, vat: 0, sales: us.totals.payable },
    ]);
    expect(report.withoutVatTotals.vat).toBe(0);
  });

  it('counts a refund in the period it was made, even for an order of an earlier period', () => {
    const report = vatReport(period, [], [{ amount: 28_000, country: 'BE', vatFree: false }]);
    expect(report.lines).toMatchObject([
      {
        country: 'BE',
        orders: 0,
        sales: 0,
        refunded: 28_000,
        refundedVat: refundedVatOf({ amount: 28_000, vatFree: false }),
      },
    ]);
    expect(report.totals.netSales).toBe(-28_000);
    expect(report.totals.netVat).toBe(-4_860);
  });

  it('groups France at 20 %, Germany at 19 % and the Netherlands at 21 %, each for the return that declares it', () => {
    const orders = [order('FR', [61_000]), order('DE', [61_000]), order('NL', [61_000])];
    const report = vatReport(period, orders, []);
    expect(report.lines.map((line) => [line.countryName, line.rate, line.vat, line.declaredIn])).toEqual([
      ['France', 20, 10_167, 'OSS'],
      ['Germany', 19, 9_739, 'OSS'],
      ['Netherlands', 21, 10_587, 'NL'],
    ]);
  });

  it('keeps orders stored before the rate was kept at the Dutch VAT they were charged, under the domestic scheme', () => {
    const old: VatReportOrder = {
      country: 'FR',
      totals: { shipping: 0, vat: 4_860, payable: 28_000, vatFree: false },
    };
    const report = vatReport(
      period,
      [old, order('FR', [28_000])],
      [{ amount: 28_000, country: 'FR', vatFree: false }],
    );
    expect(
      report.lines.map((line) => [line.country, line.rate, line.scheme, line.declaredIn, line.vat]),
    ).toEqual([
      ['FR', 21, 'domestic', 'NL', 4_860],
      ['FR', 20, 'oss', 'OSS', 4_667],
    ]);
    // The refund of an order without a stored rate gave back the Dutch VAT it was charged.
    expect(report.lines[0]).toMatchObject({ refunds: 1, refundedVat: 4_860 });
    expect(report.schemes).toEqual(['oss', 'domestic']);
    expect(vatReportSchemeNote(report)).toContain('both schemes');
  });

  it('gives a refund back the VAT at its order’s rate', () => {
    expect(refundedVatOf({ amount: 12_000, vatFree: false, vatRate: 20 })).toBe(2_000);
    expect(refundedVatOf({ amount: 12_000, vatFree: true, vatRate: 0 })).toBe(0);
  });

  it('is empty for a period without sales or refunds', () => {
    const report = vatReport(period, [], []);
    expect(report).toMatchObject({ lines: [], withoutVat: [], totals: { sales: 0, vat: 0, netSales: 0 } });
  });
});
