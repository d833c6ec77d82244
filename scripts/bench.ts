// `npm run bench [-- step...] [--verbose] [--runs=N] [--route=/path...] [--returning] [--sizes=N,N...] [--shoppers=N]`: the shop's benchmarks, one step after the other
// (all of them without a step name); exits 1 when any step misses a budget.
//
// - `bundle`: the gzipped JavaScript each storefront route loads, read from the Vite manifest of the
//   last SPA build (web/dist/.vite/manifest.json; this step builds nothing). A route loads the entry
//   chunk and its static imports, then the route's module and its static imports; lazily loaded parts
//   (a quick-view dialog, the admin screens) are not counted until they are opened. Misses when a
//   route is over its budget or admin code is reachable from a storefront route, statically or lazily.
//   `--verbose` lists each route's chunks. test/e2e/performance.test.ts asserts the same in `npm test`.
//   A route's first load counts its words: the heaviest language's shell words and the page's group
//   (web/src/app/i18n/word-groups.ts), which load before its first render, so the budget holds in
//   every language (docs/decisions.md rule 79).
// - `lighthouse`: Lighthouse's mobile profile on every storefront route (and a Dutch listing, a German
//   product page and the French home page), median of `--runs` (5) runs
//   (scripts/bench/lighthouse.ts), with Lighthouse's benchmark index of the machine and the Chromium
//   version above the table, and beside each route its main-thread scripting time from an unthrottled
//   trace (which moves far less with the machine than simulated throttling does), against the stack at SHOP_BASE_URL (with FIREBASE_AUTH_EMULATOR_HOST
//   and FIRESTORE_EMULATOR_HOST) or, without one, a stack of its own (EMULATOR_PORT_OFFSET applies).
//   Every run is a first visit; with `--returning` a returning visitor's (a session, with a product
//   in the cart and the wishlist), which /cart, /wishlist and /track load more for, and then how
//   soon the header badges show that visitor's counts on each route (misses over 1 s).
// - `listing`: listing, search and product-page reads (Firestore as the SPA reads it, and the API):
//   p50, p95 and Firestore reads at each store size of `--sizes=` (10000,100000), each seeded into an
//   emulator stack of its own (scripts/bench/listing.ts), timed over `--runs` (40) runs of each read;
//   misses when a read whose cost must not grow reads more, or its p95 is over 20 % slower, at the
//   largest size than at the smallest.
// - `api-fuzz`: more than 10,000 odd requests against the API on an emulator stack of its own
//   (scripts/bench/api-fuzz.ts); misses on any 5xx, non-JSON error or forbidden change.
// - `supplier-sync`: the supplier sync over a generated feed of 50,000 items, timed
//   (scripts/bench/supplier-sync.ts); misses when it fails or outlasts its function's 540 s.
// - `export-orders`: `GET exportorders` for a month of 10,000 orders on an emulator stack of its own
//   (scripts/bench/export-orders.ts), timed; misses when a row is missing or it takes over 30 s.
// - `images`: the image pipeline over photo-sized demo pictures, in-process (scripts/bench/images.ts):
//   per picture the variants made, their sizes and times, then how many requests the cache answers;
//   misses when a picture takes over 1 s to make all its variants.
// - `photos`: Lighthouse as in `lighthouse` on a designer's listing and a product page whose pictures weigh
//   what studio photos weigh (scripts/bench/photo-pages.ts): twelve bags with four 1600 x 2000 px
//   pictures each, served from the shop's own address, added through the admin API and deleted after;
//   prints one picture's variant weights; misses on the same budgets.
// - `peak`: `--shoppers` (30) shoppers behind one address add to cart, half apply one coupon, check
//   out and are paid through the webhook, all at once (scripts/bench/peak.ts); p50/p95/max per step
//   and every non-2xx answer. Misses on any non-2xx, a lost or doubled order or payment, and at up to
//   30 shoppers add to cart p95 > 2 s, checkout p95 > 3 s or any answer over 10 s. Against the stack at SHOP_BASE_URL, or
//   the API in this process on Auth and Firestore emulators of its own with the demo data.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { closure, type Manifest, type ManifestChunk } from '../web/vite-manifest';
import type { RunEnvironment } from './bench/lighthouse';
import { pageWordGroup } from '../web/src/app/i18n/word-groups';

