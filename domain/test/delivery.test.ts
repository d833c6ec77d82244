import { describe, expect, it } from 'vitest';
import { DELIVERY_PROMISE, deliveryDates, deliveryRegion, deliveryWindow, POLICY_TEXTS } from '../src/index';

describe('the delivery promise (docs/decisions.md rule 52)', () => {
  it('knows Europe, the USA and the rest of the world', () => {
    expect(deliveryRegion('NL')).toBe('europe');
    expect(deliveryRegion('CH')).toBe('europe');
    expect(deliveryRegion('GB')).toBe('europe');
    expect(deliveryRegion('US')).toBe('usa');
    expect(deliveryRegion('JP')).toBe('world');
  });

  it('counts working days from the order’s day in Amsterdam, skipping weekends', () => {
    // Thursday 26 November 2026: +3 working days is Tuesday 1 December, +5 Thursday 3 December.
    expect(deliveryWindow('2026-11-26T10:00:00Z', 'NL')).toEqual({
      earliest: '2026-12-01',
      latest: '2026-12-03',
    });
    // Saturday: the weekend counts for nothing; Wednesday 2 and Friday 4 December.
    expect(deliveryWindow('2026-11-28T10:00:00Z', 'DE')).toEqual({
      earliest: '2026-12-02',
      latest: '2026-12-04',
    });
    // 23:30 UTC on Friday 27 November is already Saturday in Amsterdam.
    expect(deliveryWindow('2026-11-27T23:30:00Z', 'DE')).toEqual(
      deliveryWindow('2026-11-28T10:00:00Z', 'DE'),
    );
    // The rest of the world: up to 7 working days.
    expect(deliveryWindow('2026-11-26T10:00:00Z', 'JP')).toEqual({
      earliest: '2026-12-01',
      latest: '2026-12-07',
    });
  });

  it('says the dates as a shopper reads them', () => {
    expect(deliveryDates('2026-11-26T10:00:00Z', 'NL')).toBe(
      'between Tuesday 1 December 2026 and Thursday 3 December 2026',
    );
  });

  it('is the only promise the policy texts make: no 24 hours, no 48 hours', () => {
    const everything = [...Object.values(DELIVERY_PROMISE), ...Object.values(POLICY_TEXTS)].join(' ');
    expect(everything).not.toMatch(/24 hours|48 hours/);
    expect(POLICY_TEXTS.deliveryTimes).toBe(DELIVERY_PROMISE.times);
  });
});
