import { COUNTRIES, countryName, DEFAULT_LANGUAGE, type CountryCode, type MoneyWriting } from '@shop/domain';
import { formatPrice, pageLanguage, words } from './page-language';

let named: { language: string; countries: { code: CountryCode; name: string }[] } | undefined;

/**
 * The countries a shopper can choose, named and sorted in the page's language (docs/decisions.md
 * rule 79): the browser's own names (Intl.DisplayNames, built once the checkout or the address book
 * shows them, never while a page starts), the English list as it is on an English page or where a
 * browser does not know a code.
 */
export function countryNames(): readonly { code: CountryCode; name: string }[] {
  const language = pageLanguage();
  if (language === DEFAULT_LANGUAGE) return COUNTRIES;
  if (named?.language === language) return named.countries;
  let display: Intl.DisplayNames | undefined;
  try {
    display = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  } catch {
    return COUNTRIES;
  }
  const collator = new Intl.Collator(language);
  const countries = COUNTRIES.map(({ code, name }) => ({ code, name: display.of(code) ?? name })).sort(
    (a, b) => collator.compare(a.name, b.name),
  );
  named = { language, countries };
  return countries;
}

/** One country's name in the page's language (the English name where the browser has none). */
export function pageCountryName(code: string): string {
  return countryNames().find((country) => country.code === code)?.name ?? countryName(code) ?? code;
}

/**
 * How an order's money is written on this page (orderMoneyRows, vatNote): the page's words and
 * amounts, and the VAT country named in its language; the domain's English on an English page.
 */
export function pageMoneyWriting(): MoneyWriting | undefined {
  if (pageLanguage() === DEFAULT_LANGUAGE) return undefined;
  return { words: words().orderMoney, price: formatPrice, country: pageCountryName };
}
