// Writes the demo catalogue's product images (docs/decisions.md rule 16: generated here, no network) to
// web/public/demo-images/, which the SPA build copies into web/dist. `tsx scripts/demo-images.ts [dir]`.
// The directory is gitignored; the files are small SVGs, one per type family x colour x view.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { COLOURS } from '@shop/domain';
import { demoImageFiles } from './demo-data/images';

export const DEFAULT_DEMO_IMAGES_DIR = resolve(import.meta.dirname, '..', 'web', 'public', 'demo-images');

export interface DemoImagesResult {
  dir: string;
  count: number;
  /** Total size in bytes. */
  bytes: number;
}

/** (Re)writes every demo image into `dir` and removes SVGs there that are no longer generated. */
export function writeDemoImages(dir: string = DEFAULT_DEMO_IMAGES_DIR): DemoImagesResult {
  mkdirSync(dir, { recursive: true });
  const files = demoImageFiles(COLOURS);
  const names = new Set(files.map((file) => file.name));
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.svg') && !names.has(name)) rmSync(join(dir, name));
  }
  let bytes = 0;
  for (const file of files) {
    const data = Buffer.from(file.svg, 'utf8');
    writeFileSync(join(dir, file.name), data);
    bytes += data.length;
  }
  return { dir, count: files.length, bytes };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const dir = process.argv[2] ? resolve(process.argv[2]) : DEFAULT_DEMO_IMAGES_DIR;
  const result = writeDemoImages(dir);
  console.log(`Wrote ${result.count} demo images (${(result.bytes / 1024).toFixed(0)} KB) to ${result.dir}`);
}
