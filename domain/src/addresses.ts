import type { CountryCode } from './countries';

/**
 * Postcodes and street addresses checked per country, for the checkout and the address book: a
 * parcel with a postcode the carrier cannot read comes back. The shop's own countries (the
 * Netherlands and its neighbours, the rest of the EU it ships to most, the UK, Switzerland and the
 * US) have their formats; any other country gets a plain shape check.
 */
interface PostcodeRule {
  /** The postcode once normalised (upper case, single spaces, trimmed). */
  pattern: RegExp;
  /** As shown to the shopper: "for example 1234 AB". */
  example: string;
  /** The postcode as the country's post writes it, from a matching input. */
  format?: (postcode: string) => string;
}

const digits = (count: number, example: string): PostcodeRule => ({
  pattern: new RegExp(`^\\d{${count}}$`),
  example,
});

/** "1234AB" and "1234 ab" are the same Dutch postcode: written "1234 AB". SA, SD and SS are not issued. */
const DUTCH: PostcodeRule = {
  pattern: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/,
  example: '1234 AB',
  format: (postcode) => `${postcode.slice(0, 4)} ${postcode.slice(-2)}`,
};

const POSTCODE_RULES: Partial<Record<CountryCode, PostcodeRule>> = {
  NL: DUTCH,
  BE: { pattern: /^[1-9]\d{3}$/, example: '1000' },
  LU: { pattern: /^(L-?)?\d{4}$/, example: 'L-1234', format: (postcode) => `L-${postcode.slice(-4)}` },
  DE: digits(5, '10115'),
  FR: digits(5, '75001'),
  AT: { pattern: /^[1-9]\d{3}$/, example: '1010' },
  CH: { pattern: /^[1-9]\d{3}$/, example: '8001' },
  DK: { pattern: /^[1-9]\d{3}$/, example: '1050' },
  ES: digits(5, '28001'),
  IT: digits(5, '00184'),
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1100-148' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  SE: {
    pattern: /^\d{3} ?\d{2}$/,
    example: '114 55',
    format: (postcode) => `${postcode.replace(' ', '').slice(0, 3)} ${postcode.slice(-2)}`,
  },
  IE: {
    pattern: /^[AC-FHKNPRTV-Y]\d[\dW] ?[0-9AC-FHKNPRTV-Y]{4}$/,
    example: 'D02 X285',
    format: (postcode) => `${postcode.replace(' ', '').slice(0, 3)} ${postcode.slice(-4)}`,
  },
  GB: {
    pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
    example: 'SW1A 1AA',
    format: (postcode) => `${postcode.replace(' ', '').slice(0, -3)} ${postcode.slice(-3)}`,
  },
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '10001' },
};

/** Elsewhere: letters and digits, maybe spaces or dashes between them. */
const ANY_POSTCODE = /^[A-Z0-9](?:[A-Z0-9 -]{0,18}[A-Z0-9])?$/;

/** The shops's countries where a street address always carries a house number. */
const HOUSE_NUMBER_COUNTRIES: ReadonlySet<CountryCode> = new Set<CountryCode>([
  'NL',
  'BE',
  'LU',
  'DE',
  'AT',
  'CH',
  'DK',
  'FR',
  'ES',
  'IT',
  'PT',
  'PL',
  'SE',
  'US',
]);

const tidy = (postcode: string) => postcode.trim().replace(/\s+/g, ' ').toUpperCase();

/** The postcode as the country's post writes it ("1234ab" in NL: "1234 AB"), or as typed, tidied. */
export function normalisePostcode(country: CountryCode, postcode: string): string {
  const tidied = tidy(postcode);
  const rule = POSTCODE_RULES[country];
  if (!rule || !rule.pattern.test(tidied)) return tidied;
  return rule.format ? rule.format(tidied) : tidied;
}

/** Why this postcode cannot be one of this country's, in the shopper's words, or null. */
export function postcodeProblem(country: CountryCode, postcode: string): string | null {
  const tidied = tidy(postcode);
  if (tidied === '') return null; // "required" is the schema's message
  const rule = POSTCODE_RULES[country];
  if (rule) {
    return rule.pattern.test(tidied) ? null : `Enter a postcode like ${rule.example}`;
  }
  return ANY_POSTCODE.test(tidied) ? null : 'Enter the postcode with letters and digits only';
}

/**
 * Why this street address will not find the door, or null: it needs a street name (at least two
 * letters), and in the countries where every address has one, a house number.
 */
export function streetAddressProblem(country: CountryCode, address: string): string | null {
  const trimmed = address.trim();
  if (trimmed === '') return null; // "required" is the schema's message
  const letters = trimmed.match(/\p{L}/gu)?.length ?? 0;
  if (trimmed.length < 3 || letters < 2)
    return 'Enter the street and house number, for example Keizersgracht 1';
  if (HOUSE_NUMBER_COUNTRIES.has(country) && !/\d/.test(trimmed)) {
    return 'Add the house number, for example Keizersgracht 1';
  }
  return null;
}
