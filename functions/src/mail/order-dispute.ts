// The shop's mails about payments gone wrong after the fact (docs/decisions.md rule 31): a shopper's
// bank disputes a payment (and each change of the dispute's state), or money arrives for a deleted
// order. To the shop's own address, as `mail` documents the Trigger Email extension sends; the
// customer is not mailed about a dispute: it is between their bank and the shop.
import {
  disputeSummary,
  formatEuro,
  orderReference,
  type MailDoc,
  type Order,
  type OrderDispute,
  type OrphanPayment,
} from '@shop/domain';
import { shopIdentity } from '../config';
import { escapeHtml } from './html';

export function orderDisputeMail(
  order: Order,
  orderId: string,
  dispute: OrderDispute,
  shopUrl: string,
): MailDoc {
  const reference = orderReference({ id: orderId, orderNumber: order.orderNumber });
  const summary = disputeSummary(dispute);
  const subject = `Order ${reference}: ${summary}`;
  // The admin's order details address (web/src/config/paths.ts, orderDetails).
  const link = `${shopUrl}/adminmainstoreordersdetails?${new URLSearchParams({ id: order.userId, orderId }).toString()}`;
  const action =
    dispute.state === 'Disputed'
      ? 'Answer it with evidence in the Stripe Dashboard (Payments > Disputes) before it is due; the order shows the dispute in the admin.'
      : 'Stripe has closed the dispute; the order shows the outcome in the admin.';
  const text = [
    `The payment of order ${reference} (${order.customer.fullName}) is disputed by the customer's bank.`,
    '',
    summary,
    `Stripe dispute: ${dispute.disputeId}`,
    '',
    action,
    `Order: ${link}`,
  ].join('\n');
  const html = [
    `<p>The payment of order ${escapeHtml(reference)} (${escapeHtml(order.customer.fullName)}) is disputed by the customer's bank.</p>`,
    `<p><strong>${escapeHtml(summary)}</strong><br>Stripe dispute: ${escapeHtml(dispute.disputeId)}</p>`,
    `<p>${escapeHtml(action)}</p>`,
    `<p><a href="${escapeHtml(link)}">Open the order</a></p>`,
  ].join('\n');
  return { to: shopIdentity().email, message: { subject, text, html } };
}

/** Money arrived for an order that was deleted (unpaid orders are purged): refund it. */
export function orphanPaymentMail(payment: OrphanPayment, shopUrl: string): MailDoc {
  const amount = formatEuro(payment.amount);
  const subject = `A payment of ${amount} arrived for a deleted order: refund it`;
  const link = `${shopUrl}/adminmainstoreordersdetails?${new URLSearchParams({ id: payment.uid, orderId: payment.orderId }).toString()}`;
  const text = [
    `Stripe reports a payment of ${amount} (PaymentIntent ${payment.paymentIntentId}) for order ${payment.orderId}, which had been deleted unpaid.`,
    'The shop has recorded it again as Refund due with no items: nothing is shipped. Refund it from the order in the admin.',
    `Order: ${link}`,
  ].join('\n');
  const html = [
    `<p>Stripe reports a payment of ${escapeHtml(amount)} (PaymentIntent ${escapeHtml(payment.paymentIntentId)}) for order ${escapeHtml(payment.orderId)}, which had been deleted unpaid.</p>`,
    '<p>The shop has recorded it again as Refund due with no items: nothing is shipped. Refund it from the order in the admin.</p>',
    `<p><a href="${escapeHtml(link)}">Open the order</a></p>`,
  ].join('\n');
  return { to: shopIdentity().email, message: { subject, text, html } };
}
