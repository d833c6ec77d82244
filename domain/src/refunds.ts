import type { OrderStatus, PaymentStatus } from './catalogue';
import type { Order, OrderLine, OrderRefunds, RefundState, Variant } from './documents';
import { formatEuro, type Cents } from './money';

/**
 * Refunds: what an order may still refund, per line and in full, what a refund the
 * payment provider reports does to the order, and the stock a refunded line puts back. The admin
 * asks, Stripe decides: an order changes only when the webhook reports the refund's state, and the
 * amount is reserved on the order before Stripe is asked, so two refunds at once never exceed what
 * was paid.
 */

// ---------------------------------------------------------------------------------------------
// What an order has refunded

/** The payment states from which an admin may refund. */
export const REFUNDABLE_PAYMENTS: readonly PaymentStatus[] = ['Paid', 'Refund due', 'Partly refunded'];

export function orderRefunds(order: Pick<Order, 'lines' | 'payment' | 'refunds'>): OrderRefunds {
  return (
    order.refunds ?? {
      reserved: 0,
      refunded: 0,
      lineQty: order.lines.map(() => 0),
      paidAs: order.payment,
    }
  );
}

/** The cents of `qty` units of a line as paid: its share of the goods after the discount (and VAT-free deduction). */
export function linePaidAmount(order: Pick<Order, 'lines' | 'totals'>, line: OrderLine, qty: number): Cents {
  const { goods, shipping, payable } = order.totals;
  if (goods <= 0) return 0;
  const itemsPaid = Math.max(0, payable - shipping);
  return Math.floor((line.unitPrice * qty * itemsPaid) / goods);
}

/** Units of each line not yet in a refund. */
export function refundableLineQty(order: Pick<Order, 'lines' | 'payment' | 'refunds'>): number[] {
  const { lineQty } = orderRefunds(order);
  return order.lines.map((line, index) => Math.max(0, line.qty - (lineQty[index] ?? 0)));
}

/** Cents not yet in a refund. */
export function refundableAmount(order: Pick<Order, 'lines' | 'payment' | 'refunds' | 'totals'>): Cents {
  return Math.max(0, order.totals.payable - orderRefunds(order).reserved);
}

// ---------------------------------------------------------------------------------------------
// Asking for a refund

export const REFUND_REASON_MAX = 500;

/** What the admin asks: everything still refundable, or some units of some lines. */
export type RefundRequest = { kind: 'full' } | { kind: 'lines'; lines: { index: number; qty: number }[] };

export type RefundPlan =
  | {
      ok: true;
      amount: Cents;
      /** Units per line index in this refund (zeros included), same length as the order's lines. */
      lineQty: number[];
      /** The order's refunds with this one reserved. */
      refunds: OrderRefunds;
    }
  | { ok: false; reason: 'state' | 'amount'; message: string };

/**
 * Whether the admin may refund this from the order now, and how much. A refund is allowed on a
 * Paid, Refund due or Partly refunded order and never exceeds what is left of the amount paid.
 * Lines are refunded at the price paid for them (their share after the discount); refunding the
 * last units of every line refunds everything left, shipping included, and a full refund is
 * everything left.
 */
