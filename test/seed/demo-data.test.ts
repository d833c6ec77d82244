// The demo data generators: deterministic, of realistic size, complete over the spec's vocabularies,
// and priced by the domain's rules. Pure: no emulator needed.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ACCESSORY_BRANDS,
  ACCESSORY_TYPES,
  BAG_BRANDS,
  BAG_TYPES,
  COLOURS,
  SIZES,
  checkCoupon,
  couponFromDoc,
  displayPrice,
  isSizeOf,
  listingFilterKeys,
  salePrice,
  searchTermsFor,
  stockSummary,
  storePriceFromListPrice,
  toListingEntry,
  type StoreProduct,
  type SupplierItem,
  type WithId,
  shownSale,
} from '@shop/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeDemoImages } from '../../scripts/demo-images';
import { demoImageFiles } from '../../scripts/demo-data/images';
import { createRandom } from '../../scripts/demo-data/random';
import { buildDemoStore, DEMO_BASE_DATE, DemoInstant, type DemoStore } from '../../scripts/demo-data/store';
import { generateSupplierCatalogue } from '../../scripts/demo-data/supplier-catalogue';

const SEED = 'maison-borsa-demo';

let catalogue: WithId<SupplierItem>[];
let store: DemoStore;
let productById: Map<string, WithId<StoreProduct>>;
let itemById: Map<string, WithId<SupplierItem>>;

beforeAll(() => {
  catalogue = generateSupplierCatalogue({ seed: SEED });
  store = buildDemoStore(catalogue, SEED);
  productById = new Map(store.products.map((product) => [product.id, product]));
  itemById = new Map(store.supplierItems.map((item) => [item.id, item]));
});

const allSoldOut = (item: Pick<SupplierItem, 'variants'>) =>
  item.variants.every((variant) => variant.quantity === 0);

