// Builds the storefront: `npm run build -w web` (deploy) or `... -- --mode emulator` (the local stack).
// 1. the SPA (vite build -> dist/), its index.html renamed dist/spa.html: Hosting answers it for every
// address without a page of its own (firebase.json), and would answer an index.html for / before
// any rewrite, where the home page is rendered by the storefrontPage function instead;
// 2. its server renderer (src/server.tsx -> dist-server/), used by the functions productPage and
// storefrontPage and by 3. the pages prerendered here, which are the same for every visitor:
// dist/<path>.html, served by Hosting for /<path> (firebase.json `cleanUrls`), and 404.html.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { shopConfig } from '@shop/domain';
import { build } from 'vite';

const root = import.meta.dirname;
const modeFlag = process.argv.indexOf('--mode');
const mode = modeFlag >= 0 ? process.argv[modeFlag + 1] : 'production';

await build({ root, mode, logLevel: 'warn' });
renameSync(join(root, 'dist', 'index.html'), join(root, 'dist', 'spa.html'));
await build({ root, mode, logLevel: 'warn', build: { ssr: 'src/server.tsx' } });

const server = (await import(
  pathToFileURL(join(root, 'dist-server', 'server.js')).href
)) as typeof import('./src/server');
const template = readFileSync(join(root, 'dist', 'spa.html'), 'utf8');
for (const path of server.buildTimePages) {
  const html = await server.renderPage(template, path);
  writeFileSync(join(root, 'dist', `${path.slice(1)}.html`), html);
}
// 4. Hosting's answer, with status 404, for an address no file or rewrite serves: the SPA's
// not-found page (its `*` route), rendered, so the page reads at once and hydrates at any address.
// Its head says so too, before any script runs (use-page-meta.ts updates these same tags).
const notFound = (await server.renderPage(template, '/404'))
  .replace(/<title>[\s\S]*?<\/title>/, `<title>Page not found | ${shopConfig.name}</title>`)
  .replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>');
writeFileSync(join(root, 'dist', '404.html'), notFound);
console.log(
  `web: ${server.buildTimePages.length} pages and 404.html prerendered into dist/ (${server.buildTimePages.join(' ')})`,
);
