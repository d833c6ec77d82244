// The mail that confirms an account's deletion (docs/decisions.md rule 33), and the verification mail
// of a new account or address (rule 34). Neither carries anything but the shop's own words and
// Firebase's link.
import { shopConfig, type MailDoc } from '@shop/domain';
import { shopIdentity } from '../config';
import { escapeHtml } from './html';

/** "Your account has been deleted", with what the books keep. */
export function accountDeletedMail(to: string, ordersKept: number): MailDoc {
  const { name } = shopConfig;
  const { email } = shopIdentity();
  const kept =
    ordersKept > 0
      ? `The amounts of your ${ordersKept === 1 ? 'order' : `${ordersKept} orders`} stay in our books for seven years, as Dutch tax law requires, without your name, address, e-mail address or phone number.`
      : 'We keep nothing else about you.';
  const subject = `Your ${name} account has been deleted`;
  const text = [
    'Hello,',
    '',
    `As you asked, we have deleted your ${name} account: your details, addresses, cart, wishlist and newsletter subscription.`,
    kept,
    '',
    `If you did not ask for this, write to us at ${email}.`,
    '',
    name,
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>As you asked, we have deleted your ${escapeHtml(name)} account: your details, addresses, cart, wishlist and newsletter subscription.</p>`,
    `<p>${escapeHtml(kept)}</p>`,
    `<p>If you did not ask for this, write to us at ${escapeHtml(email)}.</p>`,
    `<p>${escapeHtml(name)}</p>`,
  ].join('\n');
  return { to, message: { subject, text, html } };
}
