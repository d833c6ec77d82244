import { DomainError } from './errors';
import { MESSAGES } from './messages';
import { parseEuros } from './euro-input';
import { assertCents, formatEuro, percentOf, type Cents } from './money';

/**
 * Coupons (docs/decisions.md rule 11). The admin types a code and a discount: `15` is 15 euro off the goods,
 * `10%` is 10 % off the goods. Optional: a minimum value of goods, an expiry and a maximum number of
 * redemptions. Codes are case-insensitive; a cart has at most one coupon.
 */

export type CouponDiscount = { kind: 'fixed'; amount: Cents } | { kind: 'percent'; percent: number };

/** A coupon as the rules see it; `CouponDoc` in documents/shop.ts is the stored form (with Instants). */
export interface Coupon {
  /** Upper-case, see normaliseCouponCode. */
  code: string;
  discount: CouponDiscount;
  /** The discount as the admin typed it ("15", "10%"), for the admin table. */
  label: string;
  /** Goods (before discount) the cart must reach, or null for no minimum. */
  minimumGoods: Cents | null;
  /** The coupon works until (not including) this instant, or forever when null. */
  expiresAt: Date | null;
  maxRedemptions: number | null;
  /** Paid orders that used the coupon so far (counted by the payment webhook). */
  redemptions: number;
}

// ---------------------------------------------------------------------------------------------
// Reservations (holds)

/**
 * How long a checkout holds one use of a coupon for the visitor paying with it. A payment not
 * completed within it gives the use back; a later payment with the discount is still honoured.
 */
export const COUPON_HOLD_MINUTES = 30;

/** The uses checkouts hold now: visitor uid -> held until (epoch milliseconds). */
export type CouponHolds = Readonly<Record<string, number>>;

/** The holds still running at `now`: a lapsed hold gives its use back. */
export function liveHolds(holds: CouponHolds | undefined, now: Date): Record<string, number> {
  return Object.fromEntries(Object.entries(holds ?? {}).filter(([, until]) => until > now.getTime()));
}

export type CouponReservation =
  { ok: true; holds: Record<string, number> } | { ok: false; reason: 'unknown' | 'expired' | 'exhausted' };

/**
 * Reserves one use of `coupon` for the visitor `uid` checking out at `now` (the hold runs
 * COUPON_HOLD_MINUTES). The coupon must exist and be unexpired now, and its paid redemptions plus
 * the OTHER visitors' live holds must leave a use free: a visitor's own hold is renewed, never
 * counted twice. The answer's holds are what the coupon stores next (lapsed holds dropped).
 * Once held, the discount is kept for that checkout even if the coupon expires or is deleted.
 */
export function reserveCoupon(
  coupon: Pick<Coupon, 'expiresAt' | 'maxRedemptions' | 'redemptions'> | undefined,
  holds: CouponHolds | undefined,
  uid: string,
  now: Date,
): CouponReservation {
  if (!coupon) return { ok: false, reason: 'unknown' };
  if (coupon.expiresAt !== null && now.getTime() >= coupon.expiresAt.getTime()) {
    return { ok: false, reason: 'expired' };
  }
  const others = liveHolds(holds, now);
  delete others[uid];
  if (
    coupon.maxRedemptions !== null &&
    coupon.redemptions + Object.keys(others).length >= coupon.maxRedemptions
  ) {
    return { ok: false, reason: 'exhausted' };
  }
  return { ok: true, holds: { ...others, [uid]: now.getTime() + COUPON_HOLD_MINUTES * 60_000 } };
}

/**
 * The holds after a visitor signs in and its cart moves to the account (`from` -> `to`): the
 * visitor's hold becomes the account's, so the account's next checkout renews it instead of being
 * refused by it. Lapsed holds are dropped; a hold the account has already is kept if it runs longer.
 */
export function moveHold(
  holds: CouponHolds | undefined,
  from: string,
  to: string,
  now: Date,
): Record<string, number> {
  const live = liveHolds(holds, now);
  const moving = live[from];
  if (moving === undefined) return live;
  delete live[from];
  live[to] = Math.max(moving, live[to] ?? 0);
  return live;
}

/**
 * The holds after the visitor's payment has an outcome (paid, failed, cancelled, refunded because it
 * sold out): the visitor's hold ends and lapsed ones are dropped. A paid order also counts one
 * redemption, which the caller adds.
 */
export function releaseHold(holds: CouponHolds | undefined, uid: string, now: Date): Record<string, number> {
  const live = liveHolds(holds, now);
  delete live[uid];
  return live;
}

export const COUPON_CODE_MAX_LENGTH = 40;

/** Trim and upper-case: how codes are stored and looked up, so "summer10 " finds "SUMMER10". */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

// Shoppers type codes, so they are kept to characters that are easy to read out and type.
const COUPON_CODE = new RegExp(`^[A-Z0-9][A-Z0-9_-]{1,${COUPON_CODE_MAX_LENGTH - 1}}$`);

