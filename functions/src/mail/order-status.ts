// The e-mail an admin's status change sends the customer (docs/decisions.md rules 17 and 19), as a `mail`
// document written in the same transaction as the change.
import {
  deliveryDates,
  ORDER_STATUS_LABELS,
  shopConfig,
  type AdminOrderStatus,
  type MailDoc,
  type Order,
  orderReference,
} from '@shop/domain';
import { shopIdentity } from '../config';
import { escapeHtml } from './html';

/**
 * What each status means for the customer, in one sentence; on its way, the days it is expected by the
 * shop's one delivery promise (docs/decisions.md rule 52).
 */
function statusNews(order: Order, status: AdminOrderStatus): string {
  switch (status) {
    case 'Order Received':
      return 'We have received your order and are preparing it for shipping.';
    case 'Out for Delivery':
      return `Your order is on its way with our courier and is expected ${deliveryDates(order.createdAt.toMillis(), order.customer.country)}.`;
    case 'Order Completed':
      return 'Your order has been delivered. We hope you enjoy it!';
  }
}

/** "Your order ...: Out for delivery": the new status, the items, and where to follow the order. */
export function orderStatusMail(
  order: Order,
  orderId: string,
  status: AdminOrderStatus,
  shopUrl: string,
): MailDoc {
  const reference = orderReference({ id: orderId, orderNumber: order.orderNumber });
  const { name } = shopConfig;
  const { email } = shopIdentity();
  const trackUrl = `${shopUrl}/track`;
  const items = order.lines.map(
    (line) => `${line.qty} x ${line.title}${line.size ? ` (size ${line.size})` : ''}`,
  );
  // Out for Delivery with a shipment (POST fulfilorder): where the parcel is, on the carrier's page.
  const shipment = status === 'Out for Delivery' ? order.shipment : undefined;
  const parcel = shipment
    ? `Your parcel travels with ${shipment.carrier}, tracking number ${shipment.trackingNumber}.`
    : null;
  // The shopper's words for the status (docs/decisions.md rule 74); the stored value stays.
  const label = ORDER_STATUS_LABELS[status];
  const subject = `Your order ${reference}: ${label}`;
  const text = [
    `Dear ${order.customer.fullName},`,
    '',
    `The status of your order ${reference} is now: ${label}.`,
    statusNews(order, status),
    ...(shipment ? [parcel!, `Track your parcel: ${shipment.trackingUrl}`] : []),
    '',
    'Your order:',
    ...items,
    '',
    `Follow your order: ${trackUrl}`,
    `Questions? Reply to ${email} and quote your order number.`,
    '',
    name,
  ].join('\n');
  const html = [
    `<p>Dear ${escapeHtml(order.customer.fullName)},</p>`,
    `<p>The status of your order <strong>${escapeHtml(reference)}</strong> is now: <strong>${escapeHtml(label)}</strong>.</p>`,
    `<p>${escapeHtml(statusNews(order, status))}</p>`,
    ...(shipment
      ? [
          `<p>${escapeHtml(parcel!)} <a href="${escapeHtml(shipment.trackingUrl)}">Track your parcel with ${escapeHtml(shipment.carrier)}</a></p>`,
        ]
      : []),
    `<p><strong>Your order</strong><br>${items.map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(trackUrl)}">Follow your order</a></p>`,
    `<p>Questions? Write to <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a> and quote your order number.</p>`,
    `<p>${escapeHtml(name)}</p>`,
  ].join('\n');
  return { to: order.customer.email, message: { subject, text, html } };
}
