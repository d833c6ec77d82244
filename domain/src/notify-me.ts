// Notify me: a shopper asks to be mailed once when a sold-out product or size is back. The rules here
// decide who may ask, how much one address may ask, how long a request lives and which requests a
// restock fires; the API and the restock trigger only read and write (docs/decisions.md rule 77).
// No zod and no other domain module but types and stock: the product page's first chunk reads the
// paths and messages.
import type { Instant, StoreProduct } from './documents';
import type { Language } from './languages';
import { stockForSize } from './stock';

/** Open requests one address may have at once (the 21st is refused with the reason). */
export const NOTIFY_ME_MAX_OPEN = 20;
/** A request that has not fired in this time ends (its `expiresAt`, read by a TTL policy). */
export const NOTIFY_ME_EXPIRY_DAYS = 90;
/** How long a guest's confirmation link works. */
export const NOTIFY_ME_CONFIRM_HOURS = 72;
/** At most one confirmation mail per address in this time, however many requests it makes. */
export const NOTIFY_ME_RESEND_MINUTES = 10;

/** The storefront pages the notify-me mails link to (web/src/config/paths.ts registers them). */
export const NOTIFY_ME_CONFIRM_PATH = '/notify-me/confirm';
export const NOTIFY_ME_UNSUBSCRIBE_PATH = '/notify-me/unsubscribe';

/** Where a request was made: kept with it as part of the consent. */
export type NotifyMeSource = 'product-page';

/** The words the shopper agreed to, stored with each request as its consent. */
export const NOTIFY_ME_CONSENT = 'E-mail me once when this item is back in stock.';

/**
 * notifyRequests/{requestId}: one address waiting for one size of one product (id notifyRequestId,
 * so asking twice is one document). Open while it exists: the back-in-stock mail deletes it, and so
 * does the TTL policy once `expiresAt` has passed.
 */
export interface NotifyRequest {
  /** Lower-cased. */
  email: string;
  productId: string;
  /** The variant's size; a one-size product's only size (UNI). */
  size: string;
  /** The visitor or account that asked (null: none known); deleteaccount and mydata find it by this. */
  uid: string | null;
  /** Whether the address has confirmed (double opt-in) or belongs to the verified account that asked. */
  confirmed: boolean;
  source: NotifyMeSource;
  /** NOTIFY_ME_CONSENT as the shopper saw it. */
  consent: string;
  /** The language of the page it was asked on: its mail's (docs/decisions.md rule 79); English when absent. */
  language?: Language;
  requestedAt: Instant;
  confirmedAt: Instant | null;
  /** NOTIFY_ME_EXPIRY_DAYS after `requestedAt`; a TTL policy deletes the request after it. */
  expiresAt: Instant;
}

/**
 * notifyAddresses/{emailKey}: an address that asked to be notified. A guest's address is confirmed
 * through a single-use link (only the SHA-256 of its token is stored, cleared when used); the
 * unsubscribe token is in every back-in-stock mail. Lives as long as its newest request.
 */
export interface NotifyAddress {
  email: string;
  confirmedAt: Instant | null;
  /** SHA-256 of the pending confirmation link's token; null once used or when none was needed. */
  tokenHash: string | null;
  /** When the last confirmation mail was queued (null: none). */
  confirmationSentAt: Instant | null;
  unsubscribeToken: string;
  expiresAt: Instant;
}

