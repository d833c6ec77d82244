// The demo store built from the sample supplier catalogue: store products, the curated lists, the
// designers, and a handful of coupons that show every coupon rule. Pure and deterministic: every id
// and timestamp derives from the seed and a fixed base date, never from Date.now().
import {
  buildSearchVocabulary,
  encodeSearchVocabulary,
  SEARCH_VOCABULARY_PATH,
  ACCESSORY_TYPES,
  BAG_TYPES,
  COLOURS,
  SIZES,
  designerCounts,
  isParentCategory,
  parseCouponCode,
  parseCouponDiscount,
  NOT_ON_SALE,
  salePrice,
  shownSale,
  storeProductFromSupplierItem,
  toListingEntry,
  encodeFacetEntry,
  facetEntryOf,
  listingFacetSummaryId,
  PARENT_CATEGORIES,
  type ListingFacetSummary,
  type CouponDoc,
  type CuratedEntry,
  type Designer,
  type Instant,
  type ListingEntry,
  type SaleEntry,
  type StoreProduct,
  type SupplierItem,
  type WithId,
} from '@shop/domain';
import { createRandom, type Random } from './random';

/**
 * A fixed point in time that satisfies the domain's Instant. The seed turns these into Firestore
 * Timestamps; keeping them plain here lets two builds be compared with a deep equality.
 */
export class DemoInstant implements Instant {
  constructor(readonly millis: number) {}
  toMillis(): number {
    return this.millis;
  }
}

/** "Now" of the demo data: products were added in the months before, coupons expire relative to it. */
export const DEMO_BASE_DATE = Date.UTC(2026, 9, 1, 8, 0, 0); // 2026-10-01 08:00 UTC

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How many store products of each parent category the demo store holds. */
export const DEMO_STORE_SIZE = { BAGS: 300, ACCESSORIES: 180 } as const;

export const DEMO_LIST_SIZES = {
  featured: { count: 10, hidden: 2 },
  weekProducts: { count: 5, hidden: 1 },
  newIn: { count: 60, hidden: 3 },
  sale: { count: 50, hidden: 3 },
  recommended: { count: 40, hidden: 0 },
} as const;

/** The sale discounts the demo uses (the admin slider allows 10-100). */
const SALE_DISCOUNTS = [10, 15, 20, 25, 30, 40, 50, 60, 70] as const;

export function storeProductId(index: number): string {
  return `prd-${String(index + 1).padStart(6, '0')}`;
}

export interface DemoStore {
  /** The catalogue again, with storeProductId set on the items that are in the store. */
  supplierItems: WithId<SupplierItem>[];
  products: WithId<StoreProduct>[];
  featured: WithId<CuratedEntry>[];
  weekProducts: WithId<CuratedEntry>[];
  newIn: WithId<ListingEntry>[];
  sale: WithId<SaleEntry>[];
  recommended: WithId<ListingEntry>[];
  designers: WithId<Designer>[];
  coupons: WithId<CouponDoc>[];
  /** The listings' facet summaries (domain listing-facets.ts), as the triggers keep them. */
  listingFacets: WithId<ListingFacetSummary>[];
  /** The published search vocabulary of these products (one document, domain search-vocabulary.ts). */
  searchVocabulary: WithId<{ vocabulary: string }>[];
}

type Candidate = WithId<SupplierItem> & { parentCategory: 'BAGS' | 'ACCESSORIES' };

const inStock = (item: SupplierItem): boolean => item.variants.some((variant) => variant.quantity > 0);

/**
 * The supplier items that go into the store: every bag type, accessory type, colour and accessory
 * size is represented (in stock where the catalogue allows), the rest picked at random.
 */
