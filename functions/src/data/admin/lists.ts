// The curated lists as the admin manages them: Featured and Product of the Week (home page), New In,
// Sale and Recommended (listings). An entry is keyed by its product id and copies the product's card
// fields (product-copies.ts); `hidden` keeps it from shoppers without removing it.
import {
  auditChanges,
  collections,
  ConflictError,
  entryVisibilityByAdmin,
  InvalidRequestError,
  matchesAdminSearch,
  newEntryVisibility,
  NotFoundError,
  parseAdminSearch,
  shownSale,
  searchTermsFor,
  storePricesFromPrice,
  type AdminCuratedEntry,
  type AdminCuratedEntryDetails,
  type AdminListingEntry,
  type AdminSaleEntry,
  type Cents,
  type CuratedEntry,
  type CuratedList,
  type ListingEntry,
  type SaleEntry,
  type StoreProduct,
  type WithId,
} from '@shop/domain';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../firestore';
import { readSearchVocabulary, writeSearchVocabularyChange } from '../search-vocabulary';
import { recordAudit, type Actor } from './audit';
import { isoString } from './json';
import { copiedFields, readCopies, saleDiscountOf, saleEntryOf, writeCopies } from './product-copies';
import { readProductForEdit } from './store-products';

/** How the admin's messages name each list. */
export const LIST_NAMES: Readonly<Record<CuratedList, string>> = {
  featured: 'Featured Products',
  weekProducts: 'Products of the Week',
  newIn: 'New In',
  sale: 'Sale',
  recommended: 'Recommended',
};

export type AdminEntry = AdminCuratedEntry | AdminListingEntry | AdminSaleEntry;

type StoredEntry = CuratedEntry | ListingEntry | SaleEntry;

function toAdminEntry(data: DocumentData): AdminEntry {
  const entry = data as StoredEntry;
  return { ...entry, addedAt: isoString(entry.addedAt) } as AdminEntry;
}

function entryRef(list: CuratedList, productId: string) {
  return db().collection(list).doc(productId);
}

/** The prices an entry is found by in a search box: its price, and its sale price while it has one. */
function entryPrices(entry: StoredEntry): Cents[] {
  return entry.salePrice != null ? [entry.price, entry.salePrice] : [entry.price];
}

// ---------------------------------------------------------------------------------------------
// Reads

/** Every entry of a list, hidden ones included, newest first. */
export async function listEntries(list: CuratedList): Promise<AdminEntry[]> {
  const snapshot = await db().collection(list).orderBy('addedAt', 'desc').get();
  return snapshot.docs.map((doc) => toAdminEntry(doc.data()));
}

/**
 * The list's search box (title, SKU, brand, price). Lists hold at most a few hundred entries, so the
 * whole list is read and matched here, with prefixes, unlike the catalogue's word index.
 */
export async function searchEntries(list: CuratedList, text: string): Promise<AdminEntry[]> {
  const search = parseAdminSearch(text);
  const snapshot = await db().collection(list).orderBy('addedAt', 'desc').get();
  return snapshot.docs
    .map((doc) => doc.data() as StoredEntry)
    .filter((entry) =>
      matchesAdminSearch(search, {
        title: entry.title,
        sku: entry.sku,
        brand: 'brand' in entry ? entry.brand : '',
        prices: entryPrices(entry),
      }),
    )
    .map((entry) => toAdminEntry(entry));
}

/** An entry for its edit page, with the product's own VAT-inclusive store price to edit. */
export async function getEntry(
  list: CuratedList,
  productId: string,
): Promise<AdminCuratedEntryDetails<AdminEntry> | null> {
  const [entry, product] = await Promise.all([
    entryRef(list, productId).get(),
    db().collection(collections.products).doc(productId).get(),
  ]);
  if (!entry.exists) return null;
  const stored = entry.data() as StoredEntry;
  const storePrice = product.exists ? (product.data() as StoreProduct).price : stored.price;
  return { ...toAdminEntry(stored), storePrice };
}

