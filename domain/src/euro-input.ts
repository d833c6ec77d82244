import { DomainError } from './errors';
import { assertCents, formatEuro, type Cents } from './money';

// Amounts in euros as an admin or an address types them, to cents (money.ts has the cents): a module
// of its own, as only the admin's forms, the API's checks and the coupons parse amounts, and a
// listing's first load, which formats prices, leaves the parsing out.

// "12", "12.5", "12.50", "12,50", "€ 12,50": one optional decimal separator with at most two decimals.
const EURO_TEXT = /^(?:€\s*)?(\d{1,9})(?:[.,](\d{1,2}))?$/;
// "1.250,50" (Dutch) and "1,250.50" (English): thousands groups of three with the OTHER separator
// before the cents, so the two readings cannot be confused.
const GROUPED_EURO_TEXT = /^(?:€\s*)?(\d{1,3}([.,])\d{3}(?:\2\d{3})*)(?!\2)[.,](\d{1,2})$/;
// "1.250" or "1,250" alone could be either reading; the admin is asked to say which.
const AMBIGUOUS_EURO_TEXT = /^(?:€\s*)?\d{1,3}([.,])\d{3}(?:\1\d{3})*$/;

/**
 * Euros as an admin or a URL gives them (`"12.50"`, `"12,50"`, `"1.250,50"`, `"1,250.50"`, `12.5`)
 * to cents: the one parsing rule of every price field. Throws a DomainError('invalid-money') with a
 * readable message for anything else: negative, more than two decimals, thousands without cents
 * ("1.250": 1250 or 1.25?), not a number.
 */
export function parseEuros(input: string | number, label = 'Amount'): Cents {
  if (typeof input === 'number') return eurosToCents(input, label);
  const text = input.trim();
  const plain = EURO_TEXT.exec(text);
  const grouped = plain ? null : GROUPED_EURO_TEXT.exec(text);
  const match = plain ?? (grouped && [grouped[0], grouped[1]!.replace(/[.,]/g, ''), grouped[3]]);
  if (!match) {
    const ambiguous = AMBIGUOUS_EURO_TEXT.exec(text);
    if (ambiguous) {
      const digits = text.replace(/[^\d]/g, '');
      const cents = `${ambiguous[1] === '.' ? ',' : '.'}00`;
      throw new DomainError(
        'invalid-money',
        `${label} "${text}" is unclear: type ${digits} or ${text}${cents} for ${formatEuro(Number(digits) * 100)}`,
      );
    }
    throw new DomainError(
      'invalid-money',
      `${label} must be an amount in euros such as 1250, 1250.50 or 1.250,50, got "${input}"`,
    );
  }
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  assertCents(cents, label);
  return cents;
}

/** A euro number (`12.5`) to cents, refusing fractions of a cent instead of silently rounding them. */
export function eurosToCents(euros: number, label = 'Amount'): Cents {
  if (!Number.isFinite(euros) || euros < 0) {
    throw new DomainError(
      'invalid-money',
      `${label} must be a positive amount in euros, got ${String(euros)}`,
    );
  }
  const cents = Math.round(euros * 100);
  // 12.345 * 100 is not a whole number; 12.3 * 100 is 1230.0000000000002, which is.
  if (Math.abs(euros * 100 - cents) > 1e-6) {
    throw new DomainError('invalid-money', `${label} can have at most two decimals, got ${String(euros)}`);
  }
  assertCents(cents, label);
  return cents;
}
