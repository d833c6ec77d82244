import { describe, expect, it } from 'vitest';
import {
  checkoutEventParams,
  productEventParams,
  purchaseEventParams,
  webVitalEventParams,
  type StoreCartLine,
} from '../src/index';

const tote = { sku: 'PR-TOTE-1', title: 'Saffiano tote', brand: 'PRADA', category: 'TOTE' };

function line(overrides: Partial<StoreCartLine> = {}): StoreCartLine {
  return {
    id: 'p1',
    productId: 'p1',
    sku: 'PR-TOTE-1',
    title: 'Saffiano tote',
    image: 'https://img.example/p1.jpg',
    size: null,
    unitPrice: 28_000,
    previousPrice: null,
    qty: 1,
    lineTotal: 28_000,
    stock: 3,
    ...overrides,
  };
}

describe('analytics events (GA4 ecommerce parameters)', () => {
  it('view_item and add_to_cart: one product at the price charged, in euros', () => {
    expect(productEventParams(tote, 28_000)).toEqual({
      currency: 'EUR',
      value: 280,
      items: [
        {
          item_id: 'PR-TOTE-1',
          item_name: 'Saffiano tote',
          item_brand: 'PRADA',
          item_category: 'TOTE',
          price: 280,
          quantity: 1,
        },
      ],
    });
    expect(productEventParams(tote, 19_550, 'M').items[0]).toMatchObject({ item_variant: 'M', price: 195.5 });
  });

  it('begin_checkout: the lines, and as value the goods after the coupon without shipping', () => {
    const params = checkoutEventParams({
      lines: [
        line(),
        line({
          id: 'p2',
          productId: 'p2',
          sku: 'GU-BELT-9',
          title: 'Belt',
          size: '85',
          unitPrice: 39_000,
          qty: 2,
          lineTotal: 78_000,
        }),
      ],
      totals: {
        goods: 106_000,
        discount: 1_500,
        shipping: 0,
        vat: 18_136,
        payable: 104_500,
        vatFree: false,
        vatRate: 21,
        vatCountry: 'NL',
        vatScheme: 'oss',
        itemCount: 3,
      },
      coupon: {
        code: 'WELCOME15',
        description: '€ 15,00 off',
        discount: { kind: 'fixed', amount: 1_500 },
        applied: true,
        reason: null,
        minimumGoods: null,
        message: null,
      },
    });
    expect(params).toEqual({
      currency: 'EUR',
      value: 1045,
      items: [
        { item_id: 'PR-TOTE-1', item_name: 'Saffiano tote', price: 280, quantity: 1 },
        { item_id: 'GU-BELT-9', item_name: 'Belt', item_variant: '85', price: 390, quantity: 2 },
      ],
      coupon: 'WELCOME15',
    });
  });

  it('leaves out a coupon that no longer applies', () => {
    const params = checkoutEventParams({
      lines: [line()],
      totals: {
        goods: 28_000,
        discount: 0,
        shipping: 0,
        vat: 4_860,
        payable: 28_000,
        vatFree: false,
        vatRate: 21,
        vatCountry: 'NL',
        vatScheme: 'oss',
        itemCount: 1,
      },
      coupon: {
        code: 'OLD',
        description: '10 % off',
        discount: { kind: 'percent', percent: 10 },
        applied: false,
        reason: 'expired',
        minimumGoods: null,
        message: 'expired',
      },
    });
    expect(params).not.toHaveProperty('coupon');
    expect(params.value).toBe(280);
  });

  it('purchase: the order number, shipping and VAT; outside the EU what was charged, without VAT', () => {
    const inEu = purchaseEventParams({
      id: 'order-1',
      lines: [line()],
      totals: { goods: 28_000, discount: 0, shipping: 0, vat: 4_860, payable: 28_000, vatFree: false },
      couponCode: null,
    });
    expect(inEu).toMatchObject({ transaction_id: 'order-1', value: 280, shipping: 0, tax: 48.6 });
    expect(inEu).not.toHaveProperty('coupon');

    const toUs = purchaseEventParams({
      id: 'order-2',
      lines: [line({ unitPrice: 12_100, lineTotal: 12_100 })],
      totals: { goods: 12_100, discount: 0, shipping: 2_500, vat: 0, payable: 12_066, vatFree: true },
      couponCode: null,
    });
    expect(toUs).toMatchObject({ value: 100, shipping: 20.66, tax: 0 });
    expect(toUs.items[0]?.price).toBe(100);
  });
});

describe('webVitalEventParams', () => {
  it("sends the delta as the value, so a page's events add up to its measurement", () => {
    expect(
      webVitalEventParams({ name: 'INP', value: 320, delta: 120, rating: 'needs-improvement', id: 'v5-1' }),
    ).toEqual({
      value: 120,
      metric_id: 'v5-1',
      metric_value: 320,
      metric_delta: 120,
      metric_rating: 'needs-improvement',
      non_interaction: true,
    });
  });

  it('scales CLS by 1000 into a whole number, and rounds milliseconds', () => {
    expect(
      webVitalEventParams({ name: 'CLS', value: 0.0123, delta: 0.0123, rating: 'good', id: 'c' }).value,
    ).toBe(12);
    expect(
      webVitalEventParams({ name: 'LCP', value: 1234.56, delta: 1234.56, rating: 'good', id: 'l' }).value,
    ).toBe(1235);
  });
});
