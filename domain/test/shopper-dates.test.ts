import { describe, expect, it } from 'vitest';
import { formatShopperDate, formatShopperDateTime, formatShopperDay } from '../src/index';

describe('shoppers’ dates: one format, on the shop’s clock', () => {
  it('writes an instant in Amsterdam, in winter and in summer', () => {
    // 13:05 UTC in winter is 14:05 in Amsterdam; 22:30 UTC in summer is 00:30 the next day there.
    expect(formatShopperDateTime('2026-11-27T13:05:00Z')).toBe('27 November 2026, 14:05');
    expect(formatShopperDateTime(Date.parse('2026-07-01T22:30:00Z'))).toBe('2 July 2026, 00:30');
    expect(formatShopperDate(new Date('2026-07-01T22:30:00Z'))).toBe('2 July 2026');
    expect(formatShopperDate('2026-12-31T23:30:00Z')).toBe('1 January 2027');
  });

  it('changes the clock at the EU summer-time switches (01:00 UTC on the last Sundays of March and October)', () => {
    expect(formatShopperDateTime('2026-03-29T00:59:00Z')).toBe('29 March 2026, 01:59');
    expect(formatShopperDateTime('2026-03-29T01:00:00Z')).toBe('29 March 2026, 03:00');
    expect(formatShopperDateTime('2026-10-25T00:59:00Z')).toBe('25 October 2026, 02:59');
    expect(formatShopperDateTime('2026-10-25T01:00:00Z')).toBe('25 October 2026, 02:00');
  });

  it('gives ICU’s en-GB day and time in Amsterdam every 7 hours over 2025-2027', () => {
    const icu = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const mismatches: string[] = [];
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2028, 0, 1); time += 7 * 3_600_000 + 60_000) {
      const expected = icu.format(time).replace(' at ', ', ');
      if (formatShopperDateTime(time) !== expected) mismatches.push(new Date(time).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('names the weekday of a delivery day', () => {
    expect(formatShopperDay('2026-12-03')).toBe('Thursday 3 December 2026');
  });
});
