// Starts and stops the Firebase Emulator Suite for `npm start`, `npm test` and development.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { hostingHeaders } from '../hosting-config';
import { findFirestoreEmulator, findJava21, repoRoot, storageAvailability } from './preflight';

export const projectId = 'demo-maison-borsa';

export type EmulatorName = 'auth' | 'firestore' | 'functions' | 'hosting' | 'storage';

const basePorts = {
  hosting: 5000,
  functions: 5001,
  firestore: 8080,
  auth: 9099,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  // Ports the CLI picks itself when the config names none: the Firestore emulator's websocket and
  // the Functions emulator's Eventarc and Cloud Tasks emulators. Each stack first looks for a free
  // one from the same default, so stacks starting at the same moment (npm test starts three) both
  // took 9150 and the second Firestore emulator exited with code 1. Named per stack, they never meet.
  firestoreWebsocket: 9150,
  eventarc: 9299,
  tasks: 9499,
} as const;

export type Ports = { [K in keyof typeof basePorts]: number };

/**
 * EMULATOR_PORT_OFFSET shifts every port so a second stack (a developer's tests beside a running
 * `npm start`) does not collide with the first. The default stack uses Firebase's default ports.
 * Nothing else needs to know the offset: the SPA finds its stack's emulators from the port of the
 * Hosting emulator that served it, the server renderer from FIRESTORE_EMULATOR_HOST (which the
 * Functions emulator sets), and tests and scripts from emulatorEnv below
 * (web/src/lib/firebase/endpoints.ts).
 */
export function stackPorts(offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0)): Ports {
  return Object.fromEntries(Object.entries(basePorts).map(([name, port]) => [name, port + offset])) as Ports;
}

/** Environment that points the Admin SDK and test clients at a stack's emulators. */
export function emulatorEnv(ports: Ports): Record<string, string> {
  return {
    GCLOUD_PROJECT: projectId,
    FIREBASE_PROJECT_ID: projectId,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
    STORAGE_EMULATOR_HOST: `http://127.0.0.1:${ports.storage}`,
    SHOP_BASE_URL: `http://127.0.0.1:${ports.hosting}`,
  };
}

/** Where a stack's Emulator Hub listens, as the Firebase CLI names it to tools (FIREBASE_EMULATOR_HUB). */
export function emulatorHub(ports: Ports): string {
  return `127.0.0.1:${ports.hub}`;
}

/**
 * Runs `work`, a whole seed into an empty database, with the stack's Firestore triggers off, and
 * turns them on again after it: the Emulator Hub's switch, the one @firebase/rules-unit-testing's
 * withFunctionTriggersDisabled uses. With them on, the seed's products and list entries were about
 * 1,100 events the Functions emulator ran in worker processes it started for them, before a
 * shopper's first request, and each found its work done: the seed writes the facet summaries
 * itself, and in a shop that was empty nothing comes back in stock or goes on sale. Turning them on
 * reloads the functions and stops the idle workers, so a journey's small reseed keeps them on.
 */
export async function withTriggersOff<T>(hub: string, work: () => Promise<T>): Promise<T> {
  const turn = async (switchPath: string) => {
    const response = await fetch(`http://${hub}/functions/${switchPath}`, { method: 'PUT' }).catch(
      (error: unknown) => {
        throw new Error(`The Emulator Hub at ${hub} did not answer ${switchPath}`, { cause: error });
      },
    );
    if (!response.ok) {
      throw new Error(
        `The Emulator Hub at ${hub} answered ${response.status} to ${switchPath}: ${await response.text()}`,
      );
    }
  };
  await turn('disableBackgroundTriggers');
  let result: T;
  try {
    result = await work();
  } catch (error) {
    // The seed's own error is the one to see; a stack left without triggers is said beside it.
    await turn('enableBackgroundTriggers').catch((enabling: unknown) => console.error(enabling));
    throw error;
  }
  await turn('enableBackgroundTriggers');
  return result;
}

export interface RunningStack {
  ports: Ports;
  emulators: EmulatorName[];
  /** Plain sentences about what is off and why. */
  notices: string[];
  logFile: string;
  stop(): Promise<void>;
  exited: Promise<number | null>;
}

export interface StartOptions {
  only: EmulatorName[];
  /** The stack's port offset; EMULATOR_PORT_OFFSET when not given. */
  offset?: number;
  /** Echo the emulators' own output as well as logging it. */
  verbose?: boolean;
  timeoutMs?: number;
  /** A folder of exported emulator data to start from (`firebase emulators:start --import`). */
  importFrom?: string;
}

