import { initializeApp } from 'firebase/app';
import { env } from '@/config/env';

export { emulatorHosts, useEmulators } from './emulators';

/**
 * The one Firebase app of the SPA. Auth and Firestore (Lite) modules attach to it; both load with the
 * visitor session, after the first paint. Catalogue reads need neither (firestore-rest.ts).
 */
export const firebaseApp = initializeApp({
  apiKey: env.FIREBASE_API_KEY,
  projectId: env.FIREBASE_PROJECT_ID,
  authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
  storageBucket: env.FIREBASE_STORAGE_BUCKET ?? `${env.FIREBASE_PROJECT_ID}.firebasestorage.app`,
  // Used by Analytics only, which loads only after the shopper's consent (analytics.ts).
  appId: env.FIREBASE_APP_ID,
  measurementId: env.FIREBASE_MEASUREMENT_ID,
});
