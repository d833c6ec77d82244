// Today's sales: one sum per aggregate query (an aggregate summing several fields counts only the
// orders having all of them), each served by a composite index declared in firestore.indexes.json.
import { describe, expect, it } from 'vitest';
import declared from '../../firestore.indexes.json';
import { SALES_PAYMENTS, salesSumQueries } from '../src';
import type { CompositeIndex } from './firestore-index-rules';

const indexes = declared.indexes as CompositeIndex[];

describe('salesSumQueries', () => {
  const since = new Date('2026-11-24T23:00:00Z');

  it('sums what was paid and what was refunded in separate queries over the same orders', () => {
    const queries = salesSumQueries(since);
    expect(queries.map((plan) => [plan.name, plan.sumField])).toEqual([
      ['paid', 'totals.payable'],
      ['refunded', 'refunds.refunded'],
    ]);
    for (const plan of queries) expect(plan).toMatchObject({ payments: SALES_PAYMENTS, since });
  });

  it('has a composite index for each sum: payment, createdAt (range), then the summed field', () => {
    for (const plan of salesSumQueries(since)) {
      const serving = indexes.filter(
        (index) =>
          index.collectionGroup === plan.collection &&
          index.queryScope === 'COLLECTION' &&
          JSON.stringify(index.fields) ===
            JSON.stringify([
              { fieldPath: 'payment', order: 'ASCENDING' },
              { fieldPath: 'createdAt', order: 'ASCENDING' },
              { fieldPath: plan.sumField, order: 'ASCENDING' },
            ]),
      );
      expect(serving, plan.sumField).toHaveLength(1);
    }
  });
});