describe('random', () => {
  it('repeats a sequence for a seed and differs between seeds', () => {
    const draw = (seed: string) => {
      const random = createRandom(seed);
      return Array.from({ length: 20 }, () => random.int(0, 1_000_000));
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('stays within bounds', () => {
    const random = createRandom('bounds');
    for (let i = 0; i < 1000; i++) {
      const value = random.int(3, 7);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(7);
    }
  });
});

describe('determinism', () => {
  it('gives the same catalogue and store, byte for byte, for the same seed', () => {
    const again = generateSupplierCatalogue({ seed: SEED });
    expect(again).toEqual(catalogue);
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalogue));
    const storeAgain = buildDemoStore(again, SEED);
    expect(storeAgain).toEqual(store);
    expect(JSON.stringify(storeAgain)).toBe(JSON.stringify(store));
  });

  it('gives different data for a different seed', () => {
    const other = generateSupplierCatalogue({ seed: 'another-seed' });
    expect(other).toHaveLength(catalogue.length);
    expect(other.map((item) => item.title)).not.toEqual(catalogue.map((item) => item.title));
    const otherStore = buildDemoStore(other, 'another-seed');
    expect(otherStore.products.map((product) => product.sku)).not.toEqual(
      store.products.map((product) => product.sku),
    );
  });

  it('does not change the catalogue it builds the store from', () => {
    expect(catalogue.every((item) => item.storeProductId === null)).toBe(true);
  });
});

describe('supplier catalogue', () => {
  it('has a realistic size and mix of categories', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(3000);
    const share = (category: string) =>
      catalogue.filter((item) => item.parentCategory === category).length / catalogue.length;
    expect(share('BAGS')).toBeCloseTo(0.45, 2);
    expect(share('ACCESSORIES')).toBeCloseTo(0.35, 2);
    expect(share('CLOTHING')).toBeGreaterThan(0.05);
    expect(share('SHOES')).toBeGreaterThan(0.05);
  });

  it('has unique, stable ids, SKUs and EANs', () => {
    expect(catalogue[0]?.id).toBe('sup-000001');
    expect(catalogue.at(-1)?.id).toBe(`sup-${String(catalogue.length).padStart(6, '0')}`);
    expect(new Set(catalogue.map((item) => item.id)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((item) => item.sku)).size).toBe(catalogue.length);
    const eans = catalogue.flatMap((item) => item.variants.map((variant) => variant.ean));
    expect(new Set(eans).size).toBe(eans.length);
    for (const ean of eans.slice(0, 200)) {
      expect(ean).toMatch(/^\d{13}$/);
      const sum = [...ean.slice(0, 12)].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
      expect(Number(ean[12])).toBe((10 - (sum % 10)) % 10);
    }
  });

  it('covers every colour, bag type and accessory type of the spec', () => {
    const present = (parent: string, field: 'colour' | 'category') =>
      new Set(catalogue.filter((item) => item.parentCategory === parent).map((item) => item[field]));
    for (const parent of ['BAGS', 'ACCESSORIES']) {
      expect([...present(parent, 'colour')].sort()).toEqual([...COLOURS].sort());
    }
    expect([...present('BAGS', 'category')].sort()).toEqual([...BAG_TYPES].sort());
    expect([...present('ACCESSORIES', 'category')].sort()).toEqual([...ACCESSORY_TYPES].sort());
  });

  it('uses bag brands for bags and accessory brands for accessories', () => {
    for (const item of catalogue) {
      if (item.parentCategory === 'BAGS') expect(BAG_BRANDS).toContain(item.brand);
      if (item.parentCategory === 'ACCESSORIES') expect(ACCESSORY_BRANDS).toContain(item.brand);
    }
    expect(new Set(catalogue.map((item) => item.brand)).size).toBeGreaterThan(150);
  });

  it('has 1-3 variants per item with sizes valid for its category, covering every size', () => {
    const sizesSeen = { BAGS: new Set<string>(), ACCESSORIES: new Set<string>() };
    for (const item of catalogue) {
      expect(item.variants.length).toBeGreaterThanOrEqual(1);
      expect(item.variants.length).toBeLessThanOrEqual(3);
      expect(new Set(item.variants.map((variant) => variant.size)).size).toBe(item.variants.length);
      for (const variant of item.variants) {
        expect(Number.isInteger(variant.quantity) && variant.quantity >= 0).toBe(true);
        expect(variant.code).toBe(`${item.sku}-${variant.size}`);
        if (item.parentCategory === 'BAGS' || item.parentCategory === 'ACCESSORIES') {
          expect(isSizeOf(item.parentCategory, variant.size)).toBe(true);
          sizesSeen[item.parentCategory].add(variant.size);
        }
      }
    }
    expect([...sizesSeen.BAGS]).toEqual(['UNI']);
    expect([...sizesSeen.ACCESSORIES].sort()).toEqual([...SIZES.ACCESSORIES].sort());
  });

  it('has about 8 % sold-out items, with every variant at quantity 0', () => {
    const soldOut = catalogue.filter(allSoldOut);
    expect(soldOut.length / catalogue.length).toBeGreaterThan(0.06);
    expect(soldOut.length / catalogue.length).toBeLessThan(0.1);
  });

  it('prices every item so its store price lies between 100 and 5000 euro', () => {
    for (const item of catalogue) {
      expect(Number.isSafeInteger(item.listPrice)).toBe(true);
      const price = storePriceFromListPrice(item.listPrice);
      expect(price).toBeGreaterThanOrEqual(10_000);
      expect(price).toBeLessThanOrEqual(500_000);
    }
  });

  it('has realistic titles, descriptions, images and search terms', () => {
    for (const item of catalogue) {
      expect(item.title.startsWith(`${item.brand} `)).toBe(true);
      expect(item.title).toContain(item.colour.toLowerCase());
      const phrases = item.description.split(',').map((phrase) => phrase.trim());
      expect(phrases.length).toBeGreaterThanOrEqual(4);
      expect(phrases.every((phrase) => phrase.length > 0)).toBe(true);
      expect(item.images.length).toBeGreaterThanOrEqual(2);
      expect(item.images.length).toBeLessThanOrEqual(4);
      expect(item.gender === 'M' || item.gender === 'F').toBe(true);
      // Designer, title, categories, colour, gender and sku: what the storefront's search finds it by.
      expect(item.searchTerms).toEqual(searchTermsFor(item));
    }
    expect(new Set(catalogue.map((item) => item.madeIn)).size).toBeGreaterThan(10);
    expect(new Set(catalogue.map((item) => item.condition)).size).toBeGreaterThan(2);
  });
});

