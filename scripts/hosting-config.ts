// Hosting's headers and rewrites, derived from their sources: the security policy
// (domain/src/security-headers.ts), the SPA's routes (web/src/config/paths.ts) and the page starter's
// hash (web/src/lib/page-starter.ts). firebase.json must hold them literally; a test and
// `npm run deploy:check` compare them, and `npx tsx scripts/hosting-config.ts --write` writes them.
import {
  contentSecurityPolicy,
  DEFAULT_LANGUAGE,
  languagePrefix,
  LANGUAGES,
  pathInLanguage,
  securityHeaders,
  STATIC_HTML_CACHE,
} from '@shop/domain';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { paths } from '../web/src/config/paths';
import { PAGE_STARTER_SCRIPT } from '../web/src/lib/page-starter';

export interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
export type HostingRewrite = { source: string } & (
  { function: { functionId: string; region: string } } | { destination: string }
);

const region = 'europe-west1';
const toFunction = (functionId: string) => ({ functionId, region });

/** The pages the rendering functions answer (functions/src/index.ts), and what else they serve. */
const FUNCTION_REWRITES: HostingRewrite[] = [
  { source: '/api/v1/main/**', function: toFunction('api') },
  // Product pictures' variants, made by the image function (docs/decisions.md rule 40).
  { source: '/img/**', function: toFunction('image') },
  { source: '/sitemap.xml', function: toFunction('api') },
  // Each page at its address in every language (/nl/view, /nl; docs/decisions.md rule 79).
  ...LANGUAGES.flatMap((language) => [
    { source: pathInLanguage(language, paths.product.path), function: toFunction('productPage') },
    ...[paths.home, paths.homeAlias, paths.products, paths.newIn, paths.sale].map((page) => ({
      source: pathInLanguage(language, page.path),
      function: toFunction('storefrontPage'),
    })),
  ]),
];

/** Every route path of the SPA (storefront and admin), once, in the registry's order. */
export function spaRoutePaths(): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    const path = (value as { path?: unknown }).path;
    if (typeof path === 'string') {
      if (!found.includes(path)) found.push(path);
      return;
    }
    Object.values(value).forEach(visit);
  };
  visit(paths);
  return found;
}

/**
 * The SPA's routes the functions do not answer, in every language: each rewritten to the SPA's
 * index.html. The admin's are English only.
 */
function spaOnlyPaths(): string[] {
  const functionPaths = new Set(FUNCTION_REWRITES.map((rewrite) => rewrite.source));
  const storefront = new Set(spaStorefrontPaths());
  return LANGUAGES.flatMap((language) =>
    spaRoutePaths()
      .filter((path) => language === 'en' || storefront.has(path))
      .map((path) => pathInLanguage(language, path)),
  ).filter((path) => !functionPaths.has(path));
}

/** The storefront's routes: every route of the registry outside `paths.admin`. */
function spaStorefrontPaths(): string[] {
  const { admin: _admin, ...storefront } = paths;
  return Object.values(storefront).map((page) => page.path);
}

/**
 * An explicit rewrite per route, no `**` at the root: an unknown address, and a script or stylesheet
 * a stale tab asks for after a deploy, get Hosting's 404 (404.html, English), not the SPA's HTML
 * cached as an asset. Last, any other address under a language's prefix (/nl/nothing, where no
 * asset lives) goes to storefrontPage, which answers 404 with the not-found page in that language:
 * Hosting has one 404.html for every address (docs/decisions.md rule 79).
 */
export function hostingRewrites(): HostingRewrite[] {
  return [
    ...FUNCTION_REWRITES,
    ...spaOnlyPaths().map((source) => ({ source, destination: '/spa.html' })),
    ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => ({
      source: `${languagePrefix(language)}/**`,
      function: toFunction('storefrontPage'),
    })),
  ];
}

/** The starter script's CSP hash: its text is a constant (page-starter.ts). */
export const pageStarterHash = createHash('sha256').update(PAGE_STARTER_SCRIPT).digest('base64');

/**
 * How long a browser and the CDN keep an answer under /assets/ (docs/decisions.md rule 46). Hosting picks
 * headers by the request's path alone, and applies them to every answer for it, a function's too: a
 * 404 for a file not (yet) deployed gets the same header as the file will. firebase-tools deploys the
 * functions before Hosting, so for a few minutes their new pages name scripts Hosting does not serve
 * yet; a year of `immutable` kept those 404s in browsers for good. Five minutes outlasts the gap little;
 * a deployed file is then revalidated by its ETag (a 304, no body), and the CDN is emptied on every release.
 */
export const ASSET_CACHE = 'public, max-age=300';

/**
 * Hosting's headers: the security headers on every answer (HTML, and harmless on the rest), a short
 * browser cache on the static HTML pages (the functions' pages set their own) and on /assets
 * (ASSET_CACHE). `localOrigins`: the emulators', for the local stack only.
 */
export function hostingHeaders(localOrigins: readonly string[] = []): HostingHeaderRule[] {
  const csp = contentSecurityPolicy({ scriptHashes: [pageStarterHash], localOrigins });
  const asRule = (source: string, headers: Record<string, string>): HostingHeaderRule => ({
    source,
    headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  });
  return [
    asRule('**', securityHeaders(csp)),
    asRule(`{${spaOnlyPaths().join(',')},/404.html}`, { 'Cache-Control': STATIC_HTML_CACHE }),
    asRule('/assets/**', { 'Cache-Control': ASSET_CACHE }),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--write')) {
  const root = join(import.meta.dirname, '..');
  const file = join(root, 'firebase.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as { hosting: Record<string, unknown> };
  config.hosting.rewrites = hostingRewrites();
  config.hosting.headers = hostingHeaders();
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  execFileSync(join(root, 'node_modules', '.bin', 'prettier'), ['--write', file], { stdio: 'inherit' });
}
