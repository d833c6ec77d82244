import type { Dictionary } from './dictionary';

/**
 * The shop's languages (docs/decisions.md rule 79): English at the spec's addresses, Dutch, German
 * and French under their prefix (/nl/products). The address decides a page's language; nothing else
 * does, so a page and its server render, its cache entry and its search engine entry agree.
 */
export const LANGUAGES = ['en', 'nl', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The spec's language: unprefixed addresses, x-default for search engines, an order without one. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the switcher offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  fr: 'Français',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The prefix of a language's addresses: '' for English, '/nl' for Dutch. */
export const languagePrefix = (language: Language): string =>
  language === DEFAULT_LANGUAGE ? '' : `/${language}`;

/**
 * The language of an address and the spec's path under its prefix: `/nl/products` -> nl,
 * `/products`; `/nl` -> nl, `/`. Any other first segment is English (`/es/products` stays as it is,
 * so it finds no page: the English not-found page).
 */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  const match = /^\/(nl|de|fr)(\/.*)?$/.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname };
  return { language: match[1] as Language, path: match[2] ?? '/' };
}

/** `path` (with its query) at `language`'s address: `/products?p=bags` -> `/nl/products?p=bags`, `/` -> `/nl`. */
export function pathInLanguage(language: Language, path: string): string {
  const prefix = languagePrefix(language);
  if (prefix === '') return path;
  if (path === '/' || path.startsWith('/?')) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/**
 * The versions of the page at `path` (with its query) search engines are told of: one per language
 * and `x-default`, the English (docs/decisions.md rule 79).
 */
export function languageAlternates(path: string): { hreflang: Language | 'x-default'; path: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, path: pathInLanguage(language, path) })),
    { hreflang: 'x-default', path: pathInLanguage(DEFAULT_LANGUAGE, path) },
  ];
}

/**
 * The language a browser asks for (its Accept-Language list, or `navigator.languages`), among the
 * shop's, or null when it names none of them: "nl-BE,nl;q=0.9,en;q=0.8" -> nl. Weights order the
 * list; a language without one weighs 1.
 */
export function preferredLanguage(accepted: string | readonly string[]): Language | null {
  const entries = (typeof accepted === 'string' ? accepted.split(',') : accepted)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', weight: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return entries.map((entry) => entry.base).find(isLanguage) ?? null;
}

/**
 * A language's dictionary, each in a module of its own so a page loads its language's words only
 * (docs/decisions.md rule 79).
 */
export function loadDictionary(language: Language): Promise<Dictionary> {
  switch (language) {
    case 'nl':
      return import('./dictionaries/nl').then(({ nl }) => nl);
    case 'de':
      return import('./dictionaries/de').then(({ de }) => de);
    case 'fr':
      return import('./dictionaries/fr').then(({ fr }) => fr);
    default:
      return import('./dictionaries/en').then(({ en }) => en);
  }
}
