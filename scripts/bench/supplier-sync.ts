// `npm run bench -- supplier-sync`: the supplier sync over a generated feed of 50,000 items, on an
// emulator stack of its own (EMULATOR_PORT_OFFSET applies), run as the supplierSyncJob function runs
// it (jobs/sync-job-trigger.ts) against a local HTTP server that plays the supplier. Prints the time
// and the rate; misses when the job fails or takes longer than the function may run (540 s).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toSupplierFeedItem } from '@shop/domain';
import { generateSupplierCatalogue } from '../demo-data/supplier-catalogue';

export const BENCH_FEED_ITEMS = 50_000;
/** The supplierSyncJob function's timeout (functions/src/index.ts). */
export const SYNC_BUDGET_S = 540;
const FEED_TOKEN = 'bench-feed-token';

export async function runSupplierSyncBench(items = BENCH_FEED_ITEMS): Promise<number> {
  const feed = JSON.stringify({
    items: generateSupplierCatalogue({ seed: 'bench', size: items }).map(toSupplierFeedItem),
  });
  const supplier = createServer((req, res) => {
    const authorised = req.headers.authorization === `Bearer ${FEED_TOKEN}`;
    res
      .writeHead(authorised ? 200 : 401, { 'Content-Type': 'application/json' })
      .end(authorised ? feed : '{}');
  });
  await new Promise<void>((resolve) => supplier.listen(0, '127.0.0.1', resolve));

  const { emulatorEnv, startStack } = await import('../lib/stack');
  const stack = await startStack({ only: ['auth', 'firestore'] });
  try {
    Object.assign(process.env, emulatorEnv(stack.ports), {
      SUPPLIER_FEED_URL: `http://127.0.0.1:${(supplier.address() as AddressInfo).port}/feed.json`,
      SUPPLIER_FEED_TOKEN: FEED_TOKEN,
    });
    // Imported only now: the functions' Firebase clients read the emulator variables on first use.
    const { startSyncJob, getSyncJob } = await import('../../functions/src/data/admin/sync-jobs');
    const { runSyncJob } = await import('../../functions/src/jobs/sync-job-trigger');
    const jobId = await startSyncJob('schedule');
    const started = performance.now();
    await runSyncJob(jobId);
    const seconds = (performance.now() - started) / 1000;
    const job = await getSyncJob(jobId);
    const rate = Math.round(items / seconds);
    console.log(
      `  ${items.toLocaleString('en')} feed items (${(feed.length / 1024 / 1024).toFixed(1)} MB): ` +
        `${job?.status} in ${seconds.toFixed(1)} s (${rate} items/s; budget ${SYNC_BUDGET_S} s)` +
        (job?.summary ? `, ${job.summary.created} created, ${job.summary.updated} updated` : '') +
        (job?.error ? `: ${job.error}` : ''),
    );
    return job?.status === 'succeeded' && seconds <= SYNC_BUDGET_S ? 0 : 1;
  } finally {
    await stack.stop();
    await new Promise((resolve) => supplier.close(resolve));
  }
}
