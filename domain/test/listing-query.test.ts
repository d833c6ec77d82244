import { describe, expect, it } from 'vitest';
import {
  AVAILABLE_FIRST,
  curatedListQueryPlan,
  defaultListingQuery,
  effectiveSort,
  listingFilterKey,
  listingFilterKeys,
  listingQueryFilterKeys,
  listingQueryPlan,
  listingSortOptions,
  SORT_CODES,
  toListingEntry,
  shownSale,
  toStoreListingProduct,
  LISTING_CARD_FIELDS,
  updateListingQuery,
  withoutLimit,
  type ListingEntry,
  type SaleEntry,
} from '../src/index';
import { createStoreProduct, instant } from './factories';

describe('listingFilterKeys', () => {
  it('lists every filter combination a one-size bag matches', () => {
    expect(
      listingFilterKeys({
        parentCategory: 'BAGS',
        category: 'TOTE',
        brand: 'PRADA',
        colour: 'BLACK',
        sizesInStock: ['UNI'],
      }),
    ).toEqual([
      'BAGS|TOTE|PRADA|BLACK|UNI',
      'BAGS|TOTE|PRADA|BLACK|ALL',
      'BAGS|TOTE|PRADA|ALL|UNI',
      'BAGS|TOTE|PRADA|ALL|ALL',
      'BAGS|TOTE|ALL|BLACK|UNI',
      'BAGS|TOTE|ALL|BLACK|ALL',
      'BAGS|TOTE|ALL|ALL|UNI',
      'BAGS|TOTE|ALL|ALL|ALL',
      'BAGS|ALL|PRADA|BLACK|UNI',
      'BAGS|ALL|PRADA|BLACK|ALL',
      'BAGS|ALL|PRADA|ALL|UNI',
      'BAGS|ALL|PRADA|ALL|ALL',
      'BAGS|ALL|ALL|BLACK|UNI',
      'BAGS|ALL|ALL|BLACK|ALL',
      'BAGS|ALL|ALL|ALL|UNI',
      'BAGS|ALL|ALL|ALL|ALL',
    ]);
  });

  it('has a size key per size in stock, and only "any size" when sold out', () => {
    const belt = {
      parentCategory: 'ACCESSORIES',
      category: 'BELT',
      brand: 'GUCCI',
      colour: 'BROWN',
    } as const;
    const inThreeSizes = listingFilterKeys({ ...belt, sizesInStock: ['85', '95', '100'] });
    expect(inThreeSizes).toHaveLength(2 * 2 * 2 * 4);
    expect(inThreeSizes).toContain('ACCESSORIES|ALL|ALL|ALL|95');
    expect(inThreeSizes).toContain('ACCESSORIES|BELT|GUCCI|BROWN|100');

    const soldOut = listingFilterKeys({ ...belt, sizesInStock: [] });
    expect(soldOut).toHaveLength(8);
    expect(soldOut.every((key) => key.endsWith('|ALL'))).toBe(true);
  });

  it('matches the key a listing query looks for, whatever the filters', () => {
    const product = createStoreProduct({ brand: 'DOLCE & GABBANA', colour: 'WHITE/BLUE' });
    const key = listingFilterKey({
      parent: 'BAGS',
      category: null,
      brand: 'DOLCE & GABBANA',
      colour: 'WHITE/BLUE',
      size: 'UNI',
    });
    expect(product.filterKeys).toContain(key);
    expect(toListingEntry(product).filterKeys).toEqual(product.filterKeys);
  });
});

