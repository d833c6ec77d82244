// The contact form's e-mails (docs/decisions.md rules 19 and 22): a receipt to the sender (without the
// sender's text) and the message to the shop's service address, as `mail` documents the Trigger
// Email extension sends.
import {
  fillText,
  mailWords,
  openingHours,
  shopConfig,
  type Dictionary,
  type MailDoc,
  type StoreContactParsed,
} from '@shop/domain';
import { shopIdentity } from '../config';
import { escapeHtml, escapeHtmlLines } from './html';
import { shopperMail } from './layout';
import { shopPageUrl } from './order-words';

// One line: a subject typed with line breaks must not break the e-mail's header.
const subjectLine = (message: StoreContactParsed) => message.subject.replace(/\s+/g, ' ') || '(no subject)';

/**
 * "We received your message", in the language of the page it was sent from (docs/decisions.md rule
 * 79); `pageWords` is that language's page dictionary, whose opening hours the footer and the
 * contact page show. It goes to an address nobody has confirmed, so it repeats nothing the sender
 * typed (name, subject, message): the shop's mail cannot carry a stranger's text to anyone.
 */
export function contactReceiptMail(
  message: StoreContactParsed,
  shopUrl: string,
  pageWords: Pick<Dictionary, 'footer'>,
): MailDoc {
  const { language } = message;
  const { name: shop } = shopConfig;
  const { email } = shopIdentity();
  const { common, contact: words } = mailWords(language);
  return shopperMail(
    message.email,
    {
      subject: fillText(words.subject, { shop }),
      preview: words.preview,
      greeting: common.hello,
      blocks: [
        {
          kind: 'text',
          text: fillText(words.thanks, { shop, hours: openingHours(pageWords) }),
        },
        { kind: 'link', text: common.visitShop, href: shopPageUrl(shopUrl, { language }, '/') },
        { kind: 'link', before: words.notYou, text: email, href: `mailto:${email}`, after: '.' },
      ],
      language,
    },
    shopUrl,
  );
}

/** The message itself, to the shop's service address, with the sender's address to reply to. */
export function contactNoticeMail(message: StoreContactParsed): MailDoc {
  const subject = `Contact form: ${subjectLine(message)}`;
  const text = [
    `From: ${message.name} <${message.email}>`,
    `Subject: ${subjectLine(message)}`,
    '',
    message.message,
  ].join('\n');
  const html = [
    `<p>From: ${escapeHtml(message.name)} &lt;<a href="mailto:${escapeHtml(message.email)}">${escapeHtml(message.email)}</a>&gt;<br>Subject: ${escapeHtml(subjectLine(message))}</p>`,
    `<blockquote>${escapeHtmlLines(message.message)}</blockquote>`,
  ].join('\n');
  return { to: shopIdentity().email, message: { subject, text, html } };
}
