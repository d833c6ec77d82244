// Admin: stock by hand (POST updatestock) and the Low stock list (GET lowstock). A stock edit moves
// the product, its list copies and the audit entry together; bad input is a 400 that changes nothing.
import {
  listingFilterKeys,
  type AdminLowStockProduct,
  type ListingEntry,
  type StoreProduct,
} from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  auditEntries,
  createListingEntry,
  createSupplierItem,
  readDoc,
  snapshotDatabase,
} from './admin-factories';
import { clearAuth, createAdmin, signUpAnonymous, type TestUser } from './emulators';
import { createStoreProduct, variant } from './factories';
import { useApi } from './harness';

const api = useApi();
let admin: TestUser;
const call = apiCaller(() => api.origin);

beforeAll(async () => {
  await clearAuth();
  admin = await createAdmin('erin@maisonborsa.example');
});
// A first clear of a busy emulator can take longer than the default 10 s.

async function twoSizeBag(id = 'bag-1') {
  return createStoreProduct({
    id,
    variants: [variant({ size: 'S', quantity: 0 }), variant({ size: 'M', quantity: 4 })],
    supplierItemId: null,
  });
}

describe('POST updatestock', () => {
  it('sets a size, and the in-stock state, the list copy and the audit log follow', async () => {
    const product = await twoSizeBag();
    await createListingEntry('newIn', product);

    const { status, body } = await call('POST', 'updatestock', {
      token: admin.idToken,
      body: { productId: 'bag-1', size: 'S', stock: 2 },
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'bag-1', sizesInStock: ['S', 'M'], unitsInStock: 6 });
    const stored = await readDoc<StoreProduct>('products/bag-1');
    expect(stored?.variants.map((v) => [v.size, v.quantity])).toEqual([
      ['S', 2],
      ['M', 4],
    ]);
    expect(stored?.filterKeys).toEqual(listingFilterKeys(stored!));
    const copy = await readDoc<ListingEntry>('newIn/bag-1');
    expect(copy?.sizesInStock).toEqual(['S', 'M']);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      action: 'product.stock',
      target: 'products/bag-1',
      changes: { 'stock S': { before: 0, after: 2 } },
    });
  });

  it('takes a product out of stock when its last units go, and adds and removes sizes', async () => {
    await twoSizeBag();
    await call('POST', 'updatestock', {
      token: admin.idToken,
      body: { productId: 'bag-1', size: 'M', stock: 0 },
    });
    expect(await readDoc<StoreProduct>('products/bag-1')).toMatchObject({ inStock: false, sizesInStock: [] });

    const added = await call('POST', 'updatestock', {
      token: admin.idToken,
      body: { productId: 'bag-1', size: 'L', stock: 1, change: 'add' },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ inStock: true, sizesInStock: ['L'] });

    const removed = await call('POST', 'updatestock', {
      token: admin.idToken,
      body: { productId: 'bag-1', size: 'S', change: 'remove' },
    });
    expect(removed.status).toBe(200);
    const stored = await readDoc<StoreProduct>('products/bag-1');
    expect(stored?.variants.map((v) => v.size)).toEqual(['M', 'L']);
    const actions = (await auditEntries()).map((entry) => entry.changes);
    expect(actions).toEqual(
      expect.arrayContaining([
        { 'stock L': { before: null, after: 1 } },
        { 'stock S': { before: 0, after: null } },
      ]),
    );
  });

  it('marks a supplier product size as set by hand, with the feed quantity it overrides', async () => {
    await createSupplierItem({ id: 'sup-1', variants: [variant({ size: 'UNI', quantity: 5 })] });
    await createStoreProduct({
      id: 'bag-2',
      supplierItemId: 'sup-1',
      variants: [variant({ size: 'UNI', quantity: 5 })],
    });
    await call('POST', 'updatestock', {
      token: admin.idToken,
      body: { productId: 'bag-2', size: 'UNI', stock: 1 },
    });
    expect((await readDoc<StoreProduct>('products/bag-2'))?.handSetStock).toEqual([
      { size: 'UNI', feedQuantity: 5 },
    ]);
  });

  it.each([
    [{ productId: 'bag-1', size: 'XL', stock: 2 }, 'has no size XL'],
    [{ productId: 'bag-1', size: 'S', stock: -1 }, 'cannot be negative'],
    [{ productId: 'bag-1', size: 'S', stock: 1.5 }, 'whole number'],
    [{ productId: 'bag-1', size: 'S', stock: '3' }, 'whole number'],
    [{ productId: 'bag-1', size: 'M', stock: 2, change: 'add' }, 'already has size M'],
    [{ productId: 'bag-1', size: '', stock: 2 }, 'size is required'],
  ])('refuses %j with a 400 and changes nothing', async (body, message) => {
    await twoSizeBag();
    const before = await snapshotDatabase();
    const { status, body: answer } = await call('POST', 'updatestock', { token: admin.idToken, body });
    expect(status).toBe(400);
    expect(JSON.stringify(answer)).toContain(message);
    expect(await snapshotDatabase()).toEqual(before);
  });

  it('answers 404 for an unknown product and refuses a shopper', async () => {
    const missing = await call('POST', 'updatestock', {
      token: admin.idToken,
      body: { productId: 'nope', size: 'S', stock: 1 },
    });
    expect(missing.status).toBe(404);
    const shopper = await signUpAnonymous();
    await twoSizeBag();
    const refused = await call('POST', 'updatestock', {
      token: shopper.idToken,
      body: { productId: 'bag-1', size: 'S', stock: 9 },
    });
    expect(refused.status).toBe(403);
    expect((await readDoc<StoreProduct>('products/bag-1'))?.variants[0]?.quantity).toBe(0);
  });
});

