import { describe, expect, it } from 'vitest';
import {
  COUPON_HOLD_MINUTES,
  couponUsedUpMessage,
  liveHolds,
  moveHold,
  releaseHold,
  reserveCoupon,
  storeCouponCodeSchema,
  unpaidOrderPurgeAt,
  verdictTookMoney,
} from '../src/index';
import { createCoupon } from './factories';

const NOW = new Date('2026-11-25T10:00:00Z');
const HOLD_MS = COUPON_HOLD_MINUTES * 60_000;
const later = (ms: number) => NOW.getTime() + ms;

describe('reserveCoupon', () => {
  it('holds the last use of a one-use coupon for the visitor, for COUPON_HOLD_MINUTES', () => {
    const result = reserveCoupon(createCoupon({ maxRedemptions: 1 }), undefined, 'anna', NOW);
    expect(result).toEqual({ ok: true, holds: { anna: later(HOLD_MS) } });
  });

  it('refuses a second visitor while the first holds the last use', () => {
    const holds = { anna: later(HOLD_MS) };
    expect(reserveCoupon(createCoupon({ maxRedemptions: 1 }), holds, 'bram', NOW)).toEqual({
      ok: false,
      reason: 'exhausted',
    });
  });

  it('counts paid redemptions and live holds together against the limit', () => {
    const coupon = createCoupon({ maxRedemptions: 3, redemptions: 1 });
    const holds = { anna: later(60_000) };
    const bram = reserveCoupon(coupon, holds, 'bram', NOW);
    expect(bram).toEqual({ ok: true, holds: { anna: later(60_000), bram: later(HOLD_MS) } });
    expect(bram.ok && reserveCoupon(coupon, bram.holds, 'carla', NOW)).toEqual({
      ok: false,
      reason: 'exhausted',
    });
  });

  it("renews the visitor's own hold instead of counting it twice", () => {
    const holds = { anna: later(60_000) };
    expect(reserveCoupon(createCoupon({ maxRedemptions: 1 }), holds, 'anna', NOW)).toEqual({
      ok: true,
      holds: { anna: later(HOLD_MS) },
    });
  });

  it('gives a lapsed hold back and drops it from what is stored', () => {
    const holds = { anna: later(-1), bram: later(0) };
    expect(reserveCoupon(createCoupon({ maxRedemptions: 1 }), holds, 'carla', NOW)).toEqual({
      ok: true,
      holds: { carla: later(HOLD_MS) },
    });
  });

  it('refuses an expired coupon (judged now) and one that no longer exists', () => {
    const expired = createCoupon({ expiresAt: NOW });
    expect(reserveCoupon(expired, undefined, 'anna', NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(reserveCoupon(undefined, undefined, 'anna', NOW)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('refuses when paid redemptions alone reached the limit', () => {
    const coupon = createCoupon({ maxRedemptions: 2, redemptions: 2 });
    expect(reserveCoupon(coupon, undefined, 'anna', NOW)).toEqual({ ok: false, reason: 'exhausted' });
  });

  it('holds without limit when the coupon has no maximum', () => {
    const holds = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`v${i}`, later(HOLD_MS)]));
    const result = reserveCoupon(createCoupon(), holds, 'anna', NOW);
    expect(result.ok && Object.keys(result.holds)).toHaveLength(51);
  });
});

describe('releaseHold and liveHolds', () => {
  it("ends the visitor's hold and drops lapsed ones, keeping the others", () => {
    const holds = { anna: later(HOLD_MS), bram: later(-5), carla: later(10) };
    expect(releaseHold(holds, 'anna', NOW)).toEqual({ carla: later(10) });
    expect(liveHolds(holds, NOW)).toEqual({ anna: later(HOLD_MS), carla: later(10) });
  });

  it('changes nothing for a visitor without a hold, and accepts no holds at all', () => {
    expect(releaseHold({ carla: later(10) }, 'anna', NOW)).toEqual({ carla: later(10) });
    expect(releaseHold(undefined, 'anna', NOW)).toEqual({});
  });
});

describe('moveHold', () => {
  it("gives the visitor's hold to the account it signed in to, so the account's checkout renews it", () => {
    const holds = { visitor: later(HOLD_MS), bram: later(10), old: later(-1) };
    const moved = moveHold(holds, 'visitor', 'account', NOW);
    expect(moved).toEqual({ account: later(HOLD_MS), bram: later(10) });
    expect(reserveCoupon(createCoupon({ maxRedemptions: 2 }), moved, 'account', NOW).ok).toBe(true);
  });

  it('keeps the longer hold when the account holds one too, and changes nothing without a hold', () => {
    expect(moveHold({ visitor: later(10), account: later(20) }, 'visitor', 'account', NOW)).toEqual({
      account: later(20),
    });
    expect(moveHold({ bram: later(10) }, 'visitor', 'account', NOW)).toEqual({ bram: later(10) });
  });
});

describe('couponUsedUpMessage', () => {
  it('names the code and the new total in the shop euro format, and says nothing was charged', () => {
    const message = couponUsedUpMessage('SPRING10', 91_000);
    expect(message).toContain('SPRING10');
    expect(message).toContain('€ 910,00');
    expect(message).toContain('nothing has been charged');
  });
});

describe('unpaid orders', () => {
  it('are purged 30 days after creation', () => {
    expect(unpaidOrderPurgeAt(NOW).toISOString()).toBe('2026-12-25T10:00:00.000Z');
  });

  it('keep their purge date until money is taken (paid, or paid and owed back)', () => {
    expect(verdictTookMoney('paid')).toBe(true);
    expect(verdictTookMoney('sold-out')).toBe(true);
    expect(verdictTookMoney('failed')).toBe(false);
    expect(verdictTookMoney('processing')).toBe(false);
  });
});

describe('storeCouponCodeSchema', () => {
  it('normalises as normaliseCouponCode does (trim, upper case)', () => {
    expect(storeCouponCodeSchema.parse(' summer10 ')).toBe('SUMMER10');
  });
});
