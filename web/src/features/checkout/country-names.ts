import { COUNTRIES, DEFAULT_LANGUAGE, type CountryCode } from '@shop/domain';
import { pageLanguage } from '@/app/i18n/page-language';

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
