import { describe, it, expect } from 'vitest';
import {
  displayPrice,
  NOT_ON_SALE,
  salePrice,
  pricePaid,
  shownSale,
  storePriceFromListPrice,
  storePricesFromListPrice,
  storePricesFromPrice,
} from '../src/index';

describe('storePriceFromListPrice (list x 1.21, whole euros)', () => {
  it.each([
    [22562, 27300], // 273.0002 euro
    [10000, 12100],
    [10041, 12100], // 121.4961 -> 121
    [10042, 12200], // 121.5082 -> 122
    [5000, 6100], // exactly 60.50 rounds half up
    [0, 0],
  ])('%i -> %i', (list, price) => {
    expect(storePriceFromListPrice(list)).toBe(price);
  });
});

describe('displayPrice (up to the next 10 euro)', () => {
  it('273 -> 280', () => expect(displayPrice(27300)).toBe(28000));
  it('280 stays 280', () => expect(displayPrice(28000)).toBe(28000));
  it('270.01 -> 280', () => expect(displayPrice(27001)).toBe(28000));
  it('270 stays 270, 0 stays 0', () => {
    expect(displayPrice(27000)).toBe(27000);
    expect(displayPrice(0)).toBe(0);
  });
  it('refuses a non-integer amount', () => {
    expect(() => displayPrice(273.5)).toThrowError(
      'Price must be a whole number of cents between 0 and 1000000000, got 273.5',
    );
  });
});

describe('salePrice (price - round(price x disc / 100), display-rounded)', () => {
  it.each([
    [28000, 10, 26000], // 280 - 28 = 252 -> 260
    [28000, 15, 24000], // 280 - 42 = 238 -> 240
    [33000, 12, 29000], // discount 39.60 rounds to 40 euro: 290 stays 290
    [28000, 50, 14000],
    [28000, 100, 0],
  ])('%i at %i %% -> %i', (price, discount, expected) => {
    expect(salePrice(price, discount)).toBe(expected);
  });

  it.each([9, 101, 0, 12.5, Number.NaN])('refuses a discount of %s', (discount) => {
    expect(() => salePrice(28000, discount)).toThrowError(
      `A sale discount must be a whole percentage from 10 to 100, got ${String(discount)}`,
    );
  });
});

describe('the three prices of a store product', () => {
  it('from a supplier list price', () => {
    expect(storePricesFromListPrice(22562)).toEqual({
      listPrice: 22562,
      price: 27300,
      displayPrice: 28000,
      paidPrice: 28000,
    });
  });
  it('from an admin-entered VAT-inclusive price', () => {
    expect(storePricesFromPrice(27300)).toEqual({
      listPrice: 22562,
      price: 27300,
      displayPrice: 28000,
      paidPrice: 28000,
    });
    expect(() => storePricesFromPrice(0)).toThrowError('A store price must be more than € 0,00');
  });
});

describe('shownSale: one price everywhere (rule 35)', () => {
  it('shows a visible Sale entry’s discount on the display price, rounded as rule 8 says', () => {
    expect(shownSale(76_000, { hidden: false, discountPercent: 20 })).toEqual({
      discountPercent: 20,
      salePrice: 61_000,
      paidPrice: 61_000,
    });
  });

  it('shows no sale for a hidden entry or none', () => {
    const notOnSale = { ...NOT_ON_SALE, paidPrice: 76_000 };
    expect(shownSale(76_000, { hidden: true, discountPercent: 20 })).toEqual(notOnSale);
    expect(shownSale(76_000, null)).toEqual({ discountPercent: null, salePrice: null, paidPrice: 76_000 });
    expect(shownSale(76_000, undefined)).toEqual(notOnSale);
  });

  it('pays the sale price while there is one, the display price otherwise (what listings sort on)', () => {
    expect(pricePaid({ displayPrice: 19_000, salePrice: 6_000 })).toBe(6_000);
    expect(pricePaid({ displayPrice: 19_000, salePrice: null })).toBe(19_000);
    expect(pricePaid({ displayPrice: 19_000 })).toBe(19_000);
    expect(pricePaid({ displayPrice: 19_000, salePrice: 0 })).toBe(0);
  });

  it('gives 100 % off as a sale price of 0, not as no sale', () => {
    expect(shownSale(76_000, { hidden: false, discountPercent: 100 }).salePrice).toBe(0);
  });
});
