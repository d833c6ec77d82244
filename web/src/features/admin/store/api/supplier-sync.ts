import type { AdminSyncJob } from '@shop/domain';
import { api, ApiError } from '@/lib/api-client';

const POLL_MS = 1_000;

/** GET updateproductsstatus: the newest run, null before the first. */
export async function latestSupplierSync(signal?: AbortSignal): Promise<AdminSyncJob | null> {
  const { data } = await api.get<AdminSyncJob | null>('updateproductsstatus', signal);
  return data;
}

/**
 * POST updateproducts starts the supplier sync, which runs in the background (202 with the job);
 * this waits for its end and answers the finished job, or throws with why it failed
 * (`supplier-feed-failed`, as the run's own job records it).
 */
export async function runSupplierSync(): Promise<AdminSyncJob> {
  const { data: started } = await api.post<AdminSyncJob>('updateproducts', {});
  let job: AdminSyncJob | null = started;
  while (job?.id === started.id && job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    job = await latestSupplierSync();
  }
  if (!job || job.id !== started.id) return started;
  if (job.status === 'failed')
    throw new ApiError(502, 'supplier-feed-failed', job.error ?? 'The update failed');
  return job;
}
