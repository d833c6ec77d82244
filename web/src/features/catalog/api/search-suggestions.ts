/**
 * The search box's suggestions (docs/decisions.md rule 42): designers, categories and product words
 * for what is typed, from the search vocabulary read once per visit, no read per keystroke. Loaded
 * by the search box on first use (a dynamic import), so pages that never search never load it.
 */
import { brandKey, DEFAULT_LANGUAGE, searchSuggestions } from '@shop/domain';
import { pageLanguage, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { loadSearchVocabulary } from './search-vocabulary';

export interface SuggestionOption {
  id: string;
  /** What the option is (designer, category, search), read out with it in the page's language. */
  kind: string;
  label: string;
  href: string;
}

/** "SHOULDER BAG" -> "Shoulder Bag", as the menus name types. */
function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s/-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

export async function suggestionsFor(text: string): Promise<SuggestionOption[]> {
  const { vocabulary, lexicon } = await loadSearchVocabulary();
  const found = searchSuggestions(text, vocabulary, lexicon);
  const { filters, header, categories } = words();
  // A category as the menus name it: the page's words, the type's own name in title case in English.
  const categoryName = (category: string) =>
    pageLanguage() === DEFAULT_LANGUAGE
      ? titleCase(category)
      : (categories[category as keyof typeof categories] ?? titleCase(category));
  return [
    ...found.designers.map(({ brand }): SuggestionOption => ({
      id: `designer-${brandKey(brand)}`,
      kind: filters.designer,
      label: brand,
      // The search puts the designer's products first, bags and accessories alike.
      href: paths.search.href(brand),
    })),
    ...found.categories.map(({ parentCategory, category }): SuggestionOption => ({
      id: `category-${brandKey(`${parentCategory} ${category}`)}`,
      kind: filters.category,
      label: categoryName(category),
      href: paths.products.href({
        p: parentCategory === 'BAGS' ? 'bags' : 'accessories',
        t: category,
      }),
    })),
    ...found.words.map(({ word }): SuggestionOption => ({
      id: `word-${brandKey(word)}`,
      kind: header.search,
      label: word,
      href: paths.search.href(word),
    })),
  ];
}
