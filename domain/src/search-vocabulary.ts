import { BRANDS } from './brands';
import { ACCESSORY_TYPES, BAG_TYPES, COLOURS, PARENT_CATEGORIES, type ParentCategory } from './catalogue';
import type { StoreProduct } from './documents';
import { isOnline, shownToShoppers } from './product-visibility';
import { FOREIGN_SEARCH_PHRASES } from './search-languages';
import {
  canonicalWord,
  DESIGNER_ALIASES,
  normaliseSearchText,
  searchWords,
  SEARCH_PREFIX_MIN_LENGTH,
} from './search-terms';

/**
 * The search vocabulary: the words the catalogue holds, published as one small document
 * (`searchVocabulary/current`) so the storefront corrects typos and suggests designers, categories
 * and product words as the shopper types with one read per visit, never one per keystroke
 * (docs/decisions.md rule 42). It holds the products shoppers can see: an offline product's words
 * are in it no more than its page is (rule 64), so a suggestion never tells of a draft. Every writer
 * of a store product's designer, title, category or `online` updates it in the same transaction
 * (applyToSearchVocabulary); the seed writes it whole.
 */

export interface SearchVocabulary {
  /** Designers with products online, and how many each has. */
  designers: Record<string, number>;
  /** `PARENT|CATEGORY` with products online, and how many. */
  categories: Record<string, number>;
  /** The words of online products' titles (normalised), and how many products use each. */
  words: Record<string, number>;
}

/** Where the vocabulary is published; its one field `vocabulary` is the JSON of SearchVocabulary. */
export const SEARCH_VOCABULARY_PATH = { collection: 'searchVocabulary', id: 'current' } as const;

export const emptySearchVocabulary = (): SearchVocabulary => ({ designers: {}, categories: {}, words: {} });

/** The vocabulary as stored: one string (read whole, never queried, so never indexed word by word). */
export function encodeSearchVocabulary(vocabulary: SearchVocabulary): string {
  return JSON.stringify(vocabulary);
}

/** The stored vocabulary; an absent or unreadable one is empty (searches still work, uncorrected). */
export function decodeSearchVocabulary(stored: unknown): SearchVocabulary {
  if (typeof stored !== 'string') return emptySearchVocabulary();
  try {
    const parsed = JSON.parse(stored) as Partial<SearchVocabulary>;
    return {
      designers: countsOf(parsed.designers),
      categories: countsOf(parsed.categories),
      words: countsOf(parsed.words),
    };
  } catch {
    return emptySearchVocabulary();
  }
}

function countsOf(value: unknown): Record<string, number> {
  if (value === null || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, count]) => typeof count === 'number' && count > 0),
  ) as Record<string, number>;
}

/** What of a store product the vocabulary counts, and whether shoppers see it. */
export interface VocabularyProduct extends Pick<StoreProduct, 'online'> {
  brand: string;
  title: string;
  parentCategory: string;
  category: string;
}

const categoryKey = (product: Pick<VocabularyProduct, 'parentCategory' | 'category'>) =>
  `${product.parentCategory}|${product.category}`;

/** A title's words worth suggesting and correcting to: letters, three or more of them. */
function titleWords(title: string): string[] {
  return searchWords(title).filter((word) => word.length >= SEARCH_PREFIX_MIN_LENGTH && !/\d/.test(word));
}

function add(counts: Record<string, number>, key: string, delta: number): void {
  const next = (Object.hasOwn(counts, key) ? counts[key]! : 0) + delta;
  if (next > 0) counts[key] = next;
  else delete counts[key];
}

/**
 * The vocabulary after a product changed: `before` removed (null for a new product), `after`
 * added (null for a deleted one); an offline product counts as none, so taking one offline removes
 * its words as deleting it does. Returns null when nothing the vocabulary holds changed, so the
 * writer can skip the write.
 */
export function applyToSearchVocabulary(
  vocabulary: SearchVocabulary,
  before: VocabularyProduct | null,
  after: VocabularyProduct | null,
): SearchVocabulary | null {
  const [was, is] = [shownToShoppers(before), shownToShoppers(after)];
  if (!was && !is) return null;
  if (was && is && was.brand === is.brand && was.title === is.title && categoryKey(was) === categoryKey(is)) {
    return null;
  }
  const next: SearchVocabulary = {
    designers: { ...vocabulary.designers },
    categories: { ...vocabulary.categories },
    words: { ...vocabulary.words },
  };
  if (was) count(next, was, -1);
  if (is) count(next, is, 1);
  return next;
}

