// The API fuzz in `npm test`: every route the app serves (read from its routers, so new
// routes are fuzzed without being listed) x odd path values and bodies x nobody, a visitor, a
// customer and an admin. No 5xx, every error the API's JSON error, and no document changed that the
// identity may not change. scripts/bench/api-fuzz.ts holds the fuzz; `npm run bench` sends all of
// it as every identity (more than 10,000 requests), this sends each case once.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { adminApp } from '../../functions/src/firebase-app';
import { app } from '../../functions/src/http/app';
import { routesOf } from '../../functions/src/http/route-table';
import {
  createFuzzIdentities,
  fuzzCases,
  NOT_FUZZED,
  plausibleValues,
  runFuzzByIdentity,
} from '../../scripts/bench/api-fuzz';
import { authHost, clearAuth, clearFirestore } from './emulators';
import { createCuratedEntry, createOrder, createStoreProduct } from './factories';
import { useApi } from './harness';

const api = useApi({ clear: 'nothing' });

beforeAll(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
});

describe('the API fuzz', () => {
  it('walks every route the app serves', () => {
    const routes = routesOf(app).map((route) => `${route.method} ${route.path}`);

    // Spot checks that the table is read from the routers, storefront and admin alike.
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /health',
        'GET /getcartallitems/:userId',
        'POST /newsletter',
        'GET /getitemdetailsmainstore/:id',
        'POST /updateorderstatusmainstore',
      ]),
    );
    expect(routes.length).toBeGreaterThan(100);
    for (const left of Object.keys(NOT_FUZZED)) expect(routes).toContain(left);
  });

  it('gets no 5xx, only JSON errors and no forbidden change from odd paths, bodies and identities', async () => {
    const identities = await createFuzzIdentities(authHost, adminApp());
    const customer = identities.find((identity) => identity.name === 'customer');
    const product = await createStoreProduct({ id: 'prd-fuzz' });
    await createCuratedEntry('featured', { productId: product.id });
    await createOrder({ id: 'ord-fuzz', userId: customer?.uid ?? '' });
    const cases = fuzzCases(routesOf(app), await plausibleValues(db(), identities), { full: false });

    const report = await runFuzzByIdentity(api.origin, cases, identities, db());

    expect(report.failures).toEqual([]);
    expect(report.requests).toBe(cases.length);
    expect(Object.keys(report.byStatus).filter((status) => Number(status) >= 500)).toEqual([]);
  }, 120_000);
});
