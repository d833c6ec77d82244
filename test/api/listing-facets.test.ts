// Several values per facet, facet counts and the price paid (docs/decisions.md rule 73), through
// GET listing/{page} on the seeded demo store: each answer is checked against the demo data filtered
// here, and every count against the total the listing itself gives for that value.
import {
  LISTING_FACETS_COLLECTION,
  listingFacetSummaryId,
  pricePaid,
  type FacetName,
  type ListingFacetSummary,
  type StoreProduct,
} from '@shop/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import {
  backfillPaidPrices,
  rebuildListingFacets,
  refreshListingFacetEntry,
} from '../../functions/src/data/listings';
import type { StoreListingAnswer } from '../../functions/src/http/routes/listing';
import { buildDemoStore, type DemoStore } from '../../scripts/demo-data/store';
import { generateSupplierCatalogue } from '../../scripts/demo-data/supplier-catalogue';
import { DEFAULT_DEMO_SEED, seedDemoData } from '../../scripts/seed';
import { clearFirestore } from './emulators';
import { fetchJson } from './server';
import { useApi } from './harness';

const api = useApi({ clear: 'nothing' });
const store: DemoStore = buildDemoStore(
  generateSupplierCatalogue({ seed: DEFAULT_DEMO_SEED }),
  DEFAULT_DEMO_SEED,
);
const bags = store.products.filter((product) => product.online && product.parentCategory === 'BAGS');

beforeAll(async () => {
  await clearFirestore();
  await seedDemoData({ log: () => {} });
}, 120_000);

async function listing(query: string): Promise<StoreListingAnswer> {
  const { status, body } = await fetchJson(`${api.origin}/api/v1/main/listing/products?${query}`);
  expect(status, `GET listing/products?${query}: ${JSON.stringify(body)}`).toBe(200);
  return body as StoreListingAnswer;
}

/** The two designers with the most bags online: both have more than a page's worth between them. */
const [first, second] = [...new Set(bags.map((bag) => bag.brand))]
  .map((brand) => ({ brand, count: bags.filter((bag) => bag.brand === brand).length }))
  .sort((a, b) => b.count - a.count)
  .map(({ brand }) => brand) as [string, string];

describe('GET listing/products with several values per facet', () => {
  it('lists the bags of both designers chosen at once, and a one-value address as before', async () => {
    const both = await listing(`p=bags&b=${encodeURIComponent(first)}&b=${encodeURIComponent(second)}`);
    const expected = bags.filter((bag) => bag.brand === first || bag.brand === second);
    expect(both.total).toBe(expected.length);
    expect(both.products).toHaveLength(Math.min(12, expected.length));
    expect(new Set(both.products.map((product) => product.brand))).toEqual(new Set([first, second]));

    const one = await listing(`p=bags&b=${encodeURIComponent(first)}`);
    expect(one.total).toBe(bags.filter((bag) => bag.brand === first).length);
    expect(one.products.every((product) => product.brand === first)).toBe(true);
  });

  it('refuses a bad value and more combinations than one query can ask for, naming the parameter', async () => {
    const bad = await fetchJson(`${api.origin}/api/v1/main/listing/products?p=bags&colour=BLACK&colour=TEAL`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: 'invalid-request', details: [{ path: 'colour' }] } });
    const designers = Array.from({ length: 8 }, (_, i) => `b=D${i}`).join('&');
    const colours = ['BLACK', 'BROWN', 'RED', 'PINK'].map((colour) => `colour=${colour}`).join('&');
    const tooMany = await fetchJson(
      `${api.origin}/api/v1/main/listing/products?p=bags&${designers}&${colours}`,
    );
    expect(tooMany.status).toBe(400);
    const unknownPage = await fetchJson(`${api.origin}/api/v1/main/listing/shoes?p=bags`);
    expect(unknownPage.status).toBe(400);
  });
});

