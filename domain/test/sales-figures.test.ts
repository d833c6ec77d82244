// One figure for sales (docs/decisions.md rule 69): an order is a sale of the Amsterdam day it was
// paid, a refund is taken off the day Stripe reported it, whatever its order's day. Today, the sales
// report, the VAT report and the morning summary all count with salesOf / salesAmounts. The queries
// that read a window's sales and the stock lists are served by declared indexes.
import { describe, expect, it } from 'vitest';
import declared from '../../firestore.indexes.json';
import {
  isRefundOf,
  isSaleOf,
  saleInstant,
  salesAmounts,
  salesOf,
  SALE_PAYMENTS,
  shopPeriod,
  stockListFilter,
  todaySalesDays,
  PAYMENT_STATUSES,
  type QueryPlan,
  type SaleOrder,
  type SaleRefund,
} from '../src';
import { servingIndex, type CompositeIndex } from './firestore-index-rules';

const indexes = declared.indexes as CompositeIndex[];

// 28 November 2026 in Amsterdam (CET, UTC+1): from 27 Nov 23:00 UTC to 28 Nov 23:00 UTC.
const DAY = shopPeriod('2026-11-28', '2026-11-28');
const at = (iso: string) => Date.parse(iso);

const order = (overrides: Partial<SaleOrder> = {}): SaleOrder => ({
  payment: 'Paid',
  paidAt: at('2026-11-28T10:00:00Z'),
  createdAt: at('2026-11-28T09:58:00Z'),
  payable: 10_000,
  ...overrides,
});
const refund = (overrides: Partial<SaleRefund> = {}): SaleRefund => ({
  state: 'succeeded',
  settledAt: at('2026-11-28T12:00:00Z'),
  amount: 2_500,
  ...overrides,
});
const same = { order: (o: SaleOrder) => o, refund: (r: SaleRefund) => r };

describe('the sales of a day', () => {
  it('counts an order on the Amsterdam day it was paid, not the day it was placed', () => {
    // Placed at 23:50 on the 27th (Amsterdam), paid by iDEAL at 00:10 on the 28th.
    const lateBank = order({ createdAt: at('2026-11-27T22:50:00Z'), paidAt: at('2026-11-27T23:10:00Z') });
    expect(isSaleOf(DAY, lateBank)).toBe(true);
    expect(isSaleOf(shopPeriod('2026-11-27', '2026-11-27'), lateBank)).toBe(false);
    // 23:59 UTC on the 28th is already the 29th in Amsterdam.
    expect(isSaleOf(DAY, order({ paidAt: at('2026-11-28T23:00:00Z') }))).toBe(false);
    expect(isSaleOf(DAY, order({ paidAt: at('2026-11-27T23:00:00Z') }))).toBe(true);
  });

  it('counts an order paid before paidAt was kept on the day it was placed', () => {
    const legacy = order({ paidAt: undefined, createdAt: at('2026-11-28T08:00:00Z') });
    expect(saleInstant(legacy)).toBe(at('2026-11-28T08:00:00Z'));
    expect(isSaleOf(DAY, legacy)).toBe(true);
    expect(isSaleOf(DAY, order({ paidAt: null, createdAt: at('2026-11-27T08:00:00Z') }))).toBe(false);
  });

  it('counts every order whose money came in, refunded or due a refund included, and no other', () => {
    const counted = PAYMENT_STATUSES.filter((payment) => isSaleOf(DAY, order({ payment })));
    expect([...counted].sort()).toEqual(['Paid', 'Partly refunded', 'Refund due', 'Refunded']);
    expect([...counted].sort()).toEqual([...SALE_PAYMENTS].sort());
  });

  it('takes a refund off the day it succeeded, whatever its order’s day; never a pending or failed one', () => {
    expect(isRefundOf(DAY, refund())).toBe(true);
    expect(isRefundOf(DAY, refund({ settledAt: at('2026-11-28T23:00:00Z') }))).toBe(false);
    expect(isRefundOf(DAY, refund({ state: 'failed' }))).toBe(false);
    expect(isRefundOf(DAY, refund({ state: 'pending', settledAt: null }))).toBe(false);
  });

  it('adds up sales, refunds and net to the cent, below nothing on a day of refunds only', () => {
    expect(salesAmounts([123_456, 50_000, 1], [20_000])).toEqual({
      orders: 3,
      sales: 173_457,
      refunds: 1,
      refunded: 20_000,
      net: 153_457,
    });
    expect(salesAmounts([], [4_500])).toEqual({
      orders: 0,
      sales: 0,
      refunds: 1,
      refunded: 4_500,
      net: -4_500,
    });
  });

  it('keeps from what was read only what counts in the window, with its amounts', () => {
    const paidToday = order({ payable: 123_456 });
    const paidYesterday = order({ paidAt: at('2026-11-27T20:00:00Z'), payable: 70_000 });
    const unpaid = order({ payment: 'Pending', paidAt: null, payable: 99_900 });
    // Refund of yesterday's order, made today: today's; one made yesterday is not.
    const refundToday = refund({ amount: 20_000 });
    const refundYesterday = refund({ settledAt: at('2026-11-27T21:00:00Z'), amount: 5_000 });
    const result = salesOf(DAY, [paidToday, paidYesterday, unpaid], [refundToday, refundYesterday], same);
    expect(result.orders).toEqual([paidToday]);
    expect(result.refunds).toEqual([refundToday]);
    expect(result.amounts).toEqual({ orders: 1, sales: 123_456, refunds: 1, refunded: 20_000, net: 103_456 });
    // The week holds both days: each order and refund counted once.
    const week = salesOf(
      shopPeriod('2026-11-22', '2026-11-28'),
      [paidToday, paidYesterday, unpaid],
      [refundToday, refundYesterday],
      same,
    );
    expect(week.amounts).toEqual({ orders: 2, sales: 193_456, refunds: 2, refunded: 25_000, net: 168_456 });
  });
});