describe('listingQueryPlan', () => {
  const bags = defaultListingQuery('BAGS');

  it('reads the online store products of a parent category, in stock first and then newest, 12 per page', () => {
    expect(listingQueryPlan('products', bags)).toEqual({
      collection: 'products',
      equal: [{ field: 'online', value: true }],
      arrayContains: { field: 'filterKeys', value: 'BAGS|ALL|ALL|ALL|ALL' },
      ranges: [],
      orderBy: [AVAILABLE_FIRST, { field: 'createdAt', direction: 'desc' }],
      limit: 12,
    });
    // What can be bought leads on every listing page's default sort; the other sorts are the shopper's.
    expect(AVAILABLE_FIRST).toEqual({ field: 'inStock', direction: 'desc' });
    for (const page of ['newIn', 'sale'] as const) {
      expect(listingQueryPlan(page, bags).orderBy).toEqual([
        AVAILABLE_FIRST,
        { field: 'addedAt', direction: 'desc' },
      ]);
    }
  });

  it('puts every filter into the one filter key: the left category wins over the menu type', () => {
    const query = updateListingQuery(defaultListingQuery('ACCESSORIES', 'WALLET'), {
      category: ['BELT'],
      brand: ['GUCCI'],
      colour: ['BROWN'],
      size: ['95'],
    });
    expect(listingQueryPlan('products', query).arrayContains).toEqual({
      field: 'filterKeys',
      value: 'ACCESSORIES|BELT|GUCCI|BROWN|95',
    });
    const menuType = defaultListingQuery('ACCESSORIES', 'WALLET');
    expect(listingQueryPlan('products', menuType).arrayContains?.value).toBe(
      'ACCESSORIES|WALLET|ALL|ALL|ALL',
    );
  });

  it('asks for any of the combinations of several values per facet (array-contains-any)', () => {
    const query = updateListingQuery(bags, { brand: ['GUCCI', 'PRADA'], colour: ['BLACK', 'PINK'] });
    const plan = listingQueryPlan('products', query);
    expect(plan.arrayContains).toBeNull();
    expect(plan.arrayContainsAny).toEqual({
      field: 'filterKeys',
      values: [
        'BAGS|ALL|GUCCI|BLACK|ALL',
        'BAGS|ALL|GUCCI|PINK|ALL',
        'BAGS|ALL|PRADA|BLACK|ALL',
        'BAGS|ALL|PRADA|PINK|ALL',
      ],
    });
    expect(listingQueryFilterKeys(query)).toEqual(plan.arrayContainsAny?.values);
  });

  it('filters the price shoppers pay in cents, leaving a bound at the slider end open', () => {
    const plan = listingQueryPlan('products', updateListingQuery(bags, { minPrice: 300, maxPrice: 5000 }));
    expect(plan.ranges).toEqual([{ field: 'paidPrice', op: '>=', value: 30_000 }]);
    const both = listingQueryPlan('products', updateListingQuery(bags, { minPrice: 300, maxPrice: 900 }));
    expect(both.ranges).toEqual([
      { field: 'paidPrice', op: '>=', value: 30_000 },
      { field: 'paidPrice', op: '<=', value: 90_000 },
    ]);
  });

  it('sorts by the price shoppers pay both ways, on every listing', () => {
    expect(listingQueryPlan('products', updateListingQuery(bags, { sort: 1 })).orderBy).toEqual([
      { field: 'paidPrice', direction: 'asc' },
    ]);
    expect(listingQueryPlan('products', updateListingQuery(bags, { sort: -1 })).orderBy).toEqual([
      { field: 'paidPrice', direction: 'desc' },
    ]);
    expect(listingQueryPlan('newIn', updateListingQuery(bags, { sort: 1 })).orderBy).toEqual([
      { field: 'paidPrice', direction: 'asc' },
    ]);
    expect(listingQueryPlan('sale', updateListingQuery(bags, { sort: 1 })).orderBy).toEqual([
      { field: 'salePrice', direction: 'asc' },
    ]);
  });

  it('reads the visible Recommended list for the Recommended sort', () => {
    const plan = listingQueryPlan('products', updateListingQuery(bags, { sort: 2, brand: ['PRADA'] }));
    expect(plan).toEqual({
      collection: 'recommended',
      equal: [{ field: 'hidden', value: false }],
      arrayContains: { field: 'filterKeys', value: 'BAGS|ALL|PRADA|ALL|ALL' },
      ranges: [],
      orderBy: [{ field: 'addedAt', direction: 'desc' }],
      limit: 12,
    });
  });

  it('reads only visible New In entries, by the price shoppers pay', () => {
    const plan = listingQueryPlan('newIn', updateListingQuery(bags, { sort: -1, maxPrice: 2000 }));
    expect(plan).toEqual({
      collection: 'newIn',
      equal: [{ field: 'hidden', value: false }],
      arrayContains: { field: 'filterKeys', value: 'BAGS|ALL|ALL|ALL|ALL' },
      ranges: [{ field: 'paidPrice', op: '<=', value: 200_000 }],
      orderBy: [{ field: 'paidPrice', direction: 'desc' }],
      limit: 12,
    });
  });

  it('filters the sale price and the discount on the Sale page only', () => {
    const query = updateListingQuery(bags, { minPrice: 200, discountMin: 30, discountMax: 60, sort: 1 });
    expect(listingQueryPlan('sale', query)).toEqual({
      collection: 'sale',
      equal: [{ field: 'hidden', value: false }],
      arrayContains: { field: 'filterKeys', value: 'BAGS|ALL|ALL|ALL|ALL' },
      ranges: [
        { field: 'salePrice', op: '>=', value: 20_000 },
        { field: 'discountPercent', op: '>=', value: 30 },
        { field: 'discountPercent', op: '<=', value: 60 },
      ],
      orderBy: [{ field: 'salePrice', direction: 'asc' }],
      limit: 12,
    });
    expect(listingQueryPlan('newIn', query).ranges).toEqual([
      { field: 'paidPrice', op: '>=', value: 20_000 },
    ]);
  });

  it('falls back to Show All for a Recommended sort on New In and Sale, which do not offer it', () => {
    const recommended = updateListingQuery(bags, { sort: 2 });
    expect(listingQueryPlan('sale', recommended)).toEqual(listingQueryPlan('sale', bags));
    expect(effectiveSort('newIn', 2)).toBe(0);
    expect(effectiveSort('products', 2)).toBe(2);
    const { showAll, recommended: byRecommendation, priceDesc, priceAsc } = SORT_CODES;
    expect(listingSortOptions('products')).toEqual([showAll, byRecommendation, priceDesc, priceAsc]);
    expect(listingSortOptions('sale')).toEqual([showAll, priceDesc, priceAsc]);
  });

  it('reads every match without a page size (counts, whole lists)', () => {
    expect(listingQueryPlan('products', bags, null).limit).toBeNull();
    expect(withoutLimit(listingQueryPlan('products', bags))).toEqual(
      listingQueryPlan('products', bags, null),
    );
  });
});

