// A checkout left unpaid (docs/decisions.md rule 81): a shopper who gave an address and ticked the
// marketing consent at the checkout, and did not pay, gets one reminder a day later with the cart's
// pieces and a link that puts them back in a cart. None once the order is paid, the cart changed or
// a piece's stock is gone; never without the consent. The rules are here; the checkout's route
// records the reminder, the hourly job decides and mails. Pure, no zod.
import { isPayable, type OrderPaymentState } from './checkout';
import type { Instant, OrderLine } from './documents';
import type { Language } from './languages';

/** How long after the checkout the reminder goes. */
export const CHECKOUT_REMINDER_DELAY_HOURS = 24;
/** A reminder never sent (paid, changed, or the job found it too late) is deleted after this (TTL). */
export const CHECKOUT_REMINDER_RETENTION_DAYS = 30;
/** A reminder later than this after its due time is not sent: the shopper has moved on. */
export const CHECKOUT_REMINDER_LATEST_HOURS = 72;

/** The storefront page the reminder's link opens: the cart, which restores the pieces first. */
export const CHECKOUT_REMINDER_RESTORE_PARAM = 'restore';

/**
 * checkoutReminders/{uid}: the visitor's latest checkout left unpaid, one per cart (a new checkout of
 * the same visitor replaces it). Written only when the shopper ticked the consent; deleted when the
 * reminder is sent or refused, by the shopper's one-click unsubscribe, with the account, and by a
 * TTL policy on `expiresAt`.
 */
export interface CheckoutReminder {
  uid: string;
  orderId: string;
  /** Lower-cased; the address given at the checkout. */
  email: string;
  firstName: string;
  /** The cart's pieces when the checkout started: what the reminder shows and its link restores. */
  lines: Pick<OrderLine, 'productId' | 'title' | 'image' | 'size' | 'qty' | 'unitPrice'>[];
  /** The consent box's words as the shopper read them, in the order's language. */
  consent: string;
  /** The order's language: the reminder's (docs/decisions.md rule 79); English when absent. */
  language?: Language;
  source: 'checkout';
  consentAt: Instant;
  /** CHECKOUT_REMINDER_DELAY_HOURS after the checkout; null once the reminder went (or will not go). */
  dueAt: Instant | null;
  /** When the reminder was queued: its restore link keeps working until the document expires. */
  sentAt: Instant | null;
  /** The token in the reminder's restore and unsubscribe links (only the reminder's mail holds it). */
  token: string;
  expiresAt: Instant;
}

/** When a checkout started at `now` is reminded of. */
export function checkoutReminderDue(now: Date): Date {
  return new Date(now.getTime() + CHECKOUT_REMINDER_DELAY_HOURS * 3_600_000);
}

/** What the hourly job does with a reminder it reads. */
export type CheckoutReminderVerdict =
  'send' | 'not-yet' | 'too-late' | 'no-consent' | 'settled' | 'cart-changed' | 'stock-gone';

/** Each piece's quantity by product and size: how a cart and a checkout's lines are compared. */
export function cartContents(
  lines: readonly { productId: string; size: string | null; qty: number }[],
): Map<string, number> {
  const contents = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.productId}\u0000${line.size ?? ''}`;
    contents.set(key, (contents.get(key) ?? 0) + line.qty);
  }
  return contents;
}

function sameContents(a: Map<string, number>, b: Map<string, number>): boolean {
  return a.size === b.size && [...a].every(([key, qty]) => b.get(key) === qty);
}

/**
 * Whether a reminder goes out now: due and not too late, with the consent; the order still payable
 * (not paid, cancelled or gone); the visitor's cart still holding
 * exactly these pieces; each piece still in stock in its size and quantity (`stock` gives the units
 * of a product and size, null for a product gone or offline).
 */
export function checkoutReminderVerdict(
  reminder: Pick<CheckoutReminder, 'consent' | 'dueAt' | 'lines'>,
  order: OrderPaymentState | null,
  cart: readonly { productId: string; size: string | null; qty: number }[],
  stock: (productId: string, size: string | null) => number | null,
  now: Date,
): CheckoutReminderVerdict {
  if (reminder.consent === '') return 'no-consent';
  if (reminder.dueAt === null) return 'too-late';
  const due = reminder.dueAt.toMillis();
  if (now.getTime() < due) return 'not-yet';
  if (now.getTime() > due + CHECKOUT_REMINDER_LATEST_HOURS * 3_600_000) return 'too-late';
  if (!order || !isPayable(order)) return 'settled';
  if (!sameContents(cartContents(reminder.lines), cartContents(cart))) return 'cart-changed';
  const gone = reminder.lines.some((line) => (stock(line.productId, line.size) ?? 0) < line.qty);
  return gone ? 'stock-gone' : 'send';
}

/** The link in the reminder: the cart page, which puts the pieces back first. */
export function checkoutReminderLink(shopUrl: string, token: string): string {
  return `${shopUrl.replace(/\/+$/, '')}/cart?${CHECKOUT_REMINDER_RESTORE_PARAM}=${token}`;
}

export const CHECKOUT_REMINDER_MESSAGES = {
  restored: 'Your pieces are back in your cart.',
  partlyRestored: 'Some of your pieces are back in your cart; the others are no longer available.',
  linkExpired: 'This link has expired or was already used: your cart is as you left it.',
} as const;

/** POST restorecart's answer. */
export interface StoreRestoreCartResponse {
  /** How many pieces are now in the cart from the reminder. */
  restored: number;
  /** How many of the reminder's pieces are no longer available: a page says `message` by it. */
  missing: number;
  message: string;
}

/** A pending reminder as GET mydata gives it. */
export interface StoreMyDataCheckoutReminder {
  orderId: string;
  email: string;
  consent: string;
  source: 'checkout';
  consentAt: string;
  dueAt: string | null;
  sentAt: string | null;
  pieces: { productId: string; title: string; size: string | null; qty: number }[];
}
