/**
 * The page's language and its words (docs/decisions.md rule 79). The address decides the language
 * (`/nl/...`, English unprefixed) once per page load: a switch to another language is a new page
 * load, so a tab holds one language's words: the shell's, loaded before the first render (main.tsx),
 * and each page's own as its module loads (route-loaders.ts, word-groups.ts). A server render
 * (server.tsx, one render at a time) loads the whole dictionary. No React here: the route table
 * uses it too.
 */
import { loadWords } from 'virtual:page-words';
import {
  DEFAULT_LANGUAGE,
  fillText,
  formatDate as formatDateIn,
  formatDateTime as formatDateTimeIn,
  formatNumber as formatNumberIn,
  formatPrice as formatPriceIn,
  languageOfPath,
  type Cents,
  type Dictionary,
  type Language,
} from '@shop/domain';

import { SHELL_WORDS, pageWordGroup, type WordGroup } from './word-groups';

let current: { language: Language; dictionary: Partial<Dictionary>; shell: Promise<unknown> } | undefined;

/**
 * Makes the language of `pathname` the page's and loads its shell words. Settles when they are
 * there; the first render waits for it.
 */
export async function loadPageLanguage(pathname: string): Promise<Language> {
  const { language } = languageOfPath(pathname);
  const dictionary: Partial<Dictionary> = {};
  const shell = loadWords(language, SHELL_WORDS).then((words) => Object.assign(dictionary, words));
  current = { language, dictionary, shell };
  await shell;
  return language;
}

/**
 * Loads the group of words `page` (routes/storefront/<page>.tsx) shows besides the shell's, if any,
 * into the page's dictionary: its module's loader waits for them, so the page never renders
 * without its words.
 */
export async function loadPageWords(page: string): Promise<void> {
  const group = pageWordGroup(page);
  await (group ? loadWordGroup(group) : current?.shell);
}

/**
 * Loads a group of words into the page's dictionary: what a part loaded later (the listing's
 * filters, its quick view) shows, loaded with its module so it never renders without them.
 */
export async function loadWordGroup(group: WordGroup): Promise<void> {
  const { language, dictionary, shell } = chosen();
  const [, words] = await Promise.all([shell, loadWords(language, group)]);
  Object.assign(dictionary, words);
}

/** The page's language; English until one is loaded. */
export const pageLanguage = (): Language => current?.language ?? DEFAULT_LANGUAGE;

/**
 * The page's words. Throws when used before loadPageLanguage (a render that did not wait for it).
 * A section of another page's words is not there (word-groups.ts says which page shows it).
 */
export const words = (): Dictionary => chosen().dictionary as Dictionary;

/** The page's language and words; throws before loadPageLanguage (a module or render that did not wait). */
function chosen(): NonNullable<typeof current> {
  if (!current) throw new Error('The page’s words were asked for before its language was chosen');
  return current;
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
