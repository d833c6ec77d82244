// The daily supplier sync (docs/decisions.md rule 13), without an admin: skipped when a run is already going on.
import { isRefusal } from '@shop/domain';
import { startSyncJob } from '../data/admin/sync-jobs';
import * as logs from '../logs';

export async function scheduledSupplierSync(): Promise<void> {
  try {
    // The job's trigger runs it (sync-job-trigger.ts).
    await startSyncJob('schedule');
  } catch (error) {
    if (isRefusal(error) && error.kind === 'conflict') {
      logs.supplierSyncSkipped(error.message);
      return;
    }
    throw error;
  }
}