describe('facet counts', () => {
  it('count every value the listing has, each the total that value then gives (none leads to 0)', async () => {
    const black = await listing('p=bags&colour=BLACK');
    expect(black.total).toBe(bags.filter((bag) => bag.colour === 'BLACK').length);
    // Black chosen: every colour still counts (its own choice left out), every designer its black bags.
    const colours = new Set(bags.map((bag) => bag.colour));
    expect(new Set(Object.keys(black.facets.colour))).toEqual(colours);
    const blackDesigners = new Set(bags.filter((bag) => bag.colour === 'BLACK').map((bag) => bag.brand));
    expect(new Set(Object.keys(black.facets.brand))).toEqual(blackDesigners);
    for (const [facet, param] of [
      ['colour', 'colour'],
      ['brand', 'b'],
      ['category', 'category'],
    ] as const satisfies readonly (readonly [FacetName, string])[]) {
      for (const [value, count] of Object.entries(black.facets[facet]).slice(0, 6)) {
        expect(count).toBeGreaterThan(0);
        const chosen =
          facet === 'colour'
            ? `colour=${encodeURIComponent(value)}`
            : `colour=BLACK&${param}=${encodeURIComponent(value)}`;
        expect((await listing(`p=bags&${chosen}`)).total, `${facet} ${value}`).toBe(count);
      }
    }
  });

  it('count with the price range, on the price paid', async () => {
    const cheap = await listing('p=bags&maxPrice=500');
    const expected = bags.filter((bag) => pricePaid(bag) <= 50_000);
    expect(cheap.total).toBe(expected.length);
    const sum = Object.values(cheap.facets.colour).reduce((total, count) => total + count, 0);
    expect(sum).toBe(expected.length);
  });
});

describe('the price paid', () => {
  it('orders "Price low to high" by what shoppers pay, sale prices included', async () => {
    const { products } = await listing('p=bags&sort=1');
    const paid = products.map((product) => product.salePrice ?? product.price);
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    const lowest = Math.min(...bags.map((bag) => pricePaid(bag)));
    expect(paid[0]).toBe(lowest);
  });

  it('is written back on a product that lacks it (listings:rebuild)', async () => {
    const onSale = bags.find((bag) => bag.salePrice != null)!;
    const ref = db().collection('products').doc(onSale.id);
    await ref.update({ paidPrice: FieldValue.delete() });
    const written = await backfillPaidPrices();
    expect(written['products']).toBe(1);
    expect(((await ref.get()).data() as StoreProduct).paidPrice).toBe(onSale.salePrice);
    expect((await backfillPaidPrices())['products']).toBe(0);
  });
});

describe('the facet summaries', () => {
  const summaryRef = db()
    .collection(LISTING_FACETS_COLLECTION)
    .doc(listingFacetSummaryId('products', 'BAGS'));
  const summary = async () => (await summaryRef.get()).data() as ListingFacetSummary;

  it('follow a product taken offline and back, whatever the order of the events', async () => {
    const bag = bags[0]!;
    const before = (await summary()).entries[bag.id];
    expect(before).toBeDefined();
    await db().collection('products').doc(bag.id).update({ online: false });
    await refreshListingFacetEntry('products', bag.id);
    await refreshListingFacetEntry('products', bag.id);
    expect((await summary()).entries[bag.id]).toBeUndefined();
    await db().collection('products').doc(bag.id).update({ online: true });
    await refreshListingFacetEntry('products', bag.id);
    expect((await summary()).entries[bag.id]).toBe(before);
  });

  it("are not written for a change that leaves the product's line as they show it, and are for one that does", async () => {
    const bag = bags[1]!;
    const line = (await summary()).entries[bag.id];
    expect(line).toBeDefined();
    const document = (await db().collection('products').doc(bag.id).get()).data() as StoreProduct;
    const writtenAt = async () => (await summaryRef.get()).updateTime!.toMillis();
    const before = await writtenAt();
    // A unit sold of a size that stays in stock: same sizes, same price, same line.
    const fewer = {
      ...document,
      variants: document.variants.map((variant) => ({ ...variant, quantity: 1 })),
    };
    await refreshListingFacetEntry('products', bag.id, { before: document, after: fewer });
    expect(await writtenAt()).toBe(before);
    // Created as the summaries already show it (the seed writes both): nothing to write either.
    await refreshListingFacetEntry('products', bag.id, { before: undefined, after: document });
    expect(await writtenAt()).toBe(before);
    // Taken offline: the line goes, and the summary is written.
    await db().collection('products').doc(bag.id).update({ online: false });
    await refreshListingFacetEntry('products', bag.id, {
      before: document,
      after: { ...document, online: false },
    });
    expect(await writtenAt()).toBeGreaterThan(before);
    expect((await summary()).entries[bag.id]).toBeUndefined();
    await db().collection('products').doc(bag.id).update({ online: true });
    await refreshListingFacetEntry('products', bag.id, {
      before: { ...document, online: false },
      after: document,
    });
    expect((await summary()).entries[bag.id]).toBe(line);
  });

  it('are rebuilt as the seed wrote them', async () => {
    const seeded = await summary();
    const written = await rebuildListingFacets();
    expect(written[listingFacetSummaryId('products', 'BAGS')]).toBe(bags.length);
    expect(await summary()).toEqual(seeded);
  });
});
