// Writes the demo catalogue's product pictures (docs/decisions.md rule 16: generated here, no network) to
// web/public/demo-images/, which the SPA build copies into web/dist. `tsx scripts/demo-images.ts [dir]`.
// The directory is gitignored. Each picture is photo-sized, as a supplier's or a photographer's are
// (docs/decisions.md rule 40): a 1600 x 2000 px JPEG of about 200 KB, painted from its SVG drawing
// (demo-data/paint-svg.ts), enlarged and given a fine grain so it weighs what a photo weighs. The
// storefront then measures what a real shop serves: it shows them through the image pipeline. Making
// all 920 takes about 0.2 s of CPU each, so a manifest of each file's drawing lets a rebuild make only
// what changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { COLOURS } from '@shop/domain';
import { demoImageFiles, DEMO_PHOTO_SIZE, type DemoImageFile } from './demo-data/images';
import { paintSvg, type Pixels } from './demo-data/paint-svg';
import { createRandom } from './demo-data/random';

export const DEFAULT_DEMO_IMAGES_DIR = resolve(import.meta.dirname, '..', 'web', 'public', 'demo-images');

export interface DemoImagesResult {
  dir: string;
  count: number;
  /** Total size in bytes. */
  bytes: number;
  /** How many were made now (the others were already there, from the same drawing). */
  made: number;
}

/** Names the drawing each file was made from: name -> hash of its SVG and of the maker's code. */
const MANIFEST = '.drawings.json';
/** A change to how pictures are painted or made, or another sharp, makes every picture again. */
const MAKER_SOURCES = [join(import.meta.dirname, 'demo-data', 'paint-svg.ts'), import.meta.filename];

/** JPEG quality and grain: measured to give 190-215 KB per picture, a photo's weight. */
const JPEG_QUALITY = 80;
const GRAIN_LEVELS = 5;
/** Pictures made at once: sharp enlarges and encodes one while the next is painted. */
const AT_ONCE = 3;

/**
 * (Re)writes every demo picture into `dir` (all of them, or `files`), making only those whose drawing
 * changed or whose file is missing, and removes files there that are no longer generated.
 */
export async function writeDemoImages(
  dir: string = DEFAULT_DEMO_IMAGES_DIR,
  files: DemoImageFile[] = demoImageFiles(COLOURS),
): Promise<DemoImagesResult> {
  mkdirSync(dir, { recursive: true });
  const manifestPath = join(dir, MANIFEST);
  const painted = readManifest(manifestPath);
  const maker = createHash('sha256')
    .update(sharp.versions.vips)
    .update(sharp.versions.sharp ?? '');
  for (const source of MAKER_SOURCES) maker.update(readFileSync(source));
  const makerHash = maker.digest('hex');
  const drawings: Record<string, string> = {};
  const names = new Set(files.map((file) => file.name));
  for (const name of readdirSync(dir)) {
    if (name !== MANIFEST && !names.has(name)) rmSync(join(dir, name), { recursive: true });
  }
  const grain = grainPattern();
  const inFlight = new Set<Promise<void>>();
  let made = 0;
  for (const file of files) {
    const path = join(dir, file.name);
    const drawing = createHash('sha256').update(makerHash).update(file.svg).digest('hex');
    drawings[file.name] = drawing;
    if (painted[file.name] === drawing && existsSync(path)) continue;
    const making = demoPhoto(paintSvg(file.svg), grain).then((jpeg) => writeFileSync(path, jpeg));
    inFlight.add(making);
    void making.finally(() => inFlight.delete(making)).catch(() => undefined);
    made++;
    if (inFlight.size >= AT_ONCE) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  writeFileSync(manifestPath, JSON.stringify(drawings));
  const bytes = files.reduce((sum, file) => sum + statSync(join(dir, file.name)).size, 0);
  return { dir, count: files.length, bytes, made };
}

/** The same grain for every picture: a fixed seed, so the same drawing always gives the same bytes. */
function grainPattern(): Int8Array {
  const random = createRandom('demo-photo-grain');
  // A prime length, so the pattern does not line up with the rows into visible stripes.
  const grain = new Int8Array(65_521);
  for (let i = 0; i < grain.length; i++) grain[i] = Math.round((random.next() - 0.5) * 2 * GRAIN_LEVELS);
  return grain;
}

/** A painted drawing enlarged to a photo's size, with grain (sensor noise) on every pixel. */
async function demoPhoto(pixels: Pixels, grain: Int8Array): Promise<Buffer> {
  const { width, height } = DEMO_PHOTO_SIZE;
  const photo = await sharp(Buffer.from(pixels.rgb), {
    raw: { width: pixels.width, height: pixels.height, channels: 3 },
  })
    .resize(width, height, { kernel: 'linear' })
    .raw()
    .toBuffer();
  for (let i = 0, j = 0; i < photo.length; i += 3, j = j + 1 === grain.length ? 0 : j + 1) {
    const noise = grain[j]!;
    photo[i] = clamp(photo[i]! + noise);
    photo[i + 1] = clamp(photo[i + 1]! + noise);
    photo[i + 2] = clamp(photo[i + 2]! + noise);
  }
  return sharp(photo, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

function readManifest(path: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  } catch {
    return {}; // none yet, or unreadable: make everything
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const dir = process.argv[2] ? resolve(process.argv[2]) : DEFAULT_DEMO_IMAGES_DIR;
  const started = performance.now();
  const result = await writeDemoImages(dir);
  console.log(
    `Wrote ${result.count} demo pictures (${(result.bytes / 1024 / 1024).toFixed(0)} MB, ${result.made} made in ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s) to ${result.dir}`,
  );
}
