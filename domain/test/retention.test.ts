// The retention periods' rules (docs/decisions.md rule 32), and the TTL policies firestore.indexes.json
// must declare for the expiry fields the writers set.
import { describe, expect, it } from 'vitest';
import declared from '../../firestore.indexes.json';
import {
  collections,
  hasExpired,
  IDLE_VISITOR_RETENTION_DAYS,
  linesInCart,
  orderPersonalDataCutoff,
  orderPersonalDataRemoval,
  TTL_POLICIES,
  visitorCartExpiry,
  type CustomerDetails,
} from '../src/index';

describe('TTL_POLICIES', () => {
  const declaredTtl = declared.fieldOverrides
    .filter((field) => 'ttl' in field && field.ttl === true)
    .map((field) => `${field.collectionGroup}.${field.fieldPath}`)
    .sort();

  it('are exactly the TTL policies firestore.indexes.json declares', () => {
    expect(declaredTtl).toEqual(
      TTL_POLICIES.map((policy) => `${policy.collectionGroup}.${policy.field}`).sort(),
    );
  });

  it('cover the personal data kept for a short purpose: contact messages, return requests, mail', () => {
    for (const collection of [collections.contactMessages, collections.returnRequests, collections.mail]) {
      expect(declaredTtl).toContain(`${collection}.expiresAt`);
    }
  });

  it("cover every document of a visitor's cart: counter, lines and applied coupon", () => {
    for (const collection of [collections.carts, collections.cartLines, collections.discounts]) {
      expect(declaredTtl).toContain(`${collection}.expiresAt`);
    }
  });

  it('name no collection group twice: a TTL policy on `lines` must hit only cart lines', () => {
    const groups = Object.values(collections);
    expect(groups.filter((name) => name === collections.cartLines)).toHaveLength(1);
  });
});

describe("a visitor's cart expiry", () => {
  const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });
  const now = new Date('2026-11-29T12:00:00Z');

  it('is the last change plus the idle period', () => {
    expect(visitorCartExpiry(now).getTime() - now.getTime()).toBe(IDLE_VISITOR_RETENTION_DAYS * 86_400_000);
    expect(IDLE_VISITOR_RETENTION_DAYS).toBe(90);
  });

  it('has passed at its moment, not before; no expiry never passes', () => {
    expect(hasExpired(at('2026-11-29T12:00:00Z'), now)).toBe(true);
    expect(hasExpired(at('2026-11-29T12:00:00.001Z'), now)).toBe(false);
    expect(hasExpired(undefined, now)).toBe(false);
  });
});

describe('linesInCart', () => {
  const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });
  const now = new Date('2026-11-29T12:00:00Z');
  const live = at('2027-02-27T12:00:00Z');
  const gone = at('2026-11-28T12:00:00Z');
  const lines = [
    { id: 'bag-a', expiresAt: live },
    { id: 'bag-b', expiresAt: live },
  ];

  it('are the lines a live counter lists', () => {
    const counter = { quantities: { 'bag-a': 1, 'bag-b': 2 }, expiresAt: live };
    expect(linesInCart(counter, lines, now).map((line) => line.id)).toEqual(['bag-a', 'bag-b']);
  });

  it('are none when the TTL has taken the counter but left lines behind', () => {
    expect(linesInCart(undefined, lines, now)).toEqual([]);
  });

  it('are none when the counter has expired but is not deleted yet', () => {
    expect(linesInCart({ quantities: { 'bag-a': 1, 'bag-b': 2 }, expiresAt: gone }, lines, now)).toEqual([]);
  });

  it('leave out a listed line the TTL has taken, an expired line and a line the counter does not list', () => {
    const counter = { quantities: { 'bag-a': 1, 'bag-c': 1, 'bag-d': 1 }, expiresAt: live };
    const stored = [...lines, { id: 'bag-d', expiresAt: gone }];
    expect(linesInCart(counter, stored, now).map((line) => line.id)).toEqual(['bag-a']);
  });

  it("keep every line of an account's cart, which has no expiry, and of a counter that lists none", () => {
    const accountLines = [{ id: 'bag-a' }, { id: 'bag-b' }];
    expect(linesInCart({ quantities: { 'bag-a': 1, 'bag-b': 1 } }, accountLines, now)).toHaveLength(2);
    expect(linesInCart({}, accountLines, now)).toHaveLength(2);
  });
});

describe('orderPersonalDataCutoff', () => {
  const zone = 'Europe/Amsterdam';

  it('keeps an order whole through the seventh year after the year it was placed in', () => {
    // During 2033 the books of 2026 are still kept; from 1 January 2034 (Amsterdam) they are not.
    expect(orderPersonalDataCutoff(new Date('2033-12-31T22:59:59Z'), zone)).toEqual(
      new Date('2025-12-31T23:00:00Z'),
    );
    expect(orderPersonalDataCutoff(new Date('2033-12-31T23:00:00Z'), zone)).toEqual(
      new Date('2026-12-31T23:00:00Z'),
    );
  });
});

describe('orderPersonalDataRemoval', () => {
  it('keeps only the country, by which VAT was charged, and drops the note and the payment report', () => {
    const customer: CustomerDetails = {
      firstName: 'Anna',
      lastName: 'de Vries',
      fullName: 'Anna de Vries',
      email: 'anna@example.nl',
      phone: '+31 6 1234 5678',
      address: 'Keizersgracht 1',
      postcode: '1015 CJ',
      city: 'Amsterdam',
      state: 'Noord-Holland',
      country: 'BE',
      companyAddress: 'Borsa BV, Damrak 2',
    };

    const removal = orderPersonalDataRemoval(customer);

    expect(removal).toEqual({
      customer: {
        firstName: '',
        lastName: '',
        fullName: '',
        email: '',
        phone: '',
        address: '',
        postcode: '',
        city: '',
        state: '',
        country: 'BE',
        companyAddress: '',
      },
      customerSearchTerms: [],
      note: '',
      clientReport: null,
    });
  });
});
