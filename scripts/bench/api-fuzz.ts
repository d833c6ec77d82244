// The API fuzz: every route of the app x odd path values and odd bodies x four identities
// (nobody, an anonymous visitor, a customer, an admin), against the app with the Firestore and Auth
// emulators. It checks that no answer is a 5xx, that every error is the API's JSON error, and that no
// identity changed a document it may not change. `npm test` runs a sample of it
// (test/api/fuzz.test.ts); `runApiFuzzBench()` runs all of it (more than 10,000 requests) on a stack
// of its own and prints the answers per status: `tsx scripts/bench/api-fuzz.ts`.
import { pathToFileURL } from 'node:url';
import { collections } from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { App } from 'firebase-admin/app';
import { signInWithPassword, signUp } from '../lib/shoppers';

export interface FuzzRoute {
  method: string;
  /** Express path relative to the API base, e.g. `/getcartallitems/:userId`. */
  path: string;
}

export interface FuzzIdentity {
  name: 'nobody' | 'visitor' | 'customer' | 'admin';
  uid: string | null;
  idToken: string | null;
}

/** Path values no route should choke on (the list and its relatives). */
export const ODD_PATH_VALUES: readonly string[] = [
  '%2F',
  '..%2F..%2Fadmin',
  '__proto__',
  '__name__',
  '.',
  '..',
  'x'.repeat(1500),
  '%E0%A4%A',
  '%',
  '%00',
  '-1',
  '1e309',
  '%20',
  'constructor',
  "'%20OR%201=1",
  'a%2Fb%2Fc',
];

/** Bodies no route should choke on: raw text sent as application/json. */
export const ODD_BODIES: readonly string[] = [
  '{',
  'null',
  '[',
  '['.repeat(5000),
  '[]',
  '"text"',
  '42',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  '{"userId":{"$ne":null},"productId":["a","b"],"qty":-1e309,"price":"free","email":[]}',
  '{"productId":"..%2F..%2Fadmin","id":"__proto__","orderId":"a/b","code":"x/y","userId":"/"}',
  JSON.stringify({ title: 'x'.repeat(200_000), description: 'y'.repeat(200_000) }),
];

/** One request of the fuzz. */
export interface FuzzCase {
  route: FuzzRoute;
  method: string;
  /** Relative to the API base, already encoded. */
  path: string;
  body: string | undefined;
  identity: FuzzIdentity['name'];
}

/**
 * The cases: each parameter of each route takes each odd value in turn (the other parameters a
 * plausible value), and each route that takes a body gets each odd body. `full` sends every case as
 * every identity; otherwise each case goes once, as one identity in turn, so all four still meet
 * every route.
 */
export function fuzzCases(
  routes: readonly FuzzRoute[],
  plausible: (param: string) => string,
  options: { full: boolean },
): FuzzCase[] {
  const identities: FuzzIdentity['name'][] = ['nobody', 'visitor', 'customer', 'admin'];
  const requests: { route: FuzzRoute; path: string; body: string | undefined }[] = [];
  const fuzzed = routes.filter((route) => !NOT_FUZZED[`${route.method} ${route.path}`]);
  for (const route of fuzzed) {
    const parts = route.path.split('/').slice(1);
    const fill = (odd?: { index: number; value: string }) =>
      '/' +
      parts
        .map((part, index) => {
          if (!part.startsWith(':')) return part;
          return odd?.index === index ? odd.value : encodeURIComponent(plausible(part.slice(1)));
        })
        .join('/');
    const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
    requests.push({ route, path: fill(), body: takesBody ? '{}' : undefined });
    parts.forEach((part, index) => {
      if (!part.startsWith(':')) return;
      for (const value of ODD_PATH_VALUES)
        requests.push({ route, path: fill({ index, value }), body: undefined });
    });
    if (takesBody) for (const body of ODD_BODIES) requests.push({ route, path: fill(), body });
  }
  // A wrong method on every route: the 405 path.
  for (const route of routes)
    requests.push({ route, path: route.path.replace(/:[A-Za-z]+/g, 'x'), body: undefined });
  const cases: FuzzCase[] = [];
  requests.forEach((request, index) => {
    const wrongMethod = index >= requests.length - fuzzed.length;
    const method = wrongMethod ? (request.route.method === 'PATCH' ? 'PUT' : 'PATCH') : request.route.method;
    const names = options.full ? identities : [identities[index % identities.length] ?? 'nobody'];
    for (const identity of names) cases.push({ ...request, method, identity });
  });
  return cases;
}

export interface FuzzReport {
  requests: number;
  /** How many answers had each status. */
  byStatus: Record<number, number>;
  /** Every answer that broke the contract: a 5xx, or an error that is not the API's JSON error. */
  failures: string[];
}

