// Firestore access for the API. The Admin SDK bypasses security rules, so every caller check happens
// in the HTTP layer before a function here is reached. With FIRESTORE_EMULATOR_HOST set (emulators,
// tests) the SDK talks to the emulator on its own.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
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
