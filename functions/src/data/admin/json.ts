// Firestore Timestamps as the admin API answers them: ISO 8601 strings (JSON has no dates).
import type { Instant } from '@shop/domain';

export function isoString(instant: Instant): string {
  return new Date(instant.toMillis()).toISOString();
}

export function isoStringOrNull(instant: Instant | null | undefined): string | null {
  return instant ? isoString(instant) : null;
}
