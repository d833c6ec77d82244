// The supplier sync runs in a function of its own, started by its job document: UPDATE PRODUCTS
// (POST updateproducts) and the daily schedule only create the job (data/admin/sync-jobs.ts) and
// answer at once, so no request waits for a feed of tens of thousands of items (Hosting cuts a
// rewritten request off after 60 s). The admin screen polls the job's progress (updateproductsstatus).
import { collections, type SyncJobRecord } from '@shop/domain';
import { failSyncJob, STALE_AFTER_MS } from '../data/admin/sync-jobs';
import { db } from '../data/firestore';
import * as logs from '../logs';
import { supplierFeedSource } from './feed-source';
import { runSupplierSync, type SupplierFeedSource } from './supplier-sync';

/**
 * Runs the job `jobId` if it is still waiting to be run. The trigger retries a run that ended on an
 * unexpected error (index.ts: `retry`); a retry reruns the whole sync, which is idempotent. A
 * delivery for a job that has finished, failed or outlived STALE_AFTER_MS does nothing.
 */
export async function runSyncJob(
  jobId: string,
  feedSource: () => Promise<SupplierFeedSource> = supplierFeedSource,
): Promise<void> {
  const snapshot = await db().collection(collections.syncJobs).doc(jobId).get();
  const job = snapshot.data() as SyncJobRecord | undefined;
  if (job?.status !== 'running') return;
  if (Date.now() - job.startedAt.toMillis() >= STALE_AFTER_MS) {
    logs.supplierSyncGivenUp(jobId);
    await failSyncJob(jobId, 'Stopped: the run did not finish within 15 minutes');
    return;
  }
  await runSupplierSync(jobId, feedSource, { retryUnexpected: true });
}
