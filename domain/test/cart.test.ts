import { describe, it, expect } from 'vitest';
import {
  CART_MAX_ITEMS,
  canAddToCart,
  cartTotals,
  lineTotal,
  validateQuantity,
  vatDeducted,
} from '../src/index';
import { createCoupon } from './factories';

const now = new Date('2025-06-15T12:00:00Z');

describe('cart maximum', () => {
  it('is 10,000 items', () => expect(CART_MAX_ITEMS).toBe(10000));

  it('lets the 10,000th item in and refuses the 10,001st, telling the shopper', () => {
    expect(canAddToCart(9999, 1)).toEqual({ ok: true });
    expect(canAddToCart(9999)).toEqual({ ok: true });
    expect(canAddToCart(10000, 1)).toEqual({
      ok: false,
      reason: 'cart-full',
      message: 'Your cart is full: a cart can hold at most 10.000 items',
    });
    expect(canAddToCart(9999, 2)).toEqual({
      ok: false,
      reason: 'cart-full',
      message: 'That would take your cart over the maximum of 10.000 items',
    });
    expect(canAddToCart(0, 0)).toEqual({
      ok: false,
      reason: 'invalid-quantity',
      message: 'Quantity must be a whole number of at least 1',
    });
  });
});

describe('validateQuantity', () => {
  it('accepts a whole quantity within stock and the cart maximum', () => {
    expect(validateQuantity(3, 5, 10)).toEqual({ ok: true });
    expect(validateQuantity(1, 1, 9999)).toEqual({ ok: true });
  });

  it.each([
    [
      0,
      5,
      0,
      { ok: false, reason: 'invalid-quantity', message: 'Quantity must be a whole number of at least 1' },
    ],
    [
      1.5,
      5,
      0,
      { ok: false, reason: 'invalid-quantity', message: 'Quantity must be a whole number of at least 1' },
    ],
    [6, 5, 0, { ok: false, reason: 'above-stock', message: 'Only 5 of this item are in stock' }],
    [2, 1, 0, { ok: false, reason: 'above-stock', message: 'Only 1 of this item is in stock' }],
    [1, 0, 0, { ok: false, reason: 'above-stock', message: 'This item is sold out' }],
    [
      2,
      50,
      9999,
      {
        ok: false,
        reason: 'cart-full',
        message: 'A cart can hold at most 10.000 items; this item can go up to 1',
      },
    ],
  ])('qty %s with stock %s and %s other items is refused', (qty, stock, others, expected) => {
    expect(validateQuantity(qty, stock, others)).toEqual(expected);
  });
});

