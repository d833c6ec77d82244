// Where the SPA's Firebase requests go, without the app's configuration: vite.config.ts reads it too,
// to put a preconnect to Firestore into index.html.

/** Emulator hosts of the local stack (firebase.json `emulators`). */
export const emulatorHosts = {
  auth: 'http://127.0.0.1:9099',
  firestore: { host: '127.0.0.1', port: 8080 },
} as const;

/** The origin of Firestore's REST API: the local emulator's, or Google's. */
export function firestoreOrigin(useEmulators: boolean): string {
  return useEmulators
    ? `http://${emulatorHosts.firestore.host}:${emulatorHosts.firestore.port}`
    : 'https://firestore.googleapis.com';
}
