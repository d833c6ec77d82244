import { describe, expect, it } from 'vitest';
import {
  ADMIN_ORDER_STATUSES,
  COMPLETED_ORDER_STATUS,
  adminCreateCouponBodySchema,
  couponLastDay,
  MARK_COMPLETE_STATUS,
  ORDER_EXPORT_COLUMNS,
  completedForFilter,
  decideAdminStatusChange,
  escapeSpreadsheetText,
  orderExportRows,
  shopDate,
  type AdminOrder,
  type OrderStatus,
  type PaymentStatus,
} from '../src/index';

function createAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 'order-1',
    userId: 'visitor-1',
    createdAt: '2025-03-14T09:30:00.000Z',
    customer: {
      firstName: 'Anna',
      lastName: 'de Vries',
      fullName: 'Anna de Vries',
      email: 'anna@example.nl',
      phone: '+31 6 1234 5678',
      address: 'Prinsengracht 1',
      postcode: '1015 DK',
      city: 'Amsterdam',
      state: '',
      country: 'NL',
      companyAddress: '',
    },
    lines: [
      {
        productId: 'p1',
        sku: 'GU-1',
        title: 'Jackie 1961 shoulder bag',
        image: 'https://img.example/1.jpg',
        size: null,
        unitPrice: 28_000,
        qty: 2,
        lineTotal: 56_000,
      },
      {
        productId: 'p2',
        sku: 'PR-2',
        title: 'Saffiano belt',
        image: 'https://img.example/2.jpg',
        size: '85',
        unitPrice: 39_000,
        qty: 1,
        lineTotal: 39_000,
      },
    ],
    totals: { goods: 95_000, discount: 1_500, shipping: 0, vat: 16_227, payable: 93_500, vatFree: false },
    couponCode: 'SAVE15',
    note: 'Gift wrap please',
    totalItems: 3,
    payment: 'Paid',
    status: 'Order Received',
    completed: false,
    paymentMethod: 'card',
    paymentIntentId: 'pi_1',
    ...overrides,
  };
}

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
    ['Refund due', 'Cancelled'],
    ['Refunded', 'Cancelled'],
  ])('refuses every status for an order whose payment is %s', (payment, status) => {
    for (const next of ADMIN_ORDER_STATUSES) {
      expect(decideAdminStatusChange({ payment, status }, next)).toEqual({
        ok: false,
        message: `This order is not paid (payment: ${payment}, status: ${status}), so it cannot be set to ${next}.`,
      });
    }
  });
});

describe('escapeSpreadsheetText', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK("http://evil.example","x")`],
    ['+31 6 1234 5678', "'+31 6 1234 5678"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
  ])('escapes %j', (input, expected) => {
    expect(escapeSpreadsheetText(input)).toBe(expected);
  });

  it.each(['Anna de Vries', '', ' =not first', "'already quoted", 'a=b'])('leaves %j as it is', (input) => {
    expect(escapeSpreadsheetText(input)).toBe(input);
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

describe('orderExportRows', () => {
  it('has a header and one row per order line, with the order repeated and amounts in euros', () => {
    const rows = orderExportRows([createAdminOrder()]);
    expect(rows).toEqual([
      [...ORDER_EXPORT_COLUMNS],
      [
        'order-1',
        '2025-03-14',
        'Anna de Vries',
        'anna@example.nl',
        "'+31 6 1234 5678",
        'Prinsengracht 1',
        '1015 DK',
        'Amsterdam',
        '',
        'Netherlands',
        '',
        3,
        950,
        15,
        'SAVE15',
        0,
        162.27,
        935,
        0,
        'card',
        'Paid',
        'Order Received',
        'Incomplete',
        'Gift wrap please',
        'Jackie 1961 shoulder bag',
        'GU-1',
        '',
        2,
        280,
        560,
      ],
      [
        'order-1',
        '2025-03-14',
        'Anna de Vries',
        'anna@example.nl',
        "'+31 6 1234 5678",
        'Prinsengracht 1',
        '1015 DK',
        'Amsterdam',
        '',
        'Netherlands',
        '',
        3,
        950,
        15,
        'SAVE15',
        0,
        162.27,
        935,
        0,
        'card',
        'Paid',
        'Order Received',
        'Incomplete',
        'Gift wrap please',
        'Saffiano belt',
        'PR-2',
        '85',
        1,
        390,
        390,
      ],
    ]);
  });

  it('escapes every text cell a customer typed, whatever the column', () => {
    const rows = orderExportRows([
      createAdminOrder({
        customer: {
          ...createAdminOrder().customer,
          fullName: '=cmd|" /C calc"!A0',
          address: '@SUM(1+1)',
          companyAddress: '-2+3',
        },
        note: '+danger',
        lines: [{ ...createAdminOrder().lines[0]!, title: '=1+1' }],
      }),
    ]);
    const row = rows[1]!;
    const cell = (column: (typeof ORDER_EXPORT_COLUMNS)[number]) => row[ORDER_EXPORT_COLUMNS.indexOf(column)];
    expect(cell('Customer')).toBe(`'=cmd|" /C calc"!A0`);
    expect(cell('Address')).toBe("'@SUM(1+1)");
    expect(cell('Company address')).toBe("'-2+3");
    expect(cell('Note')).toBe("'+danger");
    expect(cell('Product')).toBe("'=1+1");
    // Numbers stay numbers: they are never formulas.
    expect(cell('Amount (EUR)')).toBe(935);
  });

  it('shows the refunded state and amount of a partly refunded order', () => {
    const order = createAdminOrder({
      payment: 'Partly refunded',
      refunds: { reserved: 28_000, refunded: 28_000, lineQty: [1, 0], paidAs: 'Paid' },
    });
    const row = orderExportRows([order])[1]!;
    const cell = (column: (typeof ORDER_EXPORT_COLUMNS)[number]) => row[ORDER_EXPORT_COLUMNS.indexOf(column)];
    expect(cell('Payment')).toBe('Partly refunded');
    expect(cell('Refunded (EUR)')).toBe(280);
  });

  it('keeps the orders in the order given and gives an order without lines one row', () => {
    const rows = orderExportRows([
      createAdminOrder({ id: 'newest', lines: [] }),
      createAdminOrder({ id: 'older', completed: true, status: 'Order Completed', couponCode: null }),
    ]);
    expect(rows.map((row) => row[0])).toEqual(['Order', 'newest', 'older', 'older']);
    const empty = rows[1]!;
    expect(empty.slice(-6)).toEqual(['', '', '', '', '', '']);
    expect(rows[2]![ORDER_EXPORT_COLUMNS.indexOf('Completed')]).toBe('Complete');
    expect(rows[2]![ORDER_EXPORT_COLUMNS.indexOf('Coupon')]).toBe('');
  });

  it('is only the header when there are no orders', () => {
    expect(orderExportRows([])).toEqual([[...ORDER_EXPORT_COLUMNS]]);
  });
});
