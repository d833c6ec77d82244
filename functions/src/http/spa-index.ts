import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

let cached: Promise<string> | undefined;

/**
 * The built SPA's index.html, which functions/build.ts copies beside the bundle (lib/spa-index.html),
 * read once per instance. Deployed together, so its asset names are those Hosting serves.
 */
export function spaIndexHtml(): Promise<string> {
  cached ??= readFile(join(import.meta.dirname, 'spa-index.html'), 'utf8').catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
