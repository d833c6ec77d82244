import { env } from '@/config/env';
import { emulatorHostsAt, stackOffset } from './endpoints';

/** The emulator build (`vite build --mode emulator`) talks to the local stack's emulators. */
export const useEmulators = env.USE_EMULATORS;

/** The emulators of the stack this page belongs to (endpoints.ts, `stackOffset`). */
export const emulatorHosts = emulatorHostsAt(useEmulators ? stackOffset() : 0);
