// The e-mail a rejected return request sends the customer (docs/decisions.md rule 19), written in
// the same transaction as the rejection.
import { shopConfig, type MailDoc, type ReturnRequest } from '@shop/domain';
import { shopIdentity } from '../config';
import { escapeHtml } from './html';

/**
 * "Your return request ...": not accepted, the admin's reason, and how to reply. `order` names the
 * order as the shopper knows it (orderReference: its number, or an old order's id).
 */
export function returnRejectedMail(
  request: ReturnRequest,
  requestId: string,
  reason: string,
  order: string = request.orderId,
): MailDoc {
  const { name } = shopConfig;
  const { email } = shopIdentity();
  const subject = `Your return request ${requestId} for order ${order}`;
  const news = `We are sorry: we cannot accept your return request ${requestId} for order ${order}.`;
  const text = [
    'Dear customer,',
    '',
    news,
    `Reason: ${reason}`,
    '',
    `Questions? Reply to ${email} and quote your order number.`,
    '',
    name,
  ].join('\n');
  const html = [
    '<p>Dear customer,</p>',
    `<p>${escapeHtml(news)}</p>`,
    `<p>Reason: ${escapeHtml(reason)}</p>`,
    `<p>Questions? Write to <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a> and quote your order number.</p>`,
    `<p>${escapeHtml(name)}</p>`,
  ].join('\n');
  return { to: request.email, message: { subject, text, html } };
}
