// The supplier sync (docs/decisions.md rule 13) through UPDATE PRODUCTS (POST updateproducts), against a
// supplier feed served by a local HTTP server: the supplier is replaced at its HTTP boundary only.
// POST answers 202 with the job at once; the job's trigger (runSyncJob, called here as the Functions
// runtime would on the job document's creation) runs it, and updateproductsstatus shows the outcome.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  collections,
  storeProductFromSupplierItem,
  toSupplierFeedItem,
  type AdminSyncJob,
  type StoreProduct,
  type SupplierItem,
  type WithId,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { scheduledSupplierSync } from '../../functions/src/jobs/scheduled-sync';
import { runSyncJob } from '../../functions/src/jobs/sync-job-trigger';
import { supplierFeedSource } from '../../functions/src/jobs/feed-source';
import {
  apiCaller,
  auditEntries,
  createListingEntry,
  createSupplierItem,
  readDoc,
  snapshotDatabase,
} from './admin-factories';
import { clearAuth, createAdmin, type TestUser } from './emulators';
import { createCuratedEntry } from './factories';
import { useApi } from './harness';

const FEED_TOKEN = 'test-feed-token';

/** The supplier: answers `feed` as JSON to a request with the right token, 401 otherwise. */
let feed: unknown = { items: [] };
let supplier: Server;

const api = useApi();
let admin: TestUser;
const call = apiCaller(() => api.origin);

beforeAll(async () => {
  supplier = createServer((req, res) => {
    if (req.headers.authorization !== `Bearer ${FEED_TOKEN}`) {
      res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"bad token"}');
      return;
    }
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(typeof feed === 'string' ? feed : JSON.stringify(feed));
  });
  await new Promise<void>((resolve) => supplier.listen(0, '127.0.0.1', resolve));
  process.env.SUPPLIER_FEED_URL = `http://127.0.0.1:${(supplier.address() as AddressInfo).port}/feed.json`;
  process.env.SUPPLIER_FEED_TOKEN = FEED_TOKEN;
  await clearAuth();
  admin = await createAdmin('erin@maisonborsa.example');
});
afterAll(async () => {
  await new Promise((resolve) => supplier.close(resolve));
  delete process.env.SUPPLIER_FEED_URL;
  delete process.env.SUPPLIER_FEED_TOKEN;
});
beforeEach(async () => {
  process.env.SUPPLIER_FEED_TOKEN = FEED_TOKEN;
});

/** A supplier item already in the store as product `prd-1`, on Featured and on Sale at 50 % off. */
async function storeWithOneProduct(): Promise<{ item: WithId<SupplierItem>; product: WithId<StoreProduct> }> {
  const item = await createSupplierItem({ id: 'sup-1', listPrice: 22_562, storeProductId: 'prd-1' });
  const fields = storeProductFromSupplierItem({ ...item, parentCategory: 'BAGS' }, false);
  const product: WithId<StoreProduct> = {
    ...fields,
    id: 'prd-1',
    // The admin's own words stay: the sync refreshes prices, stock and labels only.
    title: 'Galleria tote, as the shop calls it',
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  };
  const { id: _id, ...stored } = product;
  await db().collection(collections.products).doc('prd-1').set(stored);
  await createCuratedEntry('featured', {
    productId: 'prd-1',
    title: product.title,
    price: product.displayPrice,
  });
  await createListingEntry('sale', product, { discountPercent: 50 });
  return { item, product };
}

/** The catalogue without the sync's own bookkeeping (its job and audit entries). */
async function catalogue(): Promise<Record<string, unknown>> {
  const all = await snapshotDatabase();
  return Object.fromEntries(
    Object.entries(all).filter(
      ([path]) =>
        !path.startsWith(`${collections.syncJobs}/`) && !path.startsWith(`${collections.auditLog}/`),
    ),
  );
}

/** UPDATE PRODUCTS as the screen sees it: the 202 with the started job, then the finished job. */
async function updateProducts(): Promise<{ started: AdminSyncJob; finished: AdminSyncJob }> {
  const { status, body } = await call('POST', 'updateproducts', { token: admin.idToken });
  expect(status, JSON.stringify(body)).toBe(202);
  const started = body as AdminSyncJob;
  expect(started).toMatchObject({ status: 'running', processed: 0, startedBy: admin.uid });
  await runSyncJob(started.id, supplierFeedSource);
  const latest = await call('GET', 'updateproductsstatus', { token: admin.idToken });
  return { started, finished: latest.body as AdminSyncJob };
}