/**
 * Routes the fuzz leaves out, and why. UPDATE PRODUCTS runs the supplier sync in the request against
 * the supplier's feed, an external service (its failure is a documented 502 supplier-feed-failed).
 */
export const NOT_FUZZED: Readonly<Record<string, string>> = {
  'POST /updateproducts': 'runs the supplier sync against the external supplier feed',
};

function isApiError(body: unknown): boolean {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/** Sends the cases, `concurrency` at a time, and checks every answer. */
export async function runFuzz(
  origin: string,
  cases: readonly FuzzCase[],
  identities: readonly FuzzIdentity[],
  concurrency = 8,
): Promise<FuzzReport> {
  const report: FuzzReport = { requests: 0, byStatus: {}, failures: [] };
  const tokens = new Map(identities.map((identity) => [identity.name, identity.idToken]));
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const fuzzCase = cases[next];
      next += 1;
      if (!fuzzCase) break;
      const headers: Record<string, string> = {};
      const token = tokens.get(fuzzCase.identity);
      if (token) headers.authorization = `Bearer ${token}`;
      if (fuzzCase.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${origin}/api/v1/main${fuzzCase.path}`, {
        method: fuzzCase.method,
        headers,
        body: fuzzCase.body,
      });
      const text = await response.text();
      report.requests += 1;
      report.byStatus[response.status] = (report.byStatus[response.status] ?? 0) + 1;
      const what = `${fuzzCase.method} ${fuzzCase.path.slice(0, 120)} as ${fuzzCase.identity}`;
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      if (response.status >= 400 && !isApiError(body)) {
        report.failures.push(`${what}: ${response.status} not a JSON error: ${text.slice(0, 120)}`);
      } else if (response.status >= 500) {
        report.failures.push(`${what}: ${response.status} ${text.slice(0, 160)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}

// ---- What an identity may change ----

/** Every document in the database, path -> its data as JSON. */
export async function snapshotDatabase(db: Firestore): Promise<Map<string, string>> {
  const names = new Set<string>(Object.values(collections));
  const snapshot = new Map<string, string>();
  await Promise.all(
    [...names].map(async (name) => {
      const documents = await db.collectionGroup(name).get();
      for (const document of documents.docs) snapshot.set(document.ref.path, JSON.stringify(document.data()));
    }),
  );
  return snapshot;
}

/** Paths whose documents differ between two snapshots (created, changed or deleted). */
export function changedPaths(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}

/**
 * Whether `identity` may have changed the document at `path` through the API: public forms for
 * everyone; a visitor's or customer's own cart, discount, wishlist, profile and orders.
 */
export function mayChange(
  identity: FuzzIdentity,
  path: string,
  orderOwner: (path: string) => string | null,
): boolean {
  if (identity.name === 'admin') return true;
  const [collection, id] = path.split('/');
  const publicForms: string[] = [
    collections.abuseCounters,
    collections.newsletterSubscribers,
    collections.newsletterConfirmations,
    collections.contactMessages,
    collections.returnRequests,
    collections.mail,
  ];
  if (publicForms.includes(collection ?? '')) return true;
  if (!identity.uid) return false;
  const own: string[] = [
    collections.carts,
    collections.discounts,
    collections.wishlists,
    collections.customers,
  ];
  if (own.includes(collection ?? '')) return id === identity.uid;
  if (collection === collections.orders) return orderOwner(path) === identity.uid;
  return false;
}

/**
 * Runs the cases identity by identity, snapshotting the database around each non-admin identity's
 * share, and adds a failure for every document it changed that it may not change.
 */
export async function runFuzzByIdentity(
  origin: string,
  cases: readonly FuzzCase[],
  identities: readonly FuzzIdentity[],
  db: Firestore,
  concurrency = 8,
): Promise<FuzzReport> {
  const total: FuzzReport = { requests: 0, byStatus: {}, failures: [] };
  for (const identity of identities) {
    const own = cases.filter((fuzzCase) => fuzzCase.identity === identity.name);
    const before = identity.name === 'admin' ? undefined : await snapshotDatabase(db);
    const report = await runFuzz(origin, own, identities, concurrency);
    if (before) {
      const after = await snapshotDatabase(db);
      const ownerOf = (path: string) => {
        const data = after.get(path) ?? before.get(path);
        return data ? ((JSON.parse(data) as { userId?: string }).userId ?? null) : null;
      };
      for (const path of changedPaths(before, after)) {
        if (!mayChange(identity, path, ownerOf)) report.failures.push(`${identity.name} changed ${path}`);
      }
    }
    total.requests += report.requests;
    for (const [status, count] of Object.entries(report.byStatus)) {
      total.byStatus[Number(status)] = (total.byStatus[Number(status)] ?? 0) + count;
    }
    total.failures.push(...report.failures);
  }
  return total;
}

// ---- The bench: the whole fuzz on a stack of its own ----

/** Nobody, an anonymous visitor, a customer and an admin, as Auth emulator accounts. */
export async function createFuzzIdentities(authHost: string, app: App): Promise<FuzzIdentity[]> {
  const visitor = await signUp(authHost, {});
  const customer = await signUp(authHost, {
    email: 'fuzz-customer@example.com',
    password: 'fuzz-password-1',
  });
  const adminAccount = await signUp(authHost, {
    email: 'fuzz-admin@example.com',
    password: 'fuzz-password-1',
  });
  await getAuth(app).setCustomUserClaims(adminAccount.uid, { admin: true });
  // A token minted before the claim does not carry it: sign in again.
  const admin = await signInWithPassword(authHost, 'fuzz-admin@example.com', 'fuzz-password-1');
  return [
    { name: 'nobody', uid: null, idToken: null },
    { name: 'visitor', uid: visitor.uid, idToken: visitor.idToken },
    { name: 'customer', uid: customer.uid, idToken: customer.idToken },
    { name: 'admin', uid: admin.uid, idToken: admin.idToken },
  ];
}

/** A plausible value per parameter name, from the seeded database where there is one. */
export async function plausibleValues(
  db: Firestore,
  identities: readonly FuzzIdentity[],
): Promise<(param: string) => string> {
  const [product, order, supplierItem] = await Promise.all(
    [collections.products, collections.orders, collections.supplierItems].map((name) =>
      db.collection(name).limit(1).get(),
    ),
  );
  const customer = identities.find((identity) => identity.name === 'customer');
  const values: Record<string, string> = {
    userId: customer?.uid ?? 'nobody',
    id: product?.docs[0]?.id ?? 'prd-000001',
    itemId: product?.docs[0]?.id ?? 'prd-000001',
    wishId: product?.docs[0]?.id ?? 'prd-000001',
    productId: product?.docs[0]?.id ?? 'prd-000001',
    orderId: order?.docs[0]?.id ?? 'ord-1',
    supplierItemId: supplierItem?.docs[0]?.id ?? 'sup-1',
    code: 'WELCOME15',
    p: 'bags',
    P: 'BAGS',
    t: 'all',
    T: 'ALL',
    brand: 'ALL',
    B: 'ALL',
    color: 'all',
    category: 'bags',
    subcategory: 'ALL',
    size: 'all',
    gender: 'ALL',
    minPrice: '100',
    maxPrice: '5000',
    discountMin: '10',
    discountMax: '100',
    sort: '0',
    sortDirection: '1',
    order: '1',
    limit: '12',
    skip: '0',
    qty: '1',
    label: 'Sale',
    type: 'Sale',
    text: 'tote',
  };
  return (param) => values[param] ?? 'x';
}

/**
 * `npm run bench`'s API part: starts Auth and Firestore emulators (EMULATOR_PORT_OFFSET applies),
 * seeds the demo shop, serves the app in-process, sends every case as every identity and prints the
 * answers per status. Resolves to the exit code: 1 on any 5xx, non-JSON error or forbidden change.
 */
export async function runApiFuzzBench(): Promise<number> {
  const { emulatorEnv, startStack } = await import('../lib/stack');
  const stack = await startStack({ only: ['auth', 'firestore'] });
  try {
    const env = emulatorEnv(stack.ports);
    Object.assign(process.env, env);
    const { seedDemoData } = await import('../seed');
    await seedDemoData();
    // Imported only now: the app's Firebase clients read the emulator variables on first use.
    const { app } = await import('../../functions/src/http/app');
    const { routesOf } = await import('../../functions/src/http/route-table');
    const { adminApp } = await import('../../functions/src/firebase-app');
    const db = (await import('../../functions/src/data/firestore')).db();
    const identities = await createFuzzIdentities(env.FIREBASE_AUTH_EMULATOR_HOST ?? '', adminApp());
    const cases = fuzzCases(routesOf(app), await plausibleValues(db, identities), { full: true });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const started = performance.now();
    const report = await runFuzzByIdentity(`http://127.0.0.1:${port}`, cases, identities, db);
    const seconds = (performance.now() - started) / 1000;
    server.closeAllConnections();
    server.close();
    console.log(
      `API fuzz: ${report.requests} requests in ${seconds.toFixed(0)} s, ${routesOf(app).length} routes`,
    );
    for (const [status, count] of Object.entries(report.byStatus)) console.log(`  ${status}: ${count}`);
    const serverErrors = Object.entries(report.byStatus)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    console.log(`  5xx: ${serverErrors}; contract failures: ${report.failures.length}`);
    for (const failure of report.failures.slice(0, 50)) console.log(`  FAIL ${failure}`);
    return report.failures.length > 0 ? 1 : 0;
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runApiFuzzBench();
}