function selectItems(
  random: Random,
  catalogue: readonly WithId<SupplierItem>[],
  storeSize: number | null,
): Candidate[] {
  const candidates = random.shuffle(
    catalogue.filter((item): item is Candidate => isParentCategory(item.parentCategory)),
  );
  const chosen = new Set<Candidate>();
  const counts = { BAGS: 0, ACCESSORIES: 0 };
  const take = (item: Candidate | undefined): void => {
    if (!item || chosen.has(item)) return;
    chosen.add(item);
    counts[item.parentCategory]++;
  };
  const first = (match: (item: Candidate) => boolean): Candidate | undefined =>
    candidates.find((item) => match(item) && inStock(item)) ?? candidates.find(match);

  for (const type of BAG_TYPES)
    take(first((item) => item.parentCategory === 'BAGS' && item.category === type));
  for (const type of ACCESSORY_TYPES) {
    take(first((item) => item.parentCategory === 'ACCESSORIES' && item.category === type));
  }
  for (const parent of ['BAGS', 'ACCESSORIES'] as const) {
    for (const colour of COLOURS)
      take(first((item) => item.parentCategory === parent && item.colour === colour));
    for (const size of SIZES[parent]) {
      take(
        candidates.find(
          (item) =>
            item.parentCategory === parent && item.variants.some((v) => v.size === size && v.quantity > 0),
        ),
      );
    }
  }
  for (const item of candidates) {
    // A scale test's store (storeSize) takes any items up to its size; the demo store keeps its mix.
    if (
      storeSize === null
        ? counts[item.parentCategory] < DEMO_STORE_SIZE[item.parentCategory]
        : chosen.size < storeSize
    )
      take(item);
  }
  // Products are numbered in catalogue order, so ids do not depend on how they were picked.
  return [...chosen].sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** A demo store product: made exactly as the admin's "add to store" makes it, with fixed dates. */
function toStoreProduct(
  item: Candidate,
  id: string,
  createdAt: number,
  recommended: boolean,
): WithId<StoreProduct> {
  return {
    id,
    ...storeProductFromSupplierItem(item, recommended),
    createdAt: new DemoInstant(createdAt),
    updatedAt: new DemoInstant(createdAt + 2 * HOUR),
  };
}

function curatedEntry(product: WithId<StoreProduct>, hidden: boolean, addedAt: number): WithId<CuratedEntry> {
  return {
    id: product.id,
    productId: product.id,
    sku: product.sku,
    title: product.title,
    price: product.displayPrice,
    displayImage: product.displayImage,
    hidden,
    addedAt: new DemoInstant(addedAt),
  };
}

function listingEntry(product: WithId<StoreProduct>, hidden: boolean, addedAt: number): WithId<ListingEntry> {
  return { id: product.id, ...toListingEntry(product), hidden, addedAt: new DemoInstant(addedAt) };
}

/** Marks `hidden` entries of a list as hidden, spread through it rather than all at the end. */
function hiddenIndexes(random: Random, count: number, hidden: number): Set<number> {
  return new Set(random.sample([...Array(count).keys()], hidden));
}

function demoCoupons(): WithId<CouponDoc>[] {
  const coupon = (
    code: string,
    label: string,
    extra: Partial<Pick<CouponDoc, 'minimumGoods' | 'expiresAt' | 'maxRedemptions' | 'redemptions'>> = {},
  ): WithId<CouponDoc> => {
    const normalised = parseCouponCode(code);
    return {
      // The code is unique, so it doubles as the document id.
      id: normalised,
      code: normalised,
      discount: parseCouponDiscount(label),
      label,
      minimumGoods: null,
      expiresAt: null,
      maxRedemptions: null,
      redemptions: 0,
      createdAt: new DemoInstant(DEMO_BASE_DATE - 30 * DAY),
      ...extra,
    };
  };
  return [
    coupon('WELCOME10', '10%'),
    coupon('SAVE15', '15'),
    coupon('VIP50', '50', { minimumGoods: 50_000 }),
    coupon('EXPIRED20', '20%', { expiresAt: new DemoInstant(DEMO_BASE_DATE - 10 * DAY) }),
    coupon('ONCE5', '5', { maxRedemptions: 1, redemptions: 1 }),
  ];
}

/**
 * Builds the demo store from a supplier catalogue (generateSupplierCatalogue). The same catalogue and
 * seed give the same store, byte for byte.
 */
/** `storeSize`: that many store products (at most the catalogue's size) instead of DEMO_STORE_SIZE. */
export function buildDemoStore(
  catalogue: readonly WithId<SupplierItem>[],
  seed: string,
  storeSize: number | null = null,
): DemoStore {
  const random = createRandom(`${seed}/store`);
  const items = selectItems(random.fork('select'), catalogue, storeSize);

  // Added over the half year before the base date, at whole minutes.
  const timing = random.fork('dates');
  const createdAts = items.map(() => DEMO_BASE_DATE - timing.int(1, 180 * 24 * 60) * 60_000);

  const recommendedPick = random.fork('recommended');
  const recommendedIds = new Set(
    recommendedPick
      .sample(
        items.filter((item) => inStock(item)),
        DEMO_LIST_SIZES.recommended.count,
      )
      .map((item) => item.id),
  );

  const products = items.map((item, index) =>
    toStoreProduct(item, storeProductId(index), createdAts[index]!, recommendedIds.has(item.id)),
  );
  const productOfItem = new Map(items.map((item, index) => [item.id, products[index]!.id]));
  const supplierItems = catalogue.map((item) => ({
    ...item,
    images: [...item.images],
    variants: item.variants.map((variant) => ({ ...variant })),
    searchTerms: [...item.searchTerms],
    storeProductId: productOfItem.get(item.id) ?? null,
  }));

  const lists = random.fork('lists');
  const available = products.filter((product) => product.inStock);
  const newestFirst = [...products].sort(
    (a, b) => b.createdAt.toMillis() - a.createdAt.toMillis() || (a.id < b.id ? -1 : 1),
  );

  // Home page: mostly bags, all in stock, featured and week products distinct.
  const homePool = lists.shuffle(available.filter((p) => p.parentCategory === 'BAGS' || lists.chance(0.3)));
  const homeList = (
    picked: WithId<StoreProduct>[],
    { count, hidden }: { count: number; hidden: number },
    daysAgo: number,
  ): WithId<CuratedEntry>[] => {
    const hide = hiddenIndexes(lists, count, hidden);
    return picked
      .slice(0, count)
      .map((product, i) => curatedEntry(product, hide.has(i), DEMO_BASE_DATE - (daysAgo - i) * DAY));
  };
  const featured = homeList(homePool.slice(0, DEMO_LIST_SIZES.featured.count), DEMO_LIST_SIZES.featured, 20);
  const weekProducts = homeList(
    homePool.slice(DEMO_LIST_SIZES.featured.count),
    DEMO_LIST_SIZES.weekProducts,
    6,
  );

  // New In: the newest products; Sale: others, with a discount.
  const newInProducts = newestFirst.slice(0, DEMO_LIST_SIZES.newIn.count);
  const hideNewIn = hiddenIndexes(lists, newInProducts.length, DEMO_LIST_SIZES.newIn.hidden);
  const newIn = newInProducts.map((product, i) =>
    listingEntry(product, hideNewIn.has(i), product.createdAt.toMillis() + HOUR),
  );

  const newInIds = new Set(newInProducts.map((product) => product.id));
  const saleProducts = lists
    .sample(
      products.filter((product) => !newInIds.has(product.id)),
      DEMO_LIST_SIZES.sale.count,
    )
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const hideSale = hiddenIndexes(lists, saleProducts.length, DEMO_LIST_SIZES.sale.hidden);
  const sale = saleProducts.map((product, i): WithId<SaleEntry> => {
    const entry = listingEntry(product, hideSale.has(i), DEMO_BASE_DATE - lists.int(1, 30) * DAY);
    const discountPercent = lists.pick(SALE_DISCOUNTS);
    return { ...entry, discountPercent, salePrice: salePrice(entry.price, discountPercent) };
  });

  // Every product and list entry carries the sale its product shows, as the admin's writes keep it
  // (docs/decisions.md rule 35): the visible Sale entry's, or none.
  const saleOf = new Map(sale.map((entry) => [entry.productId, shownSale(entry.price, entry)]));
  // With the price they pay, which the listings sort on (docs/decisions.md rule 73).
  for (const product of products) {
    Object.assign(product, saleOf.get(product.id) ?? shownSale(product.displayPrice, null));
  }
  for (const entry of [...featured, ...weekProducts]) {
    Object.assign(entry, saleOf.get(entry.productId) ?? NOT_ON_SALE);
  }
  for (const entry of newIn)
    Object.assign(entry, saleOf.get(entry.productId) ?? shownSale(entry.price, null));
  // A Sale entry keeps its own sale and copies the price its product is paid at, as the admin's writes do.
  for (const entry of sale)
    entry.paidPrice = (saleOf.get(entry.productId) ?? shownSale(entry.price, null)).paidPrice;

  const recommended = products
    .filter((product) => product.recommended)
    .map((product) => listingEntry(product, false, product.createdAt.toMillis() + DAY));

  const designers = designerCounts(products);

  const listingFacets = (
    [
      ['products', products],
      ['newIn', newIn],
      ['sale', sale],
      ['recommended', recommended],
    ] as const
  ).flatMap(([source, documents]) =>
    PARENT_CATEGORIES.map((parent): WithId<ListingFacetSummary> => {
      const entries: Record<string, string> = {};
      for (const document of documents) {
        const entry = document.parentCategory === parent ? facetEntryOf(source, document) : null;
        if (entry) entries[document.id] = encodeFacetEntry(entry);
      }
      return { id: listingFacetSummaryId(source, parent), parentCategory: parent, source, entries };
    }),
  );

  return {
    listingFacets,
    supplierItems,
    products,
    featured,
    weekProducts,
    newIn,
    sale,
    recommended,
    designers,
    coupons: demoCoupons(),
    searchVocabulary: [
      { id: SEARCH_VOCABULARY_PATH.id, vocabulary: encodeSearchVocabulary(buildSearchVocabulary(products)) },
    ],
  };
}
