// The return form's e-mails (docs/decisions.md rules 19 and 22): a receipt to the shopper with what happens
// next, in the language of the page the request came from (rule 79), and the request to the shop's
// service address, as `mail` documents.
import {
  fillText,
  mailWords,
  policySentences,
  type Dictionary,
  type MailDoc,
  type StoreReturnRequestParsed,
} from '@shop/domain';
import { shopIdentity } from '../config';
import { escapeHtml, escapeHtmlLines } from './html';
import { questionsBlock, shopperMail, type MailBlock } from './layout';
import { shopPageUrl } from './order-words';

/** Where returned items go: the shop's address (its identity, a per-project setting). */
function returnAddress(): string[] {
  const { legalName, address } = shopIdentity();
  return [legalName, address.street, `${address.postcode} ${address.city}`, address.countryName];
}

/**
 * "We received your return request", with its reference, a copy and the next steps, in the request's
 * language: `pageWords` is that language's page dictionary, whose policy sentences the information
 * pages show (the steps say what the return policy page says).
 */
export function returnRequestReceiptMail(
  request: StoreReturnRequestParsed,
  requestId: string,
  shopUrl: string,
  pageWords: Pick<Dictionary, 'policyTexts' | 'deliveryTimes'>,
): MailDoc {
  const { language } = request;
  const { common, order, returns: words } = mailWords(language);
  const names = { reference: requestId, order: request.orderId };
  const policies = policySentences(language, pageWords);
  const steps = [policies.returnConfirmation, policies.refunds, policies.exchanges];
  return shopperMail(
    request.email,
    {
      subject: fillText(words.subject, names),
      preview: fillText(words.preview, names),
      greeting: common.hello,
      blocks: [
        { kind: 'text', text: fillText(words.received, names) },
        { kind: 'lines', title: words.items, lines: request.items.split(/\r?\n/) },
        { kind: 'lines', title: words.reason, lines: request.reason.split(/\r?\n/) },
        { kind: 'text', text: words.packing },
        { kind: 'lines', title: words.address, lines: returnAddress() },
        ...steps.map((step) => ({ kind: 'text', text: step }) satisfies MailBlock),
        questionsBlock(fillText(words.quoteReference, names), order.questions),
        { kind: 'link', text: common.visitShop, href: shopPageUrl(shopUrl, { language }, '/') },
      ],
      language,
    },
    shopUrl,
  );
}

/** The request, to the shop's service address, so someone expects the parcel (in English, for staff). */
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
