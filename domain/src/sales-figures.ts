import type { PaymentStatus } from './catalogue';
import type { Cents } from './money';

/**
 * What "sales" means for a day or a period (docs/decisions.md rule 69), the one definition that
 * Today, the sales report, the VAT report and the owners' morning summary all count with:
 * - an order is a sale on the day its money came in (`paidAt`, when the webhook marked it paid, the
 *   date its invoice is issued), in the shop's time zone; an order paid before `paidAt` was kept
 *   counts on the day it was placed;
 * - a refund is taken off on the day Stripe reported it succeeded (`settledAt`, its credit note's
 *   date), whatever the day of its order;
 * - net = sales - refunded, below nothing on a day with more refunds than sales.
 */

/** Orders whose money came in, whatever happened after: a later refund is taken off on its own day. */
export const SALE_PAYMENTS: readonly PaymentStatus[] = ['Paid', 'Partly refunded', 'Refunded', 'Refund due'];

/** A window of time: from `start` (included) to `end` (excluded), e.g. a ShopPeriod. */
export interface SalesWindow {
  start: Date;
  end: Date;
}

/** An order as the sales figures read it; instants in epoch milliseconds. */
export interface SaleOrder {
  payment: PaymentStatus;
  /** When its money came in; null (or absent) for orders paid before it was kept. */
  paidAt?: number | null;
  createdAt: number;
  payable: Cents;
}

/** A refund as the sales figures read it. */
export interface SaleRefund {
  state: string;
  /** When Stripe reported it succeeded (or failed); null while pending. */
  settledAt: number | null;
  amount: Cents;
}

export interface SalesAmounts {
  /** Orders paid in the window, and what they were charged (`totals.payable`). */
  orders: number;
  sales: Cents;
  /** Refunds that succeeded in the window, and what they gave back. */
  refunds: number;
  refunded: Cents;
  /** sales - refunded. */
  net: Cents;
}

/** The instant an order counts as a sale: its payment, or its placing when paid before `paidAt` was kept. */
export function saleInstant(order: Pick<SaleOrder, 'paidAt' | 'createdAt'>): number {
  return order.paidAt ?? order.createdAt;
}

const within = (at: number, window: SalesWindow) => at >= window.start.getTime() && at < window.end.getTime();

/** Whether an order is a sale of the window. */
export function isSaleOf(window: SalesWindow, order: SaleOrder): boolean {
  return SALE_PAYMENTS.includes(order.payment) && within(saleInstant(order), window);
}

/** Whether a refund is taken off the window's sales. */
export function isRefundOf(window: SalesWindow, refund: SaleRefund): boolean {
  return refund.state === 'succeeded' && refund.settledAt !== null && within(refund.settledAt, window);
}

/**
 * The orders and refunds that count in the window, out of those read for it (a reader may read
 * more: unpaid orders, orders placed in the window but paid later), and their amounts.
 */
export function salesOf<O, R>(
  window: SalesWindow,
  orders: readonly O[],
  refunds: readonly R[],
  read: { order: (order: O) => SaleOrder; refund: (refund: R) => SaleRefund },
): { orders: O[]; refunds: R[]; amounts: SalesAmounts } {
  const counted = orders.filter((order) => isSaleOf(window, read.order(order)));
  const taken = refunds.filter((refund) => isRefundOf(window, read.refund(refund)));
  return {
    orders: counted,
    refunds: taken,
    amounts: salesAmounts(
      counted.map((order) => read.order(order).payable),
      taken.map((refund) => read.refund(refund).amount),
    ),
  };
}

/** The amounts of the orders and refunds that count: what was charged, what was given back, net. */
export function salesAmounts(payables: readonly Cents[], refundAmounts: readonly Cents[]): SalesAmounts {
  const sales = payables.reduce((sum, amount) => sum + amount, 0);
  const refunded = refundAmounts.reduce((sum, amount) => sum + amount, 0);
  return { orders: payables.length, sales, refunds: refundAmounts.length, refunded, net: sales - refunded };
}
