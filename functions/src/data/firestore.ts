// Firestore access for the API. The Admin SDK bypasses security rules, so every caller check happens
// in the HTTP layer before a function here is reached. With FIRESTORE_EMULATOR_HOST set (emulators,
// tests) the SDK talks to the emulator on its own.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { adminApp } from '../firebase-app';

let firestore: Firestore | undefined;

export function db(): Firestore {
  firestore ??= getFirestore(adminApp());
  return firestore;
}
