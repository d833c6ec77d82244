// firebase.json holds Hosting's headers and rewrites literally: they must be what their sources
// (the security policy, the SPA's route registry, the page starter) give, or a deploy ships stale ones.
import { readFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostingHeaders, hostingRewrites, spaRoutePaths } from '../../scripts/hosting-config';
import { repoRoot } from '../../scripts/lib/preflight';

const hosting = (
  JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
    hosting: { headers: unknown; rewrites: { source: string; destination?: string }[] };
  }
).hosting;

describe("firebase.json's Hosting", () => {
  it('sends the security headers of domain/src/security-headers.ts (npx tsx scripts/hosting-config.ts --write)', () => {
    expect(hosting.headers).toEqual(hostingHeaders());
  });

  it('rewrites exactly the routes of web/src/config/paths.ts', () => {
    expect(hosting.rewrites).toEqual(hostingRewrites());
  });

  it('has a rewrite for every SPA route and none that catches every address', () => {
    const sources = hosting.rewrites.map((rewrite) => rewrite.source);
    for (const path of spaRoutePaths()) expect(sources).toContain(path);
    expect(sources.filter((source) => source.includes('*'))).toEqual([
      '/api/v1/main/**',
      '/img/**',
      '/nl/**',
      '/de/**',
      '/fr/**',
    ]);
  });

  it("sends any other address under a language's prefix, last, to storefrontPage for its language's 404", () => {
    expect(hosting.rewrites.slice(-3)).toEqual(
      ['/nl/**', '/de/**', '/fr/**'].map((source) => ({
        source,
        function: { functionId: 'storefrontPage', region: 'europe-west1' },
      })),
    );
  });

  it('lets no browser or CDN keep an answer for a missing asset long: a 404 gets the same header as the file', () => {
    // Hosting applies every rule whose glob matches the request's path, the last one winning.
    const cacheControlFor = (path: string) =>
      hostingHeaders()
        .filter((rule) => matchesGlob(path, rule.source))
        .flatMap((rule) => rule.headers)
        .filter((header) => header.key === 'Cache-Control')
        .at(-1)?.value;

    for (const path of ['/assets/index-Missing1.js', '/assets/chunks/product-page-AbCd1234.css']) {
      const cacheControl = cacheControlFor(path) ?? '';
      expect(cacheControl).not.toContain('immutable');
      const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 'NaN');
      expect(maxAge <= 300 || cacheControl.includes('no-store')).toBe(true);
    }
    expect(cacheControlFor('/cart')).toBe('public, max-age=120, must-revalidate');
  });

  it("admits no inline script but the page starter's, and no framing", () => {
    const csp = hostingHeaders()[0]!.headers.find(
      (header) => header.key === 'Content-Security-Policy',
    )!.value;
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(1);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('127.0.0.1');
  });
});