describe('demo pictures', () => {
  it('show each product as what it is: gloves as gloves, masks and socks as themselves', () => {
    const familyOfImage = (item: SupplierItem) =>
      /\/demo-images\/([a-z-]+?)-[a-z-]+-front\.jpg$/.exec(item.images[0] ?? '')?.[1];
    const expected: Record<string, string> = {
      GLOVES: 'gloves',
      MASK: 'mask',
      SOCKS: 'socks',
      HAT: 'hat',
      SUNGLASSES: 'eyewear',
    };
    for (const [category, family] of Object.entries(expected)) {
      const items = catalogue.filter((item) => item.category === category);
      expect(items.length, category).toBeGreaterThan(0);
      for (const item of items) expect(familyOfImage(item), `${category} ${item.id}`).toBe(family);
    }
  });
});

describe('demo store', () => {
  it('holds at least 420 bags and accessories, each from a supplier item that points back at it', () => {
    expect(store.products.length).toBeGreaterThanOrEqual(420);
    expect(new Set(store.products.map((product) => product.id)).size).toBe(store.products.length);
    for (const product of store.products) {
      expect(product.id).toMatch(/^prd-\d{6}$/);
      expect(['BAGS', 'ACCESSORIES']).toContain(product.parentCategory);
      const item = itemById.get(product.supplierItemId ?? '');
      expect(item?.storeProductId).toBe(product.id);
    }
    const linked = store.supplierItems.filter((item) => item.storeProductId !== null);
    expect(linked).toHaveLength(store.products.length);
  });

  it('copies a supplier item into a store product with the domain prices (whole objects)', () => {
    for (const product of store.products.slice(0, 3)) {
      const item = itemById.get(product.supplierItemId ?? '')!;
      const price = storePriceFromListPrice(item.listPrice);
      expect(product).toEqual({
        id: product.id,
        sku: item.sku,
        title: item.title,
        title2: item.title.slice(item.brand.length + 1),
        brand: item.brand,
        parentCategory: item.parentCategory,
        category: item.category,
        colour: item.colour,
        gender: item.gender,
        madeIn: item.madeIn,
        condition: item.condition,
        description: item.description,
        images: item.images,
        displayImage: item.images[0],
        variants: item.variants,
        ...stockSummary(item.variants),
        unitsInStock: item.variants.reduce((units, variant) => units + variant.quantity, 0),
        lowestSizeStock: Math.min(...item.variants.map((variant) => variant.quantity)),
        listPrice: item.listPrice,
        price,
        displayPrice: displayPrice(price),
        // The sale the product shows: its visible Sale entry's, or none (docs/decisions.md rule 35).
        ...shownSale(
          displayPrice(price),
          store.sale.find((entry) => entry.productId === product.id),
        ),
        recommended: product.recommended,
        searchTerms: searchTermsFor(item),
        filterKeys: listingFilterKeys({
          ...stockSummary(item.variants),
          parentCategory: product.parentCategory,
          category: item.category,
          brand: item.brand,
          colour: item.colour,
        }),
        supplierItemId: item.id,
        online: true,
        createdAt: product.createdAt,
        updatedAt: product.updatedAt,
      });
    }
  });

  it('prices every product by the domain rule, between 100 and 5000 euro', () => {
    for (const product of store.products) {
      expect(product.price).toBe(storePriceFromListPrice(product.listPrice));
      expect(product.displayPrice).toBe(displayPrice(product.price));
      expect(product.price % 100).toBe(0);
      expect(product.displayPrice % 1000).toBe(0);
      expect(product.displayPrice - product.price).toBeLessThan(1000);
      for (const amount of [product.price, product.displayPrice]) {
        expect(amount).toBeGreaterThanOrEqual(10_000);
        expect(amount).toBeLessThanOrEqual(500_000);
      }
    }
  });

  it('marks sold-out products (every variant at 0) as not in stock', () => {
    const soldOut = store.products.filter(allSoldOut);
    expect(soldOut.length).toBeGreaterThan(0);
    for (const product of soldOut) {
      expect(product.inStock).toBe(false);
      expect(product.sizesInStock).toEqual([]);
    }
    for (const product of store.products.filter((p) => !allSoldOut(p))) {
      expect(product.inStock).toBe(true);
      expect(product.sizesInStock).toEqual(product.variants.filter((v) => v.quantity > 0).map((v) => v.size));
    }
  });

  it('shows every colour, type and size in the storefront listings', () => {
    const of = (parent: string) => store.products.filter((product) => product.parentCategory === parent);
    for (const parent of ['BAGS', 'ACCESSORIES'] as const) {
      expect(new Set(of(parent).map((product) => product.colour)).size).toBe(COLOURS.length);
      expect(new Set(of(parent).flatMap((product) => product.sizesInStock))).toEqual(new Set(SIZES[parent]));
    }
    expect(new Set(of('BAGS').map((product) => product.category)).size).toBe(BAG_TYPES.length);
    expect(new Set(of('ACCESSORIES').map((product) => product.category)).size).toBe(ACCESSORY_TYPES.length);
  });

  it('has deterministic timestamps before the base date', () => {
    for (const product of store.products) {
      expect(product.createdAt).toBeInstanceOf(DemoInstant);
      expect(product.createdAt.toMillis()).toBeLessThan(DEMO_BASE_DATE);
      expect(product.createdAt.toMillis()).toBeGreaterThan(DEMO_BASE_DATE - 200 * 24 * 3_600_000);
    }
  });
});

