// Admin: the curated lists. What the admin does shows on the storefront at once (the home page's
// lists come from the same collections), and hidden entries never reach shoppers.
import type { AdminCuratedEntry, AdminCuratedEntryDetails, AdminSaleEntry, StoreProduct } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, auditEntries, createListingEntry, readDoc, snapshotDatabase } from './admin-factories';
import { clearAuth, createAdmin, type TestUser } from './emulators';
import { createCuratedEntry, createStoreProduct, minutesAgo } from './factories';
import { useApi } from './harness';

const api = useApi();
let admin: TestUser;
const call = apiCaller(() => api.origin);
const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
  call(method, path, { token: admin.idToken, body });

beforeAll(async () => {
  await clearAuth();
  admin = await createAdmin('erin@maisonborsa.example');
});

/** What shoppers see on the home page: the storefront's own call. */
async function homeFeatured(): Promise<string[]> {
  const answer = await call('GET', 'gethomepagefeaturedproductlist');
  return (answer.body as { productId: string }[]).map((entry) => entry.productId);
}

describe('Featured and Product of the Week', () => {
  it('adds, hides, unhides and removes, and the home page follows each step', async () => {
    const product = await createStoreProduct({ id: 'p1', title: 'Galleria tote' });

    const added = await asAdmin('POST', 'addfeaturedproductmainstore', {
      productId: 'p1',
      title: 'ignored',
      price: 1,
    });
    expect(added).toEqual({ status: 200, body: { id: 'p1' } });
    expect(await readDoc('featured/p1')).toMatchObject({
      productId: 'p1',
      sku: product.sku,
      title: 'Galleria tote',
      price: product.displayPrice,
      displayImage: product.displayImage,
      hidden: false,
    });
    expect(await homeFeatured()).toEqual(['p1']);

    const again = await asAdmin('POST', 'addfeaturedproductmainstore', { productId: 'p1' });
    expect(again.status).toBe(409);
    expect((again.body as { error: { message: string } }).error.message).toBe(
      'This product is already in Featured Products',
    );

    expect(await asAdmin('PATCH', 'hidefeatured/p1')).toEqual({ status: 200, body: { hidden: true } });
    expect(await homeFeatured()).toEqual([]);
    expect(
      ((await asAdmin('GET', 'getallfeaturedproductmainstore')).body as AdminCuratedEntry[]).map((e) => [
        e.productId,
        e.hidden,
      ]),
    ).toEqual([['p1', true]]);
    expect(await asAdmin('PATCH', 'unhidefeatured/p1')).toEqual({ status: 200, body: { hidden: false } });
    expect(await homeFeatured()).toEqual(['p1']);

    expect((await asAdmin('GET', 'removefeaturedproduct/p1')).status).toBe(200);
    expect(await homeFeatured()).toEqual([]);
    expect(await readDoc('products/p1')).toBeDefined();
    expect((await asAdmin('GET', 'removefeaturedproduct/p1')).status).toBe(404);
    expect((await auditEntries()).map((entry) => `${entry.action} ${entry.target}`)).toEqual([
      'featured.add featured/p1',
      'featured.hide featured/p1',
      'featured.unhide featured/p1',
      'featured.remove featured/p1',
    ]);
  });

  it('edits title and price on the product and all of its copies', async () => {
    const product = await createStoreProduct({ id: 'p1', title: 'Galleria tote' });
    await createCuratedEntry('weekProducts', {
      productId: 'p1',
      title: 'Galleria tote',
      price: product.displayPrice,
    });
    await createCuratedEntry('featured', {
      productId: 'p1',
      title: 'Galleria tote',
      price: product.displayPrice,
    });
    await createListingEntry('sale', product, { discountPercent: 50 });

    const details = await asAdmin('GET', 'getweekproduct/p1');
    expect(details.body as AdminCuratedEntryDetails<AdminCuratedEntry>).toMatchObject({
      productId: 'p1',
      price: product.displayPrice,
      storePrice: product.price,
    });

    const { status, body } = await asAdmin('POST', 'updateweekproduct', {
      id: 'p1',
      title: 'Galleria tote, large',
      price: '271',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ productId: 'p1', title: 'Galleria tote, large', price: 28_000 });
    expect(await readDoc<StoreProduct>('products/p1')).toMatchObject({
      title: 'Galleria tote, large',
      price: 27_100,
      displayPrice: 28_000,
    });
    expect(await readDoc('featured/p1')).toMatchObject({ title: 'Galleria tote, large', price: 28_000 });
    expect(await readDoc('sale/p1')).toMatchObject({
      title: 'Galleria tote, large',
      price: 28_000,
      salePrice: 14_000,
    });
  });

  it('edits the SKU on the product and its copies, and refuses a SKU another product has', async () => {
    await createStoreProduct({ id: 'p1', sku: 'PR-1', title: 'Galleria tote' });
    await createStoreProduct({ id: 'p2', sku: 'PR-2' });
    await createCuratedEntry('featured', { productId: 'p1', sku: 'PR-1', title: 'Galleria tote' });
    await createCuratedEntry('weekProducts', { productId: 'p1', sku: 'PR-1', title: 'Galleria tote' });

    const before = await snapshotDatabase();
    const taken = await asAdmin('POST', 'updatefeatured', {
      id: 'p1',
      sku: 'PR-2',
      title: 'Galleria tote',
      price: '271',
    });
    expect(taken.status).toBe(409);
    expect((taken.body as { error: { message: string } }).error.message).toBe(
      'A product with SKU PR-2 is already in the main store',
    );
    const empty = await asAdmin('POST', 'updateweekproduct', {
      id: 'p1',
      sku: '  ',
      title: 'Galleria tote',
      price: '271',
    });
    expect((empty.body as { error: { details: unknown } }).error.details).toEqual([
      { path: 'sku', message: 'SKU is required' },
    ]);
    expect(await snapshotDatabase()).toEqual(before);

    const { status, body } = await asAdmin('POST', 'updatefeatured', {
      id: 'p1',
      sku: ' PR-1-B ',
      title: 'Galleria tote',
      price: '271',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ productId: 'p1', sku: 'PR-1-B' });
    expect(await readDoc<StoreProduct>('products/p1')).toMatchObject({
      sku: 'PR-1-B',
      searchTerms: expect.arrayContaining(['pr-1-b']) as unknown,
    });
    expect(await readDoc('featured/p1')).toMatchObject({ sku: 'PR-1-B' });
    expect(await readDoc('weekProducts/p1')).toMatchObject({ sku: 'PR-1-B' });
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      action: 'featured.update',
      target: 'featured/p1',
      changes: { sku: { before: 'PR-1', after: 'PR-1-B' } },
    });

    // Without a sku (as the other lists' pages send it) the SKU stays.
    await asAdmin('POST', 'updateweekproduct', { id: 'p1', title: 'Galleria tote', price: '271' });
    expect(await readDoc('products/p1')).toMatchObject({ sku: 'PR-1-B' });
  });

  it('searches a list by title, SKU and price', async () => {
    await createCuratedEntry('featured', {
      productId: 'a',
      title: 'Galleria shoulder bag',
      sku: 'PR-1',
      price: 28_000,
      addedAt: minutesAgo(2),
    });
    await createCuratedEntry('featured', {
      productId: 'b',
      title: 'Kate clutch',
      sku: 'YSL-2',
      price: 120_000,
      addedAt: minutesAgo(1),
    });
    const ids = async (text: string) =>
      (
        (await asAdmin('GET', `searchfeaturedproductstore/${encodeURIComponent(text)}`))
          .body as AdminCuratedEntry[]
      ).map((e) => e.productId);
    expect(await ids('sho')).toEqual(['a']);
    expect(await ids('ysl-2')).toEqual(['b']);
    expect(await ids('1200')).toEqual(['b']);
    expect(await ids('tote')).toEqual([]);
  });
});

