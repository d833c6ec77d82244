// Writes the demo catalogue's product pictures (docs/decisions.md rule 16: generated here, no network) to
// web/public/demo-images/, which the SPA build copies into web/dist. `tsx scripts/demo-images.ts [dir]`.
// The directory is gitignored. Each picture is photo-sized, as a supplier's or a photographer's are
// (docs/decisions.md rule 40): a 1600 x 2000 px JPEG of about 200 KB, painted from its SVG drawing
// (demo-data/paint-svg.ts), enlarged and given a fine grain so it weighs what a photo weighs. The
// storefront then measures what a real shop serves: it shows them through the image pipeline. Making
// all 920 takes about 0.12 s of CPU each, so a manifest of each file's drawing lets a rebuild make only
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

/** JPEG quality and grain: measured to give 185-210 KB per picture, a photo's weight. */
const JPEG_QUALITY = 77;
const GRAIN_LEVELS = 5;
/** Pictures made at once: sharp encodes one while the next is painted and enlarged. */
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
  const photo = enlargeWithGrain(pixels, width / pixels.width, grain);
  // Without optimised Huffman tables: a third of the encoding's CPU, for files a fifth larger.
  return sharp(photo, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: JPEG_QUALITY, optimiseCoding: false })
    .toBuffer();
}

/**
 * Enlarges by a whole factor, bilinearly (pixel centres aligned, edges held), and adds the grain: in
 * integers, a row at a time: about 75 ms of CPU a picture, where sharp's linear resize to raw pixels
 * and a pass for the grain took about 115 (measured side by side on the 2-core machine).
 */
function enlargeWithGrain(pixels: Pixels, factor: number, grain: Int8Array): Buffer {
  const { width: inWidth, height: inHeight, rgb } = pixels;
  // Weights in steps of 1/(2 factor), so both passes' sum divides by a shift.
  const shift = 2 * Math.log2(2 * factor);
  if (!Number.isInteger(shift) || inHeight * factor !== DEMO_PHOTO_SIZE.height) {
    throw new Error(`A drawing of ${inWidth} x ${inHeight} is no power-of-two fraction of a photo`);
  }
  const scale = 2 * factor;
  const outWidth = inWidth * factor;
  const rowLength = outWidth * 3;
  // Output pixel k of a source pixel's `factor` lies `offset` from the pixel's centre (in
  // 1/scale): it blends the pixel, weighted `keep`, with its neighbour on that side.
  const side: number[] = [];
  const keep: number[] = [];
  for (let k = 0; k < factor; k++) {
    const offset = 2 * k + 1 - factor;
    side.push(offset < 0 ? -1 : 1);
    keep.push(scale - Math.abs(offset));
  }
  const rows: Uint16Array[] = [];
  for (let y = 0; y < inHeight; y++) {
    const row = new Uint16Array(rowLength);
    const start = y * inWidth * 3;
    let out = 0;
    for (let x = 0; x < inWidth; x++) {
      const here = start + x * 3;
      for (let k = 0; k < factor; k++) {
        const nx = x + side[k]!;
        const there = start + (nx < 0 ? 0 : nx >= inWidth ? inWidth - 1 : nx) * 3;
        const w = keep[k]!;
        const v = scale - w;
        row[out] = rgb[here]! * w + rgb[there]! * v;
        row[out + 1] = rgb[here + 1]! * w + rgb[there + 1]! * v;
        row[out + 2] = rgb[here + 2]! * w + rgb[there + 2]! * v;
        out += 3;
      }
    }
    rows.push(row);
  }
  const photo = Buffer.allocUnsafe(rowLength * inHeight * factor);
  const round = 1 << (shift - 1);
  let out = 0;
  let g = 0;
  for (let y = 0; y < inHeight; y++) {
    for (let k = 0; k < factor; k++) {
      const ny = y + side[k]!;
      const here = rows[y]!;
      const there = rows[ny < 0 ? 0 : ny >= inHeight ? inHeight - 1 : ny]!;
      const w = keep[k]!;
      const v = scale - w;
      for (let i = 0; i < rowLength; i += 3) {
        const noise = grain[g]!;
        g = g + 1 === grain.length ? 0 : g + 1;
        const r = ((here[i]! * w + there[i]! * v + round) >> shift) + noise;
        const gr = ((here[i + 1]! * w + there[i + 1]! * v + round) >> shift) + noise;
        const b = ((here[i + 2]! * w + there[i + 2]! * v + round) >> shift) + noise;
        photo[out] = r < 0 ? 0 : r > 255 ? 255 : r;
        photo[out + 1] = gr < 0 ? 0 : gr > 255 ? 255 : gr;
        photo[out + 2] = b < 0 ? 0 : b > 255 ? 255 : b;
        out += 3;
      }
    }
  }
  return photo;
}

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