describe('curated lists', () => {
  const hiddenCount = (entries: { hidden: boolean }[]) => entries.filter((entry) => entry.hidden).length;

  it('reference existing products and copy their card fields', () => {
    for (const entry of [...store.featured, ...store.weekProducts]) {
      const product = productById.get(entry.productId)!;
      expect(product).toBeDefined();
      expect(entry.id).toBe(entry.productId);
      expect(entry).toMatchObject({
        sku: product.sku,
        title: product.title,
        price: product.displayPrice,
        displayImage: product.displayImage,
      });
    }
    for (const entry of [...store.newIn, ...store.sale, ...store.recommended]) {
      const product = productById.get(entry.productId)!;
      expect(product).toBeDefined();
      expect(entry.id).toBe(entry.productId);
      // A Sale entry keeps its own discount, hidden or not; the others show the product's sale.
      const { discountPercent: _discount, salePrice: _salePrice, ...listingFields } = toListingEntry(product);
      expect(entry).toMatchObject(
        store.sale.includes(entry as never) ? listingFields : toListingEntry(product),
      );
    }
    for (const entry of store.sale) {
      expect(productById.get(entry.productId)).toMatchObject(
        entry.hidden
          ? { discountPercent: null, salePrice: null }
          : { discountPercent: entry.discountPercent, salePrice: entry.salePrice },
      );
    }
  });

  it('have the sizes of the demo, with a few hidden entries', () => {
    expect(store.featured.length).toBeGreaterThanOrEqual(8);
    expect(store.featured.length).toBeLessThanOrEqual(12);
    expect(hiddenCount(store.featured)).toBeGreaterThanOrEqual(1);
    expect(hiddenCount(store.featured)).toBeLessThanOrEqual(2);
    expect(store.weekProducts.length).toBeGreaterThanOrEqual(4);
    expect(store.weekProducts.length).toBeLessThanOrEqual(6);
    expect(hiddenCount(store.weekProducts)).toBe(1);
    expect(store.newIn.length).toBeGreaterThanOrEqual(50);
    expect(hiddenCount(store.newIn)).toBeGreaterThanOrEqual(1);
    expect(store.sale.length).toBeGreaterThanOrEqual(40);
    expect(hiddenCount(store.sale)).toBeGreaterThanOrEqual(1);
    const featuredIds = new Set(store.featured.map((entry) => entry.productId));
    expect(store.weekProducts.some((entry) => featuredIds.has(entry.productId))).toBe(false);
  });

  it('puts the newest products in New In', () => {
    const oldestNewIn = Math.min(
      ...store.newIn.map((entry) => productById.get(entry.productId)!.createdAt.toMillis()),
    );
    const newInIds = new Set(store.newIn.map((entry) => entry.productId));
    const others = store.products.filter((product) => !newInIds.has(product.id));
    expect(others.every((product) => product.createdAt.toMillis() <= oldestNewIn)).toBe(true);
  });

  it('prices sale entries with the domain sale rule, discounts 10-70 %', () => {
    for (const entry of store.sale) {
      expect(entry.discountPercent).toBeGreaterThanOrEqual(10);
      expect(entry.discountPercent).toBeLessThanOrEqual(70);
      expect(entry.price).toBe(productById.get(entry.productId)!.displayPrice);
      expect(entry.salePrice).toBe(salePrice(entry.price, entry.discountPercent));
      expect(entry.salePrice).toBeLessThan(entry.price);
    }
    expect(new Set(store.sale.map((entry) => entry.discountPercent)).size).toBeGreaterThan(4);
  });

  it('mirrors products.recommended in the recommended list', () => {
    const flagged = store.products.filter((product) => product.recommended).map((product) => product.id);
    expect(flagged.length).toBeGreaterThanOrEqual(30);
    expect(flagged.length).toBeLessThanOrEqual(50);
    expect(store.recommended.map((entry) => entry.productId).sort()).toEqual(flagged.sort());
  });
});

