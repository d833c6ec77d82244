import { initializeApp } from 'firebase/app';
import { env } from '@/config/env';

/** The one Firebase app of the SPA. Auth and Firestore modules attach to it. */
export const firebaseApp = initializeApp({
  apiKey: env.FIREBASE_API_KEY,
  projectId: env.FIREBASE_PROJECT_ID,
  authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
  storageBucket: env.FIREBASE_STORAGE_BUCKET ?? `${env.FIREBASE_PROJECT_ID}.firebasestorage.app`,
});

/** Emulator hosts of the local stack (firebase.json `emulators`). */
export const emulatorHosts = {
  auth: 'http://127.0.0.1:9099',
  firestore: { host: '127.0.0.1', port: 8080 },
} as const;

export const useEmulators = env.USE_EMULATORS;