export function planRefund(
  order: Pick<Order, 'lines' | 'payment' | 'refunds' | 'totals'>,
  request: RefundRequest,
): RefundPlan {
  if (!REFUNDABLE_PAYMENTS.includes(order.payment)) {
    return {
      ok: false,
      reason: 'state',
      message: `This order cannot be refunded: its payment is ${order.payment}. Only ${REFUNDABLE_PAYMENTS.join(', ')} orders can.`,
    };
  }
  const current = orderRefunds(order);
  const left = refundableAmount(order);
  const linesLeft = refundableLineQty(order);
  if (left <= 0) {
    return { ok: false, reason: 'amount', message: 'Everything paid for this order is already refunded.' };
  }

  let amount: Cents;
  let lineQty: number[];
  if (request.kind === 'full') {
    amount = left;
    lineQty = linesLeft;
  } else {
    lineQty = order.lines.map(() => 0);
    for (const { index, qty } of request.lines) {
      const line = order.lines[index];
      if (!line) {
        return { ok: false, reason: 'amount', message: `This order has no line ${index + 1}.` };
      }
      lineQty[index] = (lineQty[index] ?? 0) + qty;
    }
    amount = 0;
    for (const [index, qty] of lineQty.entries()) {
      const line = order.lines[index] as OrderLine;
      const available = linesLeft[index] ?? 0;
      if (qty > available) {
        return {
          ok: false,
          reason: 'amount',
          message: `Only ${available} of ${line.title} can still be refunded (asked: ${qty}).`,
        };
      }
      amount += linePaidAmount(order, line, qty);
    }
    const everyUnit = lineQty.every((qty, index) => qty === linesLeft[index]);
    if (everyUnit) amount = left;
    amount = Math.min(amount, left);
  }
  if (amount <= 0) {
    return { ok: false, reason: 'amount', message: 'Choose at least one item to refund.' };
  }
  return {
    ok: true,
    amount,
    lineQty,
    refunds: {
      reserved: current.reserved + amount,
      refunded: current.refunded,
      lineQty: order.lines.map((_, index) => (current.lineQty[index] ?? 0) + (lineQty[index] ?? 0)),
      paidAs: current.paidAs,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// What Stripe reports

export const REFUND_STATE_LABELS: Readonly<Record<RefundState, string>> = {
  pending: 'Waiting for Stripe',
  succeeded: 'Refunded',
  failed: 'Failed',
};

/** Stripe's Refund.status in the shop's words. */
export function refundStateOf(stripeStatus: string | null | undefined): RefundState {
  if (stripeStatus === 'succeeded') return 'succeeded';
  if (stripeStatus === 'failed' || stripeStatus === 'canceled') return 'failed';
  return 'pending';
}

const STATE_RANK: Readonly<Record<RefundState, number>> = { pending: 0, succeeded: 1, failed: 2 };

/**
 * The refund's state after Stripe reports `reported`, or null when that changes nothing. Stripe's
 * refunds only move forward (pending, then succeeded, and a succeeded refund can still fail at the
 * bank; a failed or canceled one is final), so a report that is behind the recorded state is a late
 * or repeated event: events may arrive twice and in any order and the end state is Stripe's own.
 *
 * One exception: a refund the SHOP recorded as failed before Stripe ever reported it
 * (`failedByShop`, see refundFailedByShop) is corrected by any report that Stripe has it: Stripe's
 * word on its own refund wins over the shop's reading of an error.
 */
export function refundStateAfter(
  current: RefundState,
  reported: RefundState,
  failedByShop = false,
): RefundState | null {
  if (current === 'failed' && failedByShop) return reported === 'failed' ? null : reported;
  return STATE_RANK[reported] > STATE_RANK[current] ? reported : null;
}

/**
 * Whether a failed refund was failed by the shop (Stripe refused the request) rather than reported
 * failed by Stripe: only Stripe's reports set `stripeRefundId` on a settled refund.
 */
export function refundFailedByShop(refund: { state: RefundState; stripeRefundId: string | null }): boolean {
  return refund.state === 'failed' && refund.stripeRefundId === null;
}

/** What an error answer of Stripe's refund request means for the refund. */
export type StripeRefundAnswer =
  /** A definite refusal (a 4xx other than 409 and 429): Stripe made no refund; it fails. */
  | 'refused'
  /** 409 (`idempotency_key_in_use`): the same refund is still being made; ask again with the same key. */
  | 'in-flight'
  /** No answer, a 5xx or a 429: Stripe may or may not have made it; the refund stays pending. */
  | 'unknown';

/**
 * Reads an error from Stripe's refund request (its `statusCode` and `code`, as the Stripe library
 * sets them). Only a definite refusal fails the refund; anything else leaves it pending to be sent
 * again with the same idempotency key, so the same money is never refunded twice.
 */
export function stripeRefundAnswer(error: unknown): StripeRefundAnswer {
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  if (code === 'idempotency_key_in_use' || statusCode === 409) return 'in-flight';
  if (typeof statusCode !== 'number' || statusCode === 429) return 'unknown';
  return statusCode >= 400 && statusCode < 500 ? 'refused' : 'unknown';
}

/** A refund as the order's arithmetic needs it. */
export interface RefundAmounts {
  amount: Cents;
  lineQty: number[];
}

/**
 * The order's refunds, payment and status after one of its refunds moves from `from` to `to`:
 * success counts the money as refunded; failure gives the reserved amount and units back; a refund
 * corrected out of a failure the shop recorded reserves them again (and counts them when succeeded). The
 * payment is Refunded once everything paid is refunded, Partly refunded while some is, and what it
 * was before (paidAs) when none is; a Paid order refunded in full before it shipped is Cancelled.
 */
export function orderAfterRefund(
  order: Pick<Order, 'lines' | 'payment' | 'refunds' | 'totals' | 'status'>,
  refund: RefundAmounts,
  from: RefundState,
  to: RefundState,
): { refunds: OrderRefunds; payment: PaymentStatus; status: OrderStatus } {
  const current = orderRefunds(order);
  let { reserved, refunded } = current;
  let lineQty = current.lineQty;
  if (from === 'failed') {
    // A refund the shop wrongly recorded as failed (refundStateAfter): its amount and units count again.
    reserved += refund.amount;
    lineQty = order.lines.map((_, index) => (current.lineQty[index] ?? 0) + (refund.lineQty[index] ?? 0));
    if (to === 'succeeded') refunded += refund.amount;
  }
  if (to === 'succeeded' && from === 'pending') refunded += refund.amount;
  if (to === 'failed') {
    if (from === 'succeeded') refunded -= refund.amount;
    reserved -= refund.amount;
    lineQty = order.lines.map((_, index) =>
      Math.max(0, (current.lineQty[index] ?? 0) - (refund.lineQty[index] ?? 0)),
    );
  }
  reserved = Math.max(0, reserved);
  refunded = Math.max(0, refunded);
  let payment: PaymentStatus = current.paidAs;
  if (refunded >= order.totals.payable) payment = 'Refunded';
  else if (refunded > 0) payment = 'Partly refunded';
  const status: OrderStatus =
    payment === 'Refunded' && order.status === 'Order Received' ? 'Cancelled' : order.status;
  return { refunds: { reserved, refunded, lineQty, paidAs: current.paidAs }, payment, status };
}

/** What the shop records as the reason of a refund made in Stripe's dashboard. */
export const EXTERNAL_REFUND_REASON = 'Refunded outside the shop (in Stripe)';

/**
 * The order's refunds with a refund made outside the shop reserved (it names no lines), before its
 * state is applied like any other refund's. The amount is at most what is left (refundableAmount).
 */
export function reserveExternalRefund(
  order: Pick<Order, 'lines' | 'payment' | 'refunds'>,
  amount: Cents,
): OrderRefunds {
  const current = orderRefunds(order);
  return { ...current, reserved: current.reserved + amount };
}

// ---------------------------------------------------------------------------------------------
// Stock

/**
 * The variants after `qty` refunded units of a line come back into stock: into the line's size, or
 * for a one-size line (size null) into the first variant. Null when the product has no such size
 * any more (nothing to put them back into). The input is not changed.
 */
export function returnStock(
  variants: readonly Variant[],
  size: string | null,
  qty: number,
): Variant[] | null {
  const index = size === null ? (variants.length > 0 ? 0 : -1) : variants.findIndex((v) => v.size === size);
  if (index < 0) return null;
  return variants.map((variant, i) =>
    i === index ? { ...variant, quantity: variant.quantity + qty } : { ...variant },
  );
}

// ---------------------------------------------------------------------------------------------
// Texts

export const REFUND_MESSAGES = {
  requested: (amount: Cents) => `Refund of ${formatEuro(amount)} sent to Stripe`,
  refunded: (amount: Cents) => `${formatEuro(amount)} refunded`,
} as const;

// ---------------------------------------------------------------------------------------------
// The refund dialog's last step (docs/decisions.md rule 60)

/**
 * A refund of more than this asks once more before Stripe is asked: money sent back cannot be
 * taken back, and a large one is worth a second look. € 500 is about one bag.
 */
export const REFUND_SECOND_ASK_ABOVE: Cents = 50_000;

/** Whether a refund of `amount` asks once more before it is sent. */
export function refundNeedsSecondAsk(amount: Cents): boolean {
  return amount > REFUND_SECOND_ASK_ABOVE;
}

/** The refund dialog's button says what it sends: `Refund € 71,05`. */
export function refundButtonLabel(amount: Cents): string {
  return `Refund ${formatEuro(amount)}`;
}

/** The second question, for a refund over REFUND_SECOND_ASK_ABOVE. */
export function refundSecondAsk(amount: Cents, order: string): string {
  return `Send ${formatEuro(amount)} back to the customer of order ${order}? A refund cannot be undone.`;
}