describe('designers', () => {
  it('count bags and accessories per brand over the store products', () => {
    expect(new Set(store.designers.map((designer) => designer.id)).size).toBe(store.designers.length);
    for (const designer of store.designers) {
      const mine = store.products.filter((product) => product.brand === designer.brand);
      expect(designer.bags).toBe(mine.filter((product) => product.parentCategory === 'BAGS').length);
      expect(designer.accessories).toBe(
        mine.filter((product) => product.parentCategory === 'ACCESSORIES').length,
      );
      expect(designer.bags + designer.accessories).toBeGreaterThan(0);
    }
    const total = store.designers.reduce((sum, designer) => sum + designer.bags + designer.accessories, 0);
    expect(total).toBe(store.products.length);
    expect(
      store.designers.find((designer) => designer.brand === 'DOLCE & GABBANA')?.id ?? 'dolce-gabbana',
    ).toBe('dolce-gabbana');
  });
});

describe('coupons', () => {
  const coupon = (code: string) => {
    const doc = store.coupons.find((candidate) => candidate.code === code);
    expect(doc, code).toBeDefined();
    return couponFromDoc(doc!);
  };
  const now = new Date(DEMO_BASE_DATE);

  it('show every coupon rule', () => {
    expect(coupon('WELCOME10').discount).toEqual({ kind: 'percent', percent: 10 });
    expect(checkCoupon(coupon('WELCOME10'), { goods: 28_000, now })).toEqual({ ok: true, discount: 2_800 });
    expect(checkCoupon(coupon('SAVE15'), { goods: 28_000, now })).toEqual({ ok: true, discount: 1_500 });
    expect(checkCoupon(coupon('VIP50'), { goods: 40_000, now })).toMatchObject({
      ok: false,
      reason: 'below-minimum',
    });
    expect(checkCoupon(coupon('VIP50'), { goods: 60_000, now })).toEqual({ ok: true, discount: 5_000 });
    expect(checkCoupon(coupon('EXPIRED20'), { goods: 60_000, now })).toMatchObject({
      ok: false,
      reason: 'expired',
    });
    expect(checkCoupon(coupon('EXPIRED20'), { goods: 60_000, now: new Date() })).toMatchObject({ ok: false });
    expect(checkCoupon(coupon('ONCE5'), { goods: 60_000, now })).toMatchObject({
      ok: false,
      reason: 'exhausted',
    });
  });
});

