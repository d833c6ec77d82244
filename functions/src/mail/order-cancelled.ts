// The e-mail POST cancelorder sends the customer (docs/decisions.md rule 19), as a `mail` document
// written in the same transaction that marks the order Cancelled.
import { formatEuro, orderReference, shopConfig, type MailDoc, type Order } from '@shop/domain';
import { shopIdentity } from '../config';
import { escapeHtml } from './html';

/** "Your order ... is cancelled": why, and for a paid order that it is refunded in full. */
export function orderCancelledMail(
  order: Order,
  orderId: string,
  reason: string,
  refunded: boolean,
): MailDoc {
  const reference = orderReference({ id: orderId, orderNumber: order.orderNumber });
  const { name } = shopConfig;
  const { email } = shopIdentity();
  const subject = `Your ${name} order ${reference} is cancelled`;
  const news = `We have cancelled your order ${reference}.`;
  const money = refunded
    ? `The full amount, ${formatEuro(order.totals.payable)}, is refunded to the payment method you paid with; depending on your bank it can take 5 to 10 days to show.`
    : 'It was not paid, so nothing was charged and nothing more can be paid for it.';
  const text = [
    `Dear ${order.customer.fullName},`,
    '',
    news,
    `Reason: ${reason}`,
    money,
    '',
    `Questions? Reply to ${email} and quote your order number.`,
    '',
    name,
  ].join('\n');
  const html = [
    `<p>Dear ${escapeHtml(order.customer.fullName)},</p>`,
    `<p>${escapeHtml(news)}</p>`,
    `<p>Reason: ${escapeHtml(reason)}</p>`,
    `<p>${escapeHtml(money)}</p>`,
    `<p>Questions? Write to <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a> and quote your order number.</p>`,
    `<p>${escapeHtml(name)}</p>`,
  ].join('\n');
  return { to: order.customer.email, message: { subject, text, html } };
}
