import { describe, expect, it } from 'vitest';
import {
  buildStoreCart,
  cartLinePrice,
  cartUnitPrice,
  chooseCartSize,
  checkCoupon,
  couponRefusal,
  stockForSize,
  wishlistPrice,
  type Variant,
} from '../src/index';
import { createCoupon } from './factories';

const now = new Date('2025-06-15T12:00:00Z');

function variant(size: string, quantity: number): Variant {
  return { code: `V-${size}`, size, sizeType: 'CM', quantity, retailPrice: 10000, discount: 0, ean: '1' };
}

describe('chooseCartSize', () => {
  it('records no size for a one-size product, asked for or not', () => {
    const bag = { variants: [variant('UNI', 2)] };
    expect(chooseCartSize(bag, null)).toEqual({ ok: true, size: null });
    expect(chooseCartSize(bag, 'UNI')).toEqual({ ok: true, size: null });
  });

  it('keeps the chosen size of a product with several', () => {
    const belt = { variants: [variant('85', 1), variant('95', 0), variant('100', 4)] };
    expect(chooseCartSize(belt, '95')).toEqual({ ok: true, size: '95' });
  });

  it('takes the only size in stock when none was chosen', () => {
    const belt = { variants: [variant('85', 0), variant('95', 2)] };
    expect(chooseCartSize(belt, null)).toEqual({ ok: true, size: '95' });
  });

  it('asks for a size when several are in stock', () => {
    const belt = { variants: [variant('85', 1), variant('95', 0), variant('100', 4)] };
    expect(chooseCartSize(belt, null)).toEqual({
      ok: false,
      reason: 'size-required',
      message: 'Choose a size: 85, 100',
    });
  });

  it('refuses a size the product does not come in', () => {
    expect(chooseCartSize({ variants: [variant('S', 1), variant('M', 1)] }, 'XL')).toEqual({
      ok: false,
      reason: 'unknown-size',
      message: 'This item does not come in size XL',
    });
  });

  it('says sold out when no size of a multi-size product is in stock', () => {
    expect(chooseCartSize({ variants: [variant('S', 0), variant('M', 0)] }, null)).toEqual({
      ok: false,
      reason: 'sold-out',
      message: 'This item is sold out',
    });
  });
});

describe('stockForSize', () => {
  const variants = [variant('S', 2), variant('M', 0), variant('S', 1), variant('L', -1)];

  it('adds up the units of one size', () => {
    expect(stockForSize(variants, 'S')).toBe(3);
    expect(stockForSize(variants, 'M')).toBe(0);
    expect(stockForSize(variants, 'XL')).toBe(0);
  });

  it('adds up every variant for a one-size line, never counting negative stock', () => {
    expect(stockForSize(variants, null)).toBe(3);
  });
});

describe('cartUnitPrice', () => {
  it('is the display price, or the sale price while the product is visibly on sale', () => {
    const product = { displayPrice: 28000 };
    expect(cartUnitPrice(product, null)).toBe(28000);
    expect(cartUnitPrice(product, { hidden: false, salePrice: 23000 })).toBe(23000);
    expect(cartUnitPrice(product, { hidden: true, salePrice: 23000 })).toBe(28000);
  });
});

describe('cartLinePrice', () => {
  const product = { displayPrice: 141_000 };

  it("charges today's price and gives the added price when it changed, in either direction", () => {
    expect(cartLinePrice(91_000, product, null)).toEqual({ unitPrice: 141_000, previousPrice: 91_000 });
    expect(cartLinePrice(150_000, product, null)).toEqual({ unitPrice: 141_000, previousPrice: 150_000 });
  });

  it('gives no previous price when the price is what it was', () => {
    expect(cartLinePrice(141_000, product, undefined)).toEqual({ unitPrice: 141_000, previousPrice: null });
  });

  it('follows the sale: its start and its end (a hidden sale entry is no sale)', () => {
    const sale = { hidden: false, salePrice: 99_000 };
    expect(cartLinePrice(141_000, product, sale)).toEqual({ unitPrice: 99_000, previousPrice: 141_000 });
    expect(cartLinePrice(99_000, product, { ...sale, hidden: true })).toEqual({
      unitPrice: 141_000,
      previousPrice: 99_000,
    });
  });

  it('keeps the added price of a product no longer in the shop', () => {
    expect(cartLinePrice(91_000, undefined, null)).toEqual({ unitPrice: 91_000, previousPrice: null });
  });
});

