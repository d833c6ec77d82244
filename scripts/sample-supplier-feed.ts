// Writes the local stack's sample supplier feed (docs/decisions.md rule 13) to web/public/demo-data/, which the
// SPA build copies into web/dist: the Hosting emulator serves it and the supplier sync reads it when
// no SUPPLIER_FEED_URL is configured (functions/src/jobs/feed-source.ts). It is the catalogue the seed
// writes, in the supplier's format. `tsx scripts/sample-supplier-feed.ts [file]`; the file is gitignored.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { toSupplierFeedItem } from '@shop/domain';
import { generateSupplierCatalogue } from './demo-data/supplier-catalogue';
import { DEFAULT_DEMO_SEED } from './seed';

export const DEFAULT_SAMPLE_FEED_FILE = resolve(
  import.meta.dirname,
  '..',
  'web',
  'public',
  'demo-data',
  'supplier-feed.json',
);

export function writeSampleSupplierFeed(file: string = DEFAULT_SAMPLE_FEED_FILE): {
  file: string;
  items: number;
  bytes: number;
} {
  const items = generateSupplierCatalogue({ seed: DEFAULT_DEMO_SEED }).map(toSupplierFeedItem);
  const json = JSON.stringify({ items });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, json);
  return { file, items: items.length, bytes: Buffer.byteLength(json) };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const result = writeSampleSupplierFeed(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(
    `Wrote the sample supplier feed (${result.items} items, ${(result.bytes / 1024).toFixed(0)} KB) to ${result.file}`,
  );
}
