// GET getallproductsmaincount/{p}/{t}/{brand}.
import { describe, expect, it } from 'vitest';
import { createStoreProduct } from './factories';
import { fetchJson } from './server';
import { useApi } from './harness';

const api = useApi();
const { url } = api;

/** 3 Prada totes, 1 Gucci tote, 2 Prada clutches, 1 Dolce & Gabbana clutch, 2 Prada wallets. */
async function seedCatalogue(): Promise<void> {
  const seeds = [
    ...Array.from({ length: 3 }, () => ({ brand: 'PRADA', category: 'TOTE' })),
    { brand: 'GUCCI', category: 'TOTE' },
    ...Array.from({ length: 2 }, () => ({ brand: 'PRADA', category: 'CLUTCH' })),
    { brand: 'DOLCE & GABBANA', category: 'CLUTCH' },
  ];
  for (const seed of seeds) await createStoreProduct({ parentCategory: 'BAGS', ...seed });
  for (let i = 0; i < 2; i++) {
    await createStoreProduct({ parentCategory: 'ACCESSORIES', brand: 'PRADA', category: 'WALLET' });
  }
}

describe('GET getallproductsmaincount/{p}/{t}/{brand}', () => {
  it.each([
    ['bags/all/ALL', 7],
    ['bags/tote/ALL', 4],
    ['bags/all/prada', 5],
    ['BAGS/TOTE/PRADA', 3],
    ['bags/clutch/gucci', 0],
    [`bags/all/${encodeURIComponent('Dolce & Gabbana')}`, 1],
    ['accessories/all/ALL', 2],
    ['accessories/wallet/prada', 2],
  ])('%s counts %i store products', async (path, expected) => {
    await seedCatalogue();

    const { status, contentType, body } = await fetchJson(url(`getallproductsmaincount/${path}`));

    expect(status).toBe(200);
    expect(contentType).toMatch(/^application\/json/);
    expect(body).toBe(expected);
  });

  it('counts 0 in an empty catalogue', async () => {
    const { status, body } = await fetchJson(url('getallproductsmaincount/bags/all/ALL'));

    expect(status).toBe(200);
    expect(body).toBe(0);
  });

  it('refuses a p other than bags or accessories with a 400 JSON error', async () => {
    const { status, contentType, body } = await fetchJson(url('getallproductsmaincount/shoes/all/ALL'));

    expect(status).toBe(400);
    expect(contentType).toMatch(/^application\/json/);
    expect(body).toEqual({
      error: {
        code: 'invalid-request',
        message: 'We sell bags and accessories; "shoes" is neither',
        details: [{ path: 'p', message: 'We sell bags and accessories; "shoes" is neither' }],
      },
    });
  });

  it('refuses a type that is not one of the parent category with a 400 JSON error', async () => {
    const { status, body } = await fetchJson(url('getallproductsmaincount/bags/wallet/ALL'));

    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'invalid-request', details: [{ path: 't' }] } });
  });
});
