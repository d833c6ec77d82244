// Builds the storefront: `npm run build -w web` (deploy) or `... -- --mode emulator` (the local stack).
// 1. the SPA (vite build -> dist/), its index.html renamed dist/spa.html: Hosting answers it for every
// address without a page of its own (firebase.json), and would answer an index.html for / before
// any rewrite, where the home page is rendered by the storefrontPage function instead;
// 2. its server renderer (src/server.tsx -> dist-server/), used by the functions productPage and
// storefrontPage and by 3. the pages prerendered here, which are the same for every visitor:
// dist/<path>.html, served by Hosting for /<path> (firebase.json `cleanUrls`), and 404.html.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, pathInLanguage, shopConfig } from '@shop/domain';
import { build } from 'vite';
import { assertInlineScriptsAdmitted } from './vite-csp';

const root = import.meta.dirname;
const modeFlag = process.argv.indexOf('--mode');
const mode = modeFlag >= 0 ? process.argv[modeFlag + 1] : 'production';

// The deploy build first checks every setting the deploy needs (npm run deploy:check): without them it
// would build the demo shop (the demo- project, no Stripe) and still pass. The local stack's build
// (mode emulator) is the demo shop on purpose.
if (mode === 'production') {
  const check = spawnSync('npx', ['tsx', join(root, '..', 'scripts', 'deploy-check.ts')], {
    stdio: 'inherit',
  });
  if (check.status !== 0) process.exit(check.status ?? 1);
}

await build({ root, mode, logLevel: 'warn' });
renameSync(join(root, 'dist', 'index.html'), join(root, 'dist', 'spa.html'));
await build({ root, mode, logLevel: 'warn', build: { ssr: 'src/server.tsx' } });

const server = (await import(
  pathToFileURL(join(root, 'dist-server', 'server.js')).href
)) as typeof import('./src/server');
const template = readFileSync(join(root, 'dist', 'spa.html'), 'utf8');
// Each page in each language (docs/decisions.md rule 79): /nl/cart is dist/nl/cart.html.
for (const language of LANGUAGES) {
  for (const path of server.buildTimePages) {
    const address = pathInLanguage(language, path);
    const html = await server.renderPage(template, address);
    assertInlineScriptsAdmitted(html, `dist${address}.html`);
    mkdirSync(dirname(join(root, 'dist', `${address.slice(1)}.html`)), { recursive: true });
    writeFileSync(join(root, 'dist', `${address.slice(1)}.html`), html);
  }
}
// 4. Hosting's answer, with status 404, for an address no file or rewrite serves: the SPA's
// not-found page (its `*` route), rendered, so the page reads at once and hydrates at any address.
// Its head says so too, before any script runs (use-page-meta.ts updates these same tags).
const notFound = (await server.renderPage(template, '/404'))
  .replace(/<title>[\s\S]*?<\/title>/, `<title>Page not found | ${shopConfig.name}</title>`)
  .replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>');
assertInlineScriptsAdmitted(notFound, 'dist/404.html');
writeFileSync(join(root, 'dist', '404.html'), notFound);
console.log(
  `web: ${server.buildTimePages.length} pages in ${LANGUAGES.length} languages and 404.html prerendered into dist/ (${server.buildTimePages.join(' ')})`,
);
