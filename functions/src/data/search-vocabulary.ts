// The published search vocabulary (domain search-vocabulary.ts, docs/decisions.md rule 42): every
// transaction that adds, renames, removes or takes offline a store product, or puts it back online,
// updates it with the product, and the supplier sync rebuilds it whole after each run, so a
// vocabulary that drifted (or was never written, or written when it still counted offline
// products) is right again within a day.
import {
  applyToSearchVocabulary,
  buildSearchVocabulary,
  collections,
  decodeSearchVocabulary,
  encodeSearchVocabulary,
  SEARCH_VOCABULARY_PATH,
  type SearchVocabulary,
  type VocabularyProduct,
} from '@shop/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from './firestore';

const vocabularyRef = () => db().collection(SEARCH_VOCABULARY_PATH.collection).doc(SEARCH_VOCABULARY_PATH.id);

/** Reads the vocabulary inside a transaction (before its writes). */
export async function readSearchVocabulary(tx: Transaction): Promise<SearchVocabulary> {
  const snapshot = await tx.get(vocabularyRef());
  return decodeSearchVocabulary(snapshot.get('vocabulary'));
}

/** Writes the vocabulary after `before` became `after` (null: added or deleted); nothing when its words stay. */
export function writeSearchVocabularyChange(
  tx: Transaction,
  vocabulary: SearchVocabulary,
  before: VocabularyProduct | null,
  after: VocabularyProduct | null,
): void {
  const next = applyToSearchVocabulary(vocabulary, before, after);
  if (next) {
    tx.set(vocabularyRef(), {
      vocabulary: encodeSearchVocabulary(next),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
}

/**
 * Rebuilds the vocabulary from every store product (five fields each; an offline one counts for
 * nothing). One read per product: run once per supplier sync, not per edit. An admin edit committed
 * while it reads is counted again at the next rebuild.
 */
export async function rebuildSearchVocabulary(): Promise<SearchVocabulary> {
  const snapshot = await db()
    .collection(collections.products)
    .select('brand', 'title', 'parentCategory', 'category', 'online')
    .get();
  const vocabulary = buildSearchVocabulary(snapshot.docs.map((doc) => doc.data() as VocabularyProduct));
  await vocabularyRef().set({
    vocabulary: encodeSearchVocabulary(vocabulary),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return vocabulary;
}
