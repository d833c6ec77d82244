// The expiry timestamps Firestore's TTL policies read (firestore.indexes.json, `fieldOverrides`;
// the periods are domain/src/retention.ts's).
import { expiryAfter, MAIL_RETENTION_DAYS, STRIPE_EVENT_RETENTION_DAYS, type MailDoc } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';

/** A mail document as queued for the Trigger Email extension, with the day it may be deleted. */
export function queuedMail(mail: MailDoc): MailDoc & { expiresAt: Timestamp } {
  return { ...mail, expiresAt: Timestamp.fromDate(expiryAfter(MAIL_RETENTION_DAYS)) };
}

/** When a processed Stripe event's record (stripeEvents) may be deleted. */
export function stripeEventExpiry(): Timestamp {
  return Timestamp.fromDate(expiryAfter(STRIPE_EVENT_RETENTION_DAYS));
}
