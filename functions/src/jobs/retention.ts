// The daily retention job (docs/decisions.md rule 32): removes what a Firestore TTL policy cannot.
import { removeIdleVisitorWishlists, removeOldOrdersPersonalData } from '../data/retention';
import * as logs from '../logs';

/** One run; each part is idempotent, so a failed run is simply done again the next day. */
export async function runRetention(now: Date = new Date()): Promise<void> {
  const wishlists = await removeIdleVisitorWishlists(now);
  const orders = await removeOldOrdersPersonalData(now);
  logs.retentionRun({ wishlists, orders });
}
