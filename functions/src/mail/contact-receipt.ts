// The contact form's e-mails (docs/decisions.md rules 19 and 22): a receipt to the sender (without the
// sender's text) and the message to the shop's service address, as `mail` documents the Trigger
// Email extension sends.
import { shopConfig, type MailDoc, type StoreContactParsed } from '@shop/domain';
import { shopIdentity } from '../config';
import { escapeHtml, escapeHtmlLines } from './html';
import { shopperMail } from './layout';

// One line: a subject typed with line breaks must not break the e-mail's header.
const subjectLine = (message: StoreContactParsed) => message.subject.replace(/\s+/g, ' ') || '(no subject)';

/**
 * "We received your message". It goes to an address nobody has confirmed, so it repeats nothing the
 * sender typed (name, subject, message): the shop's mail cannot carry a stranger's text to anyone.
 */
export function contactReceiptMail(message: StoreContactParsed, shopUrl: string): MailDoc {
  const { name, hours } = shopConfig;
  const { email } = shopIdentity();
  return shopperMail(
    message.email,
    {
      subject: `We received your message to ${name}`,
      preview: 'We will answer by e-mail, usually within one working day.',
      greeting: 'Hello,',
      blocks: [
        {
          kind: 'text',
          text: `Thank you for contacting ${name}. Your message has arrived and we will answer by e-mail, usually within one working day. Our customer service is open ${hours.label}.`,
        },
        { kind: 'link', text: 'Visit the shop', href: shopUrl },
        {
          kind: 'link',
          before: 'If you did not send us a message, you can ignore this e-mail or write to',
          text: email,
          href: `mailto:${email}`,
          after: '.',
        },
      ],
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
