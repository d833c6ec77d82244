import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, canDeleteOrder, orderKeptMessage } from '../src';

describe('canDeleteOrder', () => {
  it('allows deleting only orders no money reached', () => {
    const deletable = PAYMENT_STATUSES.filter((payment) => canDeleteOrder({ payment }));
    expect(deletable).toEqual(['Pending', 'Failed']);
  });

  it('says why a paid order stays and what to do instead', () => {
    expect(orderKeptMessage('Partly refunded')).toBe(
      'This order cannot be deleted: money was paid for it (payment: Partly refunded), and sales records are kept for seven years. Cancel it with a refund, or archive it.',
    );
  });
});