describe('curatedListQueryPlan', () => {
  it('reads every visible entry of New In or Sale, newest first', () => {
    expect(curatedListQueryPlan('sale')).toEqual({
      collection: 'sale',
      equal: [{ field: 'hidden', value: false }],
      arrayContains: null,
      ranges: [],
      orderBy: [{ field: 'addedAt', direction: 'desc' }],
      limit: null,
    });
  });
});

describe('toStoreListingProduct', () => {
  const product = createStoreProduct();
  const card = {
    productId: 'prod-1',
    sku: 'GG-658574',
    title: 'Ophidia GG small tote',
    brand: 'GUCCI',
    parentCategory: 'BAGS',
    category: 'TOTE',
    colour: 'BROWN',
    gender: 'F',
    sizesInStock: ['UNI'],
    inStock: true,
    images: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
    displayImage: 'https://img.example/1.jpg',
    price: 28_000,
  };

  it('shows a store product at its display price, its id as product id', () => {
    const { id, ...stored } = product;
    expect(toStoreListingProduct('products', id, stored)).toEqual({
      ...card,
      discountPercent: null,
      salePrice: null,
    });
  });

  it('shows a sale entry with its discount and sale price', () => {
    const entry: SaleEntry = {
      ...toListingEntry(product),
      hidden: false,
      addedAt: instant('2025-02-01T10:00:00Z'),
      discountPercent: 30,
      salePrice: 20_000,
    };
    expect(toStoreListingProduct('sale', 'prod-1', entry)).toEqual({
      ...card,
      discountPercent: 30,
      salePrice: 20_000,
    });
  });

  it('needs no field beyond LISTING_CARD_FIELDS, the mask the storefront reads with', () => {
    const masked = <T extends object>(document: T) =>
      Object.fromEntries(
        Object.entries(document).filter(([field]) =>
          (LISTING_CARD_FIELDS as readonly string[]).includes(field),
        ),
      ) as T;
    const { id, ...stored } = product;
    const sale: SaleEntry = {
      ...toListingEntry(product),
      hidden: false,
      addedAt: instant('2025-02-01T10:00:00Z'),
      discountPercent: 30,
      salePrice: 20_000,
    };
    expect(toStoreListingProduct('products', id, masked(stored))).toEqual(
      toStoreListingProduct('products', id, stored),
    );
    expect(toStoreListingProduct('sale', 'prod-1', masked(sale))).toEqual(
      toStoreListingProduct('sale', 'prod-1', sale),
    );
  });

  it('shows a New In entry without sale fields', () => {
    const entry: ListingEntry = {
      ...toListingEntry(product),
      hidden: false,
      addedAt: instant('2025-02-01T10:00:00Z'),
    };
    expect(toStoreListingProduct('newIn', 'prod-1', entry)).toEqual({
      ...card,
      discountPercent: null,
      salePrice: null,
    });
  });

  it('shows the sale a product on sale carries on every listing, not only the Sale page (rule 35)', () => {
    const onSale = { ...product, ...shownSale(product.displayPrice, { hidden: false, discountPercent: 20 }) };
    const { id, ...stored } = onSale;
    const sale = { ...card, discountPercent: 20, salePrice: 23_000 };
    expect(toStoreListingProduct('products', id, stored)).toEqual(sale);
    const newIn: ListingEntry = {
      ...toListingEntry(onSale),
      hidden: false,
      addedAt: instant('2025-02-01T10:00:00Z'),
    };
    expect(toStoreListingProduct('newIn', 'prod-1', newIn)).toEqual(sale);
  });
});
