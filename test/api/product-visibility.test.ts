// Taking a product offline and back (POST productvisibility, docs/decisions.md rule 64): the product,
// its list entries, its shown sale and the audit entry change together; an offline product is in no
// storefront read and no one can put it in a cart or a wishlist or pay for it.
import {
  buildSearchVocabulary,
  decodeSearchVocabulary,
  encodeSearchVocabulary,
  SEARCH_VOCABULARY_PATH,
  type AuditEntry,
  type CuratedEntry,
  type ListingEntry,
  type SaleEntry,
  type StoreProduct,
} from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { apiCaller, auditEntries, createListingEntry, readDoc, snapshotDatabase } from './admin-factories';
import { createCart, recordingProvider } from './checkout-support';
import { clearAuth, createAdmin, signUpAnonymous, type TestUser } from './emulators';
import { createCuratedEntry, createDesigner, createStoreProduct } from './factories';
import { chargeBody, useApi } from './harness';

const api = useApi();
let admin: TestUser;
const call = apiCaller(() => api.origin);

beforeAll(async () => {
  await clearAuth();
  admin = await createAdmin('erin@maisonborsa.example');
  recordingProvider();
});

const setOnline = (productId: string, online: unknown, token = admin.idToken) =>
  call('POST', 'productvisibility', { token, body: { productId, online } });

/** A tote on Featured (shown), New In (hidden by the admin) and Sale (shown, 20 % off). */
async function toteInLists() {
  const tote = await createStoreProduct({ id: 'tote', brand: 'PRADA' });
  await createCuratedEntry('featured', { productId: 'tote', hidden: false });
  await createListingEntry('newIn', tote, { hidden: true });
  await createListingEntry('sale', tote, { discountPercent: 20 });
  const salePrice = (await readDoc<SaleEntry>('sale/tote'))!.salePrice;
  // The product shows its sale, as the admin API writes it (rule 35).
  await db().doc('products/tote').update({ discountPercent: 20, salePrice });
  return { tote, salePrice };
}

describe('POST productvisibility', () => {
  it('takes a product offline: its shown list entries hide, its sale ends for shoppers, audited', async () => {
    await toteInLists();

    const { status, body } = await setOnline('tote', false);

    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'tote', online: false });
    expect(await readDoc<StoreProduct>('products/tote')).toMatchObject({
      online: false,
      discountPercent: null,
      salePrice: null,
    });
    expect(await readDoc<CuratedEntry>('featured/tote')).toMatchObject({
      hidden: true,
      hiddenWhileOffline: true,
    });
    expect(await readDoc<SaleEntry>('sale/tote')).toMatchObject({ hidden: true, hiddenWhileOffline: true });
    // Hidden by the admin before: left as it was, with no mark.
    const newIn = await readDoc<ListingEntry>('newIn/tote');
    expect(newIn?.hidden).toBe(true);
    expect(newIn?.hiddenWhileOffline).toBeUndefined();
    const audit = await auditEntries();
    expect(audit).toEqual([
      expect.objectContaining<Partial<AuditEntry>>({
        action: 'product.offline',
        target: 'products/tote',
        changes: { online: { before: true, after: false } },
      }),
    ]);
  });

  it('puts it online again: the entries it hid show again, the admin’s hidden one stays hidden', async () => {
    const { salePrice } = await toteInLists();
    await setOnline('tote', false);

    const { status, body } = await setOnline('tote', true);

    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'tote', online: true, discountPercent: 20, salePrice });
    expect(await readDoc<CuratedEntry>('featured/tote')).toMatchObject({
      hidden: false,
      hiddenWhileOffline: false,
      discountPercent: 20,
    });
    expect(await readDoc<SaleEntry>('sale/tote')).toMatchObject({ hidden: false });
    expect((await readDoc<ListingEntry>('newIn/tote'))?.hidden).toBe(true);
    expect((await auditEntries()).map((entry) => entry.action)).toEqual([
      'product.offline',
      'product.online',
    ]);
  });

  it('setting the state it has changes nothing and records nothing', async () => {
    await createStoreProduct({ id: 'tote' });
    const before = await snapshotDatabase();

    const { status, body } = await setOnline('tote', true);

    expect(status).toBe(200);
    expect(body).toMatchObject({ online: true });
    expect(await snapshotDatabase()).toEqual(before);
  });

  it('answers bad input with a 400 and an unknown product with a 404, changing nothing', async () => {
    await createStoreProduct({ id: 'tote' });
    const before = await snapshotDatabase();

    for (const online of [undefined, 'false', 0, null]) {
      const { status, body } = await setOnline('tote', online);
      expect(status, String(online)).toBe(400);
      expect(body).toMatchObject({ error: { code: 'invalid-request' } });
    }
    expect(
      (await call('POST', 'productvisibility', { token: admin.idToken, body: { online: false } })).status,
    ).toBe(400);
    const unknown = await setOnline('no-such-product', false);
    expect(unknown.status).toBe(404);
    expect(await snapshotDatabase()).toEqual(before);
  });

  it('refuses shoppers', async () => {
    await createStoreProduct({ id: 'tote' });
    const visitor = await signUpAnonymous();
    expect((await setOnline('tote', false, visitor.idToken)).status).toBe(403);
    expect((await setOnline('tote', false, '')).status).toBe(401);
    expect((await readDoc<StoreProduct>('products/tote'))?.online).toBe(true);
  });

  it('keeps an offline product’s list entries hidden: showing one is a 409, adding one adds it hidden', async () => {
    await toteInLists();
    await setOnline('tote', false);

    const unhide = await call('PATCH', 'unhidefeatured/tote', { token: admin.idToken });
    expect(unhide.status).toBe(409);
    expect((await readDoc<CuratedEntry>('featured/tote'))?.hidden).toBe(true);

    const added = await call('POST', 'addweekproductmainstore', {
      token: admin.idToken,
      body: { productId: 'tote' },
    });
    expect(added.status).toBeLessThan(300);
    expect(await readDoc<CuratedEntry>('weekProducts/tote')).toMatchObject({
      hidden: true,
      hiddenWhileOffline: true,
    });

    await setOnline('tote', true);
    expect((await readDoc<CuratedEntry>('weekProducts/tote'))?.hidden).toBe(false);
  });
});

