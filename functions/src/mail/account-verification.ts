// The mail that asks a new account to verify its e-mail address (docs/decisions.md rule 34), with
// Firebase's own action link, queued like every other mail (rule 19).
import { shopConfig, type MailDoc } from '@shop/domain';
import { escapeHtml } from './html';

export function accountVerificationMail(to: string, firstName: string, link: string): MailDoc {
  const { name } = shopConfig;
  const subject = `Please confirm your e-mail address for ${name}`;
  const text = [
    `Hello ${firstName},`,
    '',
    `Welcome to ${name}. Please confirm that this is your e-mail address by opening this link:`,
    link,
    '',
    'If you did not create an account, ignore this e-mail.',
    '',
    name,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(firstName)},</p>`,
    `<p>Welcome to ${escapeHtml(name)}. Please confirm that this is your e-mail address.</p>`,
    `<p><a href="${escapeHtml(link)}">Confirm my e-mail address</a></p>`,
    '<p>If you did not create an account, ignore this e-mail.</p>',
    `<p>${escapeHtml(name)}</p>`,
  ].join('\n');
  return { to, message: { subject, text, html } };
}
