// The one-click unsubscribe every marketing and alert mail carries (RFC 8058; docs/decisions.md rule
// 82): a `List-Unsubscribe` header with the API's address for the list and the mail's token, and
// `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so a mail client's own Unsubscribe button
// POSTs there and the address is off the list at once, without a page or a sign-in. The link in the
// mail's text opens the storefront's page for the same list, which asks nothing either. Pure.
import { API_BASE_PATH } from './api';

/** The lists a shopper can leave with one click, each by the token its mails carry. */
export const MAIL_LISTS = ['newsletter', 'notify-me', 'wishlist-alerts', 'checkout-reminder'] as const;
export type MailList = (typeof MAIL_LISTS)[number];

/** The API route a mail client POSTs to (app-check.ts lets it through: no web app sends it). */
export const ONE_CLICK_UNSUBSCRIBE_ROUTE = 'oneclickunsubscribe';

/** The address of one list's one-click unsubscribe for one mail's token. */
export function oneClickUnsubscribeUrl(shopUrl: string, list: MailList, token: string): string {
  const query = new URLSearchParams({ list, token }).toString();
  return `${shopUrl.replace(/\/+$/, '')}${API_BASE_PATH}/${ONE_CLICK_UNSUBSCRIBE_ROUTE}?${query}`;
}

/** The storefront page the footer's unsubscribe link opens for the lists without a page of their own. */
export const MAIL_UNSUBSCRIBE_PATH = '/unsubscribe';

/** The footer's link: the storefront's page, which unsubscribes on opening (no sign-in, no question). */
export function mailUnsubscribePageUrl(shopUrl: string, list: MailList, token: string): string {
  const query = new URLSearchParams({ list, token }).toString();
  return `${shopUrl.replace(/\/+$/, '')}${MAIL_UNSUBSCRIBE_PATH}?${query}`;
}

/** What the unsubscribe page and the one-click POST answer, per list. */
export const MAIL_UNSUBSCRIBE_MESSAGES: Record<MailList, string> = {
  newsletter: 'You are unsubscribed from the newsletter.',
  'notify-me': 'You are unsubscribed. We will not e-mail you about items coming back in stock.',
  'wishlist-alerts': 'You are unsubscribed. We will not e-mail you about your wishlist.',
  'checkout-reminder': 'You are unsubscribed. We will not remind you of an unpaid order.',
};
export const MAIL_UNSUBSCRIBE_UNKNOWN =
  'This unsubscribe link is not valid, or the address was already unsubscribed.';

/** POST oneclickunsubscribe's answer. */
export interface StoreMailUnsubscribeResponse {
  message: string;
}

/** The two header fields of RFC 8058 for a mail of `list` with `token`. */
export function listUnsubscribeHeaders(
  shopUrl: string,
  list: MailList,
  token: string,
): { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': string } {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(shopUrl, list, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function isMailList(value: unknown): value is MailList {
  return typeof value === 'string' && (MAIL_LISTS as readonly string[]).includes(value);
}