describe("Today's days", () => {
  it('are the Amsterdam day and the week that ends with it', () => {
    // 00:30 on 1 December in Amsterdam is still 30 November in UTC.
    expect(todaySalesDays(new Date('2026-11-30T23:30:00Z'))).toEqual({
      today: '2026-12-01',
      weekFrom: '2026-11-25',
    });
  });
});

describe('the reads behind the figures', () => {
  const plan = (overrides: Partial<QueryPlan>): QueryPlan => ({
    collection: 'orders' as QueryPlan['collection'],
    equal: [],
    arrayContains: null,
    ranges: [],
    orderBy: [],
    limit: null,
    ...overrides,
  });

  it('reads orders paid in a window, older orders placed in it, and refunds made in it through indexes', () => {
    const paid = plan({
      ranges: [{ field: 'paidAt', op: '>=', value: 0 }],
      orderBy: [{ field: 'paidAt', direction: 'desc' }],
    });
    const placed = plan({
      equal: [{ field: 'payment', value: SALE_PAYMENTS[0] ?? '' }],
      ranges: [{ field: 'createdAt', op: '>=', value: 0 }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    });
    const refunds = plan({
      collection: 'refunds' as QueryPlan['collection'],
      equal: [{ field: 'state', value: 'succeeded' }],
      ranges: [{ field: 'settledAt', op: '>=', value: 0 }],
      orderBy: [{ field: 'settledAt', direction: 'desc' }],
    });
    for (const query of [paid, placed, refunds]) expect(servingIndex(indexes, query)).not.toBeNull();
  });

  it('lists and counts low stock and sold out apart through indexes', () => {
    const low = stockListFilter('low', 3);
    const soldOut = stockListFilter('sold-out', 3);
    expect(low).toEqual({ inStock: true, lowestSizeStockAtMost: 3 });
    expect(soldOut).toEqual({ inStock: false, lowestSizeStockAtMost: null });
    const products = (filter: typeof low) =>
      plan({
        collection: 'products' as QueryPlan['collection'],
        equal: [{ field: 'inStock', value: filter.inStock }],
        ranges:
          filter.lowestSizeStockAtMost === null
            ? []
            : [{ field: 'lowestSizeStock', op: '<=', value: filter.lowestSizeStockAtMost }],
        orderBy:
          filter.lowestSizeStockAtMost === null ? [] : [{ field: 'lowestSizeStock', direction: 'asc' }],
      });
    expect(servingIndex(indexes, products(low))).not.toBeNull();
    expect(servingIndex(indexes, products(soldOut))).not.toBeNull();
  });
});