describe('an offline product in the storefront', () => {
  async function offlineAndOnline() {
    await createStoreProduct({ id: 'offline-tote', brand: 'PRADA', title: 'Offline tote' });
    await createStoreProduct({ id: 'online-tote', brand: 'PRADA', title: 'Online tote' });
    await setOnline('offline-tote', false);
  }

  it('is in no listing, count, product details, product page or sitemap', async () => {
    await offlineAndOnline();

    const listing = await call('GET', 'getallproductsmain/bags/all/ALL/12/0');
    expect(listing.status).toBe(200);
    expect((listing.body as { productId: string }[]).map((product) => product.productId)).toEqual([
      'online-tote',
    ]);
    expect((await call('GET', 'getallproductsmaincount/bags/all/ALL')).body).toBe(1);
    expect((await call('GET', 'getproductitemdetails/offline-tote')).status).toBe(404);
    expect((await call('GET', 'getproductitemdetails/online-tote')).status).toBe(200);

    const page = await fetch(`${api.origin}/sitemap.xml`);
    const xml = await page.text();
    expect(xml).toContain('online-tote');
    expect(xml).not.toContain('offline-tote');
  });

  it('counts for no designer: its brand counts one fewer, or leaves the list, until it is back', async () => {
    await createDesigner({ brand: 'PRADA', bags: 2, accessories: 0 });
    await createDesigner({ brand: 'GUCCI', bags: 1, accessories: 0 });
    await createStoreProduct({ id: 'gucci-tote', brand: 'GUCCI' });
    await offlineAndOnline();
    await setOnline('gucci-tote', false);
    const designers = async () => (await call('GET', 'getdesigners')).body;

    expect(await designers()).toEqual([{ key: 'prada', brand: 'PRADA', bags: 1, accessories: 0 }]);

    await setOnline('gucci-tote', true);
    await setOnline('offline-tote', true);
    expect(await designers()).toEqual([
      { key: 'gucci', brand: 'GUCCI', bags: 1, accessories: 0 },
      { key: 'prada', brand: 'PRADA', bags: 2, accessories: 0 },
    ]);
  });

  it('leaves the search’s suggestions: its words and its brand’s count go with it, until it is back', async () => {
    const bag = await createStoreProduct({ id: 'cleo', brand: 'PRADA', title: 'Cleo shoulder bag' });
    const words = buildSearchVocabulary([bag]);
    await db()
      .doc(`${SEARCH_VOCABULARY_PATH.collection}/${SEARCH_VOCABULARY_PATH.id}`)
      .set({ vocabulary: encodeSearchVocabulary(words) });
    const vocabulary = async () =>
      decodeSearchVocabulary(
        (await readDoc<{ vocabulary: string }>(
          `${SEARCH_VOCABULARY_PATH.collection}/${SEARCH_VOCABULARY_PATH.id}`,
        ))!.vocabulary,
      );

    await setOnline('cleo', false);
    expect(await vocabulary()).toEqual({ designers: {}, categories: {}, words: {} });

    await setOnline('cleo', true);
    expect(await vocabulary()).toEqual(words);
    expect(words.words).toMatchObject({ cleo: 1, shoulder: 1 });
  });

  it('cannot be put in a cart or a wishlist', async () => {
    await offlineAndOnline();
    const visitor = await signUpAnonymous();

    const cart = await call('POST', 'addproducttocart', {
      token: visitor.idToken,
      body: { userId: visitor.uid, productId: 'offline-tote' },
    });
    expect(cart.status).toBe(404);
    expect(cart.body).toMatchObject({ error: { message: 'This item is not available at the moment' } });
    const wish = await call('POST', 'addproducttowish', {
      token: visitor.idToken,
      body: { userId: visitor.uid, productId: 'offline-tote' },
    });
    expect(wish.status).toBeGreaterThanOrEqual(400);
    expect(wish.status).toBeLessThan(500);
    expect(await readDoc(`carts/${visitor.uid}/lines/offline-tote`)).toBeUndefined();
    expect(await readDoc(`wishlists/${visitor.uid}/items/offline-tote`)).toBeUndefined();
  });

  it('stays in a cart that held it, with no stock to buy, and the checkout refuses it until it is back', async () => {
    const shopper = await signUpAnonymous();
    const tote = await createStoreProduct({ id: 'tote' });
    await createCart(shopper.uid, [{ product: tote }]);
    await setOnline('tote', false);

    const cart = await call('GET', `getcartallitems/${shopper.uid}?view=cart`, { token: shopper.idToken });
    expect(cart.status).toBe(200);
    expect(cart.body).toMatchObject({ lines: [{ productId: 'tote', stock: 0 }] });

    const refused = await call('POST', 'charges', { token: shopper.idToken, body: chargeBody(shopper) });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'out-of-stock' } });

    await setOnline('tote', true);
    const paying = await call('POST', 'charges', { token: shopper.idToken, body: chargeBody(shopper) });
    expect(paying.status).toBe(200);
  });
});