const repoRoot = join(import.meta.dirname, '..');
const distDir = join(repoRoot, 'web', 'dist');

/** The listing route's budget (gzipped JS with its words in the heaviest language), as the issue sets it. */
export const LISTING_BUDGET_KIB = 110;

/** What every page loads after the entry: React, Chakra and the app shell (web/src/main.tsx). */
export const SHELL_MODULE = 'src/boot.tsx';

/** The storefront routes measured, with the route module each one loads (web/src/app/route-loaders.ts). */
export const STOREFRONT_ROUTES = [
  { path: '/', module: 'src/app/routes/storefront/home.tsx' },
  { path: '/products', module: 'src/app/routes/storefront/products.tsx', budgetKiB: LISTING_BUDGET_KIB },
  { path: '/view', module: 'src/app/routes/storefront/product.tsx' },
  { path: '/designers', module: 'src/app/routes/storefront/designers.tsx' },
  { path: '/cart', module: 'src/app/routes/storefront/cart.tsx' },
  { path: '/checkout', module: 'src/app/routes/storefront/checkout.tsx' },
] as const;

export interface RouteReport {
  path: string;
  gzipBytes: number;
  /**
   * The page's words besides: its language's shell words, which main.tsx loads beside React before
   * the first render, and its page's group, which loads with its module (docs/decisions.md rule 79,
   * web/src/app/i18n/word-groups.ts). The heaviest language's, and that language; 0 and null in a
   * build without them. Not in `gzipBytes`; its budget counts both (`firstLoadBytes`).
   */
  words: { language: string | null; gzipBytes: number };
  /** The route's code and its words: what its budget holds. */
  firstLoadBytes: number;
  chunks: { file: string; gzipBytes: number }[];
  budgetKiB: number | null;
  overBudget: boolean;
  /** Admin chunks this route reaches through static or lazy imports. */
  adminChunks: string[];
}

/** Admin code: the `admin` chunk group of vite.config.ts, and any chunk made from admin sources. */
export function isAdminChunk(chunk: ManifestChunk): boolean {
  const src = chunk.src ?? '';
  return (
    chunk.name === 'admin' || src.startsWith('src/app/routes/admin/') || src.startsWith('src/features/admin/')
  );
}

