// The wishlist calls: a card snapshot at the server's price, once per product, owner only.
import { collections, type StoreWishlistEntry } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { signUpAnonymous, type TestUser } from './emulators';
import { createStoreProduct } from './factories';
import { fetchJson } from './server';
import { useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });
const { url } = api;

function call(user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (user) headers.authorization = `Bearer ${user.idToken}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetchJson(url(path), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const addToWishlist = (user: TestUser, productId: string, extra: Record<string, unknown> = {}) =>
  call(user, 'POST', 'addproducttowish', { userId: user.uid, productId, ...extra });

async function storedIds(uid: string): Promise<string[]> {
  const snapshot = await db()
    .collection(collections.wishlists)
    .doc(uid)
    .collection(collections.wishlistItems)
    .get();
  return snapshot.docs.map((doc) => doc.id);
}

describe('wishlist', () => {
  it('keeps a product once with a snapshot at the server price, newest first', async () => {
    const visitor = await signUpAnonymous();
    const [older, newer] = await Promise.all([
      createStoreProduct({ displayPrice: 28_000 }),
      createStoreProduct({ displayPrice: 41_000, brand: 'GUCCI', category: 'CLUTCH' }),
    ]);

    const added = await addToWishlist(visitor, older.id, { product: { price: 1 } });
    const repeated = await addToWishlist(visitor, older.id);
    await addToWishlist(visitor, newer.id);
    const { status, body } = await call(visitor, 'GET', `getproductsuserwishlist/${visitor.uid}`);

    expect(added).toMatchObject({ status: 200, body: { added: true, message: 'Saved to your wishlist' } });
    expect(repeated).toMatchObject({
      status: 200,
      body: { added: false, message: 'Already in your wishlist' },
    });
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id: newer.id,
        productId: newer.id,
        addedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        product: {
          title: newer.title,
          brand: 'GUCCI',
          displayImage: newer.displayImage,
          price: 41_000,
          category: 'CLUTCH',
        },
      },
      {
        id: older.id,
        productId: older.id,
        addedAt: expect.any(String),
        product: {
          title: older.title,
          brand: 'PRADA',
          displayImage: older.displayImage,
          price: 28_000,
          category: 'TOTE',
        },
      },
    ] satisfies StoreWishlistEntry[]);
  });

  it('removes an entry; a second removal is a 404', async () => {
    const visitor = await signUpAnonymous();
    const product = await createStoreProduct();
    await addToWishlist(visitor, product.id);

    const removed = await call(visitor, 'DELETE', `deleteproductuserwish/${product.id}`);
    const again = await call(visitor, 'DELETE', `deleteproductuserwish/${product.id}`);

    expect(removed).toMatchObject({ status: 200, body: { removed: true } });
    expect(again).toMatchObject({
      status: 404,
      body: { error: { code: 'not-found', message: 'This item is not in your wishlist' } },
    });
    expect(await storedIds(visitor.uid)).toEqual([]);
  });

  it('answers 404 for a product that is not in the shop', async () => {
    const visitor = await signUpAnonymous();

    const { status } = await addToWishlist(visitor, 'gone');

    expect(status).toBe(404);
    expect(await storedIds(visitor.uid)).toEqual([]);
  });

  it("lets another visitor neither read nor change the first visitor's wishlist", async () => {
    const [owner, other] = await Promise.all([signUpAnonymous(), signUpAnonymous()]);
    const product = await createStoreProduct();
    await addToWishlist(owner, product.id);

    const read = await call(other, 'GET', `getproductsuserwishlist/${owner.uid}`);
    const add = await call(other, 'POST', 'addproducttowish', { userId: owner.uid, productId: product.id });
    const remove = await call(other, 'DELETE', `deleteproductuserwish/${product.id}`);
    const noToken = await call(null, 'GET', `getproductsuserwishlist/${owner.uid}`);

    expect(read).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    expect(add).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    expect(remove).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    expect(noToken).toMatchObject({ status: 401 });
    expect(await storedIds(owner.uid)).toEqual([product.id]);
    expect(await storedIds(other.uid)).toEqual([]);
  });
});