/** Normalises a code an admin creates, refusing codes a shopper could not type reliably. */
export function parseCouponCode(code: string): string {
  const normalised = normaliseCouponCode(code);
  if (!COUPON_CODE.test(normalised)) {
    throw new DomainError(
      'invalid-coupon-code',
      `A coupon code has 2 to ${COUPON_CODE_MAX_LENGTH} letters, digits, - or _, starting with a letter or digit; got "${code}"`,
    );
  }
  return normalised;
}

const PERCENT_TEXT = /^(\d+(?:[.,]\d{1,2})?)\s*%$/;
const DISCOUNT_HELP = 'Enter an amount in euros (15 or 15.50) or a percentage (10%)';

/**
 * The admin's discount text to a discount:
 * `"15"` -> `{ kind: 'fixed', amount: 1500 }`, `"15.50"` -> 1550, `" 10 % "` -> `{ kind: 'percent', percent: 10 }`.
 * Refuses empty, zero, negative, over 100 %, and anything that is not a number, with a message that
 * says what to type instead.
 */
export function parseCouponDiscount(input: string): CouponDiscount {
  const text = input.trim();
  if (text === '') {
    throw new DomainError('invalid-coupon-discount', `The discount is empty. ${DISCOUNT_HELP}.`);
  }
  if (text.endsWith('%')) {
    const match = PERCENT_TEXT.exec(text);
    const percent = match?.[1] === undefined ? Number.NaN : Number(match[1].replace(',', '.'));
    if (Number.isNaN(percent)) {
      throw new DomainError('invalid-coupon-discount', `"${input}" is not a percentage. ${DISCOUNT_HELP}.`);
    }
    if (percent <= 0 || percent > 100) {
      throw new DomainError(
        'invalid-coupon-discount',
        `A percentage discount must be more than 0 % and at most 100 %, got "${input}".`,
      );
    }
    return { kind: 'percent', percent };
  }
  if (text.startsWith('-')) {
    throw new DomainError(
      'invalid-coupon-discount',
      `A discount cannot be negative, got "${input}". ${DISCOUNT_HELP}.`,
    );
  }
  let amount: Cents;
  try {
    amount = parseEuros(text);
  } catch {
    throw new DomainError('invalid-coupon-discount', `"${input}" is not a discount. ${DISCOUNT_HELP}.`);
  }
  if (amount === 0) {
    throw new DomainError('invalid-coupon-discount', `A discount must be more than zero. ${DISCOUNT_HELP}.`);
  }
  return { kind: 'fixed', amount };
}

/** "€ 15,00 off" / "10 % off", for the cart and the admin table. */
export function describeCouponDiscount(discount: CouponDiscount): string {
  return discount.kind === 'fixed'
    ? `${formatEuro(discount.amount)} off`
    : `${String(discount.percent).replace('.', ',')} % off`;
}

/**
 * The discount a coupon gives on `goods` (cents, before discount). Never more than the goods: a
 * € 50 coupon on € 30 of goods gives € 30, so the goods are free but nothing is paid out.
 */
export function couponDiscount(coupon: { discount: CouponDiscount }, goods: Cents): Cents {
  assertCents(goods, 'Goods');
  const { discount } = coupon;
  const amount = discount.kind === 'fixed' ? discount.amount : percentOf(goods, discount.percent);
  return Math.min(amount, goods);
}

export type CouponRefusal = 'unknown' | 'expired' | 'exhausted' | 'below-minimum';

export type CouponCheck =
  | { ok: true; discount: Cents }
  | {
      ok: false;
      reason: CouponRefusal;
      message: string;
      /** The goods the coupon needs (cents), for `below-minimum`: a page says the reason with it. */
      minimumGoods?: Cents;
    };

/** A code that does not exist: the spec's "No Code Found" in the shop's words (docs/decisions.md rule 53). */
export const UNKNOWN_COUPON_MESSAGE = MESSAGES.noCodeFound;

/**
 * Whether a coupon can be used on a cart now, and for how much. `coupon` is what the lookup by
 * normalised code found (undefined: nothing). Checks in the order a shopper can act on: does the code
 * exist, is it still valid, is it still available, is the order large enough.
 */
export function checkCoupon(
  coupon: Coupon | undefined,
  { goods, now }: { goods: Cents; now: Date },
): CouponCheck {
  if (!coupon) return { ok: false, reason: 'unknown', message: UNKNOWN_COUPON_MESSAGE };
  if (coupon.expiresAt !== null && now.getTime() >= coupon.expiresAt.getTime()) {
    return { ok: false, reason: 'expired', message: 'This code has expired' };
  }
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) {
    return { ok: false, reason: 'exhausted', message: 'This code has been used up' };
  }
  if (coupon.minimumGoods !== null && goods < coupon.minimumGoods) {
    return {
      ok: false,
      reason: 'below-minimum',
      message: `This code needs an order of at least ${formatEuro(coupon.minimumGoods)}`,
      minimumGoods: coupon.minimumGoods,
    };
  }
  return { ok: true, discount: couponDiscount(coupon, goods) };
}
