// The All Orders query: search by order number or part of a name or e-mail, combined with the
// completion and payment filters, always bounded; and every shape it can take is served by an index
// declared in firestore.indexes.json (the emulator serves any query, production does not).
import { describe, expect, it } from 'vitest';
import declared from '../../firestore.indexes.json';
import {
  adminOrdersQuery,
  customerSearchProblem,
  customerSearchTerms,
  matchesCustomerSearch,
  SALES_WEEK_DAYS_BACK,
  startOfShopDay,
  TO_SHIP,
  ORDER_FILTERS,
  ORDER_SEARCH_FIELDS,
  PAYMENT_STATUSES,
  type AdminOrdersQuery,
  type QueryPlan,
} from '../src/index';
import { describePlan, servingIndex, type CompositeIndex } from './firestore-index-rules';

const indexes = declared.indexes as CompositeIndex[];

/** The query as the index rules read it: an `in` filter needs the same index as an equality. */
function asPlan(query: AdminOrdersQuery): QueryPlan {
  return {
    collection: 'orders' as QueryPlan['collection'],
    equal: [
      ...query.equal,
      ...(query.paymentIn ? [{ field: 'payment', value: query.paymentIn[0] ?? '' }] : []),
    ],
    arrayContains: query.contains,
    ranges: [],
    orderBy: query.orderBy,
    limit: query.limit,
  };
}

