// The daily supplier sync (docs/decisions.md rule 13), without an admin: skipped when a run is already going on.
import { startSyncJob } from '../data/admin/sync-jobs';
import { HttpError } from '../http/errors';
import * as logs from '../logs';

export async function scheduledSupplierSync(): Promise<void> {
  try {
    // The job's trigger runs it (sync-job-trigger.ts).
    await startSyncJob('schedule');
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) {
      logs.supplierSyncSkipped(error.message);
      return;
    }
    throw error;
  }
}
