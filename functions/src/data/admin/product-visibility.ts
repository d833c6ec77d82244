// Taking a store product offline and back (POST productvisibility, docs/decisions.md rule 64). One
// transaction holds the product, its list entries, its designer's counts, the search vocabulary and
// the audit entry, so shoppers never see half of the change: the product's `online` flag, each list
// entry hidden (or shown again), its shown sale, which follows its Sale entry's visibility (rule 35),
// its brand's count on the designers list, and its words in the search's suggestions.
import {
  collections,
  designerCountChanges,
  entryVisibilityFor,
  isOnline,
  shownSale,
  visibilityAuditChanges,
  type AdminProductVisibilityParsed,
  type EntryVisibility,
  type SaleEntry,
} from '@shop/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { readDesigners, writeDesigners } from '../designers';
import { db } from '../firestore';
import { readSearchVocabulary, writeSearchVocabularyChange } from '../search-vocabulary';
import { recordAudit, type Actor } from './audit';
import { writeCopies, type SaleEntryState } from './product-copies';
import { readProductForEdit, toAdminStoreProduct } from './store-products';

/**
 * Sets the product online or offline; answers it (AdminStoreProduct). Setting the state it already
 * has changes nothing and records nothing. 404 without the product.
 */
export async function setProductVisibility(
  { productId, online }: AdminProductVisibilityParsed,
  actor: Actor,
) {
  return db().runTransaction(async (tx) => {
    const { product, copies } = await readProductForEdit(tx, productId);
    const before = isOnline(product);
    if (before === online) return toAdminStoreProduct(product.id, product);
    // Its brand counts the products shoppers see: one fewer offline, one more back online.
    const designerChanges = designerCountChanges(product, { ...product, online });
    const designers = await readDesigners(tx, designerChanges);
    const vocabulary = await readSearchVocabulary(tx);

    let saleEntry: SaleEntryState = null;
    for (const { list, snapshot } of copies) {
      if (!snapshot.exists) continue;
      const entry = snapshot.data() as EntryVisibility;
      const change = entryVisibilityFor(entry, online);
      if (change) tx.update(snapshot.ref, change);
      if (list === 'sale') {
        const { discountPercent } = snapshot.data() as SaleEntry;
        saleEntry = { hidden: change?.hidden ?? entry.hidden, discountPercent };
      }
    }
    const productRef = db().collection(collections.products).doc(productId);
    tx.update(productRef, { online, updatedAt: FieldValue.serverTimestamp() });
    // The product's shown sale follows its Sale entry, now hidden or shown again, and every card of
    // it carries that sale (rule 35): writeCopies writes the product's when it changes.
    writeCopies(tx, copies, { ...product, online }, saleEntry);
    writeDesigners(tx, designers, designerChanges);
    writeSearchVocabularyChange(tx, vocabulary, product, { ...product, online });
    recordAudit(
      tx,
      actor,
      online ? 'product.online' : 'product.offline',
      productRef.path,
      visibilityAuditChanges(before, online),
    );
    const updated = { ...product, online, ...shownSale(product.displayPrice, saleEntry) };
    return toAdminStoreProduct(product.id, { ...updated, updatedAt: Timestamp.now() });
  });
}
