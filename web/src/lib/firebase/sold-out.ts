/**
 * Which of the home page's curated products are sold out. A module of its own, off the listing's
 * first load: only the home page's Featured and Products of the Week cards ask.
 */
import { collections, ONLINE_ONLY, type StoreProduct } from '@shop/domain';
import { documentReference, encodeValue, runQuery } from './firestore-rest';

/**
 * Which of these products are sold out, in one query of their `inStock` only (at most 30 ids, the
 * limit of an `in` filter). The home page's curated entries carry no stock (the stock writers keep
 * only the listing entries in step), so their cards ask the products. Shoppers may only query online
 * products (docs/decisions.md rule 64): the filter is part of the query, and an offline product's
 * entry is hidden from the list anyway. The rules refuse the whole query when one id names no
 * product (an entry left behind by a deleted one): an optional read, so the home page still renders
 * on the server, with no card said to be sold out.
 */
export async function listSoldOut(productIds: readonly string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const found = await runQuery<Pick<StoreProduct, 'inStock'>>(
    {
      collection: collections.products,
      filters: [
        { field: ONLINE_ONLY.field, op: 'EQUAL', value: encodeValue(ONLINE_ONLY.value) },
        {
          field: '__name__',
          op: 'IN',
          value: {
            arrayValue: {
              values: productIds.slice(0, 30).map((id) => documentReference(collections.products, id)),
            },
          },
        },
      ],
      orderBy: [],
      select: ['inStock'],
    },
    { optional: true },
  );
  return new Set(found.filter((product) => product.data.inStock === false).map((product) => product.id));
}
