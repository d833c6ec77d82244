import type { CountryCode } from './countries';

/**
 * The country codes the shop's rules name (the default, the EU, "Europe" for shipping), without the
 * table of every country's name: shopConfig needs these on every page, the names only checkout and
 * the admin need, so they live in countries.ts apart (a smaller bundle for every other page).
 */

/** Checkout preselects the Netherlands (storefront.md section 9). */
export const DEFAULT_COUNTRY: CountryCode = 'NL';

/**
 * The 27 EU member states. Orders shipped here are charged with Dutch VAT; orders shipped anywhere
 * else, including the UK, Switzerland and Norway, without (docs/decisions.md rule 9). Outermost regions with a
 * code of their own (Réunion, Guadeloupe, ...) are outside the EU VAT area and so are not listed.
 */
// prettier-ignore
export const EU_COUNTRY_CODES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const satisfies readonly CountryCode[];

/** The EEA beyond the EU. */
export const EEA_NON_EU_COUNTRY_CODES = ['IS', 'LI', 'NO'] as const satisfies readonly CountryCode[];

/**
 * "Europe" for shipping: EU, EEA, Switzerland and the United Kingdom, exactly as docs/decisions.md rule 10
 * counts it. Microstates and other European countries are not in the rule and pay shipping like the
 * rest of the world; adding one is a change to this list only.
 */
export const EUROPE_COUNTRY_CODES = [
  ...EU_COUNTRY_CODES,
  ...EEA_NON_EU_COUNTRY_CODES,
  'CH',
  'GB',
] as const satisfies readonly CountryCode[];