describe('cartTotals', () => {
  it('EU: VAT is contained in the payable amount, shipping free', () => {
    const lines = [
      { unitPrice: 28000, qty: 1 },
      { unitPrice: 15000, qty: 2 },
    ];
    expect(cartTotals({ lines, country: 'NL', now })).toEqual({
      goods: 58000,
      discount: 0,
      shipping: 0,
      vat: 10066, // 58000 x 21/121 = 10066.12
      payable: 58000,
      vatFree: false,
      vatRate: 21,
      vatCountry: 'NL',
      vatScheme: 'oss',
      itemCount: 3,
    });
  });

  it('EU with a percentage coupon: VAT on what is paid', () => {
    const coupon = createCoupon({
      code: 'SUMMER10',
      discount: { kind: 'percent', percent: 10 },
      label: '10%',
    });
    expect(cartTotals({ lines: [{ unitPrice: 29000, qty: 2 }], coupon, country: 'DE', now })).toEqual({
      goods: 58000,
      discount: 5800,
      shipping: 0,
      vat: 8334, // Germany's 19 % under the OSS scheme (rule 36): 52200 x 19/119 = 8334.45
      payable: 52200,
      vatFree: false,
      vatRate: 19,
      vatCountry: 'DE',
      vatScheme: 'oss',
      itemCount: 2,
    });
  });

  it('outside the EU below 400 euro: 25 euro shipping, everything charged without VAT', () => {
    expect(cartTotals({ lines: [{ unitPrice: 30000, qty: 1 }], country: 'US', now })).toEqual({
      goods: 30000,
      discount: 0,
      shipping: 2500,
      vat: 0,
      payable: 26860, // round(32500 / 1.21)
      vatFree: true,
      vatRate: 0,
      vatCountry: null,
      vatScheme: 'oss',
      itemCount: 1,
    });
  });

  it('outside the EU from 400 euro: free shipping, charged without VAT', () => {
    const totals = cartTotals({ lines: [{ unitPrice: 20000, qty: 2 }], country: 'US', now });
    expect(totals).toEqual({
      goods: 40000,
      discount: 0,
      shipping: 0,
      vat: 0,
      payable: 33058, // round(40000 / 1.21)
      vatFree: true,
      vatRate: 0,
      vatCountry: null,
      vatScheme: 'oss',
      itemCount: 2,
    });
    expect(vatDeducted(totals)).toBe(6942);
  });

  it('the free-shipping threshold looks at the goods before the coupon discount', () => {
    const coupon = createCoupon({ discount: { kind: 'percent', percent: 10 }, label: '10%' });
    expect(cartTotals({ lines: [{ unitPrice: 40000, qty: 1 }], coupon, country: 'US', now })).toEqual({
      goods: 40000,
      discount: 4000,
      shipping: 0,
      vat: 0,
      payable: 29752, // round(36000 / 1.21)
      vatFree: true,
      vatRate: 0,
      vatCountry: null,
      vatScheme: 'oss',
      itemCount: 1,
    });
  });

  it('UK and Switzerland: free shipping (Europe) but no VAT (not EU)', () => {
    expect(cartTotals({ lines: [{ unitPrice: 12100, qty: 1 }], country: 'GB', now })).toEqual({
      goods: 12100,
      discount: 0,
      shipping: 0,
      vat: 0,
      payable: 10000,
      vatFree: true,
      vatRate: 0,
      vatCountry: null,
      vatScheme: 'oss',
      itemCount: 1,
    });
  });

  it('a coupon larger than the goods: discount = goods, payable = shipping (EU: nothing)', () => {
    const coupon = createCoupon({ code: 'BIG', discount: { kind: 'fixed', amount: 50000 }, label: '500' });
    expect(cartTotals({ lines: [{ unitPrice: 30000, qty: 1 }], coupon, country: 'NL', now })).toEqual({
      goods: 30000,
      discount: 30000,
      shipping: 0,
      vat: 0,
      payable: 0,
      vatFree: false,
      vatRate: 21,
      vatCountry: 'NL',
      vatScheme: 'oss',
      itemCount: 1,
    });
  });

  it('a coupon larger than the goods outside Europe: only the shipping is paid, without VAT', () => {
    const coupon = createCoupon({ code: 'BIG', discount: { kind: 'fixed', amount: 50000 }, label: '500' });
    expect(cartTotals({ lines: [{ unitPrice: 30000, qty: 1 }], coupon, country: 'US', now })).toEqual({
      goods: 30000,
      discount: 30000,
      shipping: 2500,
      vat: 0,
      payable: 2066, // round(2500 / 1.21)
      vatFree: true,
      vatRate: 0,
      vatCountry: null,
      vatScheme: 'oss',
      itemCount: 1,
    });
  });

  it('a coupon that no longer applies (expired, below minimum) gives no discount', () => {
    const lines = [{ unitPrice: 28000, qty: 1 }];
    const expected = {
      goods: 28000,
      discount: 0,
      shipping: 0,
      vat: 4860,
      payable: 28000,
      vatFree: false,
      vatRate: 21,
      vatCountry: 'NL',
      vatScheme: 'oss',
      itemCount: 1,
    };
    const expired = createCoupon({ expiresAt: new Date('2025-06-01T00:00:00Z') });
    expect(cartTotals({ lines, coupon: expired, country: 'NL', now })).toEqual(expected);
    const minimum = createCoupon({ minimumGoods: 30000 });
    expect(cartTotals({ lines, coupon: minimum, country: 'NL', now })).toEqual(expected);
  });

  it('an empty cart costs nothing, even abroad', () => {
    expect(cartTotals({ lines: [], coupon: createCoupon(), country: 'US', now })).toEqual({
      goods: 0,
      discount: 0,
      shipping: 0,
      vat: 0,
      payable: 0,
      vatFree: true,
      vatRate: 0,
      vatCountry: null,
      vatScheme: 'oss',
      itemCount: 0,
    });
  });

  it('refuses bad lines and unknown countries', () => {
    expect(() => cartTotals({ lines: [{ unitPrice: 28000, qty: 0 }], country: 'NL', now })).toThrowError(
      'A cart line needs a quantity of at least 1, got 0',
    );
    expect(() => cartTotals({ lines: [{ unitPrice: 280.5, qty: 1 }], country: 'NL', now })).toThrowError(
      /Unit price must be a whole number of cents/,
    );
    expect(() => cartTotals({ lines: [], country: 'ZZ', now })).toThrowError(/"ZZ" is not a country we know/);
  });

  it('computes a line total', () => {
    expect(lineTotal({ unitPrice: 28000, qty: 3 })).toBe(84000);
  });
});
