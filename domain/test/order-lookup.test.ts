import { describe, expect, it } from 'vitest';
import { isListedOnTrack, PAYMENT_STATUSES, storeFindOrderBodySchema } from '../src/index';

const now = new Date('2026-11-24T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('isListedOnTrack', () => {
  it('lists paid and refunded orders whatever their age', () => {
    expect(isListedOnTrack({ payment: 'Paid', createdAt: hoursAgo(24 * 400) }, now)).toBe(true);
    expect(isListedOnTrack({ payment: 'Refund due', createdAt: hoursAgo(24 * 30) }, now)).toBe(true);
  });

  it('lists an order awaiting payment for less than a day, and not after', () => {
    expect(isListedOnTrack({ payment: 'Pending', createdAt: hoursAgo(23.9) }, now)).toBe(true);
    expect(isListedOnTrack({ payment: 'Pending', createdAt: hoursAgo(24) }, now)).toBe(false);
    expect(isListedOnTrack({ payment: 'Pending', createdAt: hoursAgo(24 * 7) }, now)).toBe(false);
  });

  it('never lists a failed payment attempt, however recent', () => {
    expect(isListedOnTrack({ payment: 'Failed', createdAt: hoursAgo(0) }, now)).toBe(false);
  });

  it('hides only Failed and stale Pending, so every other payment state is listed', () => {
    const stale = hoursAgo(48);
    const listed = PAYMENT_STATUSES.filter((payment) => isListedOnTrack({ payment, createdAt: stale }, now));
    expect(listed).toEqual(PAYMENT_STATUSES.filter((state) => state !== 'Failed' && state !== 'Pending'));
  });
});

describe('storeFindOrderBodySchema', () => {
  it('trims the order number and the address', () => {
    expect(storeFindOrderBodySchema.parse({ orderId: ' ord-1 ', email: ' anna@example.nl ' })).toEqual({
      orderId: 'ord-1',
      email: 'anna@example.nl',
    });
  });

  it('names each missing or invalid field', () => {
    const result = storeFindOrderBodySchema.safeParse({ orderId: '', email: 'anna' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['orderId', 'Order number is required'],
      ['email', 'Enter a valid e-mail address'],
    ]);
  });
});
