// The admin's main store (products): listing, search, add from the supplier catalogue, custom
// products, edit and delete. Every write is one transaction holding the product, its list copies,
// the designers' counts, the search vocabulary, the supplier item's link and the audit entry.
import {
  auditChanges,
  applyImageOrder,
  collections,
  ConflictError,
  customStoreProduct,
  designerCountChanges,
  editedStoreProductFields,
  InvalidRequestError,
  isCategoryOf,
  isParentCategory,
  NotFoundError,
  originalPriceWithVat,
  parseAdminSearch,
  adminSearchTerms,
  matchesAdminSearchWords,
  storeProductFromSupplierItem,
  toListingEntry,
  type AdminCustomProductParsed,
  type AdminEditStoreProductParsed,
  type AdminStoreProduct,
  type AdminStoreProductDetails,
  type NewStoreProduct,
  type StoreGenderFilter,
  type StoreProduct,
  type SupplierItem,
  type WithId,
} from '@shop/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { readDesigners, writeDesigners } from '../designers';
import { db } from '../firestore';
import { readSearchVocabulary, writeSearchVocabularyChange } from '../search-vocabulary';
import { recordAudit, type Actor } from './audit';
import { isoString } from './json';
import { deleteCopies, readCopies, writeCopies } from './product-copies';

const products = () => db().collection(collections.products);

export function toAdminStoreProduct(id: string, product: StoreProduct): AdminStoreProduct {
  const { searchTerms: _searchTerms, createdAt, updatedAt, ...fields } = product;
  return {
    ...fields,
    // Its shown sale, null when none: the admin's list shows the figure shoppers see (rule 35).
    discountPercent: product.discountPercent ?? null,
    salePrice: product.salePrice ?? null,
    id,
    createdAt: isoString(createdAt),
    updatedAt: isoString(updatedAt),
  };
}

function fromSnapshot(snapshot: DocumentSnapshot): WithId<StoreProduct> {
  return { ...(snapshot.data() as StoreProduct), id: snapshot.id };
}

// ---------------------------------------------------------------------------------------------
// Reads

function byGender(gender: StoreGenderFilter): Query {
  return gender === 'ALL' ? products() : products().where('gender', '==', gender);
}

/** GET getallproductmainstorecount and getallproductsmainstorefilterscount/{gender}. */
export async function countMainStore(gender: StoreGenderFilter): Promise<number> {
  const snapshot = await byGender(gender).count().get();
  return snapshot.data().count;
}

/**
 * A page of the main store, newest first (createdAt descending; the gender filter uses the
 * composite index gender + createdAt).
 */
export async function listMainStore(
  gender: StoreGenderFilter,
  limit: number,
  skip: number,
): Promise<AdminStoreProduct[]> {
  const snapshot = await byGender(gender).orderBy('createdAt', 'desc').offset(skip).limit(limit).get();
  return snapshot.docs.map((doc) => toAdminStoreProduct(doc.id, doc.data() as StoreProduct));
}

/** At most this many search results: a search box is for finding one product, not for paging. */
export const SEARCH_LIMIT = 100;

/**
 * GET searchmainproductstore/{text}: by the words of designer, title, type, colour and SKU, as the
 * storefront's search matches them (docs/decisions.md rule 42; every word must match), or by price
 * in euros (store price or shown price).
 */
export async function searchMainStore(text: string): Promise<AdminStoreProduct[]> {
  const search = parseAdminSearch(text);
  const found = new Map<string, WithId<StoreProduct>>();
  const queries: Query[] = [];
  if (search.cents !== null) {
    queries.push(
      products().where('price', '==', search.cents),
      products().where('displayPrice', '==', search.cents),
    );
  }
  const [firstWord] = search.words;
  if (firstWord) {
    queries.push(products().where('searchTerms', 'array-contains-any', adminSearchTerms(firstWord)));
  }
  if (search.sku !== '') queries.push(products().where('searchTerms', 'array-contains', search.sku));
  const snapshots = await Promise.all(queries.map((query) => query.limit(500).get()));
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const product = fromSnapshot(doc);
    const matches =
      (search.cents !== null && (product.price === search.cents || product.displayPrice === search.cents)) ||
      matchesAdminSearchWords(product.searchTerms, search);
    if (matches) found.set(product.id, product);
  }
  return [...found.values()]
    .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis())
    .slice(0, SEARCH_LIMIT)
    .map((product) => toAdminStoreProduct(product.id, product));
}