describe('POST updateproducts', () => {
  it('refreshes prices and stock of store items and their list copies from a changed feed', async () => {
    const { item } = await storeWithOneProduct();
    const unchanged = await createSupplierItem({ id: 'sup-2' });
    const changed = toSupplierFeedItem({
      ...item,
      listPrice: 30_000,
      condition: 'New with tags',
      variants: item.variants.map((variant) => ({ ...variant, quantity: 0 })),
    });
    const added = { ...toSupplierFeedItem(unchanged), _id: 'sup-3', Sku: 'NEW-3' };
    feed = { items: [changed, toSupplierFeedItem(unchanged), added] };

    const { started, finished } = await updateProducts();

    expect(finished).toMatchObject({
      id: started.id,
      status: 'succeeded',
      processed: 3,
      total: 3,
      startedBy: admin.uid,
      error: null,
      summary: { created: 1, updated: 1, storeProductsRefreshed: 1 },
    });
    expect(await readDoc<StoreProduct>('products/prd-1')).toMatchObject({
      title: 'Galleria tote, as the shop calls it',
      listPrice: 30_000,
      price: 36_300,
      displayPrice: 37_000,
      inStock: false,
      sizesInStock: [],
      condition: 'New with tags',
    });
    expect(await readDoc('featured/prd-1')).toMatchObject({
      price: 37_000,
      title: 'Galleria tote, as the shop calls it',
    });
    // 370 - round(185) = 185 -> 190.
    expect(await readDoc('sale/prd-1')).toMatchObject({
      price: 37_000,
      salePrice: 19_000,
      inStock: false,
      discountPercent: 50,
    });
    expect(await readDoc<SupplierItem>('supplierItems/sup-1')).toMatchObject({
      listPrice: 30_000,
      storeProductId: 'prd-1',
    });
    expect(await readDoc<SupplierItem>('supplierItems/sup-3')).toMatchObject({
      sku: 'NEW-3',
      storeProductId: null,
    });
    expect((await auditEntries()).map((entry) => entry.action)).toEqual(['supplierSync.start']);

    // A second delivery of the trigger for the finished job runs nothing again.
    await runSyncJob(started.id, supplierFeedSource);
    expect((await auditEntries()).map((entry) => entry.action)).toEqual(['supplierSync.start']);
  });

  it('keeps a price the admin set, and still refreshes its stock', async () => {
    const { item } = await storeWithOneProduct();
    // The admin priced the product at 500 on its edit page (list price derived from it).
    await db()
      .collection(collections.products)
      .doc('prd-1')
      .update({ listPrice: 41_322, price: 50_000, displayPrice: 50_000 });
    feed = {
      items: [
        toSupplierFeedItem({
          ...item,
          listPrice: 30_000,
          variants: item.variants.map((variant) => ({ ...variant, quantity: 0 })),
        }),
      ],
    };

    const { finished } = await updateProducts();

    expect(finished.status).toBe('succeeded');
    expect(await readDoc<StoreProduct>('products/prd-1')).toMatchObject({
      listPrice: 41_322,
      price: 50_000,
      displayPrice: 50_000,
      inStock: false,
    });
    expect(await readDoc<SupplierItem>('supplierItems/sup-1')).toMatchObject({ listPrice: 30_000 });
  });

  it('rejects a malformed feed with a clear error and changes nothing', async () => {
    const { item } = await storeWithOneProduct();
    feed = {
      items: [
        { ...toSupplierFeedItem(item), ListPrice: 1 },
        { ...toSupplierFeedItem(item), _id: 'sup-9', ListPrice: 'cheap' },
      ],
    };
    const before = await catalogue();

    const { finished } = await updateProducts();

    expect(finished).toMatchObject({
      status: 'failed',
      processed: 0,
      error:
        'The supplier feed is malformed, nothing was changed: items.1.ListPrice: ListPrice must be a number of euros',
    });
    expect(await catalogue()).toEqual(before);
  });

  it('says so when the feed is not JSON or refuses the token', async () => {
    await storeWithOneProduct();
    const before = await catalogue();
    feed = '<html>maintenance</html>';
    const notJson = await updateProducts();
    expect(notJson.finished.error).toBe('The supplier feed is not valid JSON; nothing was changed.');
    process.env.SUPPLIER_FEED_TOKEN = 'wrong';
    const refused = await updateProducts();
    expect(refused.finished.error).toBe('The supplier feed answered 401 Unauthorized; nothing was changed.');
    expect(await catalogue()).toEqual(before);
  });

  it('leaves a run that met an unexpected error to the trigger to retry, which then finishes it', async () => {
    const { item } = await storeWithOneProduct();
    feed = { items: [toSupplierFeedItem({ ...item, listPrice: 30_000 })] };
    const { body } = await call('POST', 'updateproducts', { token: admin.idToken });
    const jobId = (body as AdminSyncJob).id;

    await expect(runSyncJob(jobId, () => Promise.reject(new Error('Firestore unavailable')))).rejects.toThrow(
      'Firestore unavailable',
    );
    expect(await readDoc<AdminSyncJob>(`syncJobs/${jobId}`)).toMatchObject({ status: 'running' });

    await runSyncJob(jobId, supplierFeedSource);

    expect(await readDoc<AdminSyncJob>(`syncJobs/${jobId}`)).toMatchObject({
      status: 'succeeded',
      processed: 1,
    });
    expect(await readDoc<StoreProduct>('products/prd-1')).toMatchObject({ listPrice: 30_000 });
  });

  it('refuses to start while another run is going on', async () => {
    await db().collection(collections.syncJobs).doc('running').set({
      status: 'running',
      processed: 10,
      total: 100,
      startedAt: Timestamp.now(),
      finishedAt: null,
      error: null,
      startedBy: 'schedule',
      summary: null,
    });
    const { status, body } = await call('POST', 'updateproducts', { token: admin.idToken });
    expect(status).toBe(409);
    expect(body).toEqual({
      error: {
        code: 'conflict',
        message: 'A supplier sync is already running. Wait for it to finish.',
        details: { jobId: 'running' },
      },
    });
  });

  it('lets the daily run skip, starting nothing, while another run is going on', async () => {
    await db().collection(collections.syncJobs).doc('running').set({
      status: 'running',
      processed: 10,
      total: 100,
      startedAt: Timestamp.now(),
      finishedAt: null,
      error: null,
      startedBy: 'admin',
      summary: null,
    });

    await expect(scheduledSupplierSync()).resolves.toBeUndefined();

    const jobs = await db().collection(collections.syncJobs).get();
    expect(jobs.docs.map((job) => job.id)).toEqual(['running']);
  });
});
