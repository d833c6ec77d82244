// Wishlist alerts (docs/decisions.md rule 80): an account that opted in hears once when a piece it
// saved goes on sale or comes back in stock, in at most one mail a day. The rules here decide what a
// product write is worth telling, which news a mail carries and when the next mail may go; the
// trigger, the hourly job and the API only read and write. Pure, no zod: the wishlist page reads the
// messages.
import type { Instant, StoreProduct } from './documents';
import { pricePaid } from './pricing';
import { stockForSize } from './stock';

/** At most one wishlist alert mail per shopper in this time. */
export const WISHLIST_ALERT_INTERVAL_HOURS = 24;
/** News kept for one shopper at most (the oldest go first): one mail stays readable. */
export const WISHLIST_ALERT_MAX_PIECES = 12;
/** News older than this is not mailed: the sale may be over, the piece sold again. */
export const WISHLIST_ALERT_NEWS_DAYS = 7;

/** Where the shopper opted in or out: kept with the choice as part of the consent. */
export type WishlistAlertSource = 'wishlist' | 'account';

/** The words the shopper agreed to, stored with the opt-in as its consent. */
export const WISHLIST_ALERT_CONSENT = `E-mail me when a piece in my wishlist goes on sale or is back in stock, at most once a day (${WISHLIST_ALERT_INTERVAL_HOURS} hours).`;

export type WishlistAlertReason = 'sale' | 'restock';

/** One piece of news waiting for the shopper's next mail. */
export interface WishlistAlertNews {
  productId: string;
  reason: WishlistAlertReason;
  at: Instant;
}

/**
 * wishlistAlerts/{uid}: an account's opt-in to wishlist alerts (only an account with a verified
 * address can opt in; the mail goes to that address), its consent, and the news waiting for the next
 * mail. Deleted when the shopper opts out or deletes the account: nothing stays once the consent ends.
 */
export interface WishlistAlertSubscription {
  uid: string;
  /** Lower-cased; the account's verified address when it opted in. */
  email: string;
  /** WISHLIST_ALERT_CONSENT as the shopper saw it. */
  consent: string;
  source: WishlistAlertSource;
  consentAt: Instant;
  /** When the last alert mail was queued (null: none yet). */
  lastMailedAt: Instant | null;
  news: WishlistAlertNews[];
  /** When the hourly job mails the news: null without news; never sooner than a day after the last mail. */
  nextMailAt: Instant | null;
  /** The token of the one-click unsubscribe in every alert mail. */
  unsubscribeToken: string;
}

/**
 * What a product write is worth telling a shopper who saved it: back in stock (no size had a unit
 * before, one has now) or on sale (a sale price it did not have, or a lower one). Nothing for a
 * product shoppers cannot see or buy.
 */
export function wishlistAlertReason(
  before: Pick<StoreProduct, 'variants' | 'inStock' | 'displayPrice' | 'salePrice'> | undefined,
  after: Pick<StoreProduct, 'variants' | 'inStock' | 'online' | 'displayPrice' | 'salePrice'> | undefined,
): WishlistAlertReason | null {
  if (!before || !after || after.online === false || !after.inStock) return null;
  const units = (product: Pick<StoreProduct, 'variants' | 'inStock'>) =>
    product.inStock ? stockForSize(product.variants, null) : 0;
  if (units(before) === 0 && units(after) > 0) return 'restock';
  const onSale = after.salePrice != null;
  if (onSale && pricePaid(after) < pricePaid(before)) return 'sale';
  return null;
}

/** The news with one more piece: one entry per product (the newest reason), newest last, capped. */
export function withWishlistNews(
  news: readonly WishlistAlertNews[],
  added: WishlistAlertNews,
): WishlistAlertNews[] {
  const others = news.filter((item) => item.productId !== added.productId);
  return [...others, added].slice(-WISHLIST_ALERT_MAX_PIECES);
}

/** The earliest a shopper last mailed at `lastMailedAt` may get another alert mail: now, or a day after the last. */
export function nextWishlistAlertAt(lastMailedAt: Instant | null, now: Date): Date {
  if (lastMailedAt === null) return now;
  return new Date(
    Math.max(now.getTime(), lastMailedAt.toMillis() + WISHLIST_ALERT_INTERVAL_HOURS * 3_600_000),
  );
}

/** The news still worth a mail at `now` (not older than WISHLIST_ALERT_NEWS_DAYS). */
export function freshWishlistNews(news: readonly WishlistAlertNews[], now: Date): WishlistAlertNews[] {
  const since = now.getTime() - WISHLIST_ALERT_NEWS_DAYS * 86_400_000;
  return news.filter((item) => item.at.toMillis() >= since);
}

/** Why a piece is in the mail, in the shopper's words. */
export const WISHLIST_ALERT_REASONS: Record<WishlistAlertReason, string> = {
  sale: 'Now on sale',
  restock: 'Back in stock',
};

export const WISHLIST_ALERT_MESSAGES = {
  on: 'Wishlist alerts are on: we e-mail you when a saved piece goes on sale or is back in stock, at most once a day.',
  off: 'Wishlist alerts are off: we send you no e-mail about your wishlist.',
  signInFirst: 'Sign in with an account to get wishlist alerts by e-mail.',
  verifyFirst:
    'Please confirm your e-mail address first (the link we sent when you registered): alerts go only to a confirmed address.',
} as const;

/** GET wishlistalerts and POST wishlistalerts' answer. */
export interface StoreWishlistAlertsResponse {
  enabled: boolean;
  /** The address alerts go to while enabled. */
  email: string | null;
  /** Whether this visitor can opt in at all: a signed-in account with a verified address. */
  canEnable: boolean;
  message: string;
}

/** A wishlist alert opt-in as GET mydata gives it. */
export interface StoreMyDataWishlistAlerts {
  email: string;
  consent: string;
  source: WishlistAlertSource;
  consentAt: string;
  lastMailedAt: string | null;
  /** Pieces waiting for the next mail. */
  waitingNews: { productId: string; reason: WishlistAlertReason; at: string }[];
}