// ---------------------------------------------------------------------------------------------
// Writes

function newEntry(
  list: CuratedList,
  product: WithId<StoreProduct>,
  discountPercent: number | null,
): DocumentData {
  return {
    ...copiedFields(list, product, discountPercent),
    // An offline product's entry waits, hidden, until the product is back online (rule 64).
    ...newEntryVisibility(product),
    addedAt: FieldValue.serverTimestamp(),
  };
}

/**
 * Adds a product to a list (POST addfeaturedproductmainstore, addweekproductmainstore,
 * addrecommendedproductmainstore, addproductotherstore). A product is in a list once: a second add
 * is a 409 that names the list. Adding to Recommended also sets products.recommended.
 */
export async function addToList(
  list: CuratedList,
  productId: string,
  actor: Actor,
  discountPercent: number | null = null,
): Promise<{ id: string }> {
  const ref = entryRef(list, productId);
  const productRef = db().collection(collections.products).doc(productId);
  await db().runTransaction(async (tx) => {
    const [productSnapshot, existing] = await tx.getAll(productRef, ref);
    if (!productSnapshot!.exists) throw new NotFoundError(`There is no store product ${productId}`);
    if (existing!.exists)
      throw new ConflictError(`This product is already in ${LIST_NAMES[list]}`, {
        details: { id: productId },
      });
    const product = { ...(productSnapshot!.data() as StoreProduct), id: productId };
    // A new sale shows at once on the product and every card of it (rule 35); reads come first.
    const copies = list === 'sale' ? await readCopies(tx, productId) : null;
    tx.create(ref, newEntry(list, product, discountPercent));
    if (copies) {
      const { hidden } = newEntryVisibility(product);
      writeCopies(tx, copies, product, { hidden, discountPercent: discountPercent! });
    }
    if (list === 'recommended')
      tx.update(productRef, { recommended: true, updatedAt: FieldValue.serverTimestamp() });
    recordAudit(tx, actor, `${list}.add`, ref.path);
  });
  return { id: productId };
}

/** Removes a product from a list (it stays in the store); leaving Recommended clears products.recommended. */
export async function removeFromList(list: CuratedList, productId: string, actor: Actor): Promise<void> {
  const ref = entryRef(list, productId);
  const productRef = db().collection(collections.products).doc(productId);
  await db().runTransaction(async (tx) => {
    const [entry, product] = await tx.getAll(ref, productRef);
    if (!entry!.exists) throw new NotFoundError(`This product is not in ${LIST_NAMES[list]}`);
    if (list === 'sale' && product!.exists) {
      // The sale ends on the product and every card of it in the same write (rule 35).
      const others = (await readCopies(tx, productId)).filter((copy) => copy.list !== 'sale');
      writeCopies(tx, others, { ...(product!.data() as StoreProduct), id: productId }, null);
    }
    tx.delete(ref);
    if (list === 'recommended' && product!.exists) {
      tx.update(productRef, { recommended: false, updatedAt: FieldValue.serverTimestamp() });
    }
    recordAudit(tx, actor, `${list}.remove`, ref.path);
  });
}

/** PATCH hide.../unhide...: a hidden entry stays in the list but shoppers no longer see it. */
export async function setEntryHidden(
  list: CuratedList,
  productId: string,
  hidden: boolean,
  actor: Actor,
): Promise<{ hidden: boolean }> {
  const ref = entryRef(list, productId);
  await db().runTransaction(async (tx) => {
    const [entry, productSnapshot] = await tx.getAll(
      ref,
      db().collection(collections.products).doc(productId),
    );
    if (!entry!.exists) throw new NotFoundError(`This product is not in ${LIST_NAMES[list]}`);
    // An offline product's entry is not shown (rule 64).
    const change = entryVisibilityByAdmin(
      productSnapshot!.exists ? (productSnapshot!.data() as StoreProduct) : null,
      hidden,
    );
    if (!change.ok) throw new ConflictError(change.message, { details: { productId } });
    if (list === 'sale') {
      // Hiding a Sale entry ends the sale shoppers see; showing it again starts it (rule 35).
      const { product, copies } = await readProductForEdit(tx, productId);
      const { discountPercent } = entry!.data() as SaleEntry;
      writeCopies(tx, copies, product, { hidden, discountPercent });
    }
    tx.update(ref, change.visibility);
    recordAudit(
      tx,
      actor,
      `${list}.${hidden ? 'hide' : 'unhide'}`,
      ref.path,
      auditChanges({ hidden: (entry!.data() as { hidden?: boolean }).hidden ?? false }, { hidden }),
    );
  });
  return { hidden };
}

