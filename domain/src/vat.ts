import { countryName, normaliseCountryCode, type CountryCode } from './countries';
import { assertCents, type Cents } from './money';
import { shopConfig } from './shop-config';

/**
 * Dutch VAT in percent. Shelf prices include it, in every EU country alike (docs/decisions.md rules 9
 * and 41): a store price is the list price plus this, whatever country the order goes to.
 */
export const VAT_RATE: number = shopConfig.vatRatePercent;

/** How the shop charges VAT on EU orders (rule 36): each country's own rate, or Dutch VAT. */
export type VatScheme = 'oss' | 'domestic';

const VAT_COUNTRIES = new Set<string>(shopConfig.shipping.vatCountries);

/**
 * The EU's standard VAT rates, each from the date it applies (ISO dates, oldest first), as the
 * European Commission's "VAT rates applied in the Member States" lists them. Only standard rates: the
 * shop sells bags and accessories, which no member state taxes at a reduced rate. A new rate is added
 * with its date, so orders placed before it keep theirs.
 */
export const EU_STANDARD_VAT_RATES: Readonly<Record<string, readonly { from: string; rate: number }[]>> = {
  AT: [{ from: '2016-01-01', rate: 20 }],
  BE: [{ from: '1996-01-01', rate: 21 }],
  BG: [{ from: '2007-01-01', rate: 20 }],
  CY: [{ from: '2014-01-13', rate: 19 }],
  CZ: [{ from: '2013-01-01', rate: 21 }],
  DE: [{ from: '2021-01-01', rate: 19 }],
  DK: [{ from: '1992-01-01', rate: 25 }],
  EE: [
    { from: '2024-01-01', rate: 22 },
    { from: '2025-07-01', rate: 24 },
  ],
  ES: [{ from: '2012-09-01', rate: 21 }],
  FI: [
    { from: '2013-01-01', rate: 24 },
    { from: '2024-09-01', rate: 25.5 },
  ],
  FR: [{ from: '2014-01-01', rate: 20 }],
  GR: [{ from: '2016-06-01', rate: 24 }],
  HR: [{ from: '2013-07-01', rate: 25 }],
  HU: [{ from: '2012-01-01', rate: 27 }],
  IE: [{ from: '2021-03-01', rate: 23 }],
  IT: [{ from: '2013-10-01', rate: 22 }],
  LT: [{ from: '2009-09-01', rate: 21 }],
  LU: [
    { from: '2023-01-01', rate: 16 },
    { from: '2024-01-01', rate: 17 },
  ],
  LV: [{ from: '2011-07-01', rate: 21 }],
  MT: [{ from: '2004-05-01', rate: 18 }],
  NL: [{ from: '2012-10-01', rate: 21 }],
  PL: [{ from: '2011-01-01', rate: 23 }],
  PT: [{ from: '2011-01-01', rate: 23 }],
  RO: [
    { from: '2017-01-01', rate: 19 },
    { from: '2025-08-01', rate: 21 },
  ],
  SE: [{ from: '1990-07-01', rate: 25 }],
  SI: [{ from: '2013-07-01', rate: 22 }],
  SK: [
    { from: '2011-01-01', rate: 20 },
    { from: '2025-01-01', rate: 23 },
  ],
};

/**
 * Whether an order shipped to this country is charged with VAT: inside the EU yes, anywhere else
 * (the UK, Switzerland and Norway included) it is charged without (rule 9).
 */
export function chargesVat(countryCode: string): boolean {
  return VAT_COUNTRIES.has(normaliseCountryCode(countryCode));
}

/** The standard VAT rate of an EU country on a day (`YYYY-MM-DD`, the shop's date), or null outside the EU. */
export function standardVatRate(countryCode: string, day: string): number | null {
  const rates = EU_STANDARD_VAT_RATES[normaliseCountryCode(countryCode)];
  if (!rates) return null;
  const applying = rates.filter((entry) => entry.from <= day).at(-1);
  // Before the table's first date the first rate is the best answer there is; orders start in 2025.
  return (applying ?? rates[0]!).rate;
}

