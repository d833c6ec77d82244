/**
 * Public catalogue reads for the storefront: curated lists, products, designers, sale entries. Over
 * Firestore's REST API (firestore-rest.ts) so a page's first data needs no SDK download.
 */
import {
  FILTER_KEYS_FIELD,
  ONLINE_ONLY,
  RELATED_PRODUCTS_READ,
  TRANSLATED_TITLE_FIELDS,
  collections,
  relatedProductKeys,
  type CuratedEntry,
  type Designer,
  type SaleEntry,
  type StoreProduct,
  type WithId,
} from '@shop/domain';
import { encodeValue, FirestoreReadError, getDocument, runQuery } from './firestore-rest';

/** The curated lists shoppers may read (hidden entries are for admins only). */
export type CuratedCollection = typeof collections.featured | typeof collections.weekProducts;

/**
 * The newest visible entries of a curated list. The `hidden == false` filter is not optional: the
 * security rules only let non-admins run queries that carry it.
 */
export async function listVisibleCurated(
  collectionName: CuratedCollection,
  max: number,
): Promise<CuratedEntry[]> {
  const entries = await runQuery<CuratedEntry>({
    collection: collectionName,
    filters: [{ field: 'hidden', op: 'EQUAL', value: encodeValue(false) }],
    orderBy: [{ field: 'addedAt', direction: 'DESCENDING' }],
    limit: max,
  });
  // The document id is the product id.
  return entries.map((entry) => ({ ...entry.data, productId: entry.id }));
}

/**
 * A store product by id, or null when there is none or it is offline: the rules refuse shoppers an
 * offline product (docs/decisions.md rule 64), and its page is the same as a product's that is gone.
 */
export async function getStoreProduct(productId: string): Promise<WithId<StoreProduct> | null> {
  try {
    const product = await getDocument<StoreProduct>(collections.products, productId);
    return product ? { ...product.data, id: product.id } : null;
  } catch (error) {
    if (error instanceof FirestoreReadError && error.code === 'permission-denied') return null;
    throw error;
  }
}

/** Every designer (`designers`: one small document per brand with store products). */
export async function listDesigners(): Promise<WithId<Designer>[]> {
  const designers = await runQuery<Designer>({ collection: collections.designers, filters: [], orderBy: [] });
  return designers.map((designer) => ({ ...designer.data, id: designer.id }));
}

/**
 * The product's Sale entry while it is on the visible Sale list, or null. A query rather than a
 * get: the rules only let shoppers read sale entries through a query that filters hidden == false.
 */
export async function getVisibleSaleEntry(productId: string): Promise<SaleEntry | null> {
  const [entry] = await runQuery<SaleEntry>({
    collection: collections.sale,
    filters: [
      { field: 'productId', op: 'EQUAL', value: encodeValue(productId) },
      { field: 'hidden', op: 'EQUAL', value: encodeValue(false) },
    ],
    orderBy: [],
    limit: 1,
  });
  return entry ? entry.data : null;
}

/** What a "You may also like" card shows of a product, and whether it is in stock. */
const RELATED_CARD_FIELDS = [
  'title',
  'brand',
  'displayImage',
  'images',
  'displayPrice',
  'discountPercent',
  'salePrice',
  'category',
  'inStock',
] as const satisfies readonly (keyof StoreProduct)[];

export type RelatedProduct = WithId<
  Pick<StoreProduct, (typeof RELATED_CARD_FIELDS)[number] | 'translations'>
>;

/**
 * Candidates for "You may also like": the newest products of the same designer or the same type,
 * one bounded query (array-contains-any on the listings' filter keys, their index). Only the cards'
 * fields (a field mask): whole documents made the answer some 70 KB for 12 products, parsed on the
 * phone's main thread while the product page was still starting.
 */
export async function listRelatedProducts(
  product: Pick<StoreProduct, 'parentCategory' | 'category' | 'brand'>,
): Promise<RelatedProduct[]> {
  const found = await runQuery<RelatedProduct>({
    collection: collections.products,
    filters: [
      // Offline products are for the admin only (the rules refuse a query without this filter).
      { field: ONLINE_ONLY.field, op: 'EQUAL', value: encodeValue(ONLINE_ONLY.value) },
      {
        field: FILTER_KEYS_FIELD,
        op: 'ARRAY_CONTAINS_ANY',
        value: { arrayValue: { values: relatedProductKeys(product).map((key) => encodeValue(key)) } },
      },
    ],
    orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }],
    limit: RELATED_PRODUCTS_READ,
    // With the translated titles, not the descriptions beside them (docs/decisions.md rule 83).
    select: [...RELATED_CARD_FIELDS, ...TRANSLATED_TITLE_FIELDS],
  });
  return found.map((entry) => ({ ...entry.data, id: entry.id }));
}
