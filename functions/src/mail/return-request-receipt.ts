// The return form's e-mails (docs/decisions.md rules 19 and 22): a receipt to the shopper with what happens
// next, and the request to the shop's service address, as `mail` documents.
import { POLICY_TEXTS, shopConfig, type MailDoc, type StoreReturnRequestParsed } from '@shop/domain';
import { shopIdentity } from '../config';
import { escapeHtml, escapeHtmlLines } from './html';

/** Where returned items go: the shop's address (its identity, a per-project setting). */
function returnAddress(): string[] {
  const { legalName, address } = shopIdentity();
  return [legalName, address.street, `${address.postcode} ${address.city}`, address.countryName];
}

/** "We received your return request", with its reference, a copy and the next steps. */
export function returnRequestReceiptMail(
  request: StoreReturnRequestParsed,
  requestId: string,
  shopUrl: string,
): MailDoc {
  const { name } = shopConfig;
  const { email } = shopIdentity();
  const subject = `Your return request ${requestId} for order ${request.orderId}`;
  const steps = [POLICY_TEXTS.returnConfirmation, POLICY_TEXTS.refunds, POLICY_TEXTS.exchanges];
  const text = [
    'Hello,',
    '',
    `We have received your return request for order ${request.orderId}. Your reference is ${requestId}.`,
    '',
    'Items to return:',
    request.items,
    '',
    'Reason:',
    request.reason,
    '',
    'Please pack the items with all their labels, dust bags and boxes, put a note with the reference in',
    'the parcel and send it to:',
    ...returnAddress(),
    '',
    ...steps,
    '',
    `Questions? Reply to ${email} and quote ${requestId}.`,
    `Visit the shop: ${shopUrl}`,
    '',
    name,
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>We have received your return request for order <strong>${escapeHtml(request.orderId)}</strong>. Your reference is <strong>${escapeHtml(requestId)}</strong>.</p>`,
    `<p><strong>Items to return</strong><br>${escapeHtmlLines(request.items)}</p>`,
    `<p><strong>Reason</strong><br>${escapeHtmlLines(request.reason)}</p>`,
    '<p>Please pack the items with all their labels, dust bags and boxes, put a note with the reference in the parcel and send it to:</p>',
    `<address>${returnAddress().map(escapeHtml).join('<br>')}</address>`,
    ...steps.map((step) => `<p>${escapeHtml(step)}</p>`),
    `<p>Questions? Write to <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a> and quote ${escapeHtml(requestId)}.</p>`,
    `<p><a href="${escapeHtml(shopUrl)}">Visit the shop</a></p>`,
    `<p>${escapeHtml(name)}</p>`,
  ].join('\n');
  return { to: request.email, message: { subject, text, html } };
}

/** The request, to the shop's service address, so someone expects the parcel. */
export function returnRequestNoticeMail(request: StoreReturnRequestParsed, requestId: string): MailDoc {
  const subject = `Return request ${requestId} for order ${request.orderId}`;
  const text = [
    `Order: ${request.orderId}`,
    `E-mail: ${request.email}`,
    `Reference: ${requestId}`,
    '',
    'Items:',
    request.items,
    '',
    'Reason:',
    request.reason,
  ].join('\n');
  const html = [
    `<p>Order: ${escapeHtml(request.orderId)}<br>E-mail: <a href="mailto:${escapeHtml(request.email)}">${escapeHtml(request.email)}</a><br>Reference: ${escapeHtml(requestId)}</p>`,
    `<p><strong>Items</strong><br>${escapeHtmlLines(request.items)}</p>`,
    `<p><strong>Reason</strong><br>${escapeHtmlLines(request.reason)}</p>`,
  ].join('\n');
  return { to: shopIdentity().email, message: { subject, text, html } };
}
