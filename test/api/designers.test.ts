// GET getdesigners, and `npm run designers:rebuild`'s rewrite of the counts from the products.
import { describe, expect, it } from 'vitest';
import { rebuildDesigners } from '../../functions/src/data/designers';
import { createDesigner, createStoreProduct } from './factories';
import { fetchJson } from './server';
import { useApi } from './harness';

const api = useApi();
const { url } = api;

describe('GET getdesigners', () => {
  it('lists every designer with store products, sorted by brand, with its counts', async () => {
    await createDesigner({ brand: 'PRADA', bags: 5, accessories: 2 });
    await createDesigner({ brand: 'A.P.C.', bags: 1, accessories: 0 });
    await createDesigner({ brand: 'DOLCE & GABBANA', bags: 0, accessories: 3 });
    await createDesigner({ brand: 'ACNE STUDIOS', bags: 2, accessories: 2 });

    const { status, contentType, body } = await fetchJson(url('getdesigners'));

    expect(status).toBe(200);
    expect(contentType).toMatch(/^application\/json/);
    expect(body).toEqual([
      { key: 'a-p-c', brand: 'A.P.C.', bags: 1, accessories: 0 },
      { key: 'acne-studios', brand: 'ACNE STUDIOS', bags: 2, accessories: 2 },
      { key: 'dolce-gabbana', brand: 'DOLCE & GABBANA', bags: 0, accessories: 3 },
      { key: 'prada', brand: 'PRADA', bags: 5, accessories: 2 },
    ]);
  });

  it('leaves out a designer whose last product left the store', async () => {
    await createDesigner({ brand: 'GUCCI', bags: 0, accessories: 0 });
    await createDesigner({ brand: 'FENDI', bags: 1, accessories: 0 });

    const { body } = await fetchJson(url('getdesigners'));

    expect(body).toEqual([{ key: 'fendi', brand: 'FENDI', bags: 1, accessories: 0 }]);
  });

  it('answers an empty list when there are no designers', async () => {
    const { status, body } = await fetchJson(url('getdesigners'));

    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});

describe('rebuildDesigners', () => {
  it('writes every designer again from the products online, and deletes the brands with none', async () => {
    // Counts kept before offline products stopped counting: PRADA counts its offline bag, GUCCI
    // has only an offline one, FENDI lost its last product.
    await createDesigner({ brand: 'PRADA', bags: 2, accessories: 0 });
    await createDesigner({ brand: 'GUCCI', bags: 1, accessories: 0 });
    await createDesigner({ brand: 'FENDI', bags: 1, accessories: 0 });
    await createStoreProduct({ brand: 'PRADA', parentCategory: 'BAGS', online: true });
    await createStoreProduct({ brand: 'PRADA', parentCategory: 'BAGS', online: false });
    await createStoreProduct({
      brand: 'PRADA',
      parentCategory: 'ACCESSORIES',
      category: 'WALLET',
      online: true,
    });
    await createStoreProduct({ brand: 'GUCCI', parentCategory: 'BAGS', online: false });

    expect(await rebuildDesigners()).toEqual({ written: 1, deleted: 2 });

    const { body } = await fetchJson(url('getdesigners'));
    expect(body).toEqual([{ key: 'prada', brand: 'PRADA', bags: 1, accessories: 1 }]);
    // Run again, it finds them right and changes nothing.
    expect(await rebuildDesigners()).toEqual({ written: 1, deleted: 0 });
  });
});
