import { FOREIGN_SEARCH_PHRASES } from './search-languages';
import { TRANSLATED_LANGUAGES, type ProductTranslations } from './product-translations';

/**
 * How the shop's search understands words: one copy for the products' index terms (written by the
 * seed, the supplier sync, the admin API), the storefront's search and suggestions and the admin's
 * searches, so the words written and the words searched for always meet.
 *
 * Firestore has no full-text search. Each product (and supplier item) carries `searchTerms`: every
 * word of its designer, title, category, colour and gender in its canonical form (singular, the
 * shop's word for a synonym) plus every word start of three letters or more, so one
 * `array-contains` finds "bags", "totes", "guc" and "purse" alike. Typos are corrected before the
 * query, against a vocabulary (search-vocabulary.ts), not by the index (docs/decisions.md rule 42).
 */

/**
 * The longest word searched for or stored. Longer runs of letters are no words anyone types, and
 * Firestore refuses to query a value that large (a 1,500-letter search would fail the request).
 */
export const SEARCH_WORD_MAX_LENGTH = 100;

/** Word starts shorter than this are not indexed: "gu" would match half the catalogue. */
export const SEARCH_PREFIX_MIN_LENGTH = 3;

/** Longer word starts are not indexed: nobody types 20 letters of a word and stops. */
const SEARCH_PREFIX_MAX_LENGTH = 20;

/** Words that say nothing about a product ("bags by gucci", "tote for women"). */
const STOP_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'and', 'by', 'for', 'in', 'of', 'the', 'with']);

/**
 * Other names of the shop's designers, as shoppers type them. A search for an alias searches for
 * the designer's name; the suggestions offer the designer for it.
 */
export const DESIGNER_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'A.P.C.': ['apc'],
  'BOTTEGA VENETA': ['bv'],
  'COMME DES GARCONS': ['cdg'],
  DIOR: ['christian dior'],
  'DOLCE & GABBANA': ['d&g', 'dg', 'dolce and gabbana'],
  DSQUARED2: ['dsquared'],
  'MARC JACOBS': ['mj'],
  'MICHAEL KORS': ['mk'],
  'MIU MIU': ['miumiu'],
  'OFF-WHITE': ['offwhite'],
  'POLO RALPH LAUREN': ['ralph lauren', 'rl'],
  'SAINT LAURENT': ['ysl', 'yves saint laurent'],
  'SALVATORE FERRAGAMO': ['ferragamo'],
  'Y-3': ['y3'],
};

/** Phrases shoppers use for the shop's categories: searched for as the shop's own words. */
const PHRASE_SYNONYMS: Readonly<Record<string, string>> = {
  'bum bag': 'belt bag',
  bumbag: 'belt bag',
  'fanny pack': 'belt bag',
  'cross body': 'shoulder bag',
  crossbody: 'shoulder bag',
  'card case': 'card holder',
  cardholder: 'card holder',
  keychain: 'key chain',
  keyring: 'key chain',
};

/**
 * One-word synonyms, by canonical form: a product titled "purse" is found by "bag" and the other way
 * round. Gender words map to the two the index holds for a product's gender.
 */
const WORD_SYNONYMS: Readonly<Record<string, string>> = {
  purse: 'bag',
  shopper: 'tote',
  rucksack: 'backpack',
  billfold: 'wallet',
  shade: 'sunglass',
  sunny: 'sunglass',
  women: 'woman',
  lady: 'woman',
  female: 'woman',
  men: 'man',
  male: 'man',
  gent: 'man',
};

/** The index's words for a product's gender. */
const GENDER_WORDS = { M: 'man', F: 'woman' } as const;

/** Lower-case, accent-free text; apostrophes dropped so "Tod's" is one word, "tods". */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '');
}

/** Lower-case, accent-free words of `text`, deduplicated, in first-seen order. */
export function searchWords(text: string): string[] {
  const words = normaliseSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && word.length <= SEARCH_WORD_MAX_LENGTH);
  return [...new Set(words)];
}

/**
 * The singular of an English word, by the rules the shop's words need ("bags", "totes", "watches",
 * "glasses", "accessories"). Singular and plural meet because both sides of the search use it; it
 * need not be a dictionary word ("hermes" -> "herme" on both sides).
 */
