// Admin: the audit log viewer's call. Entries are written by the admin writes themselves (see the
// other admin tests); this reads them back, newest first, a page at a time.
import type { AdminAuditEntry } from '@shop/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../functions/src/http/app';
import { apiCaller } from './admin-factories';
import { clearAuth, clearFirestore, createAdmin, type TestUser } from './emulators';
import { createStoreProduct } from './factories';
import { serve, type RunningServer } from './server';

let api: RunningServer;
let admin: TestUser;
const call = apiCaller(() => api.origin);

beforeAll(async () => {
  api = await serve(app);
  await clearAuth();
  admin = await createAdmin('erin@maisonborsa.example');
});
afterAll(() => api.close());
beforeEach(clearFirestore);

describe('GET getauditlog', () => {
  it('answers who did what and when, newest first, a page at a time', async () => {
    await createStoreProduct({ id: 'p1' });
    await call('POST', 'addfeaturedproductmainstore', { token: admin.idToken, body: { productId: 'p1' } });
    await call('PATCH', 'hidefeatured/p1', { token: admin.idToken });
    await call('PATCH', 'unhidefeatured/p1', { token: admin.idToken });

    const all = await call('GET', 'getauditlog', { token: admin.idToken });
    const entries = all.body as AdminAuditEntry[];
    expect(entries.map((entry) => entry.action)).toEqual([
      'featured.unhide',
      'featured.hide',
      'featured.add',
    ]);
    expect(entries[0]).toMatchObject({
      who: { uid: admin.uid, email: 'erin@maisonborsa.example' },
      target: 'featured/p1',
    });
    expect(entries[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);

    const firstPage = (await call('GET', 'getauditlog?limit=2', { token: admin.idToken }))
      .body as AdminAuditEntry[];
    expect(firstPage.map((entry) => entry.action)).toEqual(['featured.unhide', 'featured.hide']);
    const nextPage = await call('GET', `getauditlog?limit=2&before=${firstPage[1]!.id}`, {
      token: admin.idToken,
    });
    expect((nextPage.body as AdminAuditEntry[]).map((entry) => entry.action)).toEqual(['featured.add']);
    expect((await call('GET', 'getauditlog?limit=0', { token: admin.idToken })).status).toBe(400);
  });
});
