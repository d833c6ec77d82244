// GET getproductitemdetails/{id}.
import { collections, toListingEntry } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { createStoreProduct, variant } from './factories';
import { fetchJson } from './server';
import { useApi } from './harness';

const api = useApi();
const { url } = api;

describe('GET getproductitemdetails/{id}', () => {
  it('answers an array whose first element is the product, as shoppers may see it', async () => {
    const belt = await createStoreProduct({
      id: 'belt-1',
      title: 'Reversible leather belt',
      brand: 'GUCCI',
      parentCategory: 'ACCESSORIES',
      category: 'BELT',
      variants: [
        variant({ size: '85', quantity: 2 }),
        variant({ size: '95', quantity: 0 }),
        variant({ size: '100', quantity: 1 }),
      ],
      sizesInStock: ['85', '100'],
    });
    await createStoreProduct({ id: 'other-1' });

    const { status, contentType, body } = await fetchJson(url('getproductitemdetails/belt-1'));

    expect(status).toBe(200);
    expect(contentType).toMatch(/^application\/json/);
    expect(body).toEqual([
      {
        id: 'belt-1',
        sku: belt.sku,
        title: 'Reversible leather belt',
        title2: belt.title2,
        brand: 'GUCCI',
        parentCategory: 'ACCESSORIES',
        category: 'BELT',
        colour: belt.colour,
        gender: belt.gender,
        madeIn: belt.madeIn,
        condition: belt.condition,
        description: belt.description,
        images: belt.images,
        displayImage: belt.displayImage,
        variants: belt.variants,
        sizesInStock: ['85', '100'],
        inStock: true,
        listPrice: belt.listPrice,
        price: belt.price,
        displayPrice: belt.displayPrice,
        recommended: false,
        createdAt: new Date(belt.createdAt.toMillis()).toISOString(),
        updatedAt: new Date(belt.updatedAt.toMillis()).toISOString(),
        sale: null,
      },
    ]);
  });

  it('carries the sale price while the product is on the visible Sale list, not while hidden', async () => {
    const tote = await createStoreProduct({ id: 'tote-1' });
    const saleEntry = {
      ...toListingEntry(tote),
      hidden: false,
      addedAt: Timestamp.now(),
      discountPercent: 30,
      salePrice: 20_000,
    };
    await db().collection(collections.sale).doc('tote-1').set(saleEntry);

    const onSale = await fetchJson(url('getproductitemdetails/tote-1'));
    await db().collection(collections.sale).doc('tote-1').update({ hidden: true });
    const hidden = await fetchJson(url('getproductitemdetails/tote-1'));

    expect(onSale.body).toMatchObject([
      { id: 'tote-1', displayPrice: tote.displayPrice, sale: { discountPercent: 30, salePrice: 20_000 } },
    ]);
    expect(hidden.body).toMatchObject([{ id: 'tote-1', sale: null }]);
  });

  it('answers 404 not-found JSON for an unknown id', async () => {
    await createStoreProduct({ id: 'known-1' });

    const { status, contentType, body } = await fetchJson(url('getproductitemdetails/unknown-1'));

    expect(status).toBe(404);
    expect(contentType).toMatch(/^application\/json/);
    expect(body).toEqual({
      error: { code: 'not-found', message: 'There is no product with id "unknown-1"' },
    });
  });

  it('refuses an id no document can have with a 400 naming the id', async () => {
    // Firestore reserves ids of the form __name__.
    const { status, body } = await fetchJson(url('getproductitemdetails/__products__'));

    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'invalid-request', details: [{ path: 'id' }] } });
  });
});
