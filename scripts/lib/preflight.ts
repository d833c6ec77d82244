// Finds what the Firebase emulators need on this machine and explains plainly what is missing.
// Offline machines cannot let firebase-tools download its emulator JARs, so we look for local ones.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export class PreflightError extends Error {}

export const repoRoot = resolve(import.meta.dirname, '..', '..');
const workDir = join(repoRoot, '.emulators');
const firebaseCacheDir =
  process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');

function javaVersionOf(javaBin: string): number | undefined {
  // `java -version` writes to stderr.
  const result = spawnSync(javaBin, ['-version'], { encoding: 'utf8' });
  return result.error ? undefined : parseJavaVersion(`${result.stderr}${result.stdout}`);
}

export function parseJavaVersion(text: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return undefined;
  const major = Number(match[1]);
  // Java 8 and older report "1.8.0".
  return major === 1 ? Number(match[2]) : major;
}

function javaCandidates(): string[] {
  const candidates: string[] = [];
  if (process.env.JAVA_HOME) candidates.push(join(process.env.JAVA_HOME, 'bin', 'java'));
  for (const dir of ['/usr/lib/jvm', '/Library/Java/JavaVirtualMachines', '/opt/java']) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      candidates.push(join(dir, name, 'bin', 'java'), join(dir, name, 'Contents', 'Home', 'bin', 'java'));
    }
  }
  candidates.push('java');
  return candidates.filter((bin) => bin === 'java' || existsSync(bin));
}

/** The bin directory of the newest Java 21+ runtime among the candidates (default: this machine's). */
export function findJava21(candidates = javaCandidates()): { binDir: string; version: number } {
  let best: { binDir: string; version: number } | undefined;
  for (const bin of candidates) {
    const version = javaVersionOf(bin);
    if (version === undefined || version < 21) continue;
    const binDir = bin === 'java' ? dirnameOfCommand('java') : join(bin, '..');
    if (!best || version > best.version) best = { binDir: resolve(binDir), version };
  }
  if (!best) {
    throw new PreflightError(
      'No Java 21 or newer found. The Firestore emulator needs it.\n' +
        '  Install one (e.g. `apt-get install openjdk-21-jre-headless`, or Temurin 21+) or set JAVA_HOME to it.',
    );
  }
  return best;
}

function dirnameOfCommand(command: string): string {
  const path = execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim();
  return join(path, '..');
}

function gcloudSdkRoot(): string | undefined {
  if (process.env.CLOUDSDK_ROOT_DIR && existsSync(process.env.CLOUDSDK_ROOT_DIR)) {
    return process.env.CLOUDSDK_ROOT_DIR;
  }
  try {
    const root = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return root || undefined;
  } catch {
    return ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk'].find((dir) =>
      existsSync(dir),
    );
  }
}

function cachedJar(prefix: string): string | undefined {
  if (!existsSync(firebaseCacheDir)) return undefined;
  const jar = readdirSync(firebaseCacheDir)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.jar'))
    .sort()
    .at(-1);
  return jar ? join(firebaseCacheDir, jar) : undefined;
}

function firebaseToolsVersionOf(name: 'firestore' | 'storage'): string | undefined {
  try {
    const info = JSON.parse(
      execFileSync(
        'node',
        [
          '-e',
          `process.stdout.write(JSON.stringify(require('firebase-tools/lib/emulator/downloadableEmulatorInfo.json')))`,
        ],
        {
          encoding: 'utf8',
          cwd: repoRoot,
        },
      ),
    ) as Record<string, { downloadPathRelativeToCacheDir: string }>;
    return info[name]?.downloadPathRelativeToCacheDir;
  } catch {
    return undefined;
  }
}

export interface FirestoreEmulatorChoice {
  /** Value for FIRESTORE_EMULATOR_BINARY_PATH, or undefined when firebase-tools has its own JAR. */
  binaryPath: string | undefined;
  description: string;
}

/**
 * firebase-tools' own cached JAR wins; otherwise the Google Cloud CLI's JAR is wrapped in a
 * manifest-only JAR so firebase-tools can run it with `java -jar` (the SDK's JAR has no Main-Class).
 */
export function findFirestoreEmulator(
  javaBinDir: string,
  { cacheDir = firebaseCacheDir, sdkRoot = gcloudSdkRoot() }: { cacheDir?: string; sdkRoot?: string } = {},
): FirestoreEmulatorChoice {
  const own = firebaseToolsVersionOf('firestore');
  if (own && existsSync(join(cacheDir, own))) {
    return { binaryPath: undefined, description: `firebase-tools' ${own}` };
  }
  const sdkJar =
    sdkRoot && join(sdkRoot, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
  if (!sdkJar || !existsSync(sdkJar)) {
    throw new PreflightError(
      'No Firestore emulator found. firebase-tools cannot download its own without internet, and the\n' +
        "  Google Cloud CLI's one is not installed. Either run once online (firebase-tools caches it in\n" +
        `  ${cacheDir}) or install the Google Cloud CLI component: \`gcloud components install cloud-firestore-emulator\`\n` +
        '  (Debian: `apt-get install google-cloud-cli-firestore-emulator`).',
    );
  }
  mkdirSync(workDir, { recursive: true });
  const manifest = join(workDir, 'firestore-manifest.txt');
  const launcher = join(workDir, 'firestore-emulator-launcher.jar');
  writeFileSync(
    manifest,
    'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' +
      `Class-Path: file:${sdkJar}\n`,
  );
  execFileSync(join(javaBinDir, 'jar'), ['cfm', launcher, manifest], { cwd: workDir });
  return { binaryPath: launcher, description: `Google Cloud CLI's JAR (${sdkJar})` };
}

/** The Storage emulator needs a rules runtime JAR that only firebase-tools' first online start caches. */
export function storageAvailability(): { available: true } | { available: false; reason: string } {
  const own = firebaseToolsVersionOf('storage');
  if ((own && existsSync(join(firebaseCacheDir, own))) || cachedJar('cloud-storage-rules-runtime')) {
    return { available: true };
  }
  return {
    available: false,
    reason:
      'Storage emulator is off: its rules runtime (cloud-storage-rules-runtime JAR) is not cached and ' +
      'cannot be downloaded offline. Image slots accept URLs instead.',
  };
}
