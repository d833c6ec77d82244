// How long the shop keeps personal data (docs/decisions.md rule 32): every period in one place. Firestore
// TTL policies (firestore.indexes.json, `fieldOverrides`, listed in TTL_POLICIES) delete each document
// some time after the timestamp its field holds; the daily retention job (functions/src/jobs/retention.ts)
// does what a TTL policy cannot. These periods are what the writers put there, and what the privacy
// page states.
import { collections, type CustomerDetails, type Instant } from './documents';
import { shopConfig } from './shop-config';
import { orderNumberYear } from './order-numbers';
import { startOfShopYear } from './shop-time';

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

/**
 * A contact-form message is kept a year after it was sent: long enough to answer it and to look back
 * at a conversation that continues, no longer.
 */
export const CONTACT_MESSAGE_RETENTION_DAYS = 365;

/**
 * A return request is kept two years after it was made: a returned item can lead to a dispute about
 * the goods, and a Dutch consumer's claim runs two years from when they reported it. The refund
 * itself is part of the order and its books (seven years).
 */
export const RETURN_REQUEST_RETENTION_DAYS = 730;

/**
 * The cart and the wishlist of a visitor without an account are removed once they have not changed
 * for this many days: the cart by TTL policies (every document of a visitor's cart carries the same
 * `expiresAt`, moved on all of them with each change; see visitorCartExpiry and linesInCart), the
 * wishlist by the daily retention job. An account's cart and wishlist stay until the account is
 * deleted.
 */
export const IDLE_VISITOR_RETENTION_DAYS = 90;

/**
 * A paid order's figures are kept for the books: a Dutch business keeps its records seven years
 * (Algemene wet inzake rijksbelastingen, article 52), counted here from the end of the year the order
 * was placed in. After that, the retention job removes its personal data and keeps the figures.
 */
export const ORDER_PERSONAL_DATA_RETENTION_YEARS = 7;

/** The field every TTL policy of the shop reads, except unpaid orders' `purgeAt`. */
export const EXPIRY_FIELD = 'expiresAt';

/**
 * Every TTL policy the shop relies on: firestore.indexes.json declares exactly these
 * (domain/test/retention.test.ts checks it), and each collection's writer sets the field.
 */
export const TTL_POLICIES: readonly { collectionGroup: string; field: string }[] = [
  { collectionGroup: collections.abuseCounters, field: EXPIRY_FIELD },
  { collectionGroup: collections.stripeEvents, field: EXPIRY_FIELD },
  { collectionGroup: collections.mail, field: EXPIRY_FIELD },
  { collectionGroup: collections.newsletterConfirmations, field: EXPIRY_FIELD },
  { collectionGroup: collections.notifyRequests, field: EXPIRY_FIELD },
  { collectionGroup: collections.notifyAddresses, field: EXPIRY_FIELD },
  { collectionGroup: collections.checkoutReminders, field: EXPIRY_FIELD },
  { collectionGroup: collections.contactMessages, field: EXPIRY_FIELD },
  { collectionGroup: collections.returnRequests, field: EXPIRY_FIELD },
  // A visitor's cart: its counter, its lines (the only collection group named `lines`) and its coupon.
  { collectionGroup: collections.carts, field: EXPIRY_FIELD },
  { collectionGroup: collections.cartLines, field: EXPIRY_FIELD },
  { collectionGroup: collections.discounts, field: EXPIRY_FIELD },
  { collectionGroup: collections.orders, field: 'purgeAt' },
];

/** The moment `days` after `from`, when a TTL policy may delete the document. */
export function expiryAfter(days: number, from: Date = new Date()): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/** When a visitor's cart changed at `changedAt` may be deleted: on every one of its documents. */
export function visitorCartExpiry(changedAt: Date): Date {
  return expiryAfter(IDLE_VISITOR_RETENTION_DAYS, changedAt);
}

/**
 * A document whose expiry has passed counts as deleted: a TTL policy removes it within about a day
 * of that moment, not at it. A document without an expiry never expires.
 */
export function hasExpired(expiresAt: Instant | undefined, now: Date): boolean {
  return expiresAt !== undefined && expiresAt.toMillis() <= now.getTime();
}

/**
 * The stored lines that are in the cart. A TTL policy deletes a cart's documents one by one, so for
 * up to a day an expired cart may be any part of itself: its counter without its lines or the
 * reverse. The counter decides: without a live counter the cart is empty (lines left behind are not
 * in it, whatever they say), and a line it does not list, or whose own expiry has passed, is not in
 * it either. A counter written before it listed its lines (no `quantities`) takes every live line.
 */
export function linesInCart<Line extends { id: string; expiresAt?: Instant }>(
  counter: { quantities?: Record<string, number>; expiresAt?: Instant } | undefined,
  lines: readonly Line[],
  now: Date,
): Line[] {
  if (!counter || hasExpired(counter.expiresAt, now)) return [];
  const listed = counter.quantities;
  return lines.filter(
    (line) => !hasExpired(line.expiresAt, now) && (listed === undefined || listed[line.id] !== undefined),
  );
}

/**
 * Orders placed before this instant have passed the seven years of the books: the first moment of
 * the shop year ORDER_PERSONAL_DATA_RETENTION_YEARS before `now`'s (so an order of 2026 is kept whole
 * through 2033 and stripped from 1 January 2034, shop time).
 */
export function orderPersonalDataCutoff(now: Date, timeZone: string = shopConfig.hours.timeZone): Date {
  return startOfShopYear(orderNumberYear(now, timeZone) - ORDER_PERSONAL_DATA_RETENTION_YEARS, timeZone);
}

/**
 * What an order keeps when its personal data is removed (seven years on, or when its customer deletes
 * their account): the books' figures and what they need to be checked (order number, date, lines,
 * totals and VAT, coupon code, payment method and state, status, refunds, Stripe's payment id) and
 * of the customer only the country, by which VAT was charged (docs/decisions.md rule 32). Removed:
 * name, e-mail address, phone, street address, postcode, city, region, company address, the
 * shopper's note and what their browser reported of the payment.
 */
export function orderPersonalDataRemoval(customer: CustomerDetails): {
  customer: CustomerDetails;
  customerSearchTerms: string[];
  note: string;
  clientReport: null;
} {
  return {
    customer: {
      firstName: '',
      lastName: '',
      fullName: '',
      email: '',
      phone: '',
      address: '',
      postcode: '',
      city: '',
      state: '',
      country: customer.country,
      companyAddress: '',
    },
    // The search's copy of the name and e-mail goes with them.
    customerSearchTerms: [],
    note: '',
    clientReport: null,
  };
}
