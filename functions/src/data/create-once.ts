// Writes that must happen once: a form sent twice (a double click, a second tab, a retry) stores one
// document and queues one e-mail.
import type { WriteBatch } from 'firebase-admin/firestore';
import { ALREADY_EXISTS } from './firestore';

/**
 * Commits a batch whose key write is a create() of a document with a deterministic id. If that
 * document exists the whole batch fails and nothing is written: answers false. Unlike a read-then-write
 * transaction, concurrent requests do not wait on each other's locks.
 */
export async function commitIfNew(batch: WriteBatch): Promise<boolean> {
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}