export function measureRoutes(manifest: Manifest, gzipBytesOf: (file: string) => number): RouteReport[] {
  const entry = 'index.html';
  if (!manifest[entry]?.isEntry) throw new Error('The manifest has no index.html entry');
  // The entry lazily imports every route, admin ones included; what matters is what a storefront
  // route pulls in: the entry (the route table and the pages' first reads) and the shell with
  // their static imports, plus everything the route module reaches.
  if (!manifest[SHELL_MODULE]) throw new Error(`No shell module ${SHELL_MODULE} in the manifest`);
  const entryChunks = closure(manifest, [entry, SHELL_MODULE], false);
  return STOREFRONT_ROUTES.map((route) => {
    if (!manifest[route.module]) throw new Error(`No route module ${route.module} in the manifest`);
    const routeModules = [route.module];
    const loaded = closure(manifest, [...entryChunks, ...routeModules], false);
    // Everything the route module may ever load, lazily too (not the entry's lazy routes).
    const reachable = new Set([...entryChunks, ...closure(manifest, routeModules, true)]);
    const group = pageWordGroup(/\/([^/]+)\.tsx$/.exec(route.module)?.[1] ?? '');
    const words = [...wordChunks(manifest)]
      .map(([language, groups]) => ({
        language,
        keys: [groups.get('shell'), group && groups.get(group)].filter(
          (key): key is string => key !== undefined,
        ),
      }))
      .map(({ language, keys }) => ({
        language,
        keys,
        gzipBytes: keys.reduce((sum, key) => sum + gzipBytesOf(manifest[key]!.file), 0),
      }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
    const chunks = [...loaded]
      .map((key) => ({ file: manifest[key]!.file, gzipBytes: gzipBytesOf(manifest[key]!.file) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    const budgetKiB = 'budgetKiB' in route ? route.budgetKiB : null;
    const firstLoadBytes = gzipBytes + (words?.gzipBytes ?? 0);
    return {
      path: route.path,
      gzipBytes,
      words: { language: words?.language ?? null, gzipBytes: words?.gzipBytes ?? 0 },
      firstLoadBytes,
      chunks,
      budgetKiB,
      overBudget: budgetKiB !== null && firstLoadBytes > budgetKiB * 1024,
      adminChunks: [...reachable]
        .filter((key) => isAdminChunk(manifest[key]!))
        .map((key) => manifest[key]!.file),
    };
  });
}

/** Each language's word chunks by group (`shell` or a page), as web/vite-words.ts names them. */
function wordChunks(manifest: Manifest): Map<string, Map<string, string>> {
  const languages = new Map<string, Map<string, string>>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const [, language, group] =
      /^virtual:page-words\/words-([a-z]{2})-([a-z-]+)$/.exec(chunk.src ?? '') ?? [];
    if (!language || !group) continue;
    const groups = languages.get(language) ?? new Map<string, string>();
    languages.set(language, groups.set(group, key));
  }
  return languages;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The manifest of the last SPA build, or null when there is none. */
export function readManifest(): Manifest | null {
  try {
    return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** A file's gzipped size in web/dist (level 9, as a CDN would send it), cached per file. */
export function distGzipSizes(): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
}

/** Returns whether every route is within its budget and free of admin code. */
function benchBundle(verbose: boolean): boolean {
  const manifest = readManifest();
  if (!manifest) {
    console.error(
      'No SPA build to measure (web/dist/.vite/manifest.json). Build it first: npm run build -w web',
    );
    return false;
  }
  const reports = measureRoutes(manifest, distGzipSizes());
  console.log('Gzipped JS each storefront route loads (web/dist):');
  for (const report of reports) {
    const words = report.words.language
      ? `; with its words (${report.words.language}, the heaviest) ${kib(report.firstLoadBytes)} (${report.firstLoadBytes} bytes)`
      : '';
    const budget =
      report.budgetKiB === null
        ? ''
        : `  budget ${report.budgetKiB} KiB with its words: ${report.overBudget ? `OVER by ${report.firstLoadBytes - report.budgetKiB * 1024} bytes` : `within, ${report.budgetKiB * 1024 - report.firstLoadBytes} bytes to spare`}`;
    console.log(
      `  ${report.path.padEnd(10)} ${kib(report.gzipBytes).padStart(10)} in ${report.chunks.length} chunks${words}${budget}`,
    );
    if (verbose)
      for (const chunk of report.chunks)
        console.log(`      ${kib(chunk.gzipBytes).padStart(10)}  ${chunk.file}`);
  }
  const leaks = reports.filter((report) => report.adminChunks.length > 0);
  for (const report of leaks) {
    console.log(`  admin code reachable from ${report.path}: ${report.adminChunks.join(', ')}`);
  }
  if (leaks.length === 0) console.log('  admin chunks reachable from storefront routes: none');
  return !reports.some((report) => report.overBudget) && leaks.length === 0;
}

/** The storefront routes Lighthouse measures, three in another language; /view needs a product of the running shop. */
function lighthouseRoutes(productId: string): string[] {
  return [
    '/',
    '/products?p=bags&t=all',
    '/newin?p=bags&t=all',
    '/sale?p=bags&t=all',
    '/designers',
    `/view?id=${encodeURIComponent(productId)}`,
    '/cart',
    '/wishlist',
    '/track',
    '/about',
    '/faq',
    // The other languages hold the same budgets (docs/decisions.md rule 79): a listing, a product
    // page and the home page, one in each.
    '/nl/products?p=bags&t=all',
    `/de/view?id=${encodeURIComponent(productId)}`,
    '/fr',
  ];
}

/** The id of one store product, read from the stack's Firestore emulator (rules bypassed). */
async function anyProductId(firestoreHost: string, projectId: string): Promise<string> {
  const response = await fetch(
    `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/products?pageSize=1`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  const body = (await response.json()) as { documents?: { name: string }[] };
  const name = body.documents?.[0]?.name;
  if (!response.ok || !name) throw new Error('The shop has no products to open on /view: seed it first.');
  return name.slice(name.lastIndexOf('/') + 1);
}

/** The stack the Lighthouse steps measure, as its emulator variables name it. */
interface ShopStack {
  baseUrl: string;
  authHost: string;
  firestoreHost: string;
}

/**
 * Runs `work` against the stack at SHOP_BASE_URL (with FIRESTORE_EMULATOR_HOST and
 * FIREBASE_AUTH_EMULATOR_HOST) or, without one, against a stack it builds, starts (ports shifted by
 * EMULATOR_PORT_OFFSET), seeds with the demo data and stops afterwards.
 */
async function withShopStack<T>(work: (stack: ShopStack) => Promise<T>): Promise<T> {
  const { emulatorEnv, emulatorHub, stackPorts, startStack, withTriggersOff } = await import('./lib/stack');
  let stop = async () => {};
  let env: Record<string, string | undefined> = process.env;
  if (!env.SHOP_BASE_URL || !env.FIRESTORE_EMULATOR_HOST || !env.FIREBASE_AUTH_EMULATOR_HOST) {
    const { buildLocalStack } = await import('./lib/build');
    console.log(`Building the shop and starting a stack on ports ${stackPorts().hosting}...`);
    await buildLocalStack();
    const stack = await startStack({ only: ['auth', 'firestore', 'functions', 'hosting'] });
    stop = () => stack.stop();
    env = emulatorEnv(stack.ports);
    Object.assign(process.env, env);
    const { seedDemoData } = await import('./seed');
    await withTriggersOff(emulatorHub(stack.ports), () => seedDemoData({}));
  }
  try {
    return await work({
      baseUrl: env.SHOP_BASE_URL!,
      authHost: env.FIREBASE_AUTH_EMULATOR_HOST!,
      firestoreHost: env.FIRESTORE_EMULATOR_HOST!,
    });
  } finally {
    await stop();
  }
}

/** Measures `routes` in Lighthouse's mobile profile, prints the table and returns whether every budget held. */
async function lighthouseOn(
  stack: ShopStack,
  routes: string[],
  runs: number,
  visitor: { description: string; returningFrom?: string },
): Promise<boolean> {
  // Loaded here: Lighthouse is large, and the bundle step and its test need none of it.
  const { benchRoutes, formatRow, LIGHTHOUSE_BUDGETS, TABLE_HEADER } = await import('./bench/lighthouse');
  const { median } = await import('./bench/lighthouse-report');
  const b = LIGHTHOUSE_BUDGETS;
  console.log(
    `Lighthouse (mobile, simulated throttling), median of ${runs} runs per route, in rounds over the routes, every run ${visitor.description} visit; budgets: performance >= ${b.performance}, LCP <= ${b.lcpMs} ms, TBT <= ${b.tbtMs} ms, CLS <= ${b.cls}, accessibility ${b.accessibility}`,
  );
  const environments: RunEnvironment[] = [];
  const results = await benchRoutes({
    environments,
    ...stack,
    routes,
    runs,
    log: (line) => console.log(line),
    returningFrom: visitor.returningFrom,
  });
  console.log(
    "  (cpu: how much of its tasks' wall time the page's main thread had a CPU in the throttled run; Lighthouse multiplies wall time by 4, so below 100 % the TBT includes other processes' work)",
  );
  console.log(
    '  (script, main and unattr: one unthrottled load per run, median, ms of scripting, of all main-thread work and of long tasks no script is blamed for)',
  );
  console.log(TABLE_HEADER);
  for (const result of results) console.log(formatRow(result));
  // Scores depend on the machine: the figures mean little without its speed beside them.
  const indexes = environments.map((environment) => environment.benchmarkIndex);
  const browsers = [...new Set(environments.map((environment) => environment.browser))];
  if (indexes.length > 0)
    console.log(
      `  Lighthouse benchmark index: median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))} over ${indexes.length} runs); ${browsers.join(', ')}`,
    );
  const missed = results.filter((result) => result.misses.length > 0);
  console.log(
    missed.length === 0
      ? '  every route within its budgets'
      : `  ${missed.length} of ${results.length} routes missed a budget:\n${missed.map(formatRow).join('\n')}`,
  );
  return missed.length === 0;
}

async function benchLighthouse(runs: number, only: string[], returning: boolean): Promise<boolean> {
  const { projectId } = await import('./lib/stack');
  return withShopStack(async (stack) => {
    const productId = await anyProductId(stack.firestoreHost, projectId);
    const productPath = `/view?id=${encodeURIComponent(productId)}`;
    const routes = lighthouseRoutes(productId).filter(
      (route) => only.length === 0 || only.some((path) => route.split('?')[0] === path),
    );
    // A --route that names no storefront route measures nothing: that is no pass.
    const unknown = only.filter((path) => !routes.some((route) => route.split('?')[0] === path));
    if (unknown.length > 0) {
      console.error(`No storefront route is ${unknown.join(', ')}: give a route's path without its query.`);
      return false;
    }
    return lighthouseOn(
      stack,
      routes,
      runs,
      returning
        ? {
            description: `a returning visitor's (a session, and ${productPath} in the cart and the wishlist)`,
            returningFrom: productPath,
          }
        : { description: "a shopper's first" },
    );
  });
}

/** A designer's listing and a product page with studio-photo-weight pictures (scripts/bench/photo-pages.ts). */
async function benchPhotoPages(runs: number): Promise<boolean> {
  const { withPhotoProducts } = await import('./bench/photo-pages');
  return withShopStack((stack) =>
    withPhotoProducts({ ...stack, distDir }, (pages) =>
      lighthouseOn(stack, [pages.listingPath, pages.productPath], runs, {
        description: "a shopper's first",
      }),
    ),
  );
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  // `--runs=N`: Lighthouse's runs per route (5), or the listing step's timed runs of each read (40).
  const runsArg = args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length);
  const runs = runsArg === undefined ? undefined : Number(runsArg);
  const named = args.filter((arg) => !arg.startsWith('--'));
  // `--route=/products --route=/view`: only those routes (their paths, without the query).
  const only = args.filter((arg) => arg.startsWith('--route=')).map((arg) => arg.slice('--route='.length));
  // `--sizes=10000,100000`: the store sizes the listing step compares, smallest first.
  const sizes = (args.find((arg) => arg.startsWith('--sizes='))?.slice('--sizes='.length) ?? '10000,100000')
    .split(',')
    .map(Number)
    .sort((a, b) => a - b);
  // `--shoppers=N`: the peak step's shoppers acting at once (30).
  const shoppersArg = args.find((arg) => arg.startsWith('--shoppers='))?.slice('--shoppers='.length);
  const shoppers = shoppersArg === undefined ? undefined : Number(shoppersArg);
  const steps: Record<string, () => Promise<boolean>> = {
    bundle: async () => benchBundle(verbose),
    lighthouse: () => benchLighthouse(runs ?? 5, only, args.includes('--returning')),
    // Further benchmarks are steps here: a name and a function that prints its table and returns
    // whether its budgets held.
    listing: async () => (await import('./bench/listing')).runListingBench(sizes, runs),
    'api-fuzz': async () => (await (await import('./bench/api-fuzz')).runApiFuzzBench()) === 0,
    'supplier-sync': async () => (await (await import('./bench/supplier-sync')).runSupplierSyncBench()) === 0,
    'export-orders': async () => (await import('./bench/export-orders')).runExportOrdersBench(),
    images: async () => (await import('./bench/images')).runImagesBench(),
    photos: () => benchPhotoPages(runs ?? 5),
    peak: async () => (await import('./bench/peak')).runPeakBench(shoppers),
  };
  const unknown = named.filter((name) => !(name in steps));
  const badSizes = sizes.length === 0 || sizes.some((size) => !Number.isInteger(size) || size < 1);
  const badRuns = runs !== undefined && (!Number.isInteger(runs) || runs < 1);
  const badShoppers = shoppers !== undefined && (!Number.isInteger(shoppers) || shoppers < 1);
  if (unknown.length > 0 || badRuns || badSizes || badShoppers) {
    console.error(
      `Usage: npm run bench [-- ${Object.keys(steps).join('|')}...] [--verbose] [--runs=N] [--route=/path...] [--returning] [--sizes=N,N...] [--shoppers=N]`,
    );
    return 2;
  }
  let ok = true;
  for (const name of named.length > 0 ? named : Object.keys(steps)) {
    console.log(`\n▶ bench: ${name}`);
    ok = (await steps[name]!()) && ok;
  }
  return ok ? 0 : 1;
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) process.exit(await main());
