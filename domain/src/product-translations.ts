import type { Language } from './languages';

/**
 * A store product's title and description in the shop's other languages (docs/decisions.md rule
 * 83). The supplier writes them in English; an admin may add a translation per language, and a page
 * in a language without one shows the English, marked as English.
 */
export const TRANSLATED_LANGUAGES = ['nl', 'de', 'fr'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/**
 * The field paths of the translated titles: a card's read asks Firestore for these (a field mask),
 * never for the descriptions beside them.
 */
export const TRANSLATED_TITLE_FIELDS = [
  'translations.nl.title',
  'translations.de.title',
  'translations.fr.title',
] as const;

/** One language's translation: either text may be missing, each falls back on its own. */
export interface ProductTranslation {
  title?: string;
  description?: string;
}

/** `translations` on a product; its list copies carry the titles only. */
export type ProductTranslations = Partial<Record<TranslatedLanguage, ProductTranslation>>;

/** A text as a page shows it, with the language it is written in (its element's `lang`). */
export interface TextInLanguage {
  text: string;
  lang: Language;
}

/**
 * The product's title or description for a page in `language`: the admin's translation when there
 * is one, else the supplier's English, whose `lang` is then "en".
 */
export function productText(
  product: { title: string; description?: string; translations?: ProductTranslations },
  field: 'title' | 'description',
  language: Language,
): TextInLanguage {
  const translated = language === 'en' ? undefined : product.translations?.[language]?.[field];
  return translated ? { text: translated, lang: language } : { text: product[field] ?? '', lang: 'en' };
}

/** The titles of the translations, which a product's list copies carry for its cards. */
export function translatedTitles(translations: ProductTranslations): ProductTranslations {
  const titles: ProductTranslations = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const title = translations[language]?.title;
    if (title) titles[language] = { title };
  }
  return titles;
}