describe('demo images', () => {
  it('exist for every image the catalogue refers to, each drawn in under 2 KB of SVG', () => {
    const files = demoImageFiles(COLOURS);
    const names = new Set(files.map((file) => `/demo-images/${file.name}`));
    expect(names.size).toBe(files.length);
    for (const item of catalogue) {
      for (const image of item.images) expect(names.has(image), image).toBe(true);
    }
    for (const file of files) {
      expect(file.name.endsWith('.jpg')).toBe(true);
      expect(Buffer.byteLength(file.svg)).toBeLessThan(2048);
      expect(file.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    }
    expect(files.length).toBeLessThan(1000);
  });

  // A few of two colours (one with a gradient) keep this quick; the build makes all of them the same way.
  const someFiles = () =>
    demoImageFiles(['BLACK', 'GOLD']).filter((file) => /^(tote|detail)-/.test(file.name));

  // Each picture takes about 0.2 s of CPU, more on a busy machine.
  const MAKING = { timeout: 60_000 };

  it(
    'writes photo-sized JPEGs: 1600 x 2000 px, 150-400 KB, the same bytes from the same drawing',
    MAKING,
    async () => {
      const dirs = [mkdtempSync(join(tmpdir(), 'demo-images-')), mkdtempSync(join(tmpdir(), 'demo-images-'))];
      try {
        const result = await writeDemoImages(dirs[0], someFiles());
        expect(result.count).toBe(someFiles().length);
        for (const file of someFiles()) {
          const jpeg = readFileSync(join(dirs[0]!, file.name));
          const metadata = await sharp(jpeg).metadata();
          expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1600, 2000]);
          expect(jpeg.length, file.name).toBeGreaterThan(150 * 1024);
          expect(jpeg.length, file.name).toBeLessThan(400 * 1024);
        }
        const [first] = someFiles();
        await writeDemoImages(dirs[1], [first!]);
        expect(
          readFileSync(join(dirs[1]!, first!.name)).equals(readFileSync(join(dirs[0]!, first!.name))),
        ).toBe(true);
      } finally {
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('makes again only what is missing or drawn differently, and removes stale files', MAKING, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-images-'));
    try {
      writeFileSync(join(dir, 'old-image.svg'), '<svg/>');
      const first = await writeDemoImages(dir, someFiles());
      expect(readdirSync(dir)).not.toContain('old-image.svg');
      const [missing, kept, redrawn] = someFiles();
      rmSync(join(dir, missing!.name));
      const keptAt = statSync(join(dir, kept!.name)).mtimeMs;
      const before = readFileSync(join(dir, redrawn!.name));
      // Another drawing under the same name: the file must follow it.
      const files = someFiles().map((file) =>
        file.name === redrawn!.name
          ? {
              ...file,
              svg: file.svg.replace(
                '</svg>',
                '<rect x="0" y="0" width="80" height="80" fill="#c00000"/></svg>',
              ),
            }
          : file,
      );
      const result = await writeDemoImages(dir, files);
      expect(readdirSync(dir)).toContain(missing!.name);
      expect(statSync(join(dir, kept!.name)).mtimeMs).toBe(keptAt);
      expect(readFileSync(join(dir, redrawn!.name)).equals(before)).toBe(false);
      expect(result.count).toBe(first.count);
      expect(result.made).toBe(2);
      const jpegs = readdirSync(dir).filter((name) => name.endsWith('.jpg'));
      expect(jpegs).toHaveLength(result.count);
      expect(result.bytes).toBe(jpegs.reduce((sum, name) => sum + statSync(join(dir, name)).size, 0));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
