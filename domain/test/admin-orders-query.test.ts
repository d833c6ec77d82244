// The All Orders query: search by order number, e-mail or last name, combined with the
// completion and payment filters, always bounded; and every shape it can take is served by an index
// declared in firestore.indexes.json (the emulator serves any query, production does not).
import { describe, expect, it } from 'vitest';
import declared from '../../firestore.indexes.json';
import {
  adminOrdersQuery,
  lastNameSpellings,
  netSales,
  SALES_PAYMENTS,
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
      ...(query.oneOf ? [{ field: query.oneOf.field, value: query.oneOf.values[0] ?? '' }] : []),
    ],
    arrayContains: null,
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
      oneOf: null,
      documentId: null,
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: 100,
    });
    expect(adminOrdersQuery('all', null, { field: 'email', text: '   ' }, 50)).toMatchObject({
      equal: [],
      oneOf: null,
      limit: 50,
    });
  });

  it('finds an e-mail as typed and lower-case', () => {
    expect(adminOrdersQuery('all', null, { field: 'email', text: ' Anna@Example.NL ' }, 100)).toMatchObject({
      oneOf: { field: 'customer.email', values: ['Anna@Example.NL', 'anna@example.nl'] },
    });
  });

  it('finds a last name however its words were capitalised', () => {
    expect(adminOrdersQuery('all', null, { field: 'lastName', text: 'DE VRIES' }, 100).oneOf).toEqual({
      field: 'customer.lastName',
      values: ['DE VRIES', 'de vries', 'De vries', 'de Vries', 'De Vries'],
    });
    expect(lastNameSpellings("O'Neil")).toEqual(["O'Neil", "O'NEIL", "o'neil", "O'neil"]);
    expect(lastNameSpellings('van den berg de jong')).toEqual([
      'van den berg de jong',
      'VAN DEN BERG DE JONG',
      'Van Den Berg De Jong',
    ]);
    // Four words: every combination of lower and Capitalised (as typed and upper case among them).
    expect(lastNameSpellings('w x y z')).toHaveLength(16);
  });

  it('finds an order number however it was typed, within the filters', () => {
    for (const typed of [' MB-2026-000123 ', 'mb-2026-000123', 'mb 2026 123']) {
      expect(adminOrdersQuery('complete', 'Paid', { field: 'orderNumber', text: typed }, 100)).toEqual({
        equal: [
          { field: 'completed', value: true },
          { field: 'payment', value: 'Paid' },
          { field: 'orderNumber', value: 'MB-2026-000123' },
        ],
        oneOf: null,
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
      oneOf: null,
      documentId: 'abc123',
      orderBy: [],
      limit: 1,
    });
  });

  it('is served by a declared index in every combination of filters and search', () => {
    const missing: string[] = [];
    for (const filter of ORDER_FILTERS) {
      for (const payment of [null, ...PAYMENT_STATUSES]) {
        for (const field of [null, ...ORDER_SEARCH_FIELDS]) {
          const text = field === 'orderNumber' ? 'MB-2026-000001' : 'x';
          const query = adminOrdersQuery(filter, payment, field ? { field, text } : null, 100);
          // A document id lookup reads one document: no index is involved.
          if (query.documentId !== null) continue;
          const plan = asPlan(query);
          if (servingIndex(indexes, plan) === null) missing.push(describePlan(plan));
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

  it('takes refunds off the sales, never below nothing', () => {
    expect(netSales(66_500, 27_382)).toBe(39_118);
    expect(netSales(0, 100)).toBe(0);
  });

  it('reads its sums and counts through declared indexes', () => {
    const salesSince: QueryPlan = {
      collection: 'orders' as QueryPlan['collection'],
      equal: [{ field: 'payment', value: SALES_PAYMENTS[0] ?? '' }],
      arrayContains: null,
      ranges: [{ field: 'createdAt', op: '>=', value: 0 }],
      orderBy: [],
      limit: null,
    };
    const toShip: QueryPlan = {
      ...salesSince,
      equal: [
        { field: 'payment', value: TO_SHIP.payments[0] ?? '' },
        { field: 'status', value: TO_SHIP.status },
      ],
      ranges: [],
    };
    expect(servingIndex(indexes, salesSince)).not.toBeNull();
    expect(servingIndex(indexes, toShip)).not.toBeNull();
  });
});
