// Supplier sync progress (syncJobs): one document per run, which the UPDATE PRODUCTS screen polls.
import {
  collections,
  ConflictError,
  type AdminSyncJob,
  type SyncJobRecord,
  type SyncSummary,
} from '@shop/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../firestore';
import { recordAudit, type Actor } from './audit';
import { isoString, isoStringOrNull } from './json';

/**
 * A run that has not finished after this long is taken as dead (its instance was stopped): it no
 * longer blocks a new run and is marked failed. Far above a real run (a few seconds per thousand items).
 */
export const STALE_AFTER_MS = 15 * 60_000;

const jobs = () => db().collection(collections.syncJobs);

export function toAdminSyncJob(id: string, job: SyncJobRecord): AdminSyncJob {
  return {
    id,
    status: job.status,
    processed: job.processed,
    total: job.total,
    startedBy: job.startedBy,
    summary: job.summary,
    error: job.error,
    startedAt: isoString(job.startedAt),
    finishedAt: isoStringOrNull(job.finishedAt),
  };
}

/**
 * Starts a run: refuses (409) while another one is running, so two clicks on UPDATE PRODUCTS (or a
 * click during the daily run) never sync twice at once. An admin's start is audited.
 */
export async function startSyncJob(startedBy: Actor | 'schedule'): Promise<string> {
  const ref = jobs().doc();
  await db().runTransaction(async (tx) => {
    const running = await tx.get(jobs().where('status', '==', 'running'));
    const now = Date.now();
    for (const doc of running.docs) {
      const job = doc.data() as SyncJobRecord;
      if (now - job.startedAt.toMillis() < STALE_AFTER_MS) {
        throw new ConflictError('A supplier sync is already running. Wait for it to finish.', {
          details: { jobId: doc.id },
        });
      }
      tx.update(doc.ref, {
        status: 'failed',
        finishedAt: FieldValue.serverTimestamp(),
        error: 'Stopped: the run did not finish within 15 minutes',
      });
    }
    const job: Omit<SyncJobRecord, 'startedAt'> & { startedAt: Timestamp } = {
      status: 'running',
      processed: 0,
      total: null,
      startedAt: Timestamp.now(),
      finishedAt: null,
      error: null,
      startedBy: startedBy === 'schedule' ? 'schedule' : startedBy.uid,
      summary: null,
    };
    tx.create(ref, job);
    if (startedBy !== 'schedule') recordAudit(tx, startedBy, 'supplierSync.start', ref.path);
  });
  return ref.id;
}

export async function reportSyncProgress(jobId: string, processed: number, total: number): Promise<void> {
  await jobs().doc(jobId).update({ processed, total });
}

export async function finishSyncJob(jobId: string, summary: SyncSummary, processed: number): Promise<void> {
  await jobs()
    .doc(jobId)
    .update({ status: 'succeeded', processed, summary, finishedAt: FieldValue.serverTimestamp() });
}

export async function failSyncJob(jobId: string, error: string): Promise<void> {
  await jobs().doc(jobId).update({ status: 'failed', error, finishedAt: FieldValue.serverTimestamp() });
}

export async function getSyncJob(jobId: string): Promise<AdminSyncJob | null> {
  const snapshot = await jobs().doc(jobId).get();
  return snapshot.exists ? toAdminSyncJob(snapshot.id, snapshot.data() as SyncJobRecord) : null;
}

/** The newest run, for the UPDATE PRODUCTS screen; null before the first. */
export async function latestSyncJob(): Promise<AdminSyncJob | null> {
  const snapshot = await jobs().orderBy('startedAt', 'desc').limit(1).get();
  const doc = snapshot.docs[0];
  return doc ? toAdminSyncJob(doc.id, doc.data() as SyncJobRecord) : null;
}
