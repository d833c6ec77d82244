import type { PaymentMethod } from './catalogue';
import { countryName, type CountryCode } from './countries';
import { formatEuro, type Cents } from './money';

/**
 * Which payment methods an order may be paid with, by its destination country and its amount
 * (docs/decisions.md rule 75). The shop charges in euro from a Dutch Stripe account, so a method is
 * offered where Stripe supports it for a euro payment from a shopper in that country:
 * - card (with Apple Pay and Google Pay, which Stripe charges as cards) and PayPal: everywhere;
 * - iDEAL: the Netherlands; Bancontact: Belgium; EPS: Austria; Przelewy24: Poland;
 * - Klarna: the euro countries Stripe lists for a European business, each up to Klarna's maximum
 *   for that country, from € 1.00.
 * The checkout shows only these (and changes with the country); POST charges refuses any other
 * with the countries where it works.
 */

/** Where a method works: null for everywhere, else the countries and the most it may charge in each. */
type Reach = Readonly<Partial<Record<CountryCode, Cents>>> | null;

/** Stripe's own limit for one payment (eight digits of cents): no method goes beyond it. */
const STRIPE_MAX: Cents = 99_999_999;

/** Klarna's largest payment by the shopper's country (docs/decisions.md rule 75 gives the source). */
const KLARNA_MAX: Readonly<Partial<Record<CountryCode, Cents>>> = {
  NL: 1_400_000,
  AT: 1_000_000,
  BE: 1_000_000,
  DE: 1_000_000,
  FI: 1_000_000,
  FR: 1_000_000,
  ES: 400_000,
  GR: 400_000,
  IE: 400_000,
  IT: 400_000,
  PT: 400_000,
};

const REACH: Readonly<Record<PaymentMethod, Reach>> = {
  card: null,
  paypal: null,
  ideal: { NL: STRIPE_MAX },
  bancontact: { BE: STRIPE_MAX },
  eps: { AT: STRIPE_MAX },
  p24: { PL: STRIPE_MAX },
  klarna: KLARNA_MAX,
};

/** The smallest payment each method takes: Stripe's € 0.50 for euro, Klarna's € 1.00. */
const MINIMUM: Readonly<Record<PaymentMethod, Cents>> = {
  card: 50,
  paypal: 50,
  ideal: 50,
  bancontact: 50,
  eps: 50,
  p24: 50,
  klarna: 100,
};

/** The order the checkout lists the methods in: the everyday ones first, the local ones after. */
const ORDER: readonly PaymentMethod[] = ['card', 'ideal', 'bancontact', 'eps', 'p24', 'paypal', 'klarna'];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  card: 'Card',
  ideal: 'iDEAL',
  paypal: 'PayPal',
  bancontact: 'Bancontact',
  klarna: 'Klarna',
  eps: 'EPS',
  p24: 'Przelewy24',
};

/** The countries where a method works, by code; null for everywhere. */
export function paymentMethodCountries(method: PaymentMethod): CountryCode[] | null {
  const reach = REACH[method];
  return reach ? (Object.keys(reach) as CountryCode[]) : null;
}

/** Whether `method` may pay `amount` for an order shipped to `country`. */
export function paymentMethodAllowed(method: PaymentMethod, country: string, amount: Cents): boolean {
  const reach = REACH[method];
  const max = reach ? reach[country as CountryCode] : STRIPE_MAX;
  return max !== undefined && amount >= MINIMUM[method] && amount <= max;
}

/** The methods an order to `country` of `amount` may be paid with, in the checkout's order. */
export function paymentMethodsFor(country: string, amount: Cents): PaymentMethod[] {
  return ORDER.filter((method) => paymentMethodAllowed(method, country, amount));
}

/** Country names joined for a sentence: "Belgium", "Austria and Germany", "A, B and C". */
function namesOf(codes: readonly CountryCode[]): string {
  const names = codes.map((code) => countryName(code) ?? code).sort();
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Why a method cannot pay this order, for POST charges' 400. */
export interface PaymentMethodRefusal {
  method: PaymentMethod;
  /** The countries where the method works (empty: everywhere), so the shopper knows where it does. */
  countries: CountryCode[];
  /** The amounts the method takes for this country; null when the country is the problem. */
  range: { min: Cents; max: Cents } | null;
  message: string;
}

/**
 * Null when `method` may pay `amount` for an order shipped to `country`; otherwise what the shopper
 * is told: the countries where the method works, or the amounts it takes there.
 */
export function paymentMethodRefusal(
  method: PaymentMethod,
  country: string,
  amount: Cents,
): PaymentMethodRefusal | null {
  if (paymentMethodAllowed(method, country, amount)) return null;
  const label = PAYMENT_METHOD_LABELS[method];
  const countries = paymentMethodCountries(method) ?? [];
  const reach = REACH[method];
  const max = reach ? reach[country as CountryCode] : STRIPE_MAX;
  if (max === undefined) {
    return {
      method,
      countries,
      range: null,
      message: `${label} can only be used for orders delivered to ${namesOf(countries)}. Please choose another payment method.`,
    };
  }
  const min = MINIMUM[method];
  return {
    method,
    countries,
    range: { min, max },
    message: `${label} takes payments from ${formatEuro(min)} to ${formatEuro(max)} for orders delivered to ${countryName(country) ?? country}; this order comes to ${formatEuro(amount)}. Please choose another payment method.`,
  };
}