/** GET getitemdetailsmainstore/{id}: the product for its edit page. */
export async function getMainStoreProduct(id: string): Promise<AdminStoreProductDetails | null> {
  const snapshot = await products().doc(id).get();
  if (!snapshot.exists) return null;
  const product = snapshot.data() as StoreProduct;
  let listPrice = product.listPrice;
  if (product.supplierItemId) {
    // The supplier's own list price, whatever the admin made of the store price since.
    const item = await db().collection(collections.supplierItems).doc(product.supplierItemId).get();
    if (item.exists) listPrice = (item.data() as SupplierItem).listPrice;
  }
  return { ...toAdminStoreProduct(id, product), originalPriceWithVat: originalPriceWithVat(listPrice) };
}

// ---------------------------------------------------------------------------------------------
// Writes

function timestamps() {
  return { createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() };
}

/** The recommended list mirrors products.recommended: an entry written with the product. */
function recommendedEntry(id: string, product: NewStoreProduct) {
  // toListingEntry reads the listing fields only; the product's timestamps are not copied.
  const now = Timestamp.now();
  return {
    ...toListingEntry({ ...product, id, createdAt: now, updatedAt: now }),
    hidden: false,
    addedAt: FieldValue.serverTimestamp(),
  };
}

/**
 * POST addproduct: puts a supplier item in the main store at list x 1.21 (rule 7). Refused when the
 * item does not exist (404), is not a bag or accessory (400) or is already in the store (409).
 */
export async function addSupplierItemToStore(
  supplierItemId: string,
  recommended: boolean,
  actor: Actor,
): Promise<{ productId: string }> {
  const itemRef = db().collection(collections.supplierItems).doc(supplierItemId);
  const productRef = products().doc();
  return db().runTransaction(async (tx) => {
    const itemSnapshot = await tx.get(itemRef);
    if (!itemSnapshot.exists) throw new NotFoundError(`There is no supplier item ${supplierItemId}`);
    const item = { ...(itemSnapshot.data() as SupplierItem), id: itemSnapshot.id };
    if (item.storeProductId) {
      const existing = await tx.get(products().doc(item.storeProductId));
      if (existing.exists) {
        throw new ConflictError('This item is already in the main store', {
          details: { productId: item.storeProductId },
        });
      }
    }
    const { parentCategory } = item;
    if (!isParentCategory(parentCategory)) {
      throw new InvalidRequestError(
        `The shop sells bags and accessories only; ${parentCategory.toLowerCase()} cannot be added to the main store`,
      );
    }
    const product = storeProductFromSupplierItem({ ...item, parentCategory }, recommended);
    const designerChanges = designerCountChanges(null, product);
    const designers = await readDesigners(tx, designerChanges);
    const vocabulary = await readSearchVocabulary(tx);

    tx.create(productRef, { ...product, ...timestamps() });
    if (recommended)
      tx.create(
        db().collection(collections.recommended).doc(productRef.id),
        recommendedEntry(productRef.id, product),
      );
    writeDesigners(tx, designers, designerChanges);
    writeSearchVocabularyChange(tx, vocabulary, null, product);
    tx.update(itemRef, { storeProductId: productRef.id });
    recordAudit(tx, actor, 'product.add', productRef.path);
    return { productId: productRef.id };
  });
}

