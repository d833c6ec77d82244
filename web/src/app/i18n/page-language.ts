/**
 * The page's language and its words (docs/decisions.md rule 79). The address decides the language
 * (`/nl/...`, English unprefixed) once per page load: a switch to another language is a new page
 * load, so a tab holds one dictionary, loaded before the first render (main.tsx) and before each
 * server render (server.tsx, one render at a time). No React here: the route table uses it too.
 */
import {
  DEFAULT_LANGUAGE,
  fillText,
  formatDate as formatDateIn,
  formatDateTime as formatDateTimeIn,
  formatNumber as formatNumberIn,
  formatPrice as formatPriceIn,
  languageOfPath,
  loadDictionary,
  type Cents,
  type Dictionary,
  type Language,
} from '@shop/domain';

let current: { language: Language; dictionary: Dictionary } | undefined;

/**
 * Loads the dictionary of the language of `pathname` and makes it the page's. Settles when the
 * words are there; the first render waits for it.
 */
export async function loadPageLanguage(pathname: string): Promise<Language> {
  const { language } = languageOfPath(pathname);
  const dictionary = await loadDictionary(language);
  current = { language, dictionary };
  return language;
}

/** The page's language; English until one is loaded. */
export const pageLanguage = (): Language => current?.language ?? DEFAULT_LANGUAGE;

/** The page's words. Throws when used before loadPageLanguage (a render that did not wait for it). */
export function words(): Dictionary {
  if (!current) throw new Error('The page’s language was not loaded before its first render');
  return current.dictionary;
}

/** A text of the page's words with its `{names}` filled in. */
export const fill = fillText;

/** An amount in the page's language: "€ 1.330,00", "1.330,00 €", "1 330,00 €". */
export const formatPrice = (cents: Cents): string => formatPriceIn(pageLanguage(), cents);

/** A count in the page's language: "1.330", "1 330". */
export const formatNumber = (n: number): string => formatNumberIn(pageLanguage(), n);

/** A day on the shop's clock in the page's language: "28 november 2026". */
export const formatDate = (at: number | string | Date): string => formatDateIn(pageLanguage(), at);

/** A moment on the shop's clock in the page's language: "28 november 2026, 19:54". */
export const formatDateTime = (at: number | string | Date): string => formatDateTimeIn(pageLanguage(), at);
