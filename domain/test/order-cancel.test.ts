import { describe, expect, it } from 'vitest';
import { adminCancelOrderBodySchema, decideCancel } from '../src/index';

describe('decideCancel', () => {
  it('cancels an unpaid order, refunds a paid one not shipped', () => {
    expect(decideCancel({ payment: 'Pending', status: 'Pending payment' })).toEqual({
      ok: true,
      way: 'unpaid',
    });
    expect(decideCancel({ payment: 'Failed', status: 'Payment failed' })).toEqual({
      ok: true,
      way: 'unpaid',
    });
    expect(decideCancel({ payment: 'Paid', status: 'Order Received' })).toEqual({ ok: true, way: 'refund' });
    expect(decideCancel({ payment: 'Partly refunded', status: 'Order Received' })).toEqual({
      ok: true,
      way: 'refund',
    });
  });

  it('refuses a shipped order (a return), a cancelled one and a refunded one', () => {
    expect(decideCancel({ payment: 'Paid', status: 'Out for Delivery' })).toMatchObject({
      ok: false,
      kind: 'shipped',
      message: expect.stringContaining('Use a return instead'),
    });
    expect(decideCancel({ payment: 'Paid', status: 'Order Completed' })).toMatchObject({ kind: 'shipped' });
    expect(decideCancel({ payment: 'Failed', status: 'Cancelled' })).toMatchObject({ kind: 'settled' });
    expect(decideCancel({ payment: 'Refunded', status: 'Order Received' })).toMatchObject({
      kind: 'settled',
    });
  });

  it('needs a reason', () => {
    expect(adminCancelOrderBodySchema.safeParse({ orderId: 'o', reason: ' ' }).success).toBe(false);
    expect(adminCancelOrderBodySchema.parse({ orderId: 'o', reason: ' Fraud ' })).toEqual({
      orderId: 'o',
      reason: 'Fraud',
    });
  });
});