export interface EntryEdit {
  /** The product's new SKU (Featured and Week edit pages); undefined keeps it. */
  sku?: string | undefined;
  title: string;
  /** The VAT-inclusive store price, in cents. */
  price: Cents;
  /** Sale entries only; null keeps the discount. */
  discountPercent: number | null;
}

/**
 * The curated edit pages (updatefeatured, updateweekproduct, updatefeaturedother,
 * updaterecommendproduct). Title, price and SKU are the PRODUCT's: what a list card shows is what
 * the product page shows and the cart charges, so the product and all its copies change together.
 * A SKU another store product has is refused (409), as when a product is added. The discount
 * belongs to the sale entry.
 */
export async function updateEntry(
  list: CuratedList,
  productId: string,
  edit: EntryEdit,
  actor: Actor,
): Promise<AdminEntry> {
  const ref = entryRef(list, productId);
  return db().runTransaction(async (tx) => {
    const entry = await tx.get(ref);
    if (!entry.exists) throw new NotFoundError(`This product is not in ${LIST_NAMES[list]}`);
    if (edit.discountPercent !== null && list !== 'sale') {
      throw new InvalidRequestError('Only a Sale entry has a discount', [
        { path: 'discountPercent', message: 'Only a Sale entry has a discount' },
      ]);
    }
    const { product, copies } = await readProductForEdit(tx, productId);
    const vocabulary = await readSearchVocabulary(tx);
    const sku = edit.sku ?? product.sku;
    if (sku !== product.sku) {
      const taken = await tx.get(db().collection(collections.products).where('sku', '==', sku).limit(1));
      if (!taken.empty) {
        const message = `A product with SKU ${sku} is already in the main store`;
        throw new ConflictError(message, { details: { productId: taken.docs[0]!.id } });
      }
    }
    const changed = {
      sku,
      title: edit.title,
      ...storePricesFromPrice(edit.price),
      searchTerms: searchTermsFor({ ...product, title: edit.title, sku }),
    };
    const updated: WithId<StoreProduct> = { ...product, ...changed };
    tx.update(db().collection(collections.products).doc(productId), {
      ...changed,
      updatedAt: FieldValue.serverTimestamp(),
    });
    // A new discount re-prices the Sale entry, the product's shown sale and every card (rule 35).
    const saleEntry = saleEntryOf(copies);
    writeCopies(
      tx,
      copies,
      updated,
      saleEntry && edit.discountPercent !== null
        ? { ...saleEntry, discountPercent: edit.discountPercent }
        : saleEntry,
    );
    writeSearchVocabularyChange(tx, vocabulary, product, updated);
    recordAudit(
      tx,
      actor,
      `${list}.update`,
      ref.path,
      auditChanges(product, updated, ['sku', 'title', 'price', 'displayPrice']),
    );
    const stored = entry.data() as StoredEntry;
    const discount = edit.discountPercent ?? saleDiscountOf(list, entry);
    const sale = list === 'sale' ? { hidden: stored.hidden, discountPercent: discount! } : saleEntry;
    const shown = { ...updated, ...shownSale(updated.displayPrice, sale) };
    return toAdminEntry({ ...stored, ...copiedFields(list, shown, discount) });
  });
}
