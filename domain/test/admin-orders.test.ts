import { describe, expect, it } from 'vitest';
import {
  ADMIN_ORDER_STATUSES,
  COMPLETED_ORDER_STATUS,
  adminCreateCouponBodySchema,
  couponLastDay,
  MARK_COMPLETE_STATUS,
  completedForFilter,
  canMarkComplete,
  decideAdminStatusChange,
  shopDate,
  type OrderStatus,
  type PaymentStatus,
} from '../src/index';

describe('completedForFilter', () => {
  it('selects completed orders, incomplete ones, or all', () => {
    expect(completedForFilter('complete')).toBe(true);
    expect(completedForFilter('incomplete')).toBe(false);
    expect(completedForFilter('all')).toBeNull();
  });
});

describe('decideAdminStatusChange', () => {
  const paid = (status: OrderStatus) => ({ payment: 'Paid' as const, status });

  it.each(ADMIN_ORDER_STATUSES.map((next) => [next]))('moves a paid order to %s', (next) => {
    const from: OrderStatus = next === 'Order Received' ? 'Out for Delivery' : 'Order Received';
    expect(decideAdminStatusChange(paid(from), next)).toEqual({
      ok: true,
      changed: true,
      status: next,
      completed: next === 'Order Completed',
    });
  });

  it('mark complete sets the status that completes an order', () => {
    expect(MARK_COMPLETE_STATUS).toBe(COMPLETED_ORDER_STATUS);
    expect(decideAdminStatusChange(paid('Out for Delivery'), MARK_COMPLETE_STATUS)).toMatchObject({
      completed: true,
    });
  });

  it('lets the admin step back from Order Completed, which un-completes the order', () => {
    expect(decideAdminStatusChange(paid('Order Completed'), 'Out for Delivery')).toEqual({
      ok: true,
      changed: true,
      status: 'Out for Delivery',
      completed: false,
    });
  });

  it('still ships a partly refunded order: the items not refunded go out', () => {
    expect(
      decideAdminStatusChange({ payment: 'Partly refunded', status: 'Order Received' }, 'Out for Delivery'),
    ).toEqual({ ok: true, changed: true, status: 'Out for Delivery', completed: false });
  });

  it('changes nothing when the order already has the status', () => {
    expect(decideAdminStatusChange(paid('Out for Delivery'), 'Out for Delivery')).toEqual({
      ok: true,
      changed: false,
    });
  });

  it.each<[PaymentStatus, OrderStatus]>([
    ['Pending', 'Pending payment'],
    ['Failed', 'Payment failed'],
  ])('refuses every status for an order whose payment is %s', (payment, status) => {
    for (const next of ADMIN_ORDER_STATUSES) {
      expect(decideAdminStatusChange({ payment, status }, next)).toEqual({
        ok: false,
        message: `This order is not paid (payment: ${payment}, status: ${status}), so it cannot be set to ${next}.`,
      });
    }
  });

  it('refuses every status for a refunded or a cancelled order, saying which', () => {
    for (const next of ADMIN_ORDER_STATUSES) {
      for (const status of ['Cancelled', 'Order Received'] as const) {
        expect(decideAdminStatusChange({ payment: 'Refunded', status }, next)).toEqual({
          ok: false,
          message: `This order was refunded, so it cannot be set to ${next}.`,
        });
      }
      for (const payment of ['Refund due', 'Partly refunded', 'Paid'] as const) {
        expect(decideAdminStatusChange({ payment, status: 'Cancelled' }, next)).toEqual({
          ok: false,
          message: `This order was cancelled (payment: ${payment}), so it cannot be set to ${next}.`,
        });
      }
    }
  });
});

describe('canMarkComplete', () => {
  it('offers Mark complete only where it would complete the order', () => {
    expect(canMarkComplete({ payment: 'Paid', status: 'Out for Delivery' })).toBe(true);
    expect(canMarkComplete({ payment: 'Partly refunded', status: 'Order Received' })).toBe(true);
    expect(canMarkComplete({ payment: 'Paid', status: 'Order Completed' })).toBe(false);
    expect(canMarkComplete({ payment: 'Refunded', status: 'Cancelled' })).toBe(false);
    expect(canMarkComplete({ payment: 'Refunded', status: 'Order Received' })).toBe(false);
    expect(canMarkComplete({ payment: 'Partly refunded', status: 'Cancelled' })).toBe(false);
    expect(canMarkComplete({ payment: 'Pending', status: 'Pending payment' })).toBe(false);
  });
});

describe('shopDate', () => {
  it('is the calendar day in Amsterdam, not in UTC', () => {
    // 23:30 UTC on 14 March is 00:30 on 15 March in Amsterdam (CET, UTC+1).
    expect(shopDate('2025-03-14T23:30:00.000Z')).toBe('2025-03-15');
    expect(shopDate('2025-03-14T09:30:00.000Z')).toBe('2025-03-14');
  });
});

describe('couponLastDay', () => {
  it('is the day the admin typed as the expiry date', () => {
    const { expiresAt } = adminCreateCouponBodySchema.parse({
      coupon: 'SUMMER',
      discount: '10%',
      expiresAt: '2025-06-30',
    });
    expect(couponLastDay(expiresAt!.toISOString())).toBe('2025-06-30');
    const winter = adminCreateCouponBodySchema.parse({
      coupon: 'WINTER',
      discount: '10%',
      expiresAt: '2025-12-31',
    });
    expect(couponLastDay(winter.expiresAt!.toISOString())).toBe('2025-12-31');
  });
});