describe('adminOrdersQuery', () => {
  it('without a search: the filters, newest first, bounded', () => {
    expect(adminOrdersQuery('incomplete', 'Refund due', null, 100)).toEqual({
      equal: [
        { field: 'completed', value: false },
        { field: 'payment', value: 'Refund due' },
      ],
      paymentIn: null,
      contains: null,
      documentId: null,
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: 100,
    });
    expect(adminOrdersQuery('all', null, { field: 'customer', text: '   ' }, 50)).toMatchObject({
      equal: [],
      contains: null,
      limit: 50,
    });
  });

  it('finds part of a name or e-mail by one indexed term, the longest word typed', () => {
    expect(adminOrdersQuery('all', null, { field: 'customer', text: ' Sanne ' }, 100)).toMatchObject({
      contains: { field: 'customerSearchTerms', value: 'sanne' },
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    });
    expect(adminOrdersQuery('all', null, { field: 'customer', text: 'de Vries' }, 100).contains).toEqual({
      field: 'customerSearchTerms',
      value: 'vries',
    });
    // A whole address is one term; a part of one is searched by its words.
    expect(
      adminOrdersQuery('all', null, { field: 'customer', text: 'Sanne.Jansen@Example.nl' }, 100).contains,
    ).toEqual({ field: 'customerSearchTerms', value: 'sanne.jansen@example.nl' });
    expect(
      adminOrdersQuery('all', null, { field: 'customer', text: 'jansen@exa' }, 100).contains?.value,
    ).toBe('jansen');
  });

  it('refuses a search of one letter, which would find half the customers', () => {
    expect(customerSearchProblem('s')).toBe('Type at least 2 letters of a name or e-mail');
    expect(customerSearchProblem('sa')).toBeNull();
    expect(adminOrdersQuery('all', null, { field: 'customer', text: 's' }, 100).contains).toBeNull();
  });

  it("indexes every start of the name's and e-mail's words, and the whole address", () => {
    const terms = customerSearchTerms({ fullName: 'Sanne de Vriës', email: 'Sanne.Jansen@Example.nl' });
    for (const term of ['sa', 'san', 'sanne', 'de', 'vr', 'vries', 'jans', 'jansen', 'example', 'nl']) {
      expect(terms).toContain(term);
    }
    expect(terms).toContain('sanne.jansen@example.nl');
    expect(terms).not.toContain('s');
    expect(new Set(terms).size).toBe(terms.length);
    // An order whose personal data was removed has nothing to find it by.
    expect(customerSearchTerms({ fullName: '', email: '' })).toEqual([]);
  });

  it('checks the other words typed on the orders the term found', () => {
    const sanne = { fullName: 'Sanne de Vries', email: 'sanne@example.nl' };
    expect(matchesCustomerSearch(sanne, 'sanne')).toBe(true);
    expect(matchesCustomerSearch(sanne, 'Sanne Vr')).toBe(true);
    expect(matchesCustomerSearch(sanne, 'SANNE@EXAMPLE.NL')).toBe(true);
    expect(matchesCustomerSearch(sanne, 'sanne jansen')).toBe(false);
    expect(matchesCustomerSearch(sanne, 'anne')).toBe(false);
  });

  it("lists Today's paid orders not shipped yet, newest first, with a search still applied", () => {
    expect(adminOrdersQuery('complete', 'Failed', null, 100, true)).toEqual({
      equal: [{ field: 'status', value: 'Order Received' }],
      paymentIn: ['Paid', 'Partly refunded'],
      contains: null,
      documentId: null,
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: 100,
    });
    expect(adminOrdersQuery('all', null, { field: 'customer', text: 'sanne' }, 100, true)).toMatchObject({
      equal: [{ field: 'status', value: 'Order Received' }],
      contains: { field: 'customerSearchTerms', value: 'sanne' },
    });
  });

  it('finds an order number however it was typed, within the filters', () => {
    for (const typed of [' MB-2026-000123 ', 'mb-2026-000123', 'mb 2026 123']) {
      expect(adminOrdersQuery('complete', 'Paid', { field: 'orderNumber', text: typed }, 100)).toEqual({
        equal: [
          { field: 'completed', value: true },
          { field: 'payment', value: 'Paid' },
          { field: 'orderNumber', value: 'MB-2026-000123' },
        ],
        paymentIn: null,
        contains: null,
        documentId: null,
        orderBy: [],
        limit: 1,
      });
    }
  });

  it('finds an old order (placed before numbers) by its id, within the filters', () => {
    expect(adminOrdersQuery('complete', 'Paid', { field: 'orderNumber', text: ' abc123 ' }, 100)).toEqual({
      equal: [
        { field: 'completed', value: true },
        { field: 'payment', value: 'Paid' },
      ],
      paymentIn: null,
      contains: null,
      documentId: 'abc123',
      orderBy: [],
      limit: 1,
    });
  });

  it('is served by a declared index in every combination of filters and search', () => {
    const missing: string[] = [];
    for (const toShip of [false, true]) {
      for (const filter of ORDER_FILTERS) {
        for (const payment of [null, ...PAYMENT_STATUSES]) {
          for (const field of [null, ...ORDER_SEARCH_FIELDS]) {
            const text = field === 'orderNumber' ? 'MB-2026-000001' : 'sanne';
            const query = adminOrdersQuery(filter, payment, field ? { field, text } : null, 100, toShip);
            // A document id lookup reads one document: no index is involved.
            if (query.documentId !== null) continue;
            const plan = asPlan(query);
            if (servingIndex(indexes, plan) === null) missing.push(describePlan(plan));
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the Today overview', () => {
  it('counts days in the shop’s time zone', () => {
    // 00:30 in Amsterdam (CEST, UTC+2) is still the previous day in UTC.
    expect(startOfShopDay(new Date('2025-06-30T22:30:00Z')).toISOString()).toBe('2025-06-30T22:00:00.000Z');
    expect(startOfShopDay(new Date('2025-06-30T21:30:00Z')).toISOString()).toBe('2025-06-29T22:00:00.000Z');
    // Seven days back across the switch to winter time (26 October 2025).
    expect(startOfShopDay(new Date('2025-10-28T12:00:00Z'), SALES_WEEK_DAYS_BACK).toISOString()).toBe(
      '2025-10-21T22:00:00.000Z',
    );
  });

  it('reads its counts through declared indexes', () => {
    const toShip: QueryPlan = {
      collection: 'orders' as QueryPlan['collection'],
      equal: [
        { field: 'payment', value: TO_SHIP.payments[0] ?? '' },
        { field: 'status', value: TO_SHIP.status },
      ],
      arrayContains: null,
      ranges: [],
      orderBy: [],
      limit: null,
    };
    expect(servingIndex(indexes, toShip)).not.toBeNull();
  });
});
