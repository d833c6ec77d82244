// How long the shop keeps records that serve a short purpose. Firestore TTL policies
// (firestore.indexes.json, `fieldOverrides`) delete each document some time after the timestamp its
// field holds; these periods are what the writers put there, and what the privacy page states.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An order never paid (abandoned at the payment step, or its payment failed) is removed this many
 * days after it was created: it holds a name, an address and a phone number for no purpose once the
 * shopper has gone. A paid order loses its `purgeAt` and is kept (tax law).
 */
export const UNPAID_ORDER_RETENTION_DAYS = 30;

/**
 * A processed Stripe event id is kept this long so a redelivered event counts once: Stripe retries
 * an undelivered event for up to 3 days, and a resend from its dashboard within 30 days.
 */
export const STRIPE_EVENT_RETENTION_DAYS = 30;

/**
 * A queued e-mail (`mail`, read by the Trigger Email extension, which records its delivery there) is
 * kept this long: long enough to look up why a message did not arrive, no longer, as it holds the
 * recipient's address and the message.
 */
export const MAIL_RETENTION_DAYS = 30;

/** The moment `days` after `from`, when a TTL policy may delete the document. */
export function expiryAfter(days: number, from: Date = new Date()): Date {
  return new Date(from.getTime() + days * DAY_MS);
}
