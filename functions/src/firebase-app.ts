// The one Admin SDK app. It finds the project and credentials in the environment: in Cloud Functions
// from the runtime, locally from GCLOUD_PROJECT and the *_EMULATOR_HOST variables the emulators set.
import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';

/** The default app, never a named one that a test made for itself beside it. */
export function adminApp(): App {
  return getApps().some((app) => app.name === '[DEFAULT]') ? getApp() : initializeApp();
}
