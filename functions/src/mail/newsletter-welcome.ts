// The newsletter's e-mails, as `mail` documents the Trigger Email extension sends (rule 19): the
// confirmation asked of a new address (double opt-in) and the welcome once it is confirmed. Neither
// carries anything the visitor typed but the address it goes to.
import {
  NEWSLETTER_CONFIRM_HOURS,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  newsletterLink,
  shopConfig,
  type MailDoc,
} from '@shop/domain';
import { escapeHtml } from './html';

/** "Please confirm your subscription", with the link that confirms it. */
export function newsletterConfirmationMail(to: string, token: string, shopUrl: string): MailDoc {
  const { name } = shopConfig;
  const link = newsletterLink(shopUrl, NEWSLETTER_CONFIRM_PATH, token);
  const subject = `Please confirm your subscription to the ${name} newsletter`;
  const text = [
    'Hello,',
    '',
    `Someone, hopefully you, asked to receive the ${name} newsletter at this address.`,
    `To confirm, open this link within ${NEWSLETTER_CONFIRM_HOURS} hours:`,
    link,
    '',
    'If it was not you, ignore this e-mail: without confirmation the address is not subscribed.',
    '',
    name,
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>Someone, hopefully you, asked to receive the ${escapeHtml(name)} newsletter at this address.</p>`,
    `<p><a href="${escapeHtml(link)}">Confirm my subscription</a> (the link works for ${NEWSLETTER_CONFIRM_HOURS} hours)</p>`,
    '<p>If it was not you, ignore this e-mail: without confirmation the address is not subscribed.</p>',
    `<p>${escapeHtml(name)}</p>`,
  ].join('\n');
  return { to, message: { subject, text, html } };
}

/** The welcome, once the address is confirmed, with the one-link unsubscribe every newsletter carries. */
export function newsletterWelcomeMail(to: string, unsubscribeToken: string, shopUrl: string): MailDoc {
  const { name } = shopConfig;
  const unsubscribe = newsletterLink(shopUrl, NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribeToken);
  const subject = `Welcome to the ${name} newsletter`;
  const text = [
    'Hello,',
    '',
    `Thank you for subscribing to the ${name} newsletter. From now on you will be the first to hear`,
    'about new arrivals, the sale and the designers we add.',
    '',
    `Visit the shop: ${shopUrl}`,
    '',
    `Unsubscribe at any time with one click: ${unsubscribe}`,
    '',
    `${name}`,
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>Thank you for subscribing to the ${escapeHtml(name)} newsletter. From now on you will be the first to hear about new arrivals, the sale and the designers we add.</p>`,
    `<p><a href="${escapeHtml(shopUrl)}">Visit the shop</a></p>`,
    `<p>Unsubscribe at any time with one click: <a href="${escapeHtml(unsubscribe)}">unsubscribe</a>.</p>`,
    `<p>${escapeHtml(name)}</p>`,
  ].join('\n');
  return { to, message: { subject, text, html } };
}