describe('GET lowstock', () => {
  it('lists the products at or below max, fewest first, paged, and one after a stock change', async () => {
    await createStoreProduct({ id: 'a', variants: [variant({ quantity: 1 })] });
    await createStoreProduct({ id: 'b', variants: [variant({ quantity: 0 })] });
    await createStoreProduct({ id: 'c', variants: [variant({ quantity: 9 })] });
    await createStoreProduct({ id: 'd', variants: [variant({ quantity: 3 })] });

    const first = await call('GET', 'lowstock?max=3&limit=2', { token: admin.idToken });
    expect(first.status).toBe(200);
    const page = first.body as AdminLowStockProduct[];
    expect(page.map((product) => product.id)).toEqual(['b', 'a']);
    const second = await call('GET', `lowstock?max=3&limit=2&before=${page[1]!.id}`, {
      token: admin.idToken,
    });
    expect((second.body as AdminLowStockProduct[]).map((product) => product.id)).toEqual(['d']);

    await call('POST', 'updatestock', {
      token: admin.idToken,
      body: { productId: 'c', size: 'UNI', stock: 2 },
    });
    const after = await call('GET', 'lowstock?max=3', { token: admin.idToken });
    const c = (after.body as AdminLowStockProduct[]).find((product) => product.id === 'c');
    expect(c).toMatchObject({ unitsInStock: 2, sizes: [{ size: 'UNI', quantity: 2 }] });
  });

  it('lists a product by its emptiest size, naming it, whatever its other sizes hold', async () => {
    await createStoreProduct({
      id: 'one-size-out',
      variants: [variant({ size: 'S', quantity: 0 }), variant({ size: 'M', quantity: 10 })],
    });
    await createStoreProduct({
      id: 'all-sizes-fine',
      variants: [variant({ size: 'S', quantity: 5 }), variant({ size: 'M', quantity: 5 })],
    });

    const { status, body } = await call('GET', 'lowstock?max=3', { token: admin.idToken });

    expect(status).toBe(200);
    expect(body).toEqual([
      expect.objectContaining({
        id: 'one-size-out',
        unitsInStock: 10,
        lowestSizeStock: 0,
        sizes: [
          { size: 'S', quantity: 0, low: true, waiting: 0 },
          { size: 'M', quantity: 10, low: false, waiting: 0 },
        ],
      }),
    ]);

    // Stock put back on the empty size takes it off the list.
    await call('POST', 'updatestock', {
      token: admin.idToken,
      body: { productId: 'one-size-out', size: 'S', stock: 6 },
    });
    const after = await call('GET', 'lowstock?max=3', { token: admin.idToken });
    expect(after.body).toEqual([]);
  });

  it('refuses a bad max with a 400', async () => {
    for (const query of ['max=-1', 'max=abc', 'max=2.5', 'limit=0']) {
      const { status } = await call('GET', `lowstock?${query}`, { token: admin.idToken });
      expect(status, query).toBe(400);
    }
  });
});