describe('New In and Sale', () => {
  it('adds to Sale with a discount and answers the new id for the edit page', async () => {
    const product = await createStoreProduct({ id: 'p1' });
    const { status, body } = await asAdmin('POST', 'addproductotherstore', {
      productId: 'p1',
      productfor: 'Sale',
      discountPercent: 25,
    });
    expect(status).toBe(200);
    expect(body).toBe('p1');
    expect(await readDoc('sale/p1')).toMatchObject({
      productId: 'p1',
      brand: product.brand,
      price: product.displayPrice,
      discountPercent: 25,
      salePrice: 21_000,
      hidden: false,
      filterKeys: product.filterKeys,
    });
    const sale = await asAdmin('GET', 'getfeaturedproductother/p1/Sale');
    expect(sale.body as AdminCuratedEntryDetails<AdminSaleEntry>).toMatchObject({
      discountPercent: 25,
      storePrice: product.price,
    });
    expect((await asAdmin('GET', 'getfeaturedproductother/p1/New%20In')).status).toBe(404);
  });

  it('starts a Sale entry at 10 % off without a discount; New In shows that sale, none of its own', async () => {
    await createStoreProduct({ id: 'p1' });
    await asAdmin('POST', 'addproductotherstore', { productId: 'p1', productfor: 'Sale' });
    expect(await readDoc('sale/p1')).toMatchObject({ discountPercent: 10, salePrice: 26_000 });
    await asAdmin('POST', 'addproductotherstore', { productId: 'p1', productfor: 'New In' });
    // Every copy of a product carries the sale it shows (docs/decisions.md rule 35).
    expect(await readDoc('newIn/p1')).toMatchObject({ discountPercent: 10, salePrice: 26_000 });
    const all = await asAdmin('GET', 'getallfeaturedproductmainstoreother/New%20In');
    expect((all.body as { productId: string }[]).map((entry) => entry.productId)).toEqual(['p1']);
  });

  it('updates a sale entry’s discount and price, hides and unhides it', async () => {
    const product = await createStoreProduct({ id: 'p1' });
    await createListingEntry('sale', product, { discountPercent: 10 });
    const { status, body } = await asAdmin('POST', 'updatefeaturedother', {
      id: 'p1',
      productfor: 'Sale',
      title: 'Galleria tote',
      price: '500',
      discountPercent: 30,
    });
    expect(status).toBe(200);
    // 500 - round(150) = 350.
    expect(body).toMatchObject({
      price: 50_000,
      discountPercent: 30,
      salePrice: 35_000,
      title: 'Galleria tote',
    });
    expect(await readDoc('sale/p1')).toMatchObject({ price: 50_000, discountPercent: 30, salePrice: 35_000 });
    expect((await asAdmin('PATCH', 'hidesale/p1')).body).toEqual({ hidden: true });
    expect(await readDoc('sale/p1')).toMatchObject({ hidden: true });
    expect((await asAdmin('PATCH', 'unhidesale/p1')).body).toEqual({ hidden: false });
  });

  it('refuses a discount outside 10-100 %, a discount on New In and an unknown list, changing nothing', async () => {
    const product = await createStoreProduct({ id: 'p1' });
    await createListingEntry('newIn', product);
    const before = await snapshotDatabase();
    const big = await asAdmin('POST', 'addproductotherstore', {
      productId: 'p1',
      productfor: 'Sale',
      discountPercent: 101,
    });
    expect(big.status).toBe(400);
    expect((big.body as { error: { message: string } }).error.message).toBe('Discount can be at most 100 %');
    const newIn = await asAdmin('POST', 'updatefeaturedother', {
      id: 'p1',
      productfor: 'New In',
      title: 'x',
      price: '10',
      discountPercent: 20,
    });
    expect((newIn.body as { error: { details: unknown } }).error.details).toEqual([
      { path: 'discountPercent', message: 'A New In product has no discount' },
    ]);
    expect((await asAdmin('GET', 'getallfeaturedproductmainstoreother/Outlet')).status).toBe(400);
    expect(await snapshotDatabase()).toEqual(before);
  });
});

describe('Recommended', () => {
  it('mirrors products.recommended when added and removed', async () => {
    await createStoreProduct({ id: 'p1' });
    expect((await asAdmin('POST', 'addrecommendedproductmainstore', { productId: 'p1' })).status).toBe(200);
    expect(await readDoc<StoreProduct>('products/p1')).toMatchObject({ recommended: true });
    expect(await readDoc('recommended/p1')).toMatchObject({ productId: 'p1', hidden: false });
    expect((await asAdmin('PATCH', 'hiderecommended/p1')).body).toEqual({ hidden: true });
    expect((await asAdmin('DELETE', 'removerecommendedproductmainstore/p1')).status).toBe(200);
    expect(await readDoc<StoreProduct>('products/p1')).toMatchObject({ recommended: false });
    expect(await readDoc('recommended/p1')).toBeUndefined();
  });

  it('refuses a product that is not in the store', async () => {
    const answer = await asAdmin('POST', 'addrecommendedproductmainstore', { productId: 'nope' });
    expect(answer.status).toBe(404);
    expect(await auditEntries()).toEqual([]);
  });
});