export function singularWord(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** A word as the index holds it: singular, then the shop's word for a synonym. */
export function canonicalWord(word: string): string {
  const singular = singularWord(word);
  // Own keys only: a typed word such as "constructor" must not find Object's own properties.
  return Object.hasOwn(WORD_SYNONYMS, singular) ? WORD_SYNONYMS[singular]! : singular;
}

/**
 * `word`'s starts of `min` to `max` letters, shortest first (the word itself when it is no longer
 * than `max`): what a word-start search stores so that one `array-contains` finds what was typed.
 * The shop's search, All Orders' customer search and the customers' search all store these.
 */
export function wordStarts(word: string, min: number, max: number): string[] {
  const starts: string[] = [];
  for (let length = min; length <= Math.min(word.length, max); length++) starts.push(word.slice(0, length));
  return starts;
}

/** The index terms of a text: each word's canonical form and its word starts. */
export function textSearchTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of searchWords(text)) {
    if (STOP_WORDS.has(word)) continue;
    terms.add(canonicalWord(word));
    for (const start of wordStarts(word, SEARCH_PREFIX_MIN_LENGTH, SEARCH_PREFIX_MAX_LENGTH))
      terms.add(start);
  }
  return [...terms];
}

/** What a product or supplier item is found by. */
export interface SearchableItem {
  brand: string;
  title: string;
  category: string;
  /** BAGS or ACCESSORIES on store products: "bags" finds every bag, whatever its type. */
  parentCategory?: string | undefined;
  colour?: string | undefined;
  gender?: string | undefined;
  sku?: string | null | undefined;
  /** A store product's translated titles: their words find it too (docs/decisions.md rule 83). */
  translations?: ProductTranslations | undefined;
}

/** The parts of an item a search word can match, from the most telling to the least (ranking). */
export interface SearchFields {
  designer: string;
  title: string;
  /** Category, product type, colour and gender. */
  category: string;
}

export function searchFieldsOf(item: SearchableItem): SearchFields {
  const gender = item.gender === 'M' || item.gender === 'F' ? GENDER_WORDS[item.gender] : '';
  return {
    designer: item.brand,
    title: [item.title, ...TRANSLATED_LANGUAGES.map((language) => item.translations?.[language]?.title ?? '')]
      .join(' ')
      .trim(),
    category: [item.parentCategory ?? '', item.category, item.colour ?? '', gender].join(' '),
  };
}

/**
 * The searchTerms of a product or supplier item: the index terms of its designer, title, category,
 * colour and gender, and its sku's words and whole sku. Whoever writes one of those fields writes
 * this too.
 */
export function searchTermsFor(item: SearchableItem): string[] {
  const fields = searchFieldsOf(item);
  const terms = new Set(textSearchTerms([fields.designer, fields.title, fields.category].join(' ')));
  // The sku's words and the whole sku, so a pasted sku ("GG-1234-AB") is found with one array-contains.
  for (const word of searchWords(item.sku ?? '')) terms.add(word);
  const sku = item.sku?.trim().toLowerCase() ?? '';
  if (sku !== '' && sku.length <= SEARCH_WORD_MAX_LENGTH) terms.add(sku);
  return [...terms];
}

/**
 * The words of a search as the shopper meant them: designer aliases and phrase synonyms replaced by
 * the shop's words ("ysl" -> "saint laurent", "bum bag" -> "belt bag"), stop words left out.
 */
export function expandSearchText(text: string): string[] {
  let words = normaliseSearchText(text)
    .replace(/&/g, ' & ')
    .split(/[^\p{L}\p{N}&]+/u)
    .filter((word) => word !== '');
  words = replacePhrases(words, ALIASES);
  return words
    .filter((word) => word !== '&' && !STOP_WORDS.has(word) && word.length <= SEARCH_WORD_MAX_LENGTH)
    .filter((word, index, all) => all.indexOf(word) === index);
}

/** Alias and synonym phrases as word lists, longest first so "yves saint laurent" wins over "saint". */
const ALIASES: readonly { from: string[]; to: string[] }[] = [
  ...Object.entries(DESIGNER_ALIASES).flatMap(([brand, aliases]) =>
    aliases.map((alias) => ({ from: aliasWords(alias), to: searchWords(brand) })),
  ),
  ...Object.entries(PHRASE_SYNONYMS).map(([from, to]) => ({ from: aliasWords(from), to: searchWords(to) })),
  // Dutch, German and French words for categories and colours (docs/decisions.md rule 79).
  ...[...FOREIGN_SEARCH_PHRASES].map(([from, to]) => ({ from: aliasWords(from), to: searchWords(to) })),
].sort((a, b) => b.from.length - a.from.length);

/** "d&g" -> ["d", "&", "g"], so the ampersand shoppers type must be there to match. */
function aliasWords(alias: string): string[] {
  return normaliseSearchText(alias)
    .replace(/&/g, ' & ')
    .split(/[^\p{L}\p{N}&]+/u)
    .filter((word) => word !== '');
}

function replacePhrases(words: string[], phrases: readonly { from: string[]; to: string[] }[]): string[] {
  const out: string[] = [];
  let index = 0;
  outer: while (index < words.length) {
    for (const { from, to } of phrases) {
      if (from.every((word, offset) => words[index + offset] === word)) {
        out.push(...to);
        index += from.length;
        continue outer;
      }
    }
    out.push(words[index]!);
    index++;
  }
  return out;
}
