import { describe, expect, it } from 'vitest';
import {
  disputeAfter,
  disputeStateOf,
  disputeSummary,
  orphanPaymentOrder,
  type OrderDispute,
} from '../src/index';

const dispute = (overrides: Partial<OrderDispute> = {}): OrderDispute => ({
  disputeId: 'du_1',
  state: 'Disputed',
  amount: 12_000,
  currency: 'eur',
  reason: 'product_not_received',
  stripeStatus: 'needs_response',
  evidenceDueBy: '2026-12-12T00:00:00.000Z',
  ...overrides,
});

describe('disputes', () => {
  it("reads Stripe's statuses: only won and lost close a dispute", () => {
    expect(disputeStateOf('needs_response')).toBe('Disputed');
    expect(disputeStateOf('under_review')).toBe('Disputed');
    expect(disputeStateOf('warning_needs_response')).toBe('Disputed');
    expect(disputeStateOf('won')).toBe('Won');
    expect(disputeStateOf('warning_closed')).toBe('Won');
    expect(disputeStateOf('lost')).toBe('Lost');
  });

  it('records news, ignores repeats, and never reopens a closed dispute with a late update', () => {
    const open = dispute();
    expect(disputeAfter(undefined, open)).toEqual(open);
    expect(disputeAfter(open, dispute())).toBeNull();
    const reviewed = dispute({ stripeStatus: 'under_review' });
    expect(disputeAfter(open, reviewed)).toEqual(reviewed);
    const lost = dispute({ state: 'Lost', stripeStatus: 'lost' });
    expect(disputeAfter(reviewed, lost)).toEqual(lost);
    expect(disputeAfter(lost, reviewed)).toBeNull();
    // A second dispute on the same payment replaces the first.
    expect(disputeAfter(lost, dispute({ disputeId: 'du_2' }))).toMatchObject({ disputeId: 'du_2' });
  });

  it('sums a dispute up for the admin', () => {
    expect(disputeSummary(dispute())).toBe(
      'Disputed: € 120,00 held by the bank (product not received); respond in Stripe by 2026-12-12',
    );
    expect(disputeSummary(dispute({ state: 'Won', reason: null }))).toBe('Dispute won: € 120,00 stays paid');
    expect(disputeSummary(dispute({ state: 'Lost' }))).toBe(
      'Dispute lost: € 120,00 taken back (product not received)',
    );
  });
});

describe('orphanPaymentOrder', () => {
  it('is a Refund due order for the amount paid, with no items and no customer details', () => {
    const order = orphanPaymentOrder({
      orderId: 'o1',
      uid: 'u1',
      paymentIntentId: 'pi_1',
      amount: 9_900,
      paymentMethod: 'ideal',
    });
    expect(order).toMatchObject({
      userId: 'u1',
      payment: 'Refund due',
      status: 'Cancelled',
      lines: [],
      totalItems: 0,
      paymentIntentId: 'pi_1',
      paymentMethod: 'ideal',
      totals: { payable: 9_900, goods: 0 },
    });
    expect(order.customer.email).toBe('');
  });
});
