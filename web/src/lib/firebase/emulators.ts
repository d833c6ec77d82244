import { env } from '@/config/env';

/** Emulator hosts of the local stack (firebase.json `emulators`). */
export const emulatorHosts = {
  auth: 'http://127.0.0.1:9099',
  firestore: { host: '127.0.0.1', port: 8080 },
} as const;

/** The emulator build (`vite build --mode emulator`) talks to the local stack's emulators. */
export const useEmulators = env.USE_EMULATORS;
