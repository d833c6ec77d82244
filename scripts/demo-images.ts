// Writes the demo catalogue's product images (docs/decisions.md rule 16: generated here, no network) to
// web/public/demo-images/, which the SPA build copies into web/dist. `tsx scripts/demo-images.ts [dir]`.
// The directory is gitignored; the files are PNGs of about 7 KB, one per type family x colour x view,
// painted from their SVG drawings (demo-data/paint-svg.ts, png.ts). Painting all 920 takes about
// 30 s, so a manifest of each file's drawing lets a rebuild paint only what changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { COLOURS } from '@shop/domain';
import { demoImageFiles, type DemoImageFile } from './demo-data/images';
import { paintSvg } from './demo-data/paint-svg';
import { encodePng } from './demo-data/png';

export const DEFAULT_DEMO_IMAGES_DIR = resolve(import.meta.dirname, '..', 'web', 'public', 'demo-images');

export interface DemoImagesResult {
  dir: string;
  count: number;
  /** Total size in bytes. */
  bytes: number;
}

/** Names the drawing each file was painted from: name -> hash of its SVG and of the painter's code. */
const MANIFEST = '.drawings.json';
/** A change to how images are painted or encoded paints every image again. */
const PAINTER_SOURCES = ['paint-svg.ts', 'png.ts'].map((name) =>
  join(import.meta.dirname, 'demo-data', name),
);

/**
 * (Re)writes every demo image into `dir` (all of them, or `files`), painting only those whose drawing
 * changed or whose file is missing, and removes files there that are no longer generated.
 */
export function writeDemoImages(
  dir: string = DEFAULT_DEMO_IMAGES_DIR,
  files: DemoImageFile[] = demoImageFiles(COLOURS),
): DemoImagesResult {
  mkdirSync(dir, { recursive: true });
  const manifestPath = join(dir, MANIFEST);
  const painted = readManifest(manifestPath);
  const painter = createHash('sha256');
  for (const source of PAINTER_SOURCES) painter.update(readFileSync(source));
  const painterHash = painter.digest('hex');
  const drawings: Record<string, string> = {};
  const names = new Set(files.map((file) => file.name));
  for (const name of readdirSync(dir)) {
    if (name !== MANIFEST && !names.has(name)) rmSync(join(dir, name), { recursive: true });
  }
  let bytes = 0;
  for (const file of files) {
    const path = join(dir, file.name);
    const drawing = createHash('sha256').update(painterHash).update(file.svg).digest('hex');
    if (painted[file.name] !== drawing || !existsSync(path))
      writeFileSync(path, encodePng(paintSvg(file.svg)));
    drawings[file.name] = drawing;
    bytes += statSync(path).size;
  }
  writeFileSync(manifestPath, JSON.stringify(drawings));
  return { dir, count: files.length, bytes };
}

function readManifest(path: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  } catch {
    return {}; // none yet, or unreadable: paint everything
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const dir = process.argv[2] ? resolve(process.argv[2]) : DEFAULT_DEMO_IMAGES_DIR;
  const result = writeDemoImages(dir);
  console.log(`Wrote ${result.count} demo images (${(result.bytes / 1024).toFixed(0)} KB) to ${result.dir}`);
}