function writeConfig(ports: Ports): string {
  const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, { host?: string; port?: number; websocketPort?: number }>;
    hosting: { ignore: string[]; headers: unknown };
    extensions?: unknown;
  };
  // The pages talk to the emulators too: their origins join the CSP here, never in a deploy.
  config.hosting.headers = hostingHeaders(['http://127.0.0.1:*']);
  // The Trigger Email extension is a deploy's: the Functions emulator would download its source
  // (offline it cannot), and locally the mail documents are only looked at, never sent.
  delete config.extensions;
  // A deploy never publishes the generated demo images and sample supplier feed; the local stack
  // serves them.
  config.hosting.ignore = config.hosting.ignore.filter((pattern) => !pattern.startsWith('demo-'));
  for (const [name, port] of Object.entries(ports)) {
    const entry = config.emulators[name];
    if (entry) entry.port = port;
  }
  config.emulators.firestore = { ...config.emulators.firestore, websocketPort: ports.firestoreWebsocket };
  config.emulators.eventarc = { host: '127.0.0.1', port: ports.eventarc };
  config.emulators.tasks = { host: '127.0.0.1', port: ports.tasks };
  // The config must sit in the repo root: firebase-tools resolves every path in it from there.
  const path = join(repoRoot, `firebase.${ports.hosting}.tmp.json`);
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

export async function startStack(options: StartOptions): Promise<RunningStack> {
  const java = findJava21();
  const firestore = options.only.includes('firestore') ? findFirestoreEmulator(java.binDir) : undefined;
  const notices: string[] = [];
  let only = [...options.only];
  if (only.includes('storage')) {
    const storage = storageAvailability();
    if (!storage.available) {
      only = only.filter((name) => name !== 'storage');
      notices.push(storage.reason);
    }
  }

  const ports = stackPorts(options.offset);
  const configPath = writeConfig(ports);
  const logDir = join(repoRoot, '.emulators');
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `emulators-${ports.hosting}.log`);
  const log = createWriteStream(logFile);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${java.binDir}:${join(repoRoot, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
    ...(firestore?.binaryPath ? { FIRESTORE_EMULATOR_BINARY_PATH: firestore.binaryPath } : {}),
    // Without these the CLI tries to reach the network for update checks and usage metrics.
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_EXPERIMENTS: process.env.FIREBASE_CLI_EXPERIMENTS ?? '',
    IS_FIREBASE_CLI: 'true',
    CI: process.env.CI ?? 'true',
    // The Functions emulator gives a new worker process 30 s to load the functions; on a busy 2-core
    // machine loading them can take longer, and the request then fails with "Failed to load function".
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
    // The Functions emulator runs each request and trigger event in flight in a worker process of its
    // own, up to 50 at once, and starts a new one whenever none is idle. A page's dozen pictures, or
    // the triggers of a seed's hundreds of writes, then start that many Node processes at once, each
    // loading the functions, and on a 2-core machine Hosting's proxy gave up on requests waiting
    // behind them (504 after 60 s). With a few at once, the rest wait in the emulator's queue and
    // are served by workers already started, as a deployed function's instance serves its requests.
    FUNCTIONS_EMULATOR_PARALLEL:
      process.env.FUNCTIONS_EMULATOR_PARALLEL ?? String(Math.max(4, 2 * availableParallelism())),
  };

  const child: ChildProcess = spawn(
    join(repoRoot, 'node_modules', '.bin', 'firebase'),
    [
      'emulators:start',
      '--project',
      projectId,
      '--config',
      configPath,
      '--only',
      only.join(','),
      ...(options.importFrom ? ['--import', options.importFrom] : []),
    ],
    { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const ready = new Promise<void>((resolve, reject) => {
    // What the emulators printed until they were ready, for the error when they are not. Once
    // ready, their output only goes to the log: a stack's requests print megabytes, and searching
    // all of it again at each chunk cost about 20 s of CPU per stack over the browser journeys.
    let output = '';
    let started = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      log.write(text);
      if (options.verbose) process.stdout.write(text);
      if (started) return;
      output += text;
      if (output.includes('All emulators ready')) {
        started = true;
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) =>
      reject(
        new Error(
          `The emulators exited (code ${code}) before they were ready. Their log: ${logFile}\n${tail(output)}`,
        ),
      ),
    );
    setTimeout(
      () =>
        reject(
          new Error(
            `The emulators were not ready after ${(options.timeoutMs ?? 120_000) / 1000} s. Their log: ${logFile}\n${tail(output)}`,
          ),
        ),
      options.timeoutMs ?? 120_000,
    ).unref();
  });

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.pid) {
        // SIGINT lets firebase-tools shut down its Java children cleanly.
        process.kill(-child.pid, 'SIGINT');
        const killer = setTimeout(() => {
          if (!child.pid) return;
          // The Firestore emulator's Java runs in a process group of its own: killed with the CLI
          // alone, it would outlive it and keep its port (seen on a loaded machine).
          for (const pid of [...childrenOf(child.pid), -child.pid]) killNow(pid);
        }, 15_000);
        await exited;
        clearTimeout(killer);
      }
      log.end();
    })());

  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  if (firestore) notices.unshift(`Firestore emulator: ${firestore.description}, Java ${java.version}.`);
  return { ports, emulators: only, notices, logFile, stop, exited };
}

/** The processes `pid` started (`pgrep -P`, Linux and macOS); none where pgrep is missing. */
function childrenOf(pid: number): number[] {
  const listed = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' });
  return (listed.stdout ?? '').split('\n').filter(Boolean).map(Number);
}

/** SIGKILL to a process (or, negative, a process group) that may have ended already. */
function killNow(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // gone already
  }
}

function tail(text: string, lines = 25): string {
  return text.split('\n').slice(-lines).join('\n');
}
