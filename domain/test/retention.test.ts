// The retention periods' rules (docs/decisions.md rule 32), and the TTL policies firestore.indexes.json
// must declare for the expiry fields the writers set.
import { describe, expect, it } from 'vitest';
import declared from '../../firestore.indexes.json';
import {
  collections,
  orderPersonalDataCutoff,
  orderPersonalDataRemoval,
  retentionPeriod,
  TTL_POLICIES,
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

describe('retentionPeriod', () => {
  it('says whole years in years and anything else in days', () => {
    expect([365, 730, 90, 30, 1].map(retentionPeriod)).toEqual([
      '1 year',
      '2 years',
      '90 days',
      '30 days',
      '1 day',
    ]);
  });
});
