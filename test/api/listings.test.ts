// The listing calls of storefront.md section 7 on the seeded demo store: each answer is checked
// against the demo data filtered and ordered here, independently of the query spec, and every count
// equals the lengths of its list's pages added up.
import {
  pricePaid,
  toStoreListingProduct,
  type ListingEntry,
  type SaleEntry,
  type StoreListingProduct,
  type StoreProduct,
  type WithId,
} from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDemoStore, type DemoStore } from '../../scripts/demo-data/store';
import { generateSupplierCatalogue } from '../../scripts/demo-data/supplier-catalogue';
import { DEFAULT_DEMO_SEED, seedDemoData } from '../../scripts/seed';
import { clearFirestore } from './emulators';
import { fetchJson } from './server';
import { useApi } from './harness';

const api = useApi({ clear: 'nothing' });
const { url } = api;
const store: DemoStore = buildDemoStore(
  generateSupplierCatalogue({ seed: DEFAULT_DEMO_SEED }),
  DEFAULT_DEMO_SEED,
);

beforeAll(async () => {
  await clearFirestore();
  await seedDemoData({ log: () => {} });
}, 120_000);

async function get(path: string): Promise<unknown> {
  const { status, contentType, body } = await fetchJson(url(path));
  expect(status, `GET ${path}: ${JSON.stringify(body)}`).toBe(200);
  expect(contentType).toMatch(/^application\/json/);
  return body;
}

/** Every page of a paged call (`.../12/{skip}`), until a short page. */
async function allPages(
  pathWithoutPage: string,
): Promise<{ pages: StoreListingProduct[][]; all: StoreListingProduct[] }> {
  const pages: StoreListingProduct[][] = [];
  for (let skip = 0; ; skip += 12) {
    const page = (await get(`${pathWithoutPage}/12/${skip}`)) as StoreListingProduct[];
    expect(page.length).toBeLessThanOrEqual(12);
    pages.push(page);
    if (page.length < 12) break;
  }
  return { pages, all: pages.flat() };
}

// ---------------------------------------------------------------------------------------------
// The expected answers, from the demo store in memory

type Doc = WithId<StoreProduct> | WithId<ListingEntry> | WithId<SaleEntry>;
type Key = (doc: Doc) => number;
const millis = (value: { toMillis(): number }) => value.toMillis();

