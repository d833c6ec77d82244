// Admin: UPDATE PRODUCTS on /adminmainstore starts the supplier sync (docs/decisions.md rule 13) and the
// screen polls its progress. The spec's separate label-updater service (update-mclabels) is this job.
import type { RequestHandler } from 'express';
import { getSyncJob, latestSyncJob, startSyncJob } from '../../../data/admin/sync-jobs';
import { actorOf, type AdminRoute } from '../../admin-routes';

/**
 * POST updateproducts: starts a sync and answers at once, 202 with the job (status running); the
 * run itself is the syncJobs trigger's (jobs/sync-job-trigger.ts), whose progress and outcome the
 * screen polls with updateproductsstatus. 409 while another run is going on.
 */
const startSync: RequestHandler = async (_req, res) => {
  const jobId = await startSyncJob(actorOf(res));
  res.status(202).json(await getSyncJob(jobId));
};

/** GET updateproductsstatus: the newest run (null before the first), polled while a run is going on. */
const status: RequestHandler = async (_req, res) => {
  res.json(await latestSyncJob());
};

export const syncRoutes: AdminRoute[] = [
  { method: 'post', path: '/updateproducts', handlers: [startSync] },
  { method: 'get', path: '/updateproductsstatus', handlers: [status] },
];