/** POST addreturnproducttomainstore: a custom product from the admin's form. */
export async function addCustomProduct(
  body: AdminCustomProductParsed,
  actor: Actor,
): Promise<{ productId: string }> {
  const productRef = products().doc();
  const product = customStoreProduct(body);
  return db().runTransaction(async (tx) => {
    const duplicate = await tx.get(products().where('sku', '==', product.sku).limit(1));
    if (!duplicate.empty) {
      throw new ConflictError(`A product with SKU ${product.sku} is already in the main store`, {
        details: {
          productId: duplicate.docs[0]!.id,
        },
      });
    }
    const designerChanges = designerCountChanges(null, product);
    const designers = await readDesigners(tx, designerChanges);
    const vocabulary = await readSearchVocabulary(tx);
    tx.create(productRef, { ...product, ...timestamps() });
    writeDesigners(tx, designers, designerChanges);
    writeSearchVocabularyChange(tx, vocabulary, null, product);
    recordAudit(tx, actor, 'product.addCustom', productRef.path);
    return { productId: productRef.id };
  });
}

/**
 * POST updateproductmainstore: the edit page's fields. The typed price is the VAT-inclusive store
 * price; list and shown prices follow from it. Every list copy is updated in the same transaction,
 * so the storefront shows the change at once.
 */
export async function updateStoreProduct(
  body: AdminEditStoreProductParsed,
  actor: Actor,
): Promise<AdminStoreProduct> {
  const productRef = products().doc(body.productId);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(productRef);
    if (!snapshot.exists) throw new NotFoundError(`There is no store product ${body.productId}`);
    const product = fromSnapshot(snapshot);
    if (!isCategoryOf(product.parentCategory, body.category)) {
      const message = `${body.category} is not a category of ${product.parentCategory}`;
      throw new InvalidRequestError(`category: ${message}`, [{ path: 'category', message }]);
    }
    const images = body.imageOrder ? applyImageOrder(product.images, body.imageOrder) : product.images;
    if (!images) {
      const message = 'Choose each image position once';
      throw new InvalidRequestError(`imageOrder: ${message}`, [{ path: 'imageOrder', message }]);
    }
    const copies = await readCopies(tx, product.id);
    const changed = editedStoreProductFields(product, body, images);
    const updated: WithId<StoreProduct> = { ...product, ...changed };
    const designerChanges = designerCountChanges(product, updated);
    const designers = await readDesigners(tx, designerChanges);
    const vocabulary = await readSearchVocabulary(tx);

    tx.update(productRef, { ...changed, updatedAt: FieldValue.serverTimestamp() });
    writeCopies(tx, copies, updated);
    writeDesigners(tx, designers, designerChanges);
    writeSearchVocabularyChange(tx, vocabulary, product, updated);
    recordAudit(tx, actor, 'product.update', productRef.path, auditChanges(product, changed));
    return toAdminStoreProduct(updated.id, { ...updated, updatedAt: Timestamp.now() });
  });
}

/**
 * GET deleteproductmainstore/{id}: removes the product, its entry in every list, its designer count
 * and the supplier item's link to it (so the item can be added again).
 */
export async function deleteStoreProduct(id: string, actor: Actor): Promise<void> {
  const productRef = products().doc(id);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(productRef);
    if (!snapshot.exists) throw new NotFoundError(`There is no store product ${id}`);
    const product = fromSnapshot(snapshot);
    const copies = await readCopies(tx, id);
    const itemRef = product.supplierItemId
      ? db().collection(collections.supplierItems).doc(product.supplierItemId)
      : null;
    const item = itemRef ? await tx.get(itemRef) : null;
    const designerChanges = designerCountChanges(product, null);
    const designers = await readDesigners(tx, designerChanges);
    const vocabulary = await readSearchVocabulary(tx);

    tx.delete(productRef);
    deleteCopies(tx, copies);
    writeDesigners(tx, designers, designerChanges);
    writeSearchVocabularyChange(tx, vocabulary, product, null);
    if (itemRef && item?.exists && (item.data() as SupplierItem).storeProductId === id) {
      tx.update(itemRef, { storeProductId: null });
    }
    recordAudit(tx, actor, 'product.delete', productRef.path);
  });
}

/** Reads a product and its copies inside a transaction, for the list edits that change the product. */
export async function readProductForEdit(tx: Transaction, id: string) {
  const snapshot = await tx.get(products().doc(id));
  if (!snapshot.exists) throw new NotFoundError(`There is no store product ${id}`);
  return { product: fromSnapshot(snapshot), copies: await readCopies(tx, id) };
}
