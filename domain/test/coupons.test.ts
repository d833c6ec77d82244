import { describe, it, expect } from 'vitest';
import {
  checkCoupon,
  couponDiscount,
  couponFromDoc,
  describeCouponDiscount,
  endOfShopDay,
  normaliseCouponCode,
  parseCouponCode,
  parseCouponDiscount,
} from '../src/index';
import { createCoupon, instant } from './factories';

describe('parseCouponDiscount', () => {
  it.each([
    ['15', { kind: 'fixed', amount: 1500 }],
    ['15.50', { kind: 'fixed', amount: 1550 }],
    ['15,50', { kind: 'fixed', amount: 1550 }],
    [' 15 ', { kind: 'fixed', amount: 1500 }],
    ['10%', { kind: 'percent', percent: 10 }],
    [' 10 % ', { kind: 'percent', percent: 10 }],
    ['12.5%', { kind: 'percent', percent: 12.5 }],
    ['100%', { kind: 'percent', percent: 100 }],
  ])('%j -> %j', (input, expected) => {
    expect(parseCouponDiscount(input)).toEqual(expected);
  });

  const help = 'Enter an amount in euros (15 or 15.50) or a percentage (10%).';
  it.each([
    ['', `The discount is empty. ${help}`],
    ['0', `A discount must be more than zero. ${help}`],
    ['-5', `A discount cannot be negative, got "-5". ${help}`],
    ['150%', 'A percentage discount must be more than 0 % and at most 100 %, got "150%".'],
    ['0%', 'A percentage discount must be more than 0 % and at most 100 %, got "0%".'],
    ['abc', `"abc" is not a discount. ${help}`],
    ['abc%', `"abc%" is not a percentage. ${help}`],
    ['15.505', `"15.505" is not a discount. ${help}`],
  ])('refuses %j: %s', (input, message) => {
    expect(() => parseCouponDiscount(input)).toThrowError(message);
  });

  it('describes a discount for the cart', () => {
    expect(describeCouponDiscount({ kind: 'fixed', amount: 1500 })).toBe('€ 15,00 off');
    expect(describeCouponDiscount({ kind: 'percent', percent: 12.5 })).toBe('12,5 % off');
  });
});

describe('coupon codes', () => {
  it('normalise to trimmed upper case', () => {
    expect(normaliseCouponCode('  summer10 ')).toBe('SUMMER10');
  });

  it('are limited to letters, digits, - and _ when created', () => {
    expect(parseCouponCode('black-friday_24')).toBe('BLACK-FRIDAY_24');
    expect(() => parseCouponCode('SUMMER 10')).toThrowError(/A coupon code has 2 to 40 letters, digits/);
    expect(() => parseCouponCode('X')).toThrowError(/A coupon code has 2 to 40/);
  });
});

describe('couponDiscount', () => {
  it('takes a fixed amount or a percentage of the goods', () => {
    expect(couponDiscount(createCoupon(), 28000)).toBe(1500);
    expect(couponDiscount(createCoupon({ discount: { kind: 'percent', percent: 10 } }), 28000)).toBe(2800);
  });

  it('never exceeds the goods', () => {
    expect(couponDiscount(createCoupon({ discount: { kind: 'fixed', amount: 50000 } }), 30000)).toBe(30000);
    expect(couponDiscount(createCoupon({ discount: { kind: 'percent', percent: 100 } }), 30000)).toBe(30000);
    expect(couponDiscount(createCoupon(), 0)).toBe(0);
  });
});

describe('checkCoupon', () => {
  const now = new Date('2025-06-15T12:00:00Z');

  it('accepts a valid coupon with its discount', () => {
    expect(checkCoupon(createCoupon(), { goods: 28000, now })).toEqual({ ok: true, discount: 1500 });
  });

  it("refuses an unknown code in the shop's words (docs/decisions.md rule 53)", () => {
    expect(checkCoupon(undefined, { goods: 28000, now })).toEqual({
      ok: false,
      reason: 'unknown',
      message: 'This code is not valid or can no longer be used',
    });
  });

  it('refuses an expired coupon, from the expiry instant on', () => {
    const coupon = createCoupon({ expiresAt: new Date('2025-06-15T12:00:00Z') });
    expect(checkCoupon(coupon, { goods: 28000, now })).toEqual({
      ok: false,
      reason: 'expired',
      message: 'This code has expired',
    });
    expect(checkCoupon(coupon, { goods: 28000, now: new Date('2025-06-15T11:59:59Z') })).toEqual({
      ok: true,
      discount: 1500,
    });
  });

  it('treats an expiry date as the whole of that day in Amsterdam', () => {
    const coupon = createCoupon({ expiresAt: endOfShopDay('2025-06-30') });
    expect(coupon.expiresAt?.toISOString()).toBe('2025-06-30T22:00:00.000Z'); // CEST, UTC+2
    expect(endOfShopDay('2025-01-31').toISOString()).toBe('2025-01-31T23:00:00.000Z'); // CET, UTC+1
    expect(checkCoupon(coupon, { goods: 28000, now: new Date('2025-06-30T21:59:00Z') }).ok).toBe(true);
    expect(checkCoupon(coupon, { goods: 28000, now: new Date('2025-06-30T22:00:00Z') }).ok).toBe(false);
    expect(() => endOfShopDay('2025-02-30')).toThrowError(
      '"2025-02-30" is not a date in the form YYYY-MM-DD',
    );
  });

  it('refuses a used-up coupon', () => {
    expect(checkCoupon(createCoupon({ maxRedemptions: 5, redemptions: 5 }), { goods: 28000, now })).toEqual({
      ok: false,
      reason: 'exhausted',
      message: 'This code has been used up',
    });
    expect(checkCoupon(createCoupon({ maxRedemptions: 5, redemptions: 4 }), { goods: 28000, now })).toEqual({
      ok: true,
      discount: 1500,
    });
  });

  it('refuses an order below the minimum, saying the minimum', () => {
    const coupon = createCoupon({ minimumGoods: 20000 });
    expect(checkCoupon(coupon, { goods: 19999, now })).toEqual({
      ok: false,
      reason: 'below-minimum',
      message: 'This code needs an order of at least € 200,00',
      minimumGoods: 20000,
    });
    expect(checkCoupon(coupon, { goods: 20000, now })).toEqual({ ok: true, discount: 1500 });
  });

  it('reads a stored coupon document', () => {
    expect(
      couponFromDoc({
        code: 'SUMMER10',
        discount: { kind: 'percent', percent: 10 },
        label: '10%',
        minimumGoods: null,
        expiresAt: instant('2025-06-30T22:00:00Z'),
        maxRedemptions: 100,
        redemptions: 3,
        createdAt: instant('2025-06-01T08:00:00Z'),
      }),
    ).toEqual({
      code: 'SUMMER10',
      discount: { kind: 'percent', percent: 10 },
      label: '10%',
      minimumGoods: null,
      expiresAt: new Date('2025-06-30T22:00:00Z'),
      maxRedemptions: 100,
      redemptions: 3,
    });
  });
});
