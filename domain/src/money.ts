import { DomainError } from './errors';

/**
 * An amount of money in whole euro cents (`28000` = € 280,00), as stored in Firestore, sent over the
 * API and used in every calculation (docs/decisions.md rule 6).
 *
 * A plain `number` rather than a branded type: Firestore documents, zod outputs and JSON bodies are
 * all plain numbers, and a brand would force casts at every one of those boundaries without catching
 * much. Functions that take Cents check them with `assertCents` instead.
 */
export type Cents = number;

/** The largest amount we accept anywhere (€ 10 million): far above any order, far below 2^53. */
export const MAX_CENTS: Cents = 1_000_000_000;

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_CENTS;
}

/** Throws unless `value` is a non-negative whole number of cents; `label` names it in the message. */
export function assertCents(value: unknown, label = 'Amount'): asserts value is Cents {
  if (!isCents(value)) {
    throw new DomainError(
      'invalid-money',
      `${label} must be a whole number of cents between 0 and ${MAX_CENTS}, got ${String(value)}`,
    );
  }
}

/** Cents to a euro number, for inputs and sliders that work in euros (docs/decisions.md rule 6). */
export function centsToEuros(cents: Cents): number {
  return cents / 100;
}

/**
 * `1234567` -> `"1.234.567"`: a whole number with its thousands grouped by points, as nl-NL writes
 * them. Written by hand rather than with Intl.NumberFormat: the first Intl formatter a page creates
 * costs the browser's main thread tens of milliseconds (ICU's locale data), and every storefront
 * page formats a price or a count while it starts. domain/test/money.test.ts checks
 * this against ICU's nl-NL output.
 */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/gu, '.');
}

/**
 * `28000` -> `"€ 280,00"`, `-1250` -> `"€ -12,50"`: nl-NL's format, the one Dutch shoppers expect.
 * The one place money is turned into text (web, e-mails, error messages). ICU separates "€" and
 * the digits with a no-break space; this writes a plain space, so the same text can be typed in
 * tests and templates everywhere (use CSS `white-space: nowrap` against wrapping).
 */
export function formatEuro(cents: Cents): string {
  const whole = Math.round(Math.abs(cents));
  const sign = cents < 0 && whole > 0 ? '-' : '';
  const euros = Math.floor(whole / 100);
  const rest = String(whole % 100).padStart(2, '0');
  return `€ ${sign}${groupThousands(euros)},${rest}`;
}

/**
 * `28000` -> `"280,00"`: an amount in a table whose column heading names the euro, so that wide
 * tables (the VAT report's fifteen columns) fit an admin's 1280 px screen.
 */
export function formatEuroFigure(cents: Cents): string {
  return formatEuro(cents).replace('€ ', '');
}

/**
 * `10000` -> `"10.000"`: a count of items, products or orders, as text, rounded to a whole number.
 * Counts group their digits as the prices do, so a page never mixes "10,000 items" with
 * "€ 1.234,50" (one number format, as the shop writes its prices).
 */
export function formatCount(n: number): string {
  const whole = Math.round(Math.abs(n));
  return `${n < 0 && whole > 0 ? '-' : ''}${groupThousands(whole)}`;
}

/** Sum of amounts in cents; every term must be a valid amount. */
export function sumCents(amounts: readonly Cents[]): Cents {
  let total = 0;
  for (const amount of amounts) {
    assertCents(amount);
    total += amount;
  }
  assertCents(total, 'Total');
  return total;
}

/** `percent` % of an amount, rounded half up to the cent. */
export function percentOf(cents: Cents, percent: number): Cents {
  assertCents(cents);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new DomainError(
      'invalid-discount',
      `A percentage must be between 0 and 100, got ${String(percent)}`,
    );
  }
  // cents * percent is exact for any percent with two decimals; one division, one rounding.
  return Math.round((cents * percent) / 100);
}

/** `unit x qty` for a cart or order line. */
export function multiplyCents(unit: Cents, qty: number): Cents {
  assertCents(unit, 'Unit price');
  if (!Number.isSafeInteger(qty) || qty < 0) {
    throw new DomainError(
      'invalid-quantity',
      `Quantity must be a whole number of 0 or more, got ${String(qty)}`,
    );
  }
  const total = unit * qty;
  assertCents(total, 'Line total');
  return total;
}
