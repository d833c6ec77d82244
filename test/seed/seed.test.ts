// seedDemoData against the emulators: counts read back with the Admin SDK, idempotence, the admin
// account and its claim, and the admin-claim script. Needs the emulators:
//   EMULATOR_PORT_OFFSET=3000 tsx scripts/emulators.ts --only auth,firestore -- vitest run --project seed
import { execFile } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  collections,
  LISTING_FACETS_COLLECTION,
  SEARCH_VOCABULARY_PATH,
  type StoreProduct,
} from '@shop/domain';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminClaimError, setAdminClaim } from '../../scripts/admin-claim';
import { buildDemoStore } from '../../scripts/demo-data/store';
import { generateSupplierCatalogue } from '../../scripts/demo-data/supplier-catalogue';
import {
  DEFAULT_DEMO_SEED,
  DEMO_ADMIN,
  DEMO_STAFF,
  seedDemoData,
  SeedRefusedError,
  type SeedSummary,
} from '../../scripts/seed';
import { signInAsDemoOwner } from '../../scripts/lib/shoppers';

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-maison-borsa';
const repoRoot = join(import.meta.dirname, '..', '..');

function requireHost(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): string {
  const host = process.env[variable];
  if (!host) {
    throw new Error(
      `${variable} is not set. Run the seed tests through the emulator bootstrap:\n` +
        '  EMULATOR_PORT_OFFSET=3000 tsx scripts/emulators.ts --only auth,firestore -- vitest run --project seed',
    );
  }
  return host;
}

if (!projectId.startsWith('demo-'))
  throw new Error(`The seed tests only run against a demo- project, not ${projectId}`);
const firestoreHost = requireHost('FIRESTORE_EMULATOR_HOST');
const authHost = requireHost('FIREBASE_AUTH_EMULATOR_HOST');

/**
 * DELETE with node:http rather than fetch: fetch refuses some ports outright ("bad port"), and
 * an EMULATOR_PORT_OFFSET of 2000 would put Firestore on one of them (10080).
 */
