import { describe, expect, it } from 'vitest';
import {
  adminRefundOrderBodySchema,
  canDecideReturn,
  isOutsideReturnWindow,
  linePaidAmount,
  orderAfterPayment,
  orderAfterRefund,
  planRefund,
  refundableAmount,
  refundFailedByShop,
  refundStateAfter,
  refundStateOf,
  stripeRefundAnswer,
  returnStock,
  type Order,
  type OrderRefunds,
  type PaymentStatus,
  type RefundState,
  type ReturnState,
  type Variant,
} from '../src/index';

type RefundableOrder = Pick<Order, 'lines' | 'payment' | 'refunds' | 'totals' | 'status'>;

/** Two totes at 280 and a belt at 120 (goods 680), 15 off, 10 shipping: 675 paid. */
function createOrder(overrides: Partial<RefundableOrder> = {}): RefundableOrder {
  return {
    lines: [
      {
        productId: 'tote',
        sku: 'T-1',
        title: 'Saffiano tote',
        image: '',
        size: null,
        unitPrice: 28_000,
        qty: 2,
        lineTotal: 56_000,
      },
      {
        productId: 'belt',
        sku: 'B-1',
        title: 'Leather belt',
        image: '',
        size: '95',
        unitPrice: 12_000,
        qty: 1,
        lineTotal: 12_000,
      },
    ],
    totals: { goods: 68_000, discount: 1_500, shipping: 1_000, vat: 11_715, payable: 67_500, vatFree: false },
    payment: 'Paid',
    status: 'Order Received',
    ...overrides,
  };
}

const refunds = (overrides: Partial<OrderRefunds> = {}): OrderRefunds => ({
  reserved: 0,
  refunded: 0,
  lineQty: [0, 0],
  paidAs: 'Paid',
  ...overrides,
});

describe('linePaidAmount', () => {
  it('is the units’ share of what was paid for the goods: the discount spread over every line', () => {
    const order = createOrder();
    // 66 500 paid for 68 000 of goods: a 28 000 tote cost 27 382.35, rounded down.
    expect(linePaidAmount(order, order.lines[0]!, 1)).toBe(27_382);
    expect(linePaidAmount(order, order.lines[0]!, 2)).toBe(54_764);
    expect(linePaidAmount(order, order.lines[1]!, 1)).toBe(11_735);
  });

  it('is the price itself without a discount, and nothing for an order of free goods', () => {
    const order = createOrder({
      totals: { goods: 68_000, discount: 0, shipping: 0, vat: 0, payable: 68_000, vatFree: false },
    });
    expect(linePaidAmount(order, order.lines[1]!, 1)).toBe(12_000);
    const free = createOrder({
      totals: { goods: 0, discount: 0, shipping: 0, vat: 0, payable: 0, vatFree: false },
    });
    expect(linePaidAmount(free, free.lines[1]!, 1)).toBe(0);
  });
});

