import { normaliseCountryCode } from './countries';
import { assertCents, type Cents } from './money';
import { shopConfig } from './shop-config';

/** Dutch VAT in percent. All shop prices include it (docs/decisions.md rule 9). */
export const VAT_RATE: number = shopConfig.vatRatePercent;

const VAT_COUNTRIES = new Set<string>(shopConfig.shipping.vatCountries);

/**
 * Whether an order shipped to this country is charged with VAT: inside the EU yes, anywhere else
 * (the UK, Switzerland and Norway included) it is charged without (rule 9).
 */
export function chargesVat(countryCode: string): boolean {
  return VAT_COUNTRIES.has(normaliseCountryCode(countryCode));
}

/**
 * The VAT contained in a VAT-inclusive amount: amount x 21/121, rounded to the cent.
 * (The old shop showed 21 % *of* the subtotal, which overstates the VAT; rule 9 corrects that.)
 */
export function vatContained(amount: Cents): Cents {
  assertCents(amount);
  // Integer numerator, one division: no 0.21/1.21 floating-point drift.
  return Math.round((amount * VAT_RATE) / (100 + VAT_RATE));
}

/**
 * A VAT-inclusive amount with the VAT taken out: gross / 1.21, rounded to the cent.
 * Used for orders shipped outside the EU, which are charged without VAT (rule 9).
 */
export function withoutVat(gross: Cents): Cents {
  assertCents(gross);
  return Math.round((gross * 100) / (100 + VAT_RATE));
}
