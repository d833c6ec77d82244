import { describe, it, expect } from 'vitest';
import { formatShopDateTime } from '../src/index';

describe('formatShopDateTime', () => {
  it('writes a moment in the shop time zone, in either length', () => {
    // 13:05 UTC in winter is 14:05 in Amsterdam; 22:30 UTC in summer is 00:30 the next day there.
    expect(formatShopDateTime('2026-11-27T13:05:00Z', 'long')).toBe('27 November 2026 at 14:05');
    expect(formatShopDateTime(Date.parse('2026-07-01T22:30:00Z'), 'medium')).toBe('2 Jul 2026, 00:30');
    expect(formatShopDateTime(new Date('2026-07-01T22:30:00Z'), 'long')).toBe('2 July 2026 at 00:30');
  });
});