interface Filter {
  parent: 'BAGS' | 'ACCESSORIES';
  category?: string;
  brand?: string;
  colour?: string;
  size?: string;
  /** Euros, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  minDiscount?: number;
  maxDiscount?: number;
}

/** The price a listing sorts and filters on: what shoppers pay (docs/decisions.md rule 73). */
const priceOf = (doc: Doc, source: Source): number =>
  source === 'products'
    ? pricePaid(doc as StoreProduct)
    : source === 'sale'
      ? (doc as SaleEntry).salePrice
      : pricePaid({ displayPrice: (doc as ListingEntry).price, salePrice: (doc as ListingEntry).salePrice });

type Source = 'products' | 'newIn' | 'sale' | 'recommended';

function matches(doc: Doc, source: Source, filter: Filter): boolean {
  const price = priceOf(doc, source);
  const discount = source === 'sale' ? (doc as SaleEntry).discountPercent : 0;
  return (
    doc.parentCategory === filter.parent &&
    (filter.category === undefined || doc.category === filter.category) &&
    (filter.brand === undefined || doc.brand === filter.brand) &&
    (filter.colour === undefined || doc.colour === filter.colour) &&
    (filter.size === undefined || doc.sizesInStock.includes(filter.size)) &&
    (filter.minPrice === undefined || price >= filter.minPrice * 100) &&
    (filter.maxPrice === undefined || price <= filter.maxPrice * 100) &&
    (filter.minDiscount === undefined || discount >= filter.minDiscount) &&
    (filter.maxDiscount === undefined || discount <= filter.maxDiscount) &&
    (!('hidden' in doc) || doc.hidden === false)
  );
}

/** Sorted by `keys` in order (each with its direction), then by document id in the last direction, as Firestore does. */
function ordered(docs: Doc[], keys: [Key, 'asc' | 'desc'][]): Doc[] {
  const last = keys.at(-1)?.[1] ?? 'asc';
  return [...docs].sort((a, b) => {
    for (const [key, direction] of keys) {
      const difference = key(a) - key(b);
      if (difference !== 0) return direction === 'asc' ? difference : -difference;
    }
    const byId = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return last === 'asc' ? byId : -byId;
  });
}

const dateKey = (source: Source): Key =>
  source === 'products'
    ? (doc) => millis((doc as StoreProduct).createdAt)
    : (doc) => millis((doc as ListingEntry).addedAt);

/** The shop's order: in stock first then newest, or by price; a price or discount range orders by it after that. */
function expected(
  source: Source,
  filter: Filter,
  sort: 'newest' | 'priceAsc' | 'priceDesc' = 'newest',
): StoreListingProduct[] {
  const docs = (store[source] as Doc[]).filter((doc) => matches(doc, source, filter));
  const price: Key = (doc) => priceOf(doc, source);
  const discount: Key = (doc) => (doc as SaleEntry).discountPercent;
  const hasPriceRange = filter.minPrice !== undefined || filter.maxPrice !== undefined;
  const hasDiscountRange = filter.minDiscount !== undefined || filter.maxDiscount !== undefined;
  let keys: [Key, 'asc' | 'desc'][];
  if (sort === 'newest') {
    // The default sort leads with what can be bought (domain AVAILABLE_FIRST); Recommended is the
    // shop's list, newest first.
    const inStock: Key = (doc) => (doc.inStock ? 1 : 0);
    keys =
      source === 'recommended'
        ? [[dateKey(source), 'desc']]
        : [
            [inStock, 'desc'],
            [dateKey(source), 'desc'],
          ];
    if (hasDiscountRange) keys.push([discount, 'desc']);
    if (hasPriceRange) keys.push([price, 'desc']);
  } else {
    const direction = sort === 'priceAsc' ? 'asc' : 'desc';
    keys = [[price, direction]];
    if (hasDiscountRange) keys.push([discount, direction]);
  }
  return ordered(docs, keys).map((doc) => {
    const { id, ...data } = doc;
    return toStoreListingProduct(source, id, data as StoreProduct | ListingEntry);
  });
}

/** A brand with several bags in the demo store, and one with several accessories. */
function busiestBrand(parent: 'BAGS' | 'ACCESSORIES'): string {
  const counts = new Map<string, number>();
  for (const product of store.products) {
    if (product.parentCategory === parent) counts.set(product.brand, (counts.get(product.brand) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}
const bagBrand = busiestBrand('BAGS');
const accessoryBrand = busiestBrand('ACCESSORIES');
const enc = encodeURIComponent;

// ---------------------------------------------------------------------------------------------

describe('getallproductsmain and getallproductsmaincount', () => {
  it.each([
    ['bags/all/ALL', { parent: 'BAGS' }],
    ['BAGS/tote/all', { parent: 'BAGS', category: 'TOTE' }],
    [`bags/all/${enc(bagBrand.toLowerCase())}`, { parent: 'BAGS', brand: bagBrand }],
    ['accessories/all/ALL', { parent: 'ACCESSORIES' }],
    [`accessories/all/${enc(accessoryBrand)}`, { parent: 'ACCESSORIES', brand: accessoryBrand }],
  ] as [string, Filter][])(
    '%s lists the store products in stock first, then newest, 12 per page, as many as counted',
    async (path, filter) => {
      const want = expected('products', filter);
      expect(want.length).toBeGreaterThan(0);

      const count = await get(`getallproductsmaincount/${path}`);
      const { pages, all } = await allPages(`getallproductsmain/${path}`);

      expect(count).toBe(want.length);
      expect(pages.reduce((sum, page) => sum + page.length, 0)).toBe(count);
      expect(all).toEqual(want);
    },
  );

  it('answers a page size below 12 and a skip past the end', async () => {
    const want = expected('products', { parent: 'BAGS' });
    expect(await get('getallproductsmain/bags/all/ALL/5/10')).toEqual(want.slice(10, 15));
    expect(await get(`getallproductsmain/bags/all/ALL/12/${want.length}`)).toEqual([]);
  });
});

describe('getallproductsmainfilter and getallproductsmainfiltercount', () => {
  const accessorySize = '95';
  it.each([
    ['all/all/all/bags/100/5000', { parent: 'BAGS' }],
    ['black/all/all/bags/100/5000', { parent: 'BAGS', colour: 'BLACK' }],
    ['ALL/shoulder%20bag/UNI/BAGS/100/5000', { parent: 'BAGS', category: 'SHOULDER BAG', size: 'UNI' }],
    ['all/all/all/bags/500/1500', { parent: 'BAGS', minPrice: 500, maxPrice: 1500 }],
    ['all/all/all/bags/2000/5000', { parent: 'BAGS', minPrice: 2000 }],
    [`all/all/${accessorySize}/accessories/100/5000`, { parent: 'ACCESSORIES', size: accessorySize }],
    ['all/belt/all/accessories/100/800', { parent: 'ACCESSORIES', category: 'BELT', maxPrice: 800 }],
  ] as [string, Filter][])('%s lists and counts the matching products', async (path, filter) => {
    const brand = filter.brand ?? 'ALL';
    const want = expected('products', filter);
    expect(want.length).toBeGreaterThan(0);

    const count = await get(`getallproductsmainfiltercount/${path}/${brand}`);
    const { pages, all } = await allPages(`getallproductsmainfilter/${path}/${brand}`);

    expect(count).toBe(want.length);
    expect(pages.reduce((sum, page) => sum + page.length, 0)).toBe(count);
    expect(all).toEqual(want);
  });

  it('filters by brand together with the other filters', async () => {
    const filter: Filter = { parent: 'BAGS', brand: bagBrand, minPrice: 200 };
    const want = expected('products', filter);
    const { all } = await allPages(`getallproductsmainfilter/all/all/all/bags/200/5000/${enc(bagBrand)}`);
    expect(all).toEqual(want);
    expect(all.every((card) => card.brand === bagBrand && card.price >= 20_000)).toBe(true);
  });

  it('finds nothing, and counts 0, for a combination no product has', async () => {
    expect(await get('getallproductsmainfiltercount/gold/all/all/bags/4900/5000/ALL')).toBe(
      expected('products', { parent: 'BAGS', colour: 'GOLD', minPrice: 4900 }).length,
    );
    expect(await get('getallproductsmainfilter/all/all/all/bags/100/5000/NO%20SUCH%20BRAND/12/0')).toEqual(
      [],
    );
  });
});

describe('getallproductsmainfilterprice and getallproductsmainfilterpricecount', () => {
  it.each([
    ['-1', 'priceDesc'],
    ['1', 'priceAsc'],
    ['0', 'newest'],
  ] as const)('sort %s orders the filtered products', async (sort, order) => {
    const filter: Filter = { parent: 'BAGS', colour: 'BLACK' };
    const want = expected('products', filter, order);

    const count = await get(`getallproductsmainfilterpricecount/black/all/all/bags/${sort}/ALL`);
    const { pages, all } = await allPages(`getallproductsmainfilterprice/black/all/all/bags/${sort}/ALL`);

    expect(count).toBe(want.length);
    expect(pages.reduce((sum, page) => sum + page.length, 0)).toBe(count);
    expect(all).toEqual(want);
    // In the order of the price paid: the sale price where a card has one.
    const paid = all.map((card) => card.salePrice ?? card.price);
    if (order === 'priceAsc') expect(paid).toEqual([...paid].sort((a, b) => a - b));
    if (order === 'priceDesc') expect(paid).toEqual([...paid].sort((a, b) => b - a));
  });

  it('sort 2 lists the visible Recommended products', async () => {
    const want = expected('recommended', { parent: 'ACCESSORIES' });
    expect(want.length).toBeGreaterThan(0);
    expect(await get('getallproductsmainfilterpricecount/all/all/all/accessories/2/ALL')).toBe(want.length);
    expect((await allPages('getallproductsmainfilterprice/all/all/all/accessories/2/ALL')).all).toEqual(want);
  });
});

describe('getrecommendedproductsall and getrecommendedproductsallcount', () => {
  it.each([
    ['bags/ALL', { parent: 'BAGS' }],
    ['accessories/all', { parent: 'ACCESSORIES' }],
  ] as [string, Filter][])(
    '%s lists every visible recommended product and counts them',
    async (path, filter) => {
      const want = expected('recommended', filter);
      expect(want.length).toBeGreaterThan(0);
      const list = await get(`getrecommendedproductsall/${path}`);
      expect(list).toEqual(want);
      expect(await get(`getrecommendedproductsallcount/${path}`)).toBe(want.length);
    },
  );
});

describe('New In and Sale', () => {
  it.each([
    ['New%20In', 'newIn'],
    ['sale', 'sale'],
  ] as const)(
    'getallproductsmainotherstore/BAGS/ALL/ALL/%s lists the visible entries, in stock first, then newest',
    async (label, source) => {
      const want = expected(source, { parent: 'BAGS' });
      expect(want.length).toBeGreaterThan(0);
      expect(await get(`getallproductsmainotherstore/BAGS/ALL/ALL/${label}`)).toEqual(want);
    },
  );

  it('getallsaleproduct lists every visible entry of a list, bags and accessories, without hidden ones', async () => {
    for (const [label, source] of [
      ['Sale', 'sale'],
      ['new%20in', 'newIn'],
    ] as const) {
      const list = (await get(`getallsaleproduct/${label}`)) as StoreListingProduct[];
      const visible = ordered(
        (store[source] as Doc[]).filter((entry) => 'hidden' in entry && !entry.hidden),
        [[dateKey(source), 'desc']],
      );
      expect(list.map((card) => card.productId)).toEqual(visible.map((entry) => entry.id));
      expect(store[source].some((entry) => entry.hidden)).toBe(true);
    }
  });

  it('sale cards carry the discount and the sale price', async () => {
    const list = (await get('getallsaleproduct/Sale')) as StoreListingProduct[];
    const byId = new Map(store.sale.map((entry) => [entry.id, entry]));
    for (const card of list) {
      expect(card.discountPercent).toBe(byId.get(card.productId)?.discountPercent);
      expect(card.salePrice).toBe(byId.get(card.productId)?.salePrice);
    }
  });

  it('getallproductsmainfilterother filters New In by colour, category, size, price and brand', async () => {
    const want = expected('newIn', { parent: 'BAGS', minPrice: 300, maxPrice: 3000 });
    expect(await get('getallproductsmainfilterother/all/all/all/BAGS/300/3000/ALL/New%20In')).toEqual(want);
  });

  it('the sale version filters the discount range too', async () => {
    const filter: Filter = { parent: 'BAGS', minDiscount: 20, maxDiscount: 50 };
    const want = expected('sale', filter);
    expect(want.length).toBeGreaterThan(0);
    const list = (await get(
      'getallproductsmainfilterother/all/all/all/BAGS/100/5000/20/50/ALL/Sale',
    )) as StoreListingProduct[];
    expect(list).toEqual(want);
    expect(list.every((card) => card.discountPercent! >= 20 && card.discountPercent! <= 50)).toBe(true);
  });

  it.each([
    ['1', 'priceAsc'],
    ['-1', 'priceDesc'],
  ] as const)(
    'getallproductsmainfilterpriceother sorts by sale price, direction %s',
    async (direction, order) => {
      const want = expected('sale', { parent: 'BAGS' }, order);
      expect(await get(`getallproductsmainfilterpriceother/all/all/all/BAGS/${direction}/ALL/Sale`)).toEqual(
        want,
      );
    },
  );
});

describe('refused listing calls', () => {
  it.each([
    ['getallproductsmain/bags/all/ALL/13/0', 'limit'],
    ['getallproductsmain/bags/all/ALL/12/-12', 'skip'],
    ['getallproductsmain/shoes/all/ALL/12/0', 'p'],
    ['getallproductsmainfilter/teal/all/all/bags/100/5000/ALL/12/0', 'colour'],
    ['getallproductsmainfilter/all/belt/all/bags/100/5000/ALL/12/0', 'category'],
    ['getallproductsmainfilter/all/all/all/bags/900/300/ALL/12/0', 'minPrice'],
    ['getallproductsmainfilterprice/all/all/all/bags/5/ALL/12/0', 'sort'],
    ['getallproductsmainotherstore/BAGS/ALL/ALL/Featured', 'label'],
    ['getallproductsmainfilterother/all/all/all/BAGS/100/5000/20/50/ALL/New%20In', 'label'],
    ['getallproductsmainfilterother/all/all/all/BAGS/100/5000/50/20/ALL/Sale', 'discountMin'],
    ['getallproductsmainfilterpriceother/all/all/all/BAGS/0/ALL/Sale', 'sortDirection'],
  ])('%s is a 400 naming %s', async (path, param) => {
    const { status, contentType, body } = await fetchJson(url(path));
    expect(status).toBe(400);
    expect(contentType).toMatch(/^application\/json/);
    expect(body).toMatchObject({ error: { code: 'invalid-request', details: [{ path: param }] } });
  });
});
