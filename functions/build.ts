// Bundles the functions for the emulator and for deploy: `npm run build -w functions` (tsx build.ts).
// `@shop/domain` is a workspace package of TypeScript sources that is never published, so it is
// inlined; every runtime dependency stays external and is installed by Cloud Build from package.json
// at the versions of package-lock.json, which this writes from the root lockfile.
import { build } from 'esbuild';
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceLockfile, type Lockfile } from './deploy-lockfile';

const root = import.meta.dirname;
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  dependencies?: Record<string, string>;
};
const dependencies = Object.keys(manifest.dependencies ?? {});

// A clean lib/: the chunks' names change with their content.
rmSync(join(root, 'lib'), { recursive: true, force: true });
const result = await build({
  entryPoints: [join(root, 'src', 'index.ts')],
  outdir: join(root, 'lib'),
  // index.ts imports each function's handler when it first runs: every such import is a chunk of its
  // own, beside index.js (not in a folder: the handlers find files beside them by import.meta.dirname).
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  // `pkg` and every deep import `pkg/...` (firebase-functions/https, firebase-admin/firestore).
  external: dependencies.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
  metafile: true,
});

const inputs = Object.keys(result.metafile.inputs);
const inlined = (dir: string) => inputs.filter((path) => path.includes(dir)).length;
console.log(
  `functions/lib/index.js: ${inputs.length} source files bundled (${inlined('domain/src/')} from @shop/domain); ` +
    `external: ${dependencies.join(', ')}`,
);

/** Copies a file of the web's build beside the bundle; the web is built first (npm run build -w web). */
function copyFromWeb(from: string, to: string, what: string): void {
  const source = join(root, '..', 'web', from);
  if (!existsSync(source))
    throw new Error(`${source} is missing: build the SPA first (npm run build -w web).`);
  copyFileSync(source, join(root, 'lib', to));
  console.log(`functions/lib/${to}: ${what}`);
}

// The productPage and storefrontPage functions answer with the SPA's own index.html (src/http/
// product-page.ts, storefront-page.ts) and render the page into it with the web's server renderer
// (a self-contained bundle, web/build.ts): the bundle ships both, from the SPA built beside it.
copyFromWeb('dist/spa.html', 'spa-index.html', "the SPA's index.html (web/dist/spa.html)");
copyFromWeb(
  'dist-server/server.js',
  'storefront-renderer.js',
  "the web's server renderer (web/src/server.tsx)",
);

// The exact versions the tests ran, for Cloud Build's `npm ci` (deploy-lockfile.ts).
const rootLock = JSON.parse(readFileSync(join(root, '..', 'package-lock.json'), 'utf8')) as Lockfile;
const lock = workspaceLockfile(rootLock, 'functions', manifest);
writeFileSync(join(root, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `functions/package-lock.json: ${Object.keys(lock.packages).length - 1} packages at the versions of the root lockfile`,
);
