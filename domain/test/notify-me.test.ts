import { describe, expect, it } from 'vitest';
import {
  isOpenRequest,
  mayOpenAnotherRequest,
  mayResendNotifyConfirmation,
  notifyMeEligibility,
  notifyRequestExpiry,
  notifyRequestId,
  NOTIFY_ME_MAX_OPEN,
  requestsARestockFires,
  restockedSizes,
  waitingBySize,
  type Variant,
} from '../src/index';
import { createSize, createSizedProduct, instant } from './factories';

const product = (variants: Variant[], online = true) => createSizedProduct(variants, { online });

describe('notifyMeEligibility', () => {
  it('takes a sold-out size of a sized product, and the only size of a one-size product without one', () => {
    expect(notifyMeEligibility(product([createSize('S', 0), createSize('M', 2)]), 'S')).toEqual({
      ok: true,
      size: 'S',
    });
    expect(notifyMeEligibility(product([createSize('UNI', 0)]), undefined)).toEqual({
      ok: true,
      size: 'UNI',
    });
  });

  it('refuses a size in stock, a size it does not come in, no size on a sized product, and an unknown or offline product', () => {
    const sized = product([createSize('S', 0), createSize('M', 2)]);
    expect(notifyMeEligibility(sized, 'M')).toEqual({ ok: false, reason: 'available' });
    expect(notifyMeEligibility(product([createSize('UNI', 1)]), undefined)).toEqual({
      ok: false,
      reason: 'available',
    });
    expect(notifyMeEligibility(sized, 'XL')).toEqual({ ok: false, reason: 'unknown-size' });
    expect(notifyMeEligibility(sized, undefined)).toEqual({ ok: false, reason: 'size-needed' });
    expect(notifyMeEligibility(null, 'S')).toEqual({ ok: false, reason: 'unknown-product' });
    expect(notifyMeEligibility(product([createSize('S', 0)], false), 'S')).toEqual({
      ok: false,
      reason: 'unknown-product',
    });
  });

  it('counts a product marked out of stock as sold out in every size', () => {
    expect(
      notifyMeEligibility({ variants: [createSize('S', 3)], inStock: false, online: true }, 'S'),
    ).toEqual({
      ok: true,
      size: 'S',
    });
  });
});

describe('limits and expiry', () => {
  it('lets an address have 20 open requests, not 21', () => {
    expect(NOTIFY_ME_MAX_OPEN).toBe(20);
    expect(mayOpenAnotherRequest(19)).toBe(true);
    expect(mayOpenAnotherRequest(20)).toBe(false);
  });

  it('ends a request 90 days after it was made', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const expiry = notifyRequestExpiry(now);
    expect(expiry.toISOString()).toBe('2026-04-01T12:00:00.000Z');
    const request = { expiresAt: instant(expiry.toISOString()) };
    expect(isOpenRequest(request, new Date('2026-04-01T11:59:59Z'))).toBe(true);
    expect(isOpenRequest(request, expiry)).toBe(false);
  });

  it('mails a confirmation at most once in 10 minutes per address', () => {
    const sentAt = instant('2026-01-01T12:00:00Z');
    expect(mayResendNotifyConfirmation(null, new Date('2026-01-01T12:00:00Z'))).toBe(true);
    expect(mayResendNotifyConfirmation(sentAt, new Date('2026-01-01T12:09:59Z'))).toBe(false);
    expect(mayResendNotifyConfirmation(sentAt, new Date('2026-01-01T12:10:00Z'))).toBe(true);
  });

  it('names one document per address, product and size, whatever case the address is typed in', () => {
    expect(notifyRequestId(' Anna@Example.NL', 'bag-1', 'S')).toBe('anna@example.nl~bag-1~S');
    expect(notifyRequestId('a/b@example.nl', 'bag-1', '38/40')).toBe('a%2Fb@example.nl~bag-1~38%2F40');
  });
});

describe('restockedSizes and requestsARestockFires', () => {
  it('names the sizes that went from none to some, and nothing when a size only grows', () => {
    const before = product([createSize('S', 0), createSize('M', 1), createSize('L', 0)]);
    const after = product([createSize('S', 2), createSize('M', 3), createSize('L', 0)]);
    expect(restockedSizes(before, after)).toEqual(['S']);
    expect(
      restockedSizes(after, product([createSize('S', 5), createSize('M', 3), createSize('L', 0)])),
    ).toEqual([]);
  });

  it('fires nothing for a new product, a deleted one, or one taken offline', () => {
    const soldOut = product([createSize('S', 0)]);
    expect(restockedSizes(undefined, product([createSize('S', 1)]))).toEqual([]);
    expect(restockedSizes(soldOut, undefined)).toEqual([]);
    expect(restockedSizes(soldOut, product([createSize('S', 1)], false))).toEqual([]);
  });

  it('counts a product that was marked out of stock as having had none', () => {
    const before = { variants: [createSize('S', 2)], inStock: false };
    expect(restockedSizes(before, product([createSize('S', 2)]))).toEqual(['S']);
  });

  it('fires the confirmed, open requests for the sizes that came back, and no others', () => {
    const now = new Date('2026-02-01T00:00:00Z');
    const open = instant('2026-03-01T00:00:00Z');
    const requests = [
      { id: 'a', size: 'S', confirmed: true, expiresAt: open },
      { id: 'b', size: 'S', confirmed: false, expiresAt: open },
      { id: 'c', size: 'M', confirmed: true, expiresAt: open },
      { id: 'd', size: 'S', confirmed: true, expiresAt: instant('2026-01-31T00:00:00Z') },
    ];
    expect(requestsARestockFires(requests, ['S'], now).map((request) => request.id)).toEqual(['a']);
    expect(waitingBySize(requests, now)).toEqual(
      new Map([
        ['S', 1],
        ['M', 1],
      ]),
    );
  });
});
