// The e-mail a refund sends when Stripe reports it succeeded (docs/decisions.md rule 19), as a
// `mail` document written in the webhook's transaction.
import {
  documentLink,
  formatEuro,
  shopConfig,
  type MailDoc,
  type Order,
  type RefundDoc,
  orderReference,
} from '@shop/domain';
import { shopIdentity } from '../config';
import { escapeHtml } from './html';

/** "We have refunded ...": how much, for which items, and what the order's payment is now. */
export function orderRefundedMail(
  order: Order,
  orderId: string,
  refund: RefundDoc,
  shopUrl: string,
): MailDoc {
  const reference = orderReference({ id: orderId, orderNumber: order.orderNumber });
  const { name } = shopConfig;
  const { email } = shopIdentity();
  const trackUrl = `${shopUrl}/track`;
  const items = order.lines.flatMap((line, index) => {
    const qty = refund.lineQty[index] ?? 0;
    return qty > 0 ? [`${qty} x ${line.title}${line.size ? ` (size ${line.size})` : ''}`] : [];
  });
  // The credit note this refund was given (the newest of the order's), opened by its key.
  const creditNote = order.creditNotes?.at(-1);
  const creditNoteLink = creditNote && documentLink(shopUrl, { kind: 'credit-note', orderId, ...creditNote });
  const amount = formatEuro(refund.amount);
  const subject = `Your ${name} order ${reference}: ${amount} refunded`;
  const news = `We have refunded ${amount} for your order ${reference} to the payment method you paid with. Depending on your bank it can take 5 to 10 days to show.`;
  const text = [
    `Dear ${order.customer.fullName},`,
    '',
    news,
    ...(items.length > 0 ? ['', 'Refunded items:', ...items] : []),
    '',
    `Payment: ${order.payment}`,
    ...(creditNote && creditNoteLink
      ? [`Your credit note ${creditNote.number} (PDF): ${creditNoteLink}`]
      : []),
    `Follow your order: ${trackUrl}`,
    `Questions? Reply to ${email} and quote your order number.`,
    '',
    name,
  ].join('\n');
  const html = [
    `<p>Dear ${escapeHtml(order.customer.fullName)},</p>`,
    `<p>${escapeHtml(news)}</p>`,
    ...(items.length > 0
      ? [`<p><strong>Refunded items</strong><br>${items.map(escapeHtml).join('<br>')}</p>`]
      : []),
    `<p>Payment: <strong>${escapeHtml(order.payment)}</strong></p>`,
    ...(creditNote && creditNoteLink
      ? [
          `<p><a href="${escapeHtml(creditNoteLink)}">Download your credit note ${escapeHtml(creditNote.number)} (PDF)</a></p>`,
        ]
      : []),
    `<p><a href="${escapeHtml(trackUrl)}">Follow your order</a></p>`,
    `<p>Questions? Write to <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a> and quote your order number.</p>`,
    `<p>${escapeHtml(name)}</p>`,
  ].join('\n');
  return { to: order.customer.email, message: { subject, text, html } };
}
