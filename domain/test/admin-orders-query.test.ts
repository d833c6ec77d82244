// The All Orders query (issue 15): search by order number, e-mail or last name, combined with the
// completion and payment filters, always bounded; and every shape it can take is served by an index
// declared in firestore.indexes.json (the emulator serves any query, production does not).
import { describe, expect, it } from 'vitest';
import declared from '../../firestore.indexes.json';
import {
  adminOrdersQuery,
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

  it('finds a last name in the spellings a shopper types it', () => {
    expect(adminOrdersQuery('all', null, { field: 'lastName', text: 'van der berg' }, 100).oneOf).toEqual({
      field: 'customer.lastName',
      values: ['van der berg', 'Van Der Berg', 'Van der berg'],
    });
    expect(adminOrdersQuery('all', null, { field: 'lastName', text: "O'NEIL" }, 100).oneOf?.values).toEqual([
      "O'NEIL",
      "o'neil",
      "O'Neil",
      "O'neil",
    ]);
  });

  it('finds an order number as the one order with that id, within the filters', () => {
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
          const query = adminOrdersQuery(filter, payment, field ? { field, text: 'x' } : null, 100);
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
