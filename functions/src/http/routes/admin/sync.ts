// Admin: UPDATE PRODUCTS on /adminmainstore starts the supplier sync (decisions rule 13) and the
// screen polls its progress. The spec's separate label-updater service (update-mclabels) is this job.
import type { RequestHandler } from 'express';
import { getSyncJob, latestSyncJob, startSyncJob } from '../../../data/admin/sync-jobs';
import { supplierFeedSource } from '../../../jobs/feed-source';
import { runSupplierSync } from '../../../jobs/supplier-sync';
import { actorOf, type AdminRoute } from '../../admin-routes';
import { HttpError } from '../../errors';

/**
 * POST updateproducts: runs a sync and answers when it has finished, with the job (200), or with
 * the reason it failed (502 supplier-feed-failed: the feed, not the request, was at fault; nothing
 * was changed by a feed that failed validation). 409 while another run is going on.
 */
const startSync: RequestHandler = async (_req, res) => {
  const jobId = await startSyncJob(actorOf(res));
  await runSupplierSync(jobId, supplierFeedSource);
  const job = await getSyncJob(jobId);
  if (job?.status === 'failed') {
    throw new HttpError(502, 'supplier-feed-failed', job.error ?? 'The supplier sync failed', { job });
  }
  res.json(job);
};

/** GET updateproductsstatus: the newest run (null before the first), polled while a run is going on. */
const status: RequestHandler = async (_req, res) => {
  res.json(await latestSyncJob());
};

export const syncRoutes: AdminRoute[] = [
  { method: 'post', path: '/updateproducts', handlers: [startSync] },
  { method: 'get', path: '/updateproductsstatus', handlers: [status] },
];
