import { emptySearchVocabulary, searchLexicon, type SearchVocabulary } from '@shop/domain';
import { getSearchVocabulary } from '@/lib/firebase/search-vocabulary';

export interface LoadedVocabulary {
  vocabulary: SearchVocabulary;
  /** The words typos are corrected to (searchLexicon). */
  lexicon: ReadonlyMap<string, number>;
}

let loading: Promise<LoadedVocabulary> | null = null;

/**
 * The search vocabulary, read once per visit (the search box's suggestions and the search page share
 * it). When it cannot be read, searches still run on the shop's fixed words (designers, categories,
 * colours) and the next search tries again.
 */
export function loadSearchVocabulary(): Promise<LoadedVocabulary> {
  loading ??= getSearchVocabulary().then(
    (vocabulary) => ({ vocabulary, lexicon: searchLexicon(vocabulary) }),
    (error: unknown) => {
      console.error('The search vocabulary could not be read', error);
      loading = null;
      const vocabulary = emptySearchVocabulary();
      return { vocabulary, lexicon: searchLexicon(vocabulary) };
    },
  );
  return loading;
}
