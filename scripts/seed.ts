// Writes the demo data to the emulators: the sample supplier catalogue, the store built from it, the
// curated lists, designers and coupons, plus the demo owner and staff accounts. `tsx scripts/seed.ts [seed]
// [--products=N]` (with the emulators running, e.g. inside `tsx scripts/emulators.ts -- tsx
// scripts/seed.ts`); `--products=100000` makes a store of that many products (480 by default; the
// supplier catalogue a quarter larger), for measuring the shop at scale (`npm run bench -- listing`).
//
// Idempotent: every document has a deterministic id and is written with set(), so seeding twice gives
// the same data. It refuses to run without FIRESTORE_EMULATOR_HOST, so it can never touch a real project.
import { pathToFileURL } from 'node:url';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  claimsWithRole,
  collections,
  LISTING_FACETS_COLLECTION,
  SEARCH_VOCABULARY_PATH,
  type AdminRole,
} from '@shop/domain';
import { generateSupplierCatalogue } from './demo-data/supplier-catalogue';
import { buildDemoStore, DemoInstant, type DemoStore } from './demo-data/store';
import { projectId as demoProjectId } from './lib/stack';

/** The local stack's admin account (emulator only; never a real credential). */
export const DEMO_ADMIN = {
  email: 'admin@maison-borsa.test',
  password: 'maison-borsa-admin',
  displayName: 'Maison Borsa Admin',
} as const;

/** The local stack's staff account: the owner's part-time help (docs/decisions.md rule 58). */
export const DEMO_STAFF = {
  email: 'staff@maison-borsa.test',
  password: 'maison-borsa-staff',
  displayName: 'Maison Borsa Staff',
} as const;

export const DEFAULT_DEMO_SEED = 'maison-borsa-demo';

export interface SeedOptions {
  seed?: string;
  /** Number of supplier items; 3200 by default. */
  catalogueSize?: number;
  /**
   * Number of store products, for measuring the shop at scale; the demo store's 480 by default. The
   * supplier catalogue grows to a quarter more than this when it is smaller.
   */
  storeSize?: number;
  /** Progress lines; console.log by default, pass () => {} for silence. */
  log?: (line: string) => void;
  /**
   * Writes only these of the demo collections (by name; SeedSummary.counts names them all) and
   * leaves the others as they are, for a database whose others are known to be as seeded: the
   * browser journeys' reseed between files. All of them by default.
   */
  collections?: readonly string[];
  /**
   * Of a collection written, only these documents (ids by collection name); a collection not named
   * here is written whole. The journeys' reseed writes back only what a journey changed: each
   * document written is a trigger event the stack then runs before a shopper's request.
   */
  documents?: Readonly<Record<string, ReadonlySet<string>>>;
}

export interface SeedSummary {
  seed: string;
  projectId: string;
  /** Documents written per collection. */
  counts: Record<string, number>;
  admin: { uid: string; email: string; password: string } | null;
  staff: { uid: string; email: string; password: string } | null;
  durationMs: number;
}

/** Which DemoStore list goes to which collection, in the order they are written. */
const TARGETS = [
  ['supplierItems', collections.supplierItems],
  ['products', collections.products],
  ['featured', collections.featured],
  ['weekProducts', collections.weekProducts],
  ['newIn', collections.newIn],
  ['sale', collections.sale],
  ['recommended', collections.recommended],
  ['designers', collections.designers],
  ['listingFacets', LISTING_FACETS_COLLECTION],
  ['coupons', collections.coupons],
  ['searchVocabulary', SEARCH_VOCABULARY_PATH.collection],
] as const satisfies readonly (readonly [keyof DemoStore, string])[];

export class SeedRefusedError extends Error {}

let seedApps = 0;

/** Demo instants become Firestore Timestamps; the document id is the path, not a field. */
function toFirestoreData(value: unknown): unknown {
  if (value instanceof DemoInstant) return Timestamp.fromMillis(value.millis);
  if (Array.isArray(value)) return value.map(toFirestoreData);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, toFirestoreData(field)]));
  }
  return value;
}

function withoutId<T extends { id: string }>(doc: T): Omit<T, 'id'> {
  const { id: _id, ...data } = doc;
  return data;
}

/** Documents per batched write (Firestore allows 500) and batches in flight at once. */
const BATCH_SIZE = 250;
const CONCURRENT_BATCHES = 4;

/**
 * Writes every document with set() in parallel batches: on the emulator this is about twice as fast
 * as a BulkWriter (which sends 20 writes per request).
 */
