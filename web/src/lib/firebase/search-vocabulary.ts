/**
 * The published search vocabulary (designers, categories, title words; domain search-vocabulary.ts)
 * over Firestore's REST API: one document, read once per visit by the search, never per keystroke.
 * A module of its own so only the search's lazily loaded code pulls it in.
 */
import { decodeSearchVocabulary, SEARCH_VOCABULARY_PATH, type SearchVocabulary } from '@shop/domain';
import { getDocument } from './firestore-rest';

/** The vocabulary; empty when it has not been written yet. */
export async function getSearchVocabulary(): Promise<SearchVocabulary> {
  const stored = await getDocument<{ vocabulary: string }>(
    SEARCH_VOCABULARY_PATH.collection,
    SEARCH_VOCABULARY_PATH.id,
  );
  return decodeSearchVocabulary(stored?.data.vocabulary);
}
