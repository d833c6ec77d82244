import type { Instant } from './documents';
import type { Language } from './languages';

/**
 * The newsletter's double opt-in: JOIN US only asks the address to confirm; it is
 * subscribed once the link in that mail is followed, and every newsletter mail unsubscribes with one
 * link. Until confirmed, nothing the visitor typed but the address itself is mailed to it.
 */

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_HOURS = 72;
/** At most one confirmation mail per address in this time, however often JOIN US is sent. */
export const NEWSLETTER_RESEND_MINUTES = 10;

/**
 * newsletterConfirmations/{emailKey}: an address that asked to subscribe and has not confirmed yet.
 * Only the SHA-256 of the link's token is stored, so a reader of the database cannot confirm it.
 */
export interface NewsletterConfirmation {
  email: string;
  tokenHash: string;
  requestedAt: Instant;
  /** When the link stops working; a TTL policy deletes the document after it. */
  expiresAt: Instant;
  /** The language of the page the address was given on: the mails' (docs/decisions.md rule 79). */
  language?: Language;
}

/** Whether a confirmation mail may be sent again, `requestedAt` being when the last one was. */
export function mayResendConfirmation(requestedAt: Date, now: Date): boolean {
  return now.getTime() - requestedAt.getTime() >= NEWSLETTER_RESEND_MINUTES * 60_000;
}

export const NEWSLETTER_MESSAGES = {
  confirmationSent:
    'Thank you. Please confirm your subscription with the link we have sent to your e-mail address.',
  confirmed: 'Your subscription is confirmed. Welcome to the Maison Borsa newsletter.',
  linkExpired:
    'This confirmation link has expired or was already used. Please sign up again at the bottom of any page.',
  unsubscribed: 'You are unsubscribed. You will not receive the newsletter any more.',
  unknownUnsubscribe: 'This unsubscribe link is not valid, or the address was already unsubscribed.',
} as const;

/** POST newsletter: the same answer whether or not the address is subscribed already. */
export interface StoreNewsletterResponse {
  confirmationSent: true;
  message: string;
}

/** POST newsletterconfirm. */
export interface StoreNewsletterConfirmResponse {
  subscribed: true;
  message: string;
}

/** POST newsletterunsubscribe. */
export interface StoreNewsletterUnsubscribeResponse {
  unsubscribed: true;
  message: string;
}

/** The link in a mail: the shop's address, the page, and the token. */
export function newsletterLink(shopUrl: string, path: string, token: string): string {
  return `${shopUrl.replace(/\/+$/, '')}${path}?token=${token}`;
}