function httpDelete(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'DELETE' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        res.statusCode && res.statusCode < 300
          ? resolve()
          : reject(new Error(`DELETE ${url}: ${res.statusCode} ${body}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function clearEmulators(): Promise<void> {
  await httpDelete(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`);
  await httpDelete(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`);
}

const store = buildDemoStore(generateSupplierCatalogue({ seed: DEFAULT_DEMO_SEED }), DEFAULT_DEMO_SEED);
const expectedCounts: Record<string, number> = {
  [collections.supplierItems]: store.supplierItems.length,
  [collections.products]: store.products.length,
  [collections.featured]: store.featured.length,
  [collections.weekProducts]: store.weekProducts.length,
  [collections.newIn]: store.newIn.length,
  [collections.sale]: store.sale.length,
  [collections.recommended]: store.recommended.length,
  [collections.designers]: store.designers.length,
  [collections.coupons]: store.coupons.length,
  [SEARCH_VOCABULARY_PATH.collection]: 1,
  [LISTING_FACETS_COLLECTION]: store.listingFacets.length,
};

let app: App;
let db: Firestore;
let summary: SeedSummary;
const logLines: string[] = [];

async function countsInFirestore(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.keys(expectedCounts).map(
      async (name) => [name, (await db.collection(name).count().get()).data().count] as const,
    ),
  );
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  await clearEmulators();
  app = initializeApp({ projectId }, 'seed-test');
  db = getFirestore(app);
  summary = await seedDemoData({ log: (line) => logLines.push(line) });
  console.log(`First seed: ${summary.durationMs} ms\n${logLines.join('\n')}`);
});

afterAll(async () => {
  if (app !== undefined) await deleteApp(app);
});

describe('seedDemoData', () => {
  it('writes every collection, as the summary says', async () => {
    expect(summary.counts).toEqual(expectedCounts);
    expect(await countsInFirestore()).toEqual(expectedCounts);
    expect(summary.counts[collections.supplierItems]).toBeGreaterThanOrEqual(3000);
    expect(summary.counts[collections.products]).toBeGreaterThanOrEqual(400);
    expect(logLines.some((line) => line.startsWith('Seeded '))).toBe(true);
  });

  it('stores documents as the data model says: plain fields, cents, Timestamps, deterministic ids', async () => {
    const expected = store.products[0]!;
    const snapshot = await db.collection(collections.products).doc(expected.id).get();
    const data = snapshot.data() as StoreProduct;
    expect(data).not.toHaveProperty('id');
    expect(data.createdAt).toBeInstanceOf(Timestamp);
    expect(data.createdAt.toMillis()).toBe(expected.createdAt.toMillis());
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = expected;
    expect(data).toMatchObject(fields);

    const sale = store.sale[0]!;
    const saleDoc = (await db.collection(collections.sale).doc(sale.id).get()).data();
    expect(saleDoc).toMatchObject({
      discountPercent: sale.discountPercent,
      salePrice: sale.salePrice,
      hidden: sale.hidden,
    });

    const coupon = (await db.collection(collections.coupons).doc('EXPIRED20').get()).data();
    expect(coupon?.code).toBe('EXPIRED20');
    expect(coupon?.expiresAt).toBeInstanceOf(Timestamp);

    const item = (await db.collection(collections.supplierItems).doc(expected.supplierItemId!).get()).data();
    expect(item?.storeProductId).toBe(expected.id);
  });

  it('serves the queries the API makes on the seeded lists', async () => {
    const visibleFeatured = await db
      .collection(collections.featured)
      .where('hidden', '==', false)
      .count()
      .get();
    expect(visibleFeatured.data().count).toBe(store.featured.filter((entry) => !entry.hidden).length);
    const tote = await db
      .collection(collections.products)
      .where('parentCategory', '==', 'BAGS')
      .where('category', '==', 'TOTE')
      .count()
      .get();
    expect(tote.data().count).toBe(store.products.filter((p) => p.category === 'TOTE').length);
    const search = await db
      .collection(collections.products)
      .where('searchTerms', 'array-contains', 'tote')
      .count()
      .get();
    expect(search.data().count).toBeGreaterThan(0);
  });

  it('creates the admin account as the owner, able to sign in', async () => {
    expect(summary.admin).toMatchObject({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    const user = await getAuth(app).getUserByEmail(DEMO_ADMIN.email);
    expect(user.customClaims).toEqual({ admin: true, role: 'owner' });
    const { idToken } = await signInAsDemoOwner(authHost);
    const decoded = await getAuth(app).verifyIdToken(idToken);
    expect(decoded.admin).toBe(true);
    expect(decoded.role).toBe('owner');
  });

  it('creates a staff account with the staff role', async () => {
    expect(summary.staff).toMatchObject({ email: DEMO_STAFF.email, password: DEMO_STAFF.password });
    const user = await getAuth(app).getUserByEmail(DEMO_STAFF.email);
    expect(user.customClaims).toEqual({ admin: true, role: 'staff' });
  });

  it('is idempotent: a second run leaves the same data', async () => {
    const before = (await db.collection(collections.products).doc(store.products[7]!.id).get()).data();
    const again = await seedDemoData({ log: () => {} });
    console.log(`Second seed: ${again.durationMs} ms`);
    expect(again.counts).toEqual(summary.counts);
    expect(await countsInFirestore()).toEqual(expectedCounts);
    const after = (await db.collection(collections.products).doc(store.products[7]!.id).get()).data();
    expect(after).toEqual(before);
    expect((await getAuth(app).listUsers()).users).toHaveLength(2);
  });

  it('writes only the collections it is given, and leaves the others as they are', async () => {
    const product = db.collection(collections.products).doc(store.products[3]!.id);
    const designer = db
      .collection(collections.designers)
      .doc((await db.collection(collections.designers).limit(1).get()).docs[0]!.id);
    const seededProduct = (await product.get()).data();
    const seededDesigner = (await designer.get()).data();
    await product.update({ title: 'Changed by a journey' });
    await designer.update({ bags: 999 });

    const partial = await seedDemoData({ log: () => {}, collections: [collections.products] });
    expect(partial.counts).toEqual({ [collections.products]: expectedCounts[collections.products] });
    expect((await product.get()).data()).toEqual(seededProduct);
    expect((await designer.get()).get('bags')).toBe(999);

    await seedDemoData({ log: () => {}, collections: [collections.designers] });
    expect((await designer.get()).data()).toEqual(seededDesigner);
    expect(await countsInFirestore()).toEqual(expectedCounts);
  });

  it('writes only the documents it is given of a collection, and leaves its others as they are', async () => {
    const [first, second] = [store.products[5]!.id, store.products[6]!.id];
    const firstRef = db.collection(collections.products).doc(first);
    const secondRef = db.collection(collections.products).doc(second);
    const seededFirst = (await firstRef.get()).data();
    await firstRef.update({ title: 'Changed by a journey' });
    await secondRef.update({ title: 'Changed by another journey' });

    const partial = await seedDemoData({
      log: () => {},
      collections: [collections.products],
      documents: { [collections.products]: new Set([first]) },
    });
    expect(partial.counts).toEqual({ [collections.products]: 1 });
    expect((await firstRef.get()).data()).toEqual(seededFirst);
    expect((await secondRef.get()).get('title')).toBe('Changed by another journey');

    await seedDemoData({ log: () => {}, collections: [collections.products] });
    expect(await countsInFirestore()).toEqual(expectedCounts);
  });

  it('refuses to run without FIRESTORE_EMULATOR_HOST', async () => {
    const saved = process.env.FIRESTORE_EMULATOR_HOST;
    delete process.env.FIRESTORE_EMULATOR_HOST;
    try {
      await expect(seedDemoData({ log: () => {} })).rejects.toThrow(SeedRefusedError);
      await expect(seedDemoData({ log: () => {} })).rejects.toThrow(/FIRESTORE_EMULATOR_HOST is not set/);
    } finally {
      process.env.FIRESTORE_EMULATOR_HOST = saved;
    }
  });
});

describe('admin claim', () => {
  it('revokes and grants the claim, keeping other claims', async () => {
    const auth = getAuth(app);
    const user = await auth.createUser({
      email: 'shop-manager@maison-borsa.test',
      password: 'manager-password',
    });
    await auth.setCustomUserClaims(user.uid, { team: 'sales' });

    expect(await setAdminClaim(app, 'grant', 'shop-manager@maison-borsa.test')).toMatchObject({
      changed: true,
      uid: user.uid,
    });
    expect((await auth.getUser(user.uid)).customClaims).toEqual({
      team: 'sales',
      admin: true,
      role: 'owner',
    });
    expect(await setAdminClaim(app, 'grant', 'shop-manager@maison-borsa.test')).toMatchObject({
      changed: false,
    });

    expect(await setAdminClaim(app, 'revoke', 'shop-manager@maison-borsa.test')).toMatchObject({
      changed: true,
    });
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ team: 'sales' });
  });

  it('makes the account an owner, a staff member included', async () => {
    const auth = getAuth(app);
    const user = await auth.createUser({ email: 'part-time@maison-borsa.test', password: 'helper-password' });
    await auth.setCustomUserClaims(user.uid, { admin: true, role: 'staff' });
    expect(await setAdminClaim(app, 'grant', 'part-time@maison-borsa.test')).toMatchObject({ changed: true });
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ admin: true, role: 'owner' });
    expect(await setAdminClaim(app, 'revoke', 'part-time@maison-borsa.test')).toMatchObject({
      changed: true,
    });
    expect((await auth.getUser(user.uid)).customClaims ?? {}).toEqual({});
  });

  it('says so when no account has the e-mail address', async () => {
    await expect(setAdminClaim(app, 'grant', 'nobody@maison-borsa.test')).rejects.toThrow(AdminClaimError);
    await expect(setAdminClaim(app, 'grant', 'nobody@maison-borsa.test')).rejects.toThrow(
      'No account with the e-mail address nobody@maison-borsa.test.',
    );
  });

  it('works as a command line script', async () => {
    const run = promisify(execFile);
    const script = [
      join(repoRoot, 'node_modules', '.bin', 'tsx'),
      join(repoRoot, 'scripts', 'admin-claim.ts'),
    ] as const;
    const revoke = await run(script[0], [script[1], 'revoke', DEMO_ADMIN.email], { cwd: repoRoot });
    expect(revoke.stdout).toContain(`${DEMO_ADMIN.email} (uid demo-admin) is no longer an admin`);
    expect((await getAuth(app).getUserByEmail(DEMO_ADMIN.email)).customClaims?.admin).toBeUndefined();
    const grant = await run(script[0], [script[1], 'grant', DEMO_ADMIN.email], { cwd: repoRoot });
    expect(grant.stdout).toContain('is now an admin');
    expect((await getAuth(app).getUserByEmail(DEMO_ADMIN.email)).customClaims?.admin).toBe(true);

    const usage = await run(script[0], [script[1], 'grant'], { cwd: repoRoot }).catch(
      (error: unknown) => error,
    );
    expect(usage).toMatchObject({ code: 2 });
    expect((usage as { stderr: string }).stderr).toContain('Missing the e-mail address');
    const unknown = await run(script[0], [script[1], 'grant', 'nobody@maison-borsa.test'], {
      cwd: repoRoot,
    }).catch((error: unknown) => error);
    expect(unknown).toMatchObject({ code: 2 });
    expect((unknown as { stderr: string }).stderr).toContain(
      'No account with the e-mail address nobody@maison-borsa.test.',
    );
  });
});
