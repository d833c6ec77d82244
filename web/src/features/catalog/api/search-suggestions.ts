/**
 * The search box's suggestions (docs/decisions.md rule 42): designers, categories and product words
 * for what is typed, from the search vocabulary read once per visit, no read per keystroke. Loaded
 * by the search box on first use (a dynamic import), so pages that never search never load it.
 */
import { brandKey, searchSuggestions } from '@shop/domain';
import { paths } from '@/config/paths';
import { loadSearchVocabulary } from './search-vocabulary';

export interface SuggestionOption {
  id: string;
  /** What the option is, read out with it. */
  kind: 'Designer' | 'Category' | 'Search';
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
  return [
    ...found.designers.map(({ brand }): SuggestionOption => ({
      id: `designer-${brandKey(brand)}`,
      kind: 'Designer',
      label: brand,
      // The search puts the designer's products first, bags and accessories alike.
      href: paths.search.href(brand),
    })),
    ...found.categories.map(({ parentCategory, category }): SuggestionOption => ({
      id: `category-${brandKey(`${parentCategory} ${category}`)}`,
      kind: 'Category',
      label: titleCase(category),
      href: paths.products.href({
        p: parentCategory === 'BAGS' ? 'bags' : 'accessories',
        t: category,
      }),
    })),
    ...found.words.map(({ word }): SuggestionOption => ({
      id: `word-${brandKey(word)}`,
      kind: 'Search',
      label: word,
      href: paths.search.href(word),
    })),
  ];
}