describe('planRefund', () => {
  it('refunds everything paid in full, every unit of every line, and reserves it', () => {
    expect(planRefund(createOrder(), { kind: 'full' })).toEqual({
      ok: true,
      amount: 67_500,
      lineQty: [2, 1],
      refunds: refunds({ reserved: 67_500, lineQty: [2, 1] }),
    });
  });

  it('refunds some units of a line at the price paid for them', () => {
    const plan = planRefund(createOrder(), { kind: 'lines', lines: [{ index: 0, qty: 1 }] });
    expect(plan).toEqual({
      ok: true,
      amount: 27_382,
      lineQty: [1, 0],
      refunds: refunds({ reserved: 27_382, lineQty: [1, 0] }),
    });
  });

  it('refunds the rest, shipping included, when the last units of every line are refunded', () => {
    const order = createOrder({
      payment: 'Partly refunded',
      refunds: refunds({ reserved: 27_382, refunded: 27_382, lineQty: [1, 0] }),
    });
    const plan = planRefund(order, {
      kind: 'lines',
      lines: [
        { index: 0, qty: 1 },
        { index: 1, qty: 1 },
      ],
    });
    expect(plan).toMatchObject({ ok: true, amount: 67_500 - 27_382, lineQty: [1, 1] });
  });

  it.each<PaymentStatus>(['Paid', 'Refund due', 'Partly refunded'])(
    'allows a refund of a %s order',
    (payment) => {
      expect(planRefund(createOrder({ payment }), { kind: 'full' }).ok).toBe(true);
    },
  );

  it.each<PaymentStatus>(['Pending', 'Failed', 'Refunded'])('refuses a refund of a %s order', (payment) => {
    expect(planRefund(createOrder({ payment }), { kind: 'full' })).toEqual({
      ok: false,
      reason: 'state',
      message: `This order cannot be refunded: its payment is ${payment}. Only Paid, Refund due, Partly refunded orders can.`,
    });
  });

  it('never refunds more units than are left, counting refunds still waiting for Stripe', () => {
    const order = createOrder({ refunds: refunds({ reserved: 27_382, lineQty: [1, 0] }) });
    expect(planRefund(order, { kind: 'lines', lines: [{ index: 0, qty: 2 }] })).toEqual({
      ok: false,
      reason: 'amount',
      message: 'Only 1 of Saffiano tote can still be refunded (asked: 2).',
    });
    // The same line named twice counts twice.
    expect(
      planRefund(createOrder(), {
        kind: 'lines',
        lines: [
          { index: 0, qty: 2 },
          { index: 0, qty: 1 },
        ],
      }),
    ).toMatchObject({ ok: false, reason: 'amount' });
  });

  it('refuses a line the order does not have and an order with nothing left', () => {
    expect(planRefund(createOrder(), { kind: 'lines', lines: [{ index: 2, qty: 1 }] })).toEqual({
      ok: false,
      reason: 'amount',
      message: 'This order has no line 3.',
    });
    const done = createOrder({ refunds: refunds({ reserved: 67_500, lineQty: [2, 1] }) });
    expect(planRefund(done, { kind: 'full' })).toEqual({
      ok: false,
      reason: 'amount',
      message: 'Everything paid for this order is already refunded.',
    });
    expect(refundableAmount(done)).toBe(0);
  });

  it('never plans more than what is left of the amount, whatever the lines add up to', () => {
    // Earlier refunds of other amounts (a shipping refund, say) leave less than the line's price.
    const order = createOrder({ refunds: refunds({ reserved: 60_000, lineQty: [0, 0] }) });
    expect(planRefund(order, { kind: 'lines', lines: [{ index: 0, qty: 2 }] })).toMatchObject({
      ok: true,
      amount: 7_500,
    });
  });
});

