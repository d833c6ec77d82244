// GET gethomepagefeaturedproductlist and gethomepageweekproductlist.
import { collections } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { createCuratedEntry, minutesAgo, type CuratedList } from './factories';
import { fetchJson } from './server';
import { useApi } from './harness';

const api = useApi();
const { url } = api;

const lists: [string, CuratedList, CuratedList][] = [
  ['gethomepagefeaturedproductlist', collections.featured, collections.weekProducts],
  ['gethomepageweekproductlist', collections.weekProducts, collections.featured],
];

describe.each(lists)('GET %s', (path, list, otherList) => {
  it('answers the visible entries, newest first, as home product cards', async () => {
    await createCuratedEntry(list, {
      productId: 'older',
      sku: 'PR-1001',
      title: 'Galleria Saffiano tote',
      price: 280_000,
      displayImage: 'https://img.example/older.jpg',
      addedAt: minutesAgo(30),
    });
    await createCuratedEntry(list, { productId: 'hidden-newest', hidden: true, addedAt: minutesAgo(1) });
    await createCuratedEntry(list, {
      productId: 'newest',
      sku: 'GU-2002',
      title: 'Jackie 1961 shoulder bag',
      price: 329_000,
      // On sale: the card carries the product's sale (docs/decisions.md rule 35).
      discountPercent: 20,
      salePrice: 264_000,
      displayImage: 'https://img.example/newest.jpg',
      addedAt: minutesAgo(5),
    });
    await createCuratedEntry(list, {
      productId: 'oldest',
      sku: 'BV-3003',
      title: 'Cassette crossbody',
      price: 198_000,
      displayImage: 'https://img.example/oldest.jpg',
      addedAt: minutesAgo(120),
    });
    // Another list's entries never leak in.
    await createCuratedEntry(otherList, { productId: 'elsewhere', addedAt: minutesAgo(2) });

    const { status, contentType, body } = await fetchJson(url(path));

    expect(status).toBe(200);
    expect(contentType).toMatch(/^application\/json/);
    expect(body).toEqual([
      {
        productId: 'newest',
        displayImage: 'https://img.example/newest.jpg',
        title: 'Jackie 1961 shoulder bag',
        price: 329_000,
        discountPercent: 20,
        salePrice: 264_000,
        sku: 'GU-2002',
      },
      {
        productId: 'older',
        displayImage: 'https://img.example/older.jpg',
        title: 'Galleria Saffiano tote',
        price: 280_000,
        discountPercent: null,
        salePrice: null,
        sku: 'PR-1001',
      },
      {
        productId: 'oldest',
        displayImage: 'https://img.example/oldest.jpg',
        title: 'Cassette crossbody',
        price: 198_000,
        discountPercent: null,
        salePrice: null,
        sku: 'BV-3003',
      },
    ]);
  });

  it('answers an empty array when every entry is hidden', async () => {
    await createCuratedEntry(list, { hidden: true });

    const { status, body } = await fetchJson(url(path));

    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});
