// The newsletter welcome e-mail, as a `mail` document the Trigger Email extension sends (rule 19).
import { shopConfig, type MailDoc } from '@shop/domain';
import { escapeHtml } from './html';

export function newsletterWelcomeMail(to: string, shopUrl: string): MailDoc {
  const { name, email } = shopConfig;
  const subject = `Welcome to the ${name} newsletter`;
  const text = [
    'Hello,',
    '',
    `Thank you for subscribing to the ${name} newsletter. From now on you will be the first to hear`,
    'about new arrivals, the sale and the designers we add.',
    '',
    `Visit the shop: ${shopUrl}`,
    '',
    `Did you not sign up, or do you want to unsubscribe? Write to ${email} and we will remove your address.`,
    '',
    `${name}`,
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>Thank you for subscribing to the ${escapeHtml(name)} newsletter. From now on you will be the first to hear about new arrivals, the sale and the designers we add.</p>`,
    `<p><a href="${escapeHtml(shopUrl)}">Visit the shop</a></p>`,
    `<p>Did you not sign up, or do you want to unsubscribe? Write to <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a> and we will remove your address.</p>`,
    `<p>${escapeHtml(name)}</p>`,
  ].join('\n');
  return { to, message: { subject, text, html } };
}
