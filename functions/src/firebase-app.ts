// The one Admin SDK app. It finds the project and credentials in the environment: in Cloud Functions
// from the runtime, locally from GCLOUD_PROJECT and the *_EMULATOR_HOST variables the emulators set.
import { getApps, initializeApp, type App } from 'firebase-admin/app';

export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}
