import { describe, expect, it } from 'vitest';
import declared from '../../firestore.indexes.json';
import {
  AUDIT_ACTIONS,
  auditActionLabel,
  auditChangeLines,
  auditChanges,
  auditFieldLabel,
  auditLogPlan,
  auditLogQuerySchema,
  auditOrderTargets,
  auditRefundOutcome,
  auditTargetOf,
  auditTargetText,
  auditValueText,
  matchesAuditPlan,
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
        for (const target of [undefined, 'orders/abc', 'MB-2026-000356']) {
          for (const period of [{}, { from: '2026-11-01', to: '2026-11-30' }]) {
            const query = auditLogQuerySchema.parse({ actor, action, target, who: 'sanne', ...period });
            // An order number selects its order's documents (`target in`, the index of one target).
            const targets = target === 'MB-2026-000356' ? auditOrderTargets('abc', ['r1'], []) : null;
            const plan = auditLogPlan(query, targets);
            const asPlan: QueryPlan = {
              collection: 'auditLog' as QueryPlan['collection'],
              equal: [...plan.equal, ...(plan.targets ? [{ field: 'target', value: plan.targets[0]! }] : [])],
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

describe("the log in the shop's words", () => {
  it('names fields in words and shows cents as euros', () => {
    expect(
      auditChangeLines({
        displayPrice: { before: 380_000, after: 386_000 },
        status: { before: 'Order Received', after: 'Out for Delivery' },
        madeIn: { before: null, after: 'Italy' },
        hidden: { before: false, after: true },
        searchTerms: { before: '["a"]', after: '["b"]' },
      }),
    ).toEqual([
      { field: 'Price', before: '€ 3.800,00', after: '€ 3.860,00' },
      { field: 'Status', before: 'Order Received', after: 'Out for Delivery' },
      { field: 'Made in', before: '(none)', after: 'Italy' },
      { field: 'Hidden', before: 'no', after: 'yes' },
    ]);
    expect(auditFieldLabel('trackingNumber')).toBe('Tracking number');
    expect(auditFieldLabel('stock 38')).toBe('Stock 38');
  });

  it('names targets by order number, product name and coupon code, and a refund with its outcome', () => {
    const order = { id: '623c779d', userId: 'u1', orderNumber: 'MB-2026-000356' };
    expect(auditTargetText('orders/623c779d', { kind: 'order', order })).toBe('Order MB-2026-000356');
    expect(auditTargetText('orders/old1', { kind: 'order', order: { ...order, orderNumber: null } })).toBe(
      'Order 623c779d',
    );
    const refund = { kind: 'refund', order, amount: 710_500, state: 'succeeded' } as const;
    expect(auditTargetText('refunds/r1', refund)).toBe('Refund of € 7.105,00 on order MB-2026-000356');
    expect(auditRefundOutcome(refund)).toBe('Refunded');
    expect(auditRefundOutcome({ ...refund, state: 'failed' })).toBe('Failed');
    expect(auditRefundOutcome({ ...refund, state: 'pending' })).toBe('Waiting for Stripe');
    expect(auditRefundOutcome({ kind: 'order', order })).toBeNull();
    expect(auditTargetText('returnRequests/q1', { kind: 'return', order })).toBe(
      'Return request for order MB-2026-000356',
    );
    expect(auditTargetText('featured/p1', { kind: 'product', brand: 'PRADA', title: 'Galleria' })).toBe(
      'PRADA Galleria',
    );
    expect(auditTargetText('coupons/WELCOME10', { kind: 'coupon', code: 'WELCOME10' })).toBe(
      'Coupon WELCOME10',
    );
  });

  it('says what a target was when it no longer exists', () => {
    expect(auditTargetText('orders/gone1', null)).toBe('An order that no longer exists (gone1)');
    expect(auditTargetText('coupons/SUMMER', null)).toBe('Coupon SUMMER (since deleted)');
    expect(auditTargetText('syncJobs/j1', null)).toBe('A supplier sync');
    expect(auditTargetOf('newIn/p9')).toEqual({ kind: 'product', id: 'p9' });
    expect(auditTargetOf('products/p9')).toEqual({ kind: 'product', id: 'p9' });
  });

  it('finds an admin by any part of the e-mail the Who column shows', () => {
    const query = (who: string) => auditLogQuerySchema.parse({ who });
    const entry = { who: { uid: 'u1', email: 'Sanne.Jansen@maisonborsa.nl' }, action: 'order.status' };
    expect(matchesAuditPlan(entry, auditLogPlan(query('sanne')))).toBe(true);
    expect(matchesAuditPlan(entry, auditLogPlan(query('SANNE.JANSEN@MAISONBORSA.NL')))).toBe(true);
    expect(matchesAuditPlan(entry, auditLogPlan(query('olaf')))).toBe(false);
    expect(
      matchesAuditPlan({ ...entry, who: { uid: 'u2', email: null } }, auditLogPlan(query('sanne'))),
    ).toBe(false);
  });

  it('takes an order number as the document, and keeps refusing other text', () => {
    expect(auditLogQuerySchema.safeParse({ target: 'MB-2026-000356' }).success).toBe(true);
    expect(auditLogQuerySchema.safeParse({ target: 'orders/623c779d' }).success).toBe(true);
    expect(auditLogQuerySchema.safeParse({ target: 'not a document' }).success).toBe(false);
    expect(auditOrderTargets('o1', ['r1', 'r2'], ['q1'])).toEqual([
      'orders/o1',
      'refunds/r1',
      'refunds/r2',
      'returnRequests/q1',
    ]);
    expect(
      auditOrderTargets(
        'o1',
        Array.from({ length: 40 }, (_, i) => `r${i}`),
        [],
      ),
    ).toHaveLength(30);
  });
});
