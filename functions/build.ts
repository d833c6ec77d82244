// Bundles the functions for the emulator and for deploy: `npm run build -w functions` (tsx build.ts).
// `@shop/domain` is a workspace package of TypeScript sources that is never published, so it is
// inlined; every runtime dependency stays external and is installed by Cloud Build from package.json.
import { build } from 'esbuild';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = import.meta.dirname;
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};
const dependencies = Object.keys(manifest.dependencies ?? {});

const result = await build({
  entryPoints: [join(root, 'src', 'index.ts')],
  outfile: join(root, 'lib', 'index.js'),
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

// The productPage and storefrontPage functions answer with the SPA's own index.html (src/http/
// product-page.ts, storefront-page.ts), so the bundle ships the index.html of the SPA built beside it.
const spaIndex = join(root, '..', 'web', 'dist', 'spa.html');
if (!existsSync(spaIndex)) {
  throw new Error(`${spaIndex} is missing: build the SPA first (npm run build -w web).`);
}
copyFileSync(spaIndex, join(root, 'lib', 'spa-index.html'));
console.log(
  "functions/lib/spa-index.html: the SPA's index.html (web/dist/spa.html), for productPage and storefrontPage",
);

// productPage and storefrontPage render the page into it with the web's server renderer, a
// self-contained bundle (web/build.ts), copied the same way.
const renderer = join(root, '..', 'web', 'dist-server', 'server.js');
if (!existsSync(renderer)) {
  throw new Error(`${renderer} is missing: build the SPA first (npm run build -w web).`);
}
copyFileSync(renderer, join(root, 'lib', 'storefront-renderer.js'));
console.log(
  'functions/lib/storefront-renderer.js: the web server renderer, for productPage and storefrontPage',
);
