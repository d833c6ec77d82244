// The Returns list: a search means an order number as typed, an e-mail or an old order's
// id; the state filter and the search combine; every shape is served by a declared index.
import { describe, expect, it } from 'vitest';
import declared from '../../firestore.indexes.json';
import {
  isOpenReturn,
  isReturnState,
  isReturnsFilter,
  OPEN_RETURN_STATES,
  OPEN_RETURNS,
  RETURN_STATES,
  returnRequestsQuery,
  returnSearch,
  type QueryPlan,
  type ReturnRequestsQuery,
} from '../src/index';
import { describePlan, servingIndex, type CompositeIndex } from './firestore-index-rules';

const indexes = declared.indexes as CompositeIndex[];

function asPlan(query: ReturnRequestsQuery): QueryPlan {
  return {
    collection: 'returnRequests' as QueryPlan['collection'],
    equal: [
      ...query.equal,
      ...(query.states ? [{ field: 'state', value: query.states[0] ?? '' }] : []),
      ...(query.oneOf ? [{ field: query.oneOf.field, value: query.oneOf.values[0] ?? '' }] : []),
    ],
    arrayContains: null,
    ranges: [],
    orderBy: query.orderBy,
    limit: query.limit,
  };
}

describe('returnSearch', () => {
  it('reads an order number as typed, in any case', () => {
    for (const typed of ['MB-2026-000123', ' mb-2026-000123 ', 'mb 2026 123']) {
      expect(returnSearch(typed)).toEqual({ kind: 'orderNumber', orderNumber: 'MB-2026-000123' });
    }
  });

  it('finds an e-mail as typed and in lower case, an old order by its id, nothing for blank', () => {
    expect(returnSearch(' Anna@Example.NL ')).toEqual({
      kind: 'email',
      emails: ['Anna@Example.NL', 'anna@example.nl'],
    });
    expect(returnSearch('anna@example.nl')).toEqual({ kind: 'email', emails: ['anna@example.nl'] });
    expect(returnSearch('k3Jd9sLq0PzX7aB1cD2e')).toEqual({
      kind: 'orderId',
      orderId: 'k3Jd9sLq0PzX7aB1cD2e',
    });
    expect(returnSearch('   ')).toBeNull();
  });
});

describe('returnRequestsQuery', () => {
  it('combines the state and the search, newest first, bounded', () => {
    expect(returnRequestsQuery('Approved', { field: 'email', values: ['a@b.nl'] }, 50)).toEqual({
      equal: [{ field: 'state', value: 'Approved' }],
      states: null,
      oneOf: { field: 'email', values: ['a@b.nl'] },
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: 50,
    });
    expect(returnRequestsQuery(null, null, 100)).toMatchObject({ equal: [], oneOf: null, limit: 100 });
  });

  it('knows the states', () => {
    expect(RETURN_STATES.every(isReturnState)).toBe(true);
    expect(isReturnState('requested')).toBe(false);
    expect(isReturnsFilter(OPEN_RETURNS)).toBe(true);
    expect(isReturnState(OPEN_RETURNS)).toBe(false);
  });

  it('keeps an approved return whose refund is still due among the open ones', () => {
    expect(OPEN_RETURN_STATES).toEqual(['Requested', 'Approved']);
    expect(returnRequestsQuery(OPEN_RETURNS, null, 50)).toMatchObject({
      equal: [],
      states: ['Requested', 'Approved'],
      oneOf: null,
    });
  });

  it('is served by a declared index for every state and search', () => {
    const missing: string[] = [];
    for (const state of [null, OPEN_RETURNS, ...RETURN_STATES] as const) {
      for (const oneOf of [
        null,
        { field: 'orderId', values: ['o1'] },
        { field: 'email', values: ['a@b.nl'] },
      ] as const) {
        const plan = asPlan(
          returnRequestsQuery(state, oneOf && { ...oneOf, values: [...oneOf.values] }, 100),
        );
        if (servingIndex(indexes, plan) === null) missing.push(describePlan(plan));
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('an open return', () => {
  it('is open until it is decided and, when approved, until its refund is asked for', () => {
    expect(isOpenReturn({ state: 'Requested', decision: null })).toBe(true);
    expect(isOpenReturn({ state: 'Approved', decision: { refundId: null } })).toBe(true);
    expect(isOpenReturn({ state: 'Approved', decision: { refundId: 'r1' } })).toBe(false);
    expect(isOpenReturn({ state: 'Refunded', decision: { refundId: 'r1' } })).toBe(false);
    expect(isOpenReturn({ state: 'Rejected', decision: { refundId: null } })).toBe(false);
    // Every open return is in a state the open filter and the daily summary query.
    for (const state of RETURN_STATES)
      if (isOpenReturn({ state, decision: null })) expect(OPEN_RETURN_STATES).toContain(state);
  });
});