/** Adds (1) or removes (-1) a product's words, in place. */
function count(vocabulary: SearchVocabulary, product: VocabularyProduct, delta: 1 | -1): void {
  add(vocabulary.designers, product.brand, delta);
  add(vocabulary.categories, categoryKey(product), delta);
  for (const word of titleWords(product.title)) add(vocabulary.words, word, delta);
}

/** The whole vocabulary of a catalogue (the seed; the rebuild after a sync), in one pass: its products online. */
export function buildSearchVocabulary(products: Iterable<VocabularyProduct>): SearchVocabulary {
  const vocabulary = emptySearchVocabulary();
  for (const product of products) if (isOnline(product)) count(vocabulary, product, 1);
  return vocabulary;
}

// ---------------------------------------------------------------------------------------------
// Typo correction

/** Words the shop's products are described by, beyond designers, categories and colours. */
// prettier-ignore
const PRODUCT_WORDS = [
  'leather', 'calfskin', 'suede', 'canvas', 'nylon', 'raffia', 'denim', 'shearling', 'quilted', 'patent',
  'woven', 'mini', 'small', 'medium', 'large', 'chain', 'strap', 'crossbody', 'bucket', 'saddle', 'hobo',
  'camera', 'top handle', 'logo', 'monogram', 'silver', 'gold', 'men', 'women',
];

/**
 * The words a search word may be corrected to, canonical, each with a weight (how many products
 * use it; the shop's fixed words count once): designers and their aliases, categories, colours,
 * product words and the published titles' words.
 */
export function searchLexicon(vocabulary: SearchVocabulary): Map<string, number> {
  const lexicon = new Map<string, number>();
  const addText = (text: string, weight: number) => {
    for (const word of searchWords(text)) {
      const term = canonicalWord(word);
      lexicon.set(term, (lexicon.get(term) ?? 0) + weight);
    }
  };
  for (const brand of BRANDS) addText(brand, 1);
  for (const aliases of Object.values(DESIGNER_ALIASES)) for (const alias of aliases) addText(alias, 1);
  for (const text of [...PARENT_CATEGORIES, ...BAG_TYPES, ...ACCESSORY_TYPES, ...COLOURS, ...PRODUCT_WORDS]) {
    addText(text, 1);
  }
  for (const [brand, count] of Object.entries(vocabulary.designers)) addText(brand, count);
  for (const [key, count] of Object.entries(vocabulary.categories)) addText(key.replace('|', ' '), count);
  for (const [word, count] of Object.entries(vocabulary.words)) addText(word, count);
  // Dutch, German and French one-word names of categories and colours, as typed (docs/decisions.md
  // rule 79): a typo in one is corrected to it, and correctSearchWord gives its English.
  for (const word of FOREIGN_SEARCH_PHRASES.keys()) {
    if (!word.includes(' ') && !lexicon.has(word)) lexicon.set(word, 1);
  }
  return lexicon;
}

/** The index term a lexicon word stands for: its English for a Dutch, German or French word ("taschen" -> "bag"). */
function indexTermOf(word: string): string {
  const english = FOREIGN_SEARCH_PHRASES.get(word);
  return english === undefined ? word : canonicalWord(searchWords(english)[0] ?? word);
}

