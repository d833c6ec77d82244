import { describe, expect, it } from 'vitest';
import { formatOrderNumber, orderNumberYear, orderReference, parseOrderNumber } from '../src/order-numbers';

describe('order numbers', () => {
  it('writes the year and a six-digit sequence', () => {
    expect(formatOrderNumber(2026, 123)).toBe('MB-2026-000123');
    expect(formatOrderNumber(2026, 1)).toBe('MB-2026-000001');
    expect(formatOrderNumber(2027, 1_234_567)).toBe('MB-2027-1234567');
  });

  it('refuses sequences that name no order', () => {
    expect(() => formatOrderNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatOrderNumber(2026, 1.5)).toThrow(RangeError);
  });

  it('takes the year in shop time: New Year in Amsterdam comes before it does in UTC', () => {
    // 23:30 UTC on 31 December is already 00:30 on 1 January in Amsterdam.
    expect(orderNumberYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(orderNumberYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
  });

  it('understands what a shopper types', () => {
    expect(parseOrderNumber('MB-2026-000123')).toBe('MB-2026-000123');
    expect(parseOrderNumber(' mb-2026-000123 ')).toBe('MB-2026-000123');
    expect(parseOrderNumber('mb 2026 123')).toBe('MB-2026-000123');
    expect(parseOrderNumber('MB2026000123')).toBe('MB-2026-000123');
  });

  it('answers null for what is no order number', () => {
    expect(parseOrderNumber('MB-2026-000000')).toBeNull();
    expect(parseOrderNumber('Qx7bT2kLmN9pRs4vWy1z')).toBeNull();
    expect(parseOrderNumber('MB-26-1')).toBeNull();
    expect(parseOrderNumber('')).toBeNull();
  });

  it('names an order by its number, and an order from before numbers by its id', () => {
    expect(orderReference({ id: 'abc', orderNumber: 'MB-2026-000001' })).toBe('MB-2026-000001');
    expect(orderReference({ id: 'abc' })).toBe('abc');
    expect(orderReference({ id: 'abc', orderNumber: null })).toBe('abc');
  });
});
