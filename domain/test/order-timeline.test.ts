import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS_LABELS,
  deliveryDates,
  expectedDeliveryText,
  orderTimeline,
  type TimelineOrder,
} from '../src/index';

// Placed on a Wednesday in Amsterdam.
const placed: TimelineOrder = {
  createdAt: '2026-12-02T10:00:00.000Z',
  payment: 'Paid',
  status: 'Order Received',
  shipment: null,
};
const doneSteps = (order: TimelineOrder) =>
  orderTimeline(order)
    ?.filter((step) => step.done)
    .map((step) => step.name);

describe('orderTimeline', () => {
  it('names the four steps in order, with the dates the order records', () => {
    expect(orderTimeline(placed)).toEqual([
      { name: 'placed', label: 'Placed', done: true, at: '2026-12-02T10:00:00.000Z' },
      { name: 'paid', label: 'Paid', done: true, at: null },
      { name: 'shipped', label: 'Shipped', done: false, at: null },
      { name: 'delivered', label: 'Delivered', done: false, at: null },
    ]);
  });

  it('follows the order from awaiting payment to delivered', () => {
    expect(doneSteps({ ...placed, payment: 'Pending', status: 'Pending payment' })).toEqual(['placed']);
    const shipped = {
      ...placed,
      status: 'Out for Delivery',
      shipment: { shippedAt: '2026-12-03T09:00:00.000Z' },
    } as const;
    expect(doneSteps(shipped)).toEqual(['placed', 'paid', 'shipped']);
    expect(orderTimeline(shipped)?.[2]?.at).toBe('2026-12-03T09:00:00.000Z');
    expect(doneSteps({ ...shipped, status: 'Order Completed' })).toEqual([
      'placed',
      'paid',
      'shipped',
      'delivered',
    ]);
    // A refund later does not undo that it was paid.
    expect(doneSteps({ ...placed, payment: 'Partly refunded' })).toEqual(['placed', 'paid']);
  });

  it('gives no timeline to an order that will not travel', () => {
    expect(orderTimeline({ ...placed, payment: 'Failed', status: 'Payment failed' })).toBeNull();
    expect(orderTimeline({ ...placed, payment: 'Refunded', status: 'Cancelled' })).toBeNull();
  });
});

describe('expectedDeliveryText', () => {
  it('says the days the thank-you page promised, until the order is delivered', () => {
    expect(expectedDeliveryText({ ...placed, country: 'NL' })).toBe(
      `Expected ${deliveryDates(placed.createdAt, 'NL')}`,
    );
    expect(expectedDeliveryText({ ...placed, country: 'NL' })).toBe(
      'Expected between Monday 7 December 2026 and Wednesday 9 December 2026',
    );
    expect(expectedDeliveryText({ ...placed, status: 'Order Completed', country: 'NL' })).toBeNull();
    expect(expectedDeliveryText({ ...placed, status: 'Cancelled', country: 'NL' })).toBeNull();
  });
});

describe('ORDER_STATUS_LABELS', () => {
  it('reads every stored status in sentence case', () => {
    expect(ORDER_STATUS_LABELS['Out for Delivery']).toBe('Out for delivery');
    for (const label of Object.values(ORDER_STATUS_LABELS)) {
      expect(label.slice(1), label).toBe(label.slice(1).toLowerCase());
    }
  });
});
