// Firestore access for the API. The Admin SDK bypasses security rules, so every caller check happens
// in the HTTP layer before a function here is reached. With FIRESTORE_EMULATOR_HOST set (emulators,
// tests) the SDK talks to the emulator on its own.
import { getFirestore, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { adminApp } from '../firebase-app';

let firestore: Firestore | undefined;

export function db(): Firestore {
  if (!firestore) {
    firestore = getFirestore(adminApp());
    if (process.env.FIRESTORE_EMULATOR_HOST) {
      // Against the emulator the client needs no Google credentials, but without a universe domain
      // it still probes the GCE metadata server first: a MetadataLookupWarning and a 1-4 s stall
      // on the first request wherever there is no metadata server (laptops, CI, the Functions emulator).
      firestore.settings({ universeDomain: 'googleapis.com' });
    }
  }
  return firestore;
}

/** Tries of a transaction that many requests run at once on the same documents, against 5 by default. */
const CONTENDED_ATTEMPTS = 25;

/**
 * Runs a transaction that many requests run at once on the same documents (the order counter, the
 * last bag, a one-use coupon). Firestore answers a collision with ABORTED, which the SDK retries up
 * to CONTENDED_ATTEMPTS times. The emulator also closes a waiting transaction under contention and
 * then answers INVALID_ARGUMENT "Transaction is invalid or closed", which the SDK does not retry:
 * five payment webhooks for one product got four 500s in a CI run. Nothing of such an attempt was
 * written, so it is retried like a collision.
 */
export async function runContendedTransaction<T>(update: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db().runTransaction(update, { maxAttempts: CONTENDED_ATTEMPTS });
    } catch (error) {
      if (attempt >= CONTENDED_ATTEMPTS || !isClosedTransaction(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * Math.min(attempt, 5)));
    }
  }
}

function isClosedTransaction(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === INVALID_ARGUMENT &&
    typeof message === 'string' &&
    message.includes('Transaction is invalid or closed')
  );
}

/** gRPC's status code for INVALID_ARGUMENT, as the SDK's errors carry it. */
const INVALID_ARGUMENT = 3;

/** gRPC's status code for ALREADY_EXISTS, as the SDK's errors carry it: a create met a document. */
export const ALREADY_EXISTS = 6;
