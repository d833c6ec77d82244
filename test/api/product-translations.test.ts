// A store product's translations (docs/decisions.md rule 83): saved by POST updateproductmainstore
// with the product, copied as titles to its list entries in the same transaction, refused whole
// when bad, and only by an admin.
import type { ListingEntry, StoreProduct } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createListingEntry, readDoc, snapshotDatabase } from './admin-factories';
import { clearAuth, createAdmin, signUpAnonymous, signUpWithPassword, type TestUser } from './emulators';
import { createCuratedEntry, createStoreProduct } from './factories';
import { useApi } from './harness';

const api = useApi();
const call = apiCaller(() => api.origin);
let admin: TestUser;

beforeAll(async () => {
  await clearAuth();
  admin = await createAdmin('erin@maisonborsa.example');
});

/** The edit page's body for a product as the factory makes it, with `translations`. */
function editOf(product: StoreProduct & { id: string }, translations?: unknown) {
  return {
    productId: product.id,
    title: product.title,
    title2: product.title2,
    price: String(product.price / 100),
    brand: product.brand,
    category: product.category,
    gender: product.gender,
    madeIn: product.madeIn,
    description: product.description,
    ...(translations !== undefined && { translations }),
  };
}

describe('POST updateproductmainstore with translations', () => {
  it('saves a Dutch title and description on the product and the title on its list entries', async () => {
    const product = await createStoreProduct({ id: 'p1' });
    await createListingEntry('newIn', product);
    await createCuratedEntry('featured', { productId: 'p1', title: product.title });

    const { status, body } = await call('POST', 'updateproductmainstore', {
      token: admin.idToken,
      body: editOf(product, {
        nl: { title: '  Galleria tas ', description: 'Saffiano leer, gouden beslag' },
        de: { title: '', description: '' },
      }),
    });

    expect(status).toBe(200);
    const dutch = { nl: { title: 'Galleria tas', description: 'Saffiano leer, gouden beslag' } };
    expect(body).toMatchObject({ id: 'p1', translations: dutch });
    const stored = await readDoc<StoreProduct>('products/p1');
    expect(stored!.translations).toEqual(dutch);
    expect(stored!.title).toBe(product.title);
    // The listing entry and the home page's entry carry the title only.
    expect((await readDoc<ListingEntry>('newIn/p1'))!.translations).toEqual({
      nl: { title: 'Galleria tas' },
    });
    expect((await readDoc<ListingEntry>('featured/p1'))!.translations).toEqual({
      nl: { title: 'Galleria tas' },
    });
    const details = await call('GET', 'getitemdetailsmainstore/p1', { token: admin.idToken });
    expect(details.body).toMatchObject({ translations: dutch });
  });

  it('keeps the translations when the body leaves them out, and removes them from the copies when cleared', async () => {
    const product = await createStoreProduct({
      id: 'p1',
      translations: { fr: { title: 'Sac Galleria' } },
    });
    await createListingEntry('recommended', product);

    const kept = await call('POST', 'updateproductmainstore', {
      token: admin.idToken,
      body: { ...editOf(product), title: 'Galleria tote, large' },
    });
    expect(kept.status).toBe(200);
    expect((await readDoc<StoreProduct>('products/p1'))!.translations).toEqual({
      fr: { title: 'Sac Galleria' },
    });
    expect((await readDoc<ListingEntry>('recommended/p1'))!.translations).toEqual({
      fr: { title: 'Sac Galleria' },
    });

    const cleared = await call('POST', 'updateproductmainstore', {
      token: admin.idToken,
      body: editOf(product, { fr: { title: ' ' } }),
    });
    expect(cleared.status).toBe(200);
    expect((await readDoc<StoreProduct>('products/p1'))!.translations).toEqual({});
    expect((await readDoc<ListingEntry>('recommended/p1'))!.translations).toEqual({});
  });

  it('refuses a too long or malformed translation with 400 and its field, changing nothing', async () => {
    const product = await createStoreProduct({ id: 'p1', translations: { nl: { title: 'Tas' } } });
    await createListingEntry('newIn', product);
    const before = await snapshotDatabase();

    const long = await call('POST', 'updateproductmainstore', {
      token: admin.idToken,
      body: editOf(product, { nl: { title: 'x'.repeat(201) }, de: { description: 'y'.repeat(5001) } }),
    });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      error: {
        code: 'invalid-request',
        message: 'Title in Dutch can be at most 200 characters',
        details: [
          { path: 'translations.nl.title', message: 'Title in Dutch can be at most 200 characters' },
          {
            path: 'translations.de.description',
            message: 'Description in German can be at most 5000 characters',
          },
        ],
      },
    });
    for (const translations of [
      { es: { title: 'Bolso' } },
      { fr: { title: 42 } },
      'Tasche',
      [{ nl: 'Tas' }],
    ]) {
      const bad = await call('POST', 'updateproductmainstore', {
        token: admin.idToken,
        body: editOf(product, translations),
      });
      expect(bad.status, JSON.stringify(translations)).toBe(400);
      expect(bad.body).toMatchObject({ error: { code: 'invalid-request' } });
    }

    expect(await snapshotDatabase()).toEqual(before);
  });

  it('refuses a shopper, a signed-in customer and a caller without a token, changing nothing', async () => {
    const product = await createStoreProduct({ id: 'p1' });
    const before = await snapshotDatabase();
    const shopper = await signUpAnonymous();
    const customer = await signUpWithPassword('casey@example.com');
    const body = editOf(product, { nl: { title: 'Tas' } });

    const anonymous = await call('POST', 'updateproductmainstore', { token: shopper.idToken, body });
    const signedIn = await call('POST', 'updateproductmainstore', { token: customer.idToken, body });
    const nobody = await call('POST', 'updateproductmainstore', { body });

    expect(anonymous.status).toBe(403);
    expect(signedIn.status).toBe(403);
    expect(nobody.status).toBe(401);
    expect(await snapshotDatabase()).toEqual(before);
  });
});