describe('refund states', () => {
  it.each([
    ['succeeded', 'succeeded'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
    ['pending', 'pending'],
    ['requires_action', 'pending'],
    [undefined, 'pending'],
  ])('reads Stripe’s %s as %s', (stripe, state) => {
    expect(refundStateOf(stripe)).toBe(state);
  });

  it.each<[RefundState, RefundState, RefundState | null]>([
    ['pending', 'succeeded', 'succeeded'],
    ['pending', 'failed', 'failed'],
    ['succeeded', 'failed', 'failed'],
    ['succeeded', 'pending', null],
    ['succeeded', 'succeeded', null],
    ['failed', 'succeeded', null],
    ['failed', 'pending', null],
  ])('moves %s to %s as %s (late and repeated reports change nothing)', (from, reported, to) => {
    expect(refundStateAfter(from, reported)).toBe(to);
  });

  it.each<[RefundState, RefundState | null]>([
    ['succeeded', 'succeeded'],
    ['pending', 'pending'],
    ['failed', null],
  ])('corrects a failure the shop recorded when Stripe reports the refund %s (-> %s)', (reported, to) => {
    expect(refundStateAfter('failed', reported, true)).toBe(to);
  });

  it('tells a failure the shop recorded (no Stripe refund id) from one Stripe reported', () => {
    expect(refundFailedByShop({ state: 'failed', stripeRefundId: null })).toBe(true);
    expect(refundFailedByShop({ state: 'failed', stripeRefundId: 're_1' })).toBe(false);
    expect(refundFailedByShop({ state: 'pending', stripeRefundId: null })).toBe(false);
  });
});

describe('stripeRefundAnswer', () => {
  const stripeError = (statusCode: number | undefined, code?: string) =>
    Object.assign(new Error('stripe'), { statusCode, code });

  it.each<[string, unknown, string]>([
    ['409 idempotency_key_in_use', stripeError(409, 'idempotency_key_in_use'), 'in-flight'],
    ['any 409 (a request with the same key still running)', stripeError(409), 'in-flight'],
    ['400 charge already refunded', stripeError(400, 'charge_already_refunded'), 'refused'],
    ['402', stripeError(402), 'refused'],
    ['404 no such payment intent', stripeError(404, 'resource_missing'), 'refused'],
    ['429 rate limited', stripeError(429, 'rate_limit'), 'unknown'],
    ['500', stripeError(500), 'unknown'],
    ['a network error (no status)', new Error('socket hang up'), 'unknown'],
    ['nothing at all', undefined, 'unknown'],
  ])('reads %s as %s', (_label, error, answer) => {
    expect(stripeRefundAnswer(error)).toBe(answer);
  });
});

describe('orderAfterRefund', () => {
  const full = { amount: 67_500, lineQty: [2, 1] };
  const oneTote = { amount: 27_382, lineQty: [1, 0] };

  it('marks a fully refunded order Refunded and cancels it when it had not shipped', () => {
    const order = createOrder({ refunds: refunds({ reserved: 67_500, lineQty: [2, 1] }) });
    expect(orderAfterRefund(order, full, 'pending', 'succeeded')).toEqual({
      refunds: refunds({ reserved: 67_500, refunded: 67_500, lineQty: [2, 1] }),
      payment: 'Refunded',
      status: 'Cancelled',
    });
    const delivered = { ...order, status: 'Order Completed' as const };
    expect(orderAfterRefund(delivered, full, 'pending', 'succeeded').status).toBe('Order Completed');
  });

  it('marks a partial refund Partly refunded and keeps the status', () => {
    const order = createOrder({ refunds: refunds({ reserved: 27_382, lineQty: [1, 0] }) });
    expect(orderAfterRefund(order, oneTote, 'pending', 'succeeded')).toEqual({
      refunds: refunds({ reserved: 27_382, refunded: 27_382, lineQty: [1, 0] }),
      payment: 'Partly refunded',
      status: 'Order Received',
    });
  });

  it('gives a failed refund’s amount and units back, returning to the payment before refunds', () => {
    const order = createOrder({
      payment: 'Refund due',
      status: 'Cancelled',
      refunds: refunds({ reserved: 67_500, lineQty: [2, 1], paidAs: 'Refund due' }),
    });
    expect(orderAfterRefund(order, full, 'pending', 'failed')).toEqual({
      refunds: refunds({ paidAs: 'Refund due' }),
      payment: 'Refund due',
      status: 'Cancelled',
    });
  });

  it('counts a refund again when Stripe reports success after the shop recorded it failed', () => {
    // The failure gave the reservation back; Stripe made the refund all the same.
    const order = createOrder({ refunds: refunds() });
    expect(orderAfterRefund(order, oneTote, 'failed', 'succeeded')).toEqual({
      refunds: refunds({ reserved: 27_382, refunded: 27_382, lineQty: [1, 0] }),
      payment: 'Partly refunded',
      status: 'Order Received',
    });
    expect(orderAfterRefund(order, full, 'failed', 'succeeded')).toEqual({
      refunds: refunds({ reserved: 67_500, refunded: 67_500, lineQty: [2, 1] }),
      payment: 'Refunded',
      status: 'Cancelled',
    });
  });

  it('reserves a refund again when Stripe reports it pending after the shop recorded it failed', () => {
    const order = createOrder({ refunds: refunds() });
    expect(orderAfterRefund(order, oneTote, 'failed', 'pending')).toEqual({
      refunds: refunds({ reserved: 27_382, lineQty: [1, 0] }),
      payment: 'Paid',
      status: 'Order Received',
    });
  });

  it('takes back a refund that failed after it succeeded', () => {
    const order = createOrder({
      payment: 'Partly refunded',
      refunds: refunds({ reserved: 27_382, refunded: 27_382, lineQty: [1, 0] }),
    });
    expect(orderAfterRefund(order, oneTote, 'succeeded', 'failed')).toEqual({
      refunds: refunds(),
      payment: 'Paid',
      status: 'Order Received',
    });
  });
});

describe('payment events after refunds', () => {
  it.each<PaymentStatus>(['Partly refunded', 'Refunded'])(
    'a late payment event never changes a %s order',
    (payment) => {
      for (const verdict of ['paid', 'sold-out', 'failed', 'processing'] as const) {
        expect(orderAfterPayment({ payment, status: 'Order Received' }, verdict)).toBeNull();
      }
    },
  );
});

describe('returnStock', () => {
  const variants: Variant[] = [
    { code: 'a', size: '85', sizeType: 'EU', quantity: 0, retailPrice: 1, discount: 0, ean: '' },
    { code: 'b', size: '95', sizeType: 'EU', quantity: 2, retailPrice: 1, discount: 0, ean: '' },
  ];

  it('puts units back into their size, or the first variant for a one-size line', () => {
    expect(returnStock(variants, '95', 1)?.map((v) => v.quantity)).toEqual([0, 3]);
    expect(returnStock(variants, null, 2)?.map((v) => v.quantity)).toEqual([2, 2]);
    expect(variants.map((v) => v.quantity)).toEqual([0, 2]);
  });

  it('has nowhere to put a size the product no longer has', () => {
    expect(returnStock(variants, '100', 1)).toBeNull();
    expect(returnStock([], null, 1)).toBeNull();
  });
});

describe('adminRefundOrderBodySchema', () => {
  it('reads a full and a per-line refund', () => {
    expect(
      adminRefundOrderBodySchema.parse({ orderId: 'o1', refundId: 'r1', kind: 'full', reason: ' Sold out ' }),
    ).toEqual({
      orderId: 'o1',
      refundId: 'r1',
      request: { kind: 'full' },
      reason: 'Sold out',
      restock: false,
      returnRequestId: null,
    });
    expect(
      adminRefundOrderBodySchema.parse({
        orderId: 'o1',
        refundId: 'r1',
        kind: 'lines',
        lines: [{ index: 0, qty: 1 }],
        reason: 'Returned',
        restock: true,
      }),
    ).toMatchObject({ request: { kind: 'lines', lines: [{ index: 0, qty: 1 }] }, restock: true });
  });

  it.each([
    [{ orderId: 'o1', refundId: 'r1', kind: 'lines', reason: 'x' }, 'Choose at least one item to refund'],
    [{ orderId: 'o1', refundId: 'r1', kind: 'full', reason: '  ' }, 'Reason is required'],
    [
      { orderId: 'o1', refundId: 'r1', kind: 'lines', lines: [{ index: 0, qty: 0 }], reason: 'x' },
      'A quantity must be at least 1',
    ],
    [{ orderId: 'o1', refundId: 'a/b', kind: 'full', reason: 'x' }, 'An id cannot contain /'],
    [{ orderId: 'o1', refundId: 'r1', kind: 'half', reason: 'x' }, "kind must be 'full' or 'lines'"],
  ])('refuses %j', (body, message) => {
    const result = adminRefundOrderBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('return requests', () => {
  it.each<[ReturnState, boolean]>([
    ['Requested', true],
    ['Approved', false],
    ['Refunded', false],
    ['Rejected', false],
  ])('a %s request can be decided: %s', (state, decidable) => {
    expect(canDecideReturn(state)).toBe(decidable);
  });

  it('flags a request that came in more than the return window after the order', () => {
    const order = '2025-03-01T10:00:00.000Z';
    expect(isOutsideReturnWindow('2025-03-15T10:00:00.000Z', order)).toBe(false);
    expect(isOutsideReturnWindow('2025-03-15T10:00:01.000Z', order)).toBe(true);
    expect(isOutsideReturnWindow('2025-06-01T10:00:00.000Z', null)).toBe(false);
  });
});
