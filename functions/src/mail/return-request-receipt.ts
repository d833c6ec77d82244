// The return form's e-mails (docs/decisions.md rules 19 and 22): a receipt to the shopper with what happens
// next, and the request to the shop's service address, as `mail` documents.
import { POLICY_TEXTS, type MailDoc, type StoreReturnRequestParsed } from '@shop/domain';
import { shopIdentity } from '../config';
import { escapeHtml, escapeHtmlLines } from './html';
import { shopperMail, type MailBlock } from './layout';

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
  const { email } = shopIdentity();
  const steps = [POLICY_TEXTS.returnConfirmation, POLICY_TEXTS.refunds, POLICY_TEXTS.exchanges];
  return shopperMail(
    request.email,
    {
      subject: `Your return request ${requestId} for order ${request.orderId}`,
      preview: `Your reference is ${requestId}.`,
      greeting: 'Hello,',
      blocks: [
        {
          kind: 'text',
          text: `We have received your return request for order ${request.orderId}. Your reference is ${requestId}.`,
        },
        { kind: 'lines', title: 'Items to return', lines: request.items.split(/\r?\n/) },
        { kind: 'lines', title: 'Reason', lines: request.reason.split(/\r?\n/) },
        {
          kind: 'text',
          text: 'Please pack the items with all their labels, dust bags and boxes, put a note with the reference in the parcel and send it to:',
        },
        { kind: 'lines', title: 'Our address', lines: returnAddress() },
        ...steps.map((step) => ({ kind: 'text', text: step }) satisfies MailBlock),
        {
          kind: 'link',
          before: 'Questions? Write to',
          text: email,
          href: `mailto:${email}`,
          after: `and quote ${requestId}.`,
        },
        { kind: 'link', text: 'Visit the shop', href: shopUrl },
      ],
    },
    shopUrl,
  );
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