/** Typos allowed in a word of this many letters: one from five letters, two from nine. */
export function typosAllowed(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/** Edit distance with transpositions ("gcuci" is one typo), or `max + 1` once it is over `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The lexicon word a search word means: the word itself when the catalogue has it or a word
 * starting with it ("guc"), else the nearest word within the typos its length allows ("guci" ->
 * "gucci", "prda" -> "prada"; the longer of the two words counts), the most used on a tie; a Dutch,
 * German or French word's English ("taschn" -> "taschen" -> "bag"). Null
 * when nothing is near: the word is searched as typed.
 */
export function correctSearchWord(word: string, lexicon: ReadonlyMap<string, number>): string | null {
  const term = canonicalWord(word);
  if (lexicon.has(term) || /\d/.test(term) || term.length < 4) return null;
  for (const known of lexicon.keys()) if (known.startsWith(term)) return null;
  let best: { word: string; distance: number; weight: number } | null = null;
  for (const [known, weight] of lexicon) {
    const allowed = typosAllowed(Math.max(known.length, term.length));
    if (allowed === 0) continue;
    const distance = editDistance(term, known, allowed);
    if (distance > allowed) continue;
    if (!best || distance < best.distance || (distance === best.distance && weight > best.weight)) {
      best = { word: known, distance, weight };
    }
  }
  return best ? indexTermOf(best.word) : null;
}

// ---------------------------------------------------------------------------------------------
// Suggestions

/** Letters typed before the search box suggests anything. */
export const SUGGEST_MIN_LETTERS = 2;

export interface SearchSuggestions {
  designers: { brand: string; products: number }[];
  categories: { parentCategory: ParentCategory; category: string; products: number }[];
  /** Product words ("jackie", "galleria") to search for. */
  words: { word: string; products: number }[];
}

/** Whether every typed word starts a word of `name` (in any form: "totes" starts "tote"). */
function startsWords(typed: readonly string[], name: string): boolean {
  const words = searchWords(name);
  return typed.every((word) =>
    words.some(
      (candidate) => candidate.startsWith(word) || canonicalWord(candidate).startsWith(canonicalWord(word)),
    ),
  );
}

function designerNames(brand: string): string[] {
  return [brand, ...(DESIGNER_ALIASES[brand] ?? [])];
}

function matchSuggestions(
  typed: string[],
  vocabulary: SearchVocabulary,
  limits: { designers: number; categories: number; words: number },
): SearchSuggestions {
  const byCount = <T extends { products: number }>(a: T, b: T) => b.products - a.products;
  const designers = Object.entries(vocabulary.designers)
    .filter(([brand]) => designerNames(brand).some((name) => startsWords(typed, name)))
    .map(([brand, products]) => ({ brand, products }))
    .sort(byCount)
    .slice(0, limits.designers);
  const categories = Object.entries(vocabulary.categories)
    .map(([key, products]) => {
      const [parentCategory, category] = key.split('|') as [ParentCategory, string];
      return { parentCategory, category, products };
    })
    .filter(
      ({ parentCategory, category }) => startsWords(typed, category) || startsWords(typed, parentCategory),
    )
    .sort(byCount)
    .slice(0, limits.categories);
  const last = typed[typed.length - 1] ?? '';
  const words = Object.entries(vocabulary.words)
    .filter(([word]) => typed.length === 1 && word.startsWith(last))
    .map(([word, products]) => ({ word, products }))
    .sort((a, b) => b.products - a.products || (a.word < b.word ? -1 : 1))
    .slice(0, limits.words);
  return { designers, categories, words };
}

/**
 * What the search box suggests for `text` (from SUGGEST_MIN_LETTERS letters on): designers whose
 * name or alias starts with the typed words, categories, and product words; when nothing starts
 * so, the typed words corrected for typos ("guci" suggests Gucci).
 */
export function searchSuggestions(
  text: string,
  vocabulary: SearchVocabulary,
  lexicon: ReadonlyMap<string, number>,
  limits = { designers: 5, categories: 3, words: 3 },
): SearchSuggestions {
  const normalised = normaliseSearchText(text).trim();
  if (normalised.replace(/[^\p{L}\p{N}]/gu, '').length < SUGGEST_MIN_LETTERS) {
    return { designers: [], categories: [], words: [] };
  }
  // A Dutch, German or French word suggests what its English does ("tassen": bags).
  const typed = normalised
    .split(/[^\p{L}\p{N}&]+/u)
    .filter((word) => word !== '')
    .flatMap((word) => {
      const english = FOREIGN_SEARCH_PHRASES.get(word);
      return english === undefined ? [word] : searchWords(english);
    });
  const found = matchSuggestions(typed, vocabulary, limits);
  if (found.designers.length + found.categories.length + found.words.length > 0) return found;
  const corrected = typed.map((word) => correctSearchWord(word, lexicon) ?? word);
  return corrected.join(' ') === typed.join(' ') ? found : matchSuggestions(corrected, vocabulary, limits);
}
