// Today's stock cards are the totals of the Low stock screen's two lists (docs/decisions.md rule 69):
// GET stockcounts counts what GET lowstock?show=low and ?show=sold-out list, for the same `max`.
// Sold out: no size left; low: still for sale with a size at `max` or fewer (rule 65). Staff may read both.
import type { AdminLowStockProduct, AdminStockCounts } from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApp } from '../../functions/src/firebase-app';
import { apiCaller } from './admin-factories';
import { clearAuth, signInWithPassword, signUpWithPassword, type TestUser } from './emulators';
import { createStoreProduct, variant } from './factories';
import { useApi } from './harness';

const api = useApi();
let staff: TestUser;
const call = apiCaller(() => api.origin);

beforeAll(async () => {
  await clearAuth();
  const account = await signUpWithPassword('sam@maisonborsa.example');
  await getAuth(adminApp()).setCustomUserClaims(account.uid, { admin: true, role: 'staff' });
  staff = await signInWithPassword(account.email, account.password);
});

async function list(query: string): Promise<string[]> {
  const { status, body } = await call('GET', `lowstock?${query}`, { token: staff.idToken });
  expect(status, query).toBe(200);
  return (body as AdminLowStockProduct[]).map((product) => product.id).sort();
}

describe('GET stockcounts', () => {
  it('counts low stock and sold out apart, each the total of its list', async () => {
    await createStoreProduct({ id: 'sold-out', variants: [variant({ quantity: 0 })] });
    await createStoreProduct({
      id: 'sold-out-sizes',
      variants: [variant({ size: 'S', quantity: 0 }), variant({ size: 'M', quantity: 0 })],
    });
    await createStoreProduct({ id: 'last-one', variants: [variant({ quantity: 1 })] });
    // One size gone, another plenty: low (a shopper wanting S finds it sold out), not sold out.
    await createStoreProduct({
      id: 'one-size-out',
      variants: [variant({ size: 'S', quantity: 0 }), variant({ size: 'M', quantity: 10 })],
    });
    await createStoreProduct({ id: 'plenty', variants: [variant({ quantity: 9 })] });

    const counts = await call('GET', 'stockcounts?max=3', { token: staff.idToken });
    expect(counts.status).toBe(200);
    expect(counts.body).toEqual({ max: 3, low: 2, soldOut: 2 } satisfies AdminStockCounts);
    expect(await list('max=3&show=low')).toEqual(['last-one', 'one-size-out']);
    expect(await list('max=3&show=sold-out')).toEqual(['sold-out', 'sold-out-sizes']);
    // Without `show`, both lists, as before.
    expect(await list('max=3')).toEqual(['last-one', 'one-size-out', 'sold-out', 'sold-out-sizes']);

    // A larger mark takes in more low stock; sold out stays what it is.
    expect((await call('GET', 'stockcounts?max=9', { token: staff.idToken })).body).toEqual({
      max: 9,
      low: 3,
      soldOut: 2,
    });
  });

  it('refuses a bad max or list with a 400', async () => {
    for (const path of ['stockcounts?max=-1', 'stockcounts?max=abc', 'lowstock?show=everything']) {
      const { status, body } = await call('GET', path, { token: staff.idToken });
      expect(status, path).toBe(400);
      expect(body).toMatchObject({ error: { code: expect.any(String) } });
    }
  });
});
