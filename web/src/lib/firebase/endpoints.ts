// Where the SPA's Firebase requests go, without the app's configuration: vite.config.ts reads it too,
// to put a preconnect to Firestore into index.html.

/**
 * The local stack's emulator ports at offset 0 (firebase.json `emulators`). A stack started with
 * EMULATOR_PORT_OFFSET (scripts/lib/stack.ts) adds the same offset to every one of them.
 */
const defaultPorts = { hosting: 5000, firestore: 8080, auth: 9099, storage: 9199 } as const;

/** The emulators of one local stack. */
export interface EmulatorHosts {
  auth: string;
  firestore: { host: string; port: number };
  storage: { host: string; port: number };
}

/** The emulators of the stack whose ports are Firebase's defaults plus `offset`. */
export function emulatorHostsAt(offset: number): EmulatorHosts {
  return {
    auth: `http://127.0.0.1:${defaultPorts.auth + offset}`,
    firestore: { host: '127.0.0.1', port: defaultPorts.firestore + offset },
    storage: { host: '127.0.0.1', port: defaultPorts.storage + offset },
  };
}

/**
 * The EMULATOR_PORT_OFFSET of the stack this code runs in, found where it runs, so one emulator
 * build serves a stack at any offset and can never read another stack's data:
 * - the server renderer runs in that stack's Functions emulator, which sets FIRESTORE_EMULATOR_HOST;
 * - a page served by the stack's Hosting emulator sits at the offset from Hosting's default port;
 * - a page of the dev server (`npm run dev -w web`, a port of its own) talks to the stack at the
 *   default ports.
 */
export function stackOffset(): number {
  if (typeof window === 'undefined') {
    const firestoreHost = (globalThis as { process?: { env: Record<string, string | undefined> } }).process
      ?.env.FIRESTORE_EMULATOR_HOST;
    const port = Number(firestoreHost?.slice(firestoreHost.lastIndexOf(':') + 1));
    return Number.isInteger(port) && port > 0 ? port - defaultPorts.firestore : 0;
  }
  if (import.meta.env.DEV) return 0;
  return Number(window.location.port || 80) - defaultPorts.hosting;
}

/** The origin of Firestore's REST API: the local stack's emulator (at `offset`), or Google's. */
export function firestoreOrigin(useEmulators: boolean, offset = 0): string {
  if (!useEmulators) return 'https://firestore.googleapis.com';
  const { host, port } = emulatorHostsAt(offset).firestore;
  return `http://${host}:${port}`;
}
