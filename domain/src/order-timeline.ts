import type { OrderStatus, PaymentStatus } from './catalogue';
import { deliveryDates } from './delivery';

/**
 * An order's way to the shopper as /track and the account's orders show it (docs/decisions.md rule
 * 74): placed, paid, shipped (with the carrier's link), delivered, and until it is delivered the days
 * the thank-you page promised (deliveryWindow, the shop's one delivery promise, rule 52).
 */

/** The payments that mean the money came in (a refund later does not undo that the order was paid). */
const PAID: readonly PaymentStatus[] = ['Paid', 'Partly refunded', 'Refunded', 'Refund due'];
/** The statuses of an order on its way or delivered. */
const SHIPPED: readonly OrderStatus[] = ['Out for Delivery', 'Order Completed'];

export type TimelineStepName = 'placed' | 'paid' | 'shipped' | 'delivered';

export interface TimelineStep {
  name: TimelineStepName;
  /** What the shopper reads: "Placed", "Paid", "Shipped", "Delivered". */
  label: string;
  done: boolean;
  /** ISO 8601 of when it happened, where the order records it (placed, shipped); else null. */
  at: string | null;
}

const LABELS: Record<TimelineStepName, string> = {
  placed: 'Placed',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

export interface TimelineOrder {
  createdAt: string;
  payment: PaymentStatus;
  status: OrderStatus;
  shipment: { shippedAt: string } | null;
}

/**
 * The four steps of an order with which are done, or null for an order that will not travel
 * (payment failed, or cancelled): its status says what happened instead.
 */
export function orderTimeline(order: TimelineOrder): TimelineStep[] | null {
  if (order.status === 'Payment failed' || order.status === 'Cancelled') return null;
  const delivered = order.status === 'Order Completed';
  const shipped = delivered || order.shipment !== null || SHIPPED.includes(order.status);
  const done: Record<TimelineStepName, boolean> = {
    placed: true,
    paid: shipped || PAID.includes(order.payment),
    shipped,
    delivered,
  };
  const at: Record<TimelineStepName, string | null> = {
    placed: order.createdAt,
    paid: null,
    shipped: order.shipment?.shippedAt ?? null,
    delivered: null,
  };
  return (Object.keys(LABELS) as TimelineStepName[]).map((name) => ({
    name,
    label: LABELS[name],
    done: done[name],
    at: at[name],
  }));
}

/**
 * "Expected between Thursday 3 December 2026 and Monday 7 December 2026": the days the thank-you
 * page promised, for an order on its way to `country`; null once delivered or when it will not travel.
 */
export function expectedDeliveryText(order: TimelineOrder & { country: string }): string | null {
  const steps = orderTimeline(order);
  if (!steps || steps.some((step) => step.name === 'delivered' && step.done)) return null;
  return `Expected ${deliveryDates(order.createdAt, order.country)}`;
}
