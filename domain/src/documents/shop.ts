import type { Coupon, CouponDiscount, CouponHolds } from '../coupons';
import type { Language } from '../languages';
import type { Cents } from '../money';
import type { AdminRole } from '../staff';
import type { Instant } from './collections';

// Shop operations: coupons and their redemption shards, mail, order numbers, newsletter subscribers, contact messages, the audit log, sync jobs and processed Stripe events.

/** coupons/{couponId}. */
export interface CouponDoc {
  /** Upper-case and unique. */
  code: string;
  discount: CouponDiscount;
  /** The discount as the admin typed it. */
  label: string;
  minimumGoods: Cents | null;
  expiresAt: Instant | null;
  maxRedemptions: number | null;
  redemptions: number;
  /** Uses held by checkouts not yet paid (reserveCoupon); absent when none ever was. */
  holds?: CouponHolds;
  createdAt: Instant;
}

/** The rules' view of a stored coupon (Instants become Dates). */
export function couponFromDoc(doc: CouponDoc): Coupon {
  return {
    code: doc.code,
    discount: doc.discount,
    label: doc.label,
    minimumGoods: doc.minimumGoods,
    expiresAt: doc.expiresAt ? new Date(doc.expiresAt.toMillis()) : null,
    maxRedemptions: doc.maxRedemptions,
    redemptions: doc.redemptions,
  };
}

/** couponRedemptions/{couponId}.{shard}: one shard of a coupon's paid orders (coupons without a limit). */
export interface CouponRedemptionShard {
  couponId: string;
  count: number;
}

/** mail/{mailId}: an e-mail in the format of Firebase's Trigger Email extension (rule 19). */
export interface MailDoc {
  to: string | string[];
  message: {
    subject: string;
    text: string;
    html: string;
    /** Extra header fields the Trigger Email extension adds, e.g. List-Unsubscribe. */
    headers?: Record<string, string>;
  };
  /** When the TTL policy may delete it (MAIL_RETENTION_DAYS after queueing); set where it is queued. */
  expiresAt?: Instant;
}

/**
 * orderNumbers/{year}/taken/{sequence}: an order number given out, created by the checkout that took
 * it; the create fails when another checkout took that number first.
 */
export interface TakenOrderNumber {
  sequence: number;
  takenAt: Instant;
}

/**
 * newsletterSubscribers/{emailKey}: a confirmed address (double opt-in, newsletter.ts), keyed by the
 * address so subscribing twice is one document.
 */
export interface NewsletterSubscriber {
  email: string;
  subscribedAt: Instant;
  /** The token of the one-link unsubscribe in every newsletter mail (kept: each mail needs it). */
  unsubscribeToken: string;
  /** The language the newsletter is read in: the page's where the address was given; English when absent. */
  language?: Language;
}

/** E-mail addresses compare trimmed and lower-case (deduplication, lookups). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The newsletterSubscribers document id of an address ('/' cannot appear in an id). */
export function newsletterSubscriberId(email: string): string {
  return normaliseEmail(email).replace(/\//g, '%2F');
}

/** contactMessages/{id}. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Instant;
  /** When the TTL policy may delete it (CONTACT_MESSAGE_RETENTION_DAYS after it was sent). */
  expiresAt: Instant;
}

/** A field's value as the audit log keeps it: plain JSON values (lists and objects as JSON text). */
export type AuditValue = string | number | boolean | null;

/** The fields a change touched, each with its value before and after (domain/src/audit-log.ts). */
export type AuditChanges = Record<string, { before: AuditValue; after: AuditValue }>;

/** auditLog/{id}: who changed what in the admin. */
export interface AuditEntry {
  /** The admin; `role` is theirs when they acted (absent in entries written before roles). */
  who: { uid: string; email: string | null; role?: AdminRole };
  /** e.g. 'product.update', 'coupon.delete', 'order.status'. */
  action: string;
  /** Path of the document acted on, e.g. 'products/abc'. */
  target: string;
  at: Instant;
  /** The changed fields' values before and after (absent in entries written before). */
  changes?: AuditChanges;
}

export const SYNC_JOB_STATUSES = ['running', 'succeeded', 'failed'] as const;

export type SyncJobStatus = (typeof SYNC_JOB_STATUSES)[number];

/** syncJobs/{jobId}: progress of a supplier sync. */
export interface SyncJob {
  status: SyncJobStatus;
  processed: number;
  /** Unknown until the feed says how many items it has. */
  total: number | null;
  startedAt: Instant;
  finishedAt: Instant | null;
  error: string | null;
}

/** stripeEvents/{eventId}: a webhook event already processed (idempotency). */
export interface ProcessedStripeEvent {
  type: string;
  processedAt: Instant;
  /** When the TTL policy may delete it (STRIPE_EVENT_RETENTION_DAYS after processing). */
  expiresAt: Instant;
}
