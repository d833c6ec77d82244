import { env } from '@/config/env';

export { emulatorHosts } from './endpoints';

/** The emulator build (`vite build --mode emulator`) talks to the local stack's emulators. */
export const useEmulators = env.USE_EMULATORS;
