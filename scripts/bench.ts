// `npm run bench`: the gzipped JavaScript each storefront route loads, read from the Vite manifest of
// the last SPA build (web/dist/.vite/manifest.json; this script builds nothing). A route loads the
// entry chunk and its static imports, then the route's module and its static imports; lazily loaded
// parts (a quick-view dialog, the admin screens) are not counted until they are opened.
//
// Fails (exit 1) when the listing route is over its budget or when admin code is reachable from a
// storefront route, statically or lazily. `--verbose` lists each route's chunks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

const repoRoot = join(import.meta.dirname, '..');
const distDir = join(repoRoot, 'web', 'dist');

/** The listing route's budget (gzipped JS), as the issue sets it. */
export const LISTING_BUDGET_KIB = 200;

/** The storefront routes measured, with the route module each one loads (web/src/app/router.tsx). */
export const STOREFRONT_ROUTES = [
  { path: '/', module: 'src/app/routes/storefront/home.tsx' },
  { path: '/products', module: 'src/app/routes/storefront/products.tsx', budgetKiB: LISTING_BUDGET_KIB },
  { path: '/view', module: 'src/app/routes/storefront/product.tsx' },
  { path: '/cart', module: 'src/app/routes/storefront/cart.tsx' },
  { path: '/checkout', module: 'src/app/routes/storefront/checkout.tsx' },
] as const;

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface RouteReport {
  path: string;
  gzipBytes: number;
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

/**
 * The chunks `keys` load: their static imports, and with `followLazy` their lazy imports too, except
 * the entry's (those are the router's routes, every one of them).
 */
function closure(manifest: Manifest, keys: readonly string[], followLazy: boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names ${key} but has no entry for it`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (followLazy && !chunk.isEntry) for (const imported of chunk.dynamicImports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

export function measureRoutes(manifest: Manifest, gzipBytesOf: (file: string) => number): RouteReport[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  // The entry lazily imports every route, admin ones included; what matters is what a storefront
  // route pulls in: the entry's static imports plus everything the route module reaches.
  const entryChunks = closure(manifest, [entry], false);
  return STOREFRONT_ROUTES.map((route) => {
    if (!manifest[route.module]) throw new Error(`No route module ${route.module} in the manifest`);
    const loaded = closure(manifest, [...entryChunks, route.module], false);
    // Everything the route module may ever load, lazily too (not the entry's lazy routes).
    const reachable = new Set([...entryChunks, ...closure(manifest, [route.module], true)]);
    const chunks = [...loaded]
      .map((key) => ({ file: manifest[key]!.file, gzipBytes: gzipBytesOf(manifest[key]!.file) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    const budgetKiB = 'budgetKiB' in route ? route.budgetKiB : null;
    return {
      path: route.path,
      gzipBytes,
      chunks,
      budgetKiB,
      overBudget: budgetKiB !== null && gzipBytes > budgetKiB * 1024,
      adminChunks: [...reachable]
        .filter((key) => isAdminChunk(manifest[key]!))
        .map((key) => manifest[key]!.file),
    };
  });
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function main(): number {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    console.error(
      'No SPA build to measure (web/dist/.vite/manifest.json). Build it first: npm run build -w web',
    );
    return 1;
  }
  const verbose = process.argv.includes('--verbose');
  const sizes = new Map<string, number>();
  const gzipBytesOf = (file: string): number => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };

  const reports = measureRoutes(manifest, gzipBytesOf);
  console.log('Gzipped JS each storefront route loads (web/dist):');
  for (const report of reports) {
    const budget =
      report.budgetKiB === null
        ? ''
        : `  budget ${report.budgetKiB} KiB: ${report.overBudget ? 'OVER' : 'within'}`;
    console.log(
      `  ${report.path.padEnd(10)} ${kib(report.gzipBytes).padStart(10)} in ${report.chunks.length} chunks${budget}`,
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
  return reports.some((report) => report.overBudget) || leaks.length > 0 ? 1 : 0;
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) process.exit(main());