/** The document id of a request: the address, product and size ('/' cannot appear in an id). */
export function notifyRequestId(email: string, productId: string, size: string): string {
  const escape = (part: string) => part.replace(/%/g, '%25').replace(/\//g, '%2F').replace(/~/g, '%7E');
  return [email.trim().toLowerCase(), productId, size].map(escape).join('~');
}

export type NotifyMeEligibility =
  | { ok: true; size: string }
  | { ok: false; reason: 'unknown-product' | 'available' | 'size-needed' | 'unknown-size' };

/**
 * Whether a shopper may ask to hear about this product in this size: a product shoppers can see,
 * a size it comes in (a one-size product needs none; a sized one needs one), and sold out in it.
 */
export function notifyMeEligibility(
  product: Pick<StoreProduct, 'variants' | 'inStock' | 'online'> | null,
  size: string | undefined,
): NotifyMeEligibility {
  if (!product || product.online === false) return { ok: false, reason: 'unknown-product' };
  const sizes = [...new Set(product.variants.map((variant) => variant.size))];
  const chosen = size ?? (sizes.length === 1 ? sizes[0] : undefined);
  if (chosen === undefined)
    return { ok: false, reason: sizes.length === 0 ? 'unknown-product' : 'size-needed' };
  if (!sizes.includes(chosen)) return { ok: false, reason: 'unknown-size' };
  if (product.inStock && stockForSize(product.variants, chosen) > 0)
    return { ok: false, reason: 'available' };
  return { ok: true, size: chosen };
}

/** Whether an address with `open` requests may make one more. */
export function mayOpenAnotherRequest(open: number): boolean {
  return open < NOTIFY_ME_MAX_OPEN;
}

/** When a request made at `now` ends unless it fired first. */
export function notifyRequestExpiry(now: Date): Date {
  return new Date(now.getTime() + NOTIFY_ME_EXPIRY_DAYS * 86_400_000);
}

/** When a confirmation link mailed at `now` stops working. */
export function notifyConfirmationExpiry(sentAt: Instant): number {
  return sentAt.toMillis() + NOTIFY_ME_CONFIRM_HOURS * 3_600_000;
}

/** Whether a confirmation mail may be sent again, the last one having been queued at `sentAt`. */
export function mayResendNotifyConfirmation(sentAt: Instant | null, now: Date): boolean {
  return sentAt === null || now.getTime() - sentAt.toMillis() >= NOTIFY_ME_RESEND_MINUTES * 60_000;
}

/** Whether a request still counts: the TTL policy deletes late, so expiry is also checked on read. */
export function isOpenRequest(request: Pick<NotifyRequest, 'expiresAt'>, now: Date): boolean {
  return request.expiresAt.toMillis() > now.getTime();
}

/**
 * The sizes a product write brought back: none before (0 units) and some after. Nothing for a new
 * product or one shoppers cannot see, which nobody can buy from a mail.
 */
export function restockedSizes(
  before: Pick<StoreProduct, 'variants' | 'inStock'> | undefined,
  after: Pick<StoreProduct, 'variants' | 'inStock' | 'online'> | undefined,
): string[] {
  if (!before || !after || after.online === false || !after.inStock) return [];
  const sizes = [...new Set(after.variants.map((variant) => variant.size))];
  const unitsBefore = (size: string) => (before.inStock ? stockForSize(before.variants, size) : 0);
  return sizes.filter((size) => unitsBefore(size) === 0 && stockForSize(after.variants, size) > 0);
}

/** The requests a restock of `sizes` mails: confirmed, still open, for one of those sizes. */
export function requestsARestockFires<
  Request extends Pick<NotifyRequest, 'size' | 'confirmed' | 'expiresAt'>,
>(requests: readonly Request[], sizes: readonly string[], now: Date): Request[] {
  return requests.filter(
    (request) => request.confirmed && sizes.includes(request.size) && isOpenRequest(request, now),
  );
}

/** Confirmed, open requests per size: what the Low stock screen shows as waiting. */
export function waitingBySize(
  requests: readonly Pick<NotifyRequest, 'size' | 'confirmed' | 'expiresAt'>[],
  now: Date,
): Map<string, number> {
  const waiting = new Map<string, number>();
  for (const request of requests) {
    if (!request.confirmed || !isOpenRequest(request, now)) continue;
    waiting.set(request.size, (waiting.get(request.size) ?? 0) + 1);
  }
  return waiting;
}

export const NOTIFY_ME_MESSAGES = {
  waiting: 'Thank you. We will e-mail you once when it is back in stock.',
  confirmFirst:
    'Thank you. Please confirm your address with the link we have sent to it: until then we send nothing else.',
  alreadyAsked: 'You have already asked: we will e-mail you once when it is back in stock.',
  available: 'This item is available now',
  sizeNeeded: 'Please choose the size you want to hear about',
  emailNeeded: 'E-mail is required',
  unknownSize: 'This product does not come in that size',
  unknownProduct: 'This product is not in the shop',
  tooMany: `You are already waiting for ${NOTIFY_ME_MAX_OPEN} items: that is the most we keep for one address. You can ask again once one of them is back or its request has ended (after ${NOTIFY_ME_EXPIRY_DAYS} days).`,
  confirmed: 'Your address is confirmed. We will e-mail you once when the item is back in stock.',
  linkExpired:
    'This confirmation link has expired or was already used. Nothing will be sent to you: ask again on the product page if you still want to hear.',
  unsubscribed: 'You are unsubscribed. We will not e-mail you about items coming back in stock.',
  unknownUnsubscribe: 'This unsubscribe link is not valid, or the address was already unsubscribed.',
} as const;

/** POST notifyme: 201 for a new request, 200 for one asked before. */
export interface StoreNotifyMeResponse {
  /** `waiting`: the request is open; `confirm-address`: it waits for the address's confirmation. */
  status: 'waiting' | 'confirm-address';
  message: string;
}

/** POST notifymeconfirm and POST notifymeunsubscribe. */
export interface StoreNotifyMeLinkResponse {
  message: string;
}

/** A request as GET mydata gives it. */
export interface StoreMyDataNotifyRequest {
  productId: string;
  size: string;
  email: string;
  confirmed: boolean;
  source: NotifyMeSource;
  consent: string;
  requestedAt: string;
  confirmedAt: string | null;
  expiresAt: string;
}

/** The link in a notify-me mail: the shop's address, the page, and the token. */
export function notifyMeLink(shopUrl: string, path: string, token: string): string {
  return `${shopUrl.replace(/\/+$/, '')}${path}?token=${token}`;
}