describe('buildStoreCart', () => {
  const lines = [
    {
      id: 'a',
      productId: 'a',
      sku: 'A',
      title: 'Tote',
      image: 'a.jpg',
      size: null,
      unitPrice: 28000,
      previousPrice: null,
      qty: 2,
      stock: 3,
    },
    {
      id: 'b',
      productId: 'b',
      sku: 'B',
      title: 'Belt',
      image: 'b.jpg',
      size: '95',
      unitPrice: 39000,
      previousPrice: null,
      qty: 1,
      stock: 1,
    },
  ];

  it('gives every line its total and the cart its counter and totals', () => {
    expect(buildStoreCart({ lines, coupon: null, country: 'NL', now })).toEqual({
      lines: [
        { ...lines[0], lineTotal: 56000 },
        { ...lines[1], lineTotal: 39000 },
      ],
      items: 3,
      coupon: null,
      country: 'NL',
      totals: {
        goods: 95000,
        discount: 0,
        shipping: 0,
        vat: 16488,
        payable: 95000,
        vatFree: false,
        vatRate: 21,
        vatCountry: 'NL',
        vatScheme: 'oss',
        itemCount: 3,
      },
    });
  });

  it('shows an applied coupon with its real discount', () => {
    const cart = buildStoreCart({
      lines,
      coupon: createCoupon({ code: 'TEN', discount: { kind: 'percent', percent: 10 }, label: '10%' }),
      country: 'NL',
      now,
    });
    expect(cart.coupon).toEqual({
      code: 'TEN',
      description: '10 % off',
      discount: { kind: 'percent', percent: 10 },
      applied: true,
      reason: null,
      minimumGoods: null,
      message: null,
    });
    expect(cart.totals).toMatchObject({ goods: 95000, discount: 9500, payable: 85500 });
  });

  it('keeps a coupon that no longer passes, says why, and takes nothing off', () => {
    const cart = buildStoreCart({
      lines,
      coupon: createCoupon({ code: 'BIG', minimumGoods: 100000 }),
      country: 'NL',
      now,
    });
    expect(cart.coupon).toEqual({
      code: 'BIG',
      description: '€ 15,00 off',
      discount: { kind: 'fixed', amount: 1500 },
      applied: false,
      // The reason as a code with its value, for a page in another language (rule 79).
      reason: 'below-minimum',
      minimumGoods: 100000,
      message: 'This code needs an order of at least € 1.000,00',
    });
    expect(cart.totals).toMatchObject({ discount: 0, payable: 95000 });
  });

  it('is empty and free for an empty cart', () => {
    expect(buildStoreCart({ lines: [], coupon: null, country: 'NL', now })).toMatchObject({
      lines: [],
      items: 0,
      totals: { goods: 0, discount: 0, shipping: 0, vat: 0, payable: 0 },
    });
  });
});

describe('couponRefusal', () => {
  const unknown = { reason: 'unknown', message: 'This code is not valid or can no longer be used' };
  const couponOf = createCoupon;
  const expired = couponOf({ expiresAt: new Date(now.getTime() - 1) });
  const usedUp = couponOf({ maxRedemptions: 3, redemptions: 3 });

  it("gives unknown, expired and used-up codes one answer, the spec's 'No Code Found' in the shop's words (docs/decisions.md rule 53), on any cart", () => {
    for (const goods of [0, 28_000]) {
      for (const coupon of [undefined, expired, usedUp]) {
        expect(couponRefusal(checkCoupon(coupon, { goods, now }), goods === 0)).toEqual(unknown);
      }
    }
  });

  it('tells an empty cart only for a code that would work', () => {
    expect(couponRefusal(checkCoupon(couponOf({}), { goods: 0, now }), true)).toEqual({
      reason: 'empty-cart',
      message: 'Add something to your cart before using a code',
    });
    const withMinimum = couponOf({ minimumGoods: 30_000 });
    expect(couponRefusal(checkCoupon(withMinimum, { goods: 0, now }), true)).toMatchObject({
      reason: 'empty-cart',
    });
  });

  it('tells the minimum of a code the cart is too small for', () => {
    const check = checkCoupon(couponOf({ minimumGoods: 30_000 }), { goods: 28_000, now });
    expect(couponRefusal(check, false)).toEqual({
      reason: 'below-minimum',
      message: 'This code needs an order of at least € 300,00',
      minimumGoods: 30_000,
    });
  });

  it('refuses nothing when the code applies', () => {
    expect(couponRefusal(checkCoupon(couponOf({}), { goods: 28_000, now }), false)).toBeNull();
  });
});

describe('wishlistPrice', () => {
  it("shows today's price and the saved one only when today's is lower", () => {
    expect(wishlistPrice(28_000, 20_000)).toEqual({ price: 20_000, droppedFrom: 28_000 });
    expect(wishlistPrice(28_000, 28_000)).toEqual({ price: 28_000, droppedFrom: null });
    expect(wishlistPrice(28_000, 30_000)).toEqual({ price: 30_000, droppedFrom: null });
  });
});