async function writeCollections(
  db: Firestore,
  store: DemoStore,
  log: (line: string) => void,
  targets: readonly (typeof TARGETS)[number][],
  documents: SeedOptions['documents'] = {},
): Promise<Record<string, number>> {
  const writes = targets.flatMap(([key, collection]) =>
    store[key]
      .filter((doc) => documents[collection]?.has(doc.id) ?? true)
      .map((doc) => ({
        ref: db.collection(collection).doc(doc.id),
        data: toFirestoreData(withoutId(doc)),
      })),
  );
  const batches: (typeof writes)[] = [];
  for (let i = 0; i < writes.length; i += BATCH_SIZE) batches.push(writes.slice(i, i + BATCH_SIZE));
  const started = Date.now();
  let next = 0;
  let written = 0;
  let reported = 0;
  const worker = async (): Promise<void> => {
    while (next < batches.length) {
      const chunk = batches[next++]!;
      const batch = db.batch();
      for (const { ref, data } of chunk) batch.set(ref, data as Record<string, unknown>);
      try {
        await batch.commit();
      } catch (error) {
        throw new Error(
          `Writing ${chunk[0]!.ref.path} and ${chunk.length - 1} more documents failed: ${(error as Error).message}`,
          { cause: error },
        );
      }
      written += chunk.length;
      if (written - reported >= 1000 || written === writes.length) {
        reported = written;
        log(`  written ${written}/${writes.length} documents (${Date.now() - started} ms)`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_BATCHES }, worker));

  const counts: Record<string, number> = {};
  for (const [key, collection] of targets) {
    const only = documents[collection];
    counts[collection] = only ? store[key].filter((doc) => only.has(doc.id)).length : store[key].length;
    log(`  ${collection.padEnd(14)} ${String(counts[collection]).padStart(5)}`);
  }
  return counts;
}

/** Creates (or resets the password of) a demo account with this uid and gives it the role. */
async function ensureDemoAccount(
  app: App,
  uid: string,
  account: { email: string; password: string; displayName: string },
  role: AdminRole,
): Promise<{ uid: string; email: string; password: string }> {
  const auth = getAuth(app);
  try {
    const existing = await auth.getUserByEmail(account.email);
    await auth.updateUser(existing.uid, {
      password: account.password,
      displayName: account.displayName,
      disabled: false,
    });
    await auth.setCustomUserClaims(existing.uid, claimsWithRole(existing.customClaims, role));
    return { uid: existing.uid, email: account.email, password: account.password };
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  await auth.createUser({ uid, ...account, emailVerified: true });
  await auth.setCustomUserClaims(uid, claimsWithRole(null, role));
  return { uid, email: account.email, password: account.password };
}

/** The demo admin: the shop's owner. */
export function ensureDemoAdmin(app: App): Promise<{ uid: string; email: string; password: string }> {
  return ensureDemoAccount(app, 'demo-admin', DEMO_ADMIN, 'owner');
}

/** The demo staff member. */
export function ensureDemoStaff(app: App): Promise<{ uid: string; email: string; password: string }> {
  return ensureDemoAccount(app, 'demo-staff', DEMO_STAFF, 'staff');
}

/**
 * Seeds the emulators. Needs FIRESTORE_EMULATOR_HOST (refuses otherwise); creates the admin account
 * only when FIREBASE_AUTH_EMULATOR_HOST is set as well.
 */
export async function seedDemoData(options: SeedOptions = {}): Promise<SeedSummary> {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const log = options.log ?? ((line: string) => console.log(line));
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  if (!firestoreHost) {
    throw new SeedRefusedError(
      'Refusing to seed: FIRESTORE_EMULATOR_HOST is not set, so this could write to a real project.\n' +
        '  Run it against the emulators, e.g. `tsx scripts/emulators.ts --only auth,firestore -- tsx scripts/seed.ts`,\n' +
        '  or set FIRESTORE_EMULATOR_HOST (and FIREBASE_AUTH_EMULATOR_HOST) to running emulators.',
    );
  }
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  // Only emulators from here on: skip the Google client's probe for a GCE metadata server, which
  // cannot succeed locally and prints a MetadataLookupWarning.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const started = Date.now();
  log(
    `Seeding demo data (seed "${seed}") into project ${demoProjectId} at Firestore emulator ${firestoreHost}`,
  );

  const catalogueSize = Math.max(
    options.catalogueSize ?? 0,
    options.storeSize ? Math.ceil(options.storeSize * 1.25) : 0,
  );
  const catalogue = generateSupplierCatalogue({
    seed,
    ...(catalogueSize > 0 ? { size: catalogueSize } : {}),
  });
  const store = buildDemoStore(catalogue, seed, options.storeSize ?? null);
  log(
    `  generated ${catalogue.length} supplier items and ${store.products.length} store products (${Date.now() - started} ms)`,
  );

  // A named app of our own, so seeding inside a process that has its own default app leaves it alone.
  const app = initializeApp({ projectId: demoProjectId }, `demo-seed-${++seedApps}`);
  try {
    const targets = TARGETS.filter(([, name]) => !options.collections || options.collections.includes(name));
    const counts = await writeCollections(getFirestore(app), store, log, targets, options.documents);
    let admin: SeedSummary['admin'] = null;
    let staff: SeedSummary['staff'] = null;
    if (authHost) {
      admin = await ensureDemoAdmin(app);
      staff = await ensureDemoStaff(app);
      log(`  admin account   ${admin.email} / ${admin.password} (uid ${admin.uid}, role owner)`);
      log(`  staff account   ${staff.email} / ${staff.password} (uid ${staff.uid}, role staff)`);
    } else {
      log('  admin and staff accounts not created: FIREBASE_AUTH_EMULATOR_HOST is not set');
    }
    const durationMs = Date.now() - started;
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    log(`Seeded ${total} documents in ${(durationMs / 1000).toFixed(1)} s`);
    return { seed, projectId: demoProjectId, counts, admin, staff, durationMs };
  } finally {
    await deleteApp(app);
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const args = process.argv.slice(2);
  const seedArg = args.find((arg) => !arg.startsWith('-'));
  const sizeArg = args.find((arg) => arg.startsWith('--products='))?.slice('--products='.length);
  const storeSize = sizeArg === undefined ? undefined : Number(sizeArg);
  if (storeSize !== undefined && (!Number.isInteger(storeSize) || storeSize < 1)) {
    console.error(`--products must be a whole number of products, not "${sizeArg}"`);
    process.exit(2);
  }
  try {
    await seedDemoData({
      ...(seedArg ? { seed: seedArg } : {}),
      ...(storeSize ? { storeSize } : {}),
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof SeedRefusedError ? 2 : 1);
  }
}
