import { describe, expect, it } from 'vitest';
import declared from '../../firestore.indexes.json';
import {
  AUDIT_ACTIONS,
  auditActionLabel,
  auditChanges,
  auditLogPlan,
  auditLogQuerySchema,
  auditValueText,
  type QueryPlan,
} from '../src';
import { describePlan, servingIndex, type CompositeIndex } from './firestore-index-rules';

const indexes = declared.indexes as CompositeIndex[];

describe('auditChanges', () => {
  it('keeps only the fields whose value changed, before and after', () => {
    expect(
      auditChanges(
        { status: 'Order Received', completed: false, note: 'x' },
        { status: 'Order Completed', completed: true, note: 'x' },
      ),
    ).toEqual({
      status: { before: 'Order Received', after: 'Order Completed' },
      completed: { before: false, after: true },
    });
  });

  it('records absent values as null and lists as JSON text', () => {
    expect(auditChanges({}, { archived: true })).toEqual({ archived: { before: null, after: true } });
    expect(auditChanges({ images: ['a'] }, { images: ['b', 'a'] })).toEqual({
      images: { before: '["a"]', after: '["b","a"]' },
    });
  });
});

describe('auditActionLabel', () => {
  it('names actions in words, list actions with the list', () => {
    expect(auditActionLabel('order.status')).toBe('Changed an order status');
    expect(auditActionLabel('featured.hide')).toBe('Hid a product in Featured');
    expect(auditActionLabel('something.new')).toBe('something.new');
    expect(AUDIT_ACTIONS.every(({ code, label }) => auditActionLabel(code) === label)).toBe(true);
    expect(auditValueText(null)).toBe('(none)');
    expect(auditValueText(false)).toBe('no');
  });
});

describe('auditLogPlan', () => {
  it('is served by a declared index for every combination of filters, with or without a period', () => {
    const missing: string[] = [];
    for (const actor of [undefined, 'uid-1']) {
      for (const action of [undefined, 'order.status']) {
        for (const target of [undefined, 'orders/abc']) {
          for (const period of [{}, { from: '2026-11-01', to: '2026-11-30' }]) {
            const plan = auditLogPlan(auditLogQuerySchema.parse({ actor, action, target, ...period }));
            const asPlan: QueryPlan = {
              collection: 'auditLog' as QueryPlan['collection'],
              equal: plan.equal,
              arrayContains: null,
              ranges: plan.period ? [{ field: 'at', op: '>=', value: plan.period.start.getTime() }] : [],
              orderBy: plan.orderBy,
              limit: plan.limit,
            };
            if (servingIndex(indexes, asPlan) === null) missing.push(describePlan(asPlan));
          }
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
