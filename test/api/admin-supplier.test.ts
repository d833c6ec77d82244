// Admin: the supplier catalogue on /adminallproducts: pages of 100, the filter dialog, the price sort
// and the search box.
import type { AdminPage, AdminSupplierItem } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createSupplierItem } from './admin-factories';
import { clearAuth, createAdmin, type TestUser } from './emulators';
import { useApi } from './harness';

const api = useApi();
let admin: TestUser;
const call = apiCaller(() => api.origin);

async function page(path: string): Promise<AdminPage<AdminSupplierItem>> {
  const answer = await call('GET', path, { token: admin.idToken });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as AdminPage<AdminSupplierItem>;
}
const ids = (result: AdminPage<AdminSupplierItem>) => result.items.map((item) => item.id);

beforeAll(async () => {
  await clearAuth();
  admin = await createAdmin('erin@maisonborsa.example');
});

describe('supplier catalogue', () => {
  it('pages a category 100 items at a time with the store price each would get', async () => {
    await Promise.all(
      Array.from({ length: 105 }, (_, i) =>
        createSupplierItem({ id: `bag-${String(i).padStart(3, '0')}`, listPrice: 10_000 + i }),
      ),
    );
    await createSupplierItem({ id: 'wallet-1', parentCategory: 'ACCESSORIES', category: 'WALLET' });

    const first = await page('getproductsmainstoreagain/bags');
    expect(first.items).toHaveLength(100);
    expect(first).toMatchObject({ skip: 0, hasMore: true });
    expect(first.items[0]).toMatchObject({
      id: 'bag-000',
      listPrice: 10_000,
      storePrice: 12_100,
      displayPrice: 13_000,
    });
    expect(first.items[0]).not.toHaveProperty('searchTerms');
    const second = await page('getproductsmainstoreagainskip/BAGS/100');
    expect(ids(second)).toEqual(['bag-100', 'bag-101', 'bag-102', 'bag-103', 'bag-104']);
    expect(second.hasMore).toBe(false);
    expect(ids(await page('getproductsmainstoreagain/accessories'))).toEqual(['wallet-1']);
    expect((await call('GET', 'getproductsmainstoreagain/hats', { token: admin.idToken })).status).toBe(400);
  });

  it('filters by brand, sub-category and gender, and sorts by price', async () => {
    await createSupplierItem({ id: 'a', brand: 'PRADA', category: 'TOTE', gender: 'F', listPrice: 30_000 });
    await createSupplierItem({ id: 'b', brand: 'PRADA', category: 'TOTE', gender: 'F', listPrice: 10_000 });
    await createSupplierItem({ id: 'c', brand: 'PRADA', category: 'CLUTCH', gender: 'F', listPrice: 20_000 });
    await createSupplierItem({ id: 'd', brand: 'GUCCI', category: 'TOTE', gender: 'M', listPrice: 40_000 });

    expect(ids(await page('getproductsmainstoreagainapplyfilters/bags/PRADA/TOTE/F'))).toEqual(['a', 'b']);
    expect(ids(await page('getproductsmainstoreagainapplyfilters/bags/prada/ALL/ALL?sort=1'))).toEqual([
      'b',
      'c',
      'a',
    ]);
    expect(ids(await page('getproductsmainstoreagainapplyfilters/bags/ALL/TOTE/ALL?sort=-1'))).toEqual([
      'd',
      'a',
      'b',
    ]);
    expect(ids(await page('pricefilteradmindashboard/BAGS/1'))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(await page('pricefilteradmindashboard/BAGS/-1'))).toEqual(['d', 'a', 'c', 'b']);
    expect(
      (await call('GET', 'getproductsmainstoreagainbrands/bags', { token: admin.idToken })).body,
    ).toEqual(['GUCCI', 'PRADA']);
    expect((await call('GET', 'pricefilteradmindashboard/BAGS/2', { token: admin.idToken })).status).toBe(
      400,
    );
    expect(
      (await call('GET', 'getproductsmainstoreagainapplyfilters/bags/ALL/ALL/X', { token: admin.idToken }))
        .status,
    ).toBe(400);
  });

  it('searches by title, brand, category and SKU words, and by store price', async () => {
    await createSupplierItem({
      id: 'tote',
      title: 'PRADA Galleria tote',
      sku: 'PR1001BLK',
      listPrice: 22_562,
    });
    await createSupplierItem({
      id: 'clutch',
      title: 'GUCCI Jackie clutch',
      brand: 'GUCCI',
      category: 'CLUTCH',
      sku: 'GU2002BRN',
      listPrice: 50_000,
      searchTerms: ['gucci', 'jackie', 'clutch', 'gu2002brn'],
    });
    await createSupplierItem({
      id: 'shoe',
      parentCategory: 'SHOES',
      category: 'SNEAKERS',
      title: 'GUCCI Ace sneakers',
      brand: 'GUCCI',
      searchTerms: ['gucci', 'ace', 'sneakers'],
    });

    expect(ids(await page('findproducts/gucci/bags'))).toEqual(['clutch']);
    expect(ids(await page('findproducts/jackie%20clutch/bags'))).toEqual(['clutch']);
    expect(ids(await page('findproducts/GU2002BRN/bags'))).toEqual(['clutch']);
    // 225.62 x 1.21 = 273.0002: store price 273.
    expect(ids(await page('findproducts/273/bags'))).toEqual(['tote']);
    expect(ids(await page('findproducts/gucci/shoes'))).toEqual(['shoe']);
    expect(ids(await page('findproducts/gucci/bags?brand=PRADA'))).toEqual([]);
    expect(ids(await page('findproducts/hermes/bags'))).toEqual([]);
  });
});
