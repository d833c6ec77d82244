// The supplier catalogue (supplierItems) as the admin browses it on /adminallproducts: pages of 100
// per category, the filter dialog, the price sort and the search box.
import {
  collections,
  displayPrice,
  listPriceRangeForStorePrice,
  parseAdminSearch,
  adminSearchTerms,
  matchesAdminSearchWords,
  shopConfig,
  storePriceFromListPrice,
  type AdminPage,
  type AdminSupplierItem,
  type Gender,
  type SupplierCategory,
  type SupplierItem,
  type WithId,
} from '@shop/domain';
import { FieldPath, type Query } from 'firebase-admin/firestore';
import { db } from '../firestore';

export const SUPPLIER_PAGE_SIZE = shopConfig.pageSizes.supplier;

/** The most items a filtered or searched list reads at once; more narrow filters are needed beyond it. */
const MATCH_LIMIT = 2_000;

export type PriceSort = 1 | -1;

export interface SupplierItemQuery {
  category: SupplierCategory;
  /** The filter dialog; null for any. */
  brand: string | null;
  subcategory: string | null;
  gender: Gender | null;
  /** The search box; null for none. */
  text: string | null;
  /** The price sort: 1 low to high, -1 high to low; null for the catalogue's own order. */
  sort: PriceSort | null;
  skip: number;
}

function toAdminSupplierItem(id: string, item: SupplierItem): AdminSupplierItem {
  const { searchTerms: _searchTerms, ...fields } = item;
  const storePrice = storePriceFromListPrice(item.listPrice);
  return { ...fields, id, storePrice, displayPrice: displayPrice(storePrice) };
}

function page(items: WithId<SupplierItem>[], skip: number, hasMore: boolean): AdminPage<AdminSupplierItem> {
  return { items: items.map((item) => toAdminSupplierItem(item.id, item)), skip, hasMore };
}

const byPrice = (sort: PriceSort) => (a: WithId<SupplierItem>, b: WithId<SupplierItem>) =>
  sort * (a.listPrice - b.listPrice) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * One page of supplier items. The plain and price-sorted catalogue pages in Firestore (offset and
 * limit; the price sort uses the index parentCategory + listPrice). A search or filter narrows to a
 * few hundred items at most, which are matched and sorted here.
 */
export async function findSupplierItems(query: SupplierItemQuery): Promise<AdminPage<AdminSupplierItem>> {
  const items = db().collection(collections.supplierItems);
  let base: Query = items.where('parentCategory', '==', query.category);
  const filtered = query.brand !== null || query.subcategory !== null || query.gender !== null;

  if (query.text === null && !filtered) {
    const ordered =
      query.sort === null
        ? base.orderBy(FieldPath.documentId())
        : // Ties follow the document id in the sort's direction (Firestore's implicit last order).
          base.orderBy('listPrice', query.sort === 1 ? 'asc' : 'desc');
    const snapshot = await ordered
      .offset(query.skip)
      .limit(SUPPLIER_PAGE_SIZE + 1)
      .get();
    const found = snapshot.docs.map((doc) => ({ ...(doc.data() as SupplierItem), id: doc.id }));
    return page(found.slice(0, SUPPLIER_PAGE_SIZE), query.skip, found.length > SUPPLIER_PAGE_SIZE);
  }

  if (query.brand !== null) base = base.where('brand', '==', query.brand);
  if (query.subcategory !== null) base = base.where('category', '==', query.subcategory);
  if (query.gender !== null) base = base.where('gender', '==', query.gender);

  let matches: WithId<SupplierItem>[];
  if (query.text !== null) {
    const search = parseAdminSearch(query.text);
    const queries: Query[] = [];
    if (search.cents !== null) {
      // By the store price an item would get (what the catalogue shows), e.g. "273".
      const range = listPriceRangeForStorePrice(search.cents);
      queries.push(
        items
          .where('parentCategory', '==', query.category)
          .where('listPrice', '>=', range.min)
          .where('listPrice', '<=', range.max),
      );
    }
    const [firstWord] = search.words;
    // The word alone, on the automatic single-field index; category and filters are matched below.
    if (firstWord)
      queries.push(items.where('searchTerms', 'array-contains-any', adminSearchTerms(firstWord)));
    if (search.sku !== '') queries.push(items.where('searchTerms', 'array-contains', search.sku));
    const snapshots = await Promise.all(queries.map((q) => q.limit(MATCH_LIMIT).get()));
    const byId = new Map<string, WithId<SupplierItem>>();
    for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
      const item = { ...(doc.data() as SupplierItem), id: doc.id };
      const inView =
        item.parentCategory === query.category &&
        (query.brand === null || item.brand === query.brand) &&
        (query.subcategory === null || item.category === query.subcategory) &&
        (query.gender === null || item.gender === query.gender);
      const priceMatch = search.cents !== null && storePriceFromListPrice(item.listPrice) === search.cents;
      const wordMatch = matchesAdminSearchWords(item.searchTerms, search);
      if (inView && (priceMatch || wordMatch)) byId.set(item.id, item);
    }
    matches = [...byId.values()];
  } else {
    const snapshot = await base.limit(MATCH_LIMIT).get();
    matches = snapshot.docs.map((doc) => ({ ...(doc.data() as SupplierItem), id: doc.id }));
  }

  matches.sort(
    query.sort === null ? (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : byPrice(query.sort),
  );
  const pageItems = matches.slice(query.skip, query.skip + SUPPLIER_PAGE_SIZE);
  return page(pageItems, query.skip, matches.length > query.skip + SUPPLIER_PAGE_SIZE);
}

/** The brands of a category, for the filter dialog (read as a projection: the brand field only). */
export async function supplierBrands(category: SupplierCategory): Promise<string[]> {
  const snapshot = await db()
    .collection(collections.supplierItems)
    .where('parentCategory', '==', category)
    .select('brand')
    .get();
  const brands = new Set(snapshot.docs.map((doc) => String(doc.get('brand'))));
  return [...brands].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