/**
 * The VAT fields of stored totals (an order's or a cart's), declared here rather than imported so the
 * totals (cart.ts) can use this file; orders stored before rule 36 have only `vatFree`.
 */
export interface StoredVat {
  vatFree: boolean;
  vatRate?: number | undefined;
  vatCountry?: CountryCode | null | undefined;
  vatScheme?: VatScheme | undefined;
}

/** The VAT an order is charged: its rate in percent (0 outside the EU), where and under which scheme. */
export interface VatCharge {
  /** 0 when the order ships outside the EU and is charged without VAT. */
  rate: number;
  /** The country whose VAT it is: the destination under OSS, the Netherlands below the threshold. */
  country: CountryCode | null;
  scheme: VatScheme;
}

/**
 * The VAT of an order shipped to `countryCode` on `day` (rule 36): outside the EU none; inside it the
 * destination's standard rate under the OSS scheme, Dutch VAT under the domestic one.
 */
export function vatChargeFor(
  countryCode: string,
  day: string,
  scheme: VatScheme = shopConfig.vatScheme,
): VatCharge {
  if (!chargesVat(countryCode)) return { rate: 0, country: null, scheme };
  const country = (
    scheme === 'oss' ? normaliseCountryCode(countryCode) : shopConfig.vatHomeCountry
  ) as CountryCode;
  return { rate: standardVatRate(country, day) ?? VAT_RATE, country, scheme };
}

/**
 * The VAT contained in a VAT-inclusive amount at `rate` percent (Dutch VAT unless said):
 * amount x rate / (100 + rate), rounded to the cent; 121 euro at 21 % holds 21, at 20 % 20.17.
 * (The old shop showed 21 % *of* the subtotal, which overstates the VAT; rule 9 corrects that.)
 */
export function vatContained(amount: Cents, rate: number = VAT_RATE): Cents {
  assertCents(amount);
  // Rates in hundredths of a percent (25.5 % is 2550): integer arithmetic, one division, no drift.
  const hundredths = Math.round(rate * 100);
  return Math.round((amount * hundredths) / (10_000 + hundredths));
}

/**
 * A VAT-inclusive amount with the VAT taken out: gross / 1.21, rounded to the cent.
 * Used for orders shipped outside the EU, which are charged without VAT (rule 9).
 */
export function withoutVat(gross: Cents): Cents {
  assertCents(gross);
  return Math.round((gross * 100) / (100 + VAT_RATE));
}

/**
 * The VAT an order was charged, from its stored totals (rule 36). An order stored before the rate was
 * kept was charged Dutch VAT inside the EU (the domestic scheme) and none outside it.
 */
export function orderVat(totals: StoredVat): VatCharge {
  if (totals.vatRate !== undefined) {
    return {
      rate: totals.vatRate,
      country: totals.vatCountry ?? null,
      scheme: totals.vatScheme ?? 'domestic',
    };
  }
  return totals.vatFree
    ? { rate: 0, country: null, scheme: 'domestic' }
    : { rate: VAT_RATE, country: shopConfig.vatHomeCountry, scheme: 'domestic' };
}

/**
 * How a charged rate reads next to its amount: "20 %, France", "25,5 %, Finland", "21 %, Netherlands"
 * (the shop writes decimals with a comma, as its prices). `nameOf` names the country: English
 * unless a page names it in its own language.
 */
export function vatRateLabel(
  totals: StoredVat,
  nameOf: (country: CountryCode) => string | null | undefined = countryName,
): string {
  const { rate, country } = orderVat(totals);
  const percent = `${String(rate).replace('.', ',')} %`;
  const name = country ? (nameOf(country) ?? countryName(country)) : null;
  return name ? `${percent}, ${name}` : percent;
}
