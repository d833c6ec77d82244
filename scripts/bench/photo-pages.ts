// The `photos` step of `npm run bench`: a designer's listing and a product page whose pictures weigh what
// studio photos weigh, in Lighthouse's mobile profile.
//
// The demo catalogue's pictures are drawings with a fine grain (scripts/demo-images.ts): photo-sized
// files, but downscaling averages the grain away, so a 960 px WebP of one is about 9 KiB. A studio photo
// of a bag keeps the texture of its leather at every size: about 40 KiB at 960 px. This step makes such
// pictures (the demo drawings with texture at three scales on the piece, a clean backdrop, 1600 x 2000
// px JPEGs of about 340 KB), puts them at an allowed URL (the shop's own picture files: web/dist, which
// Hosting serves and the image pipeline reads, docs/decisions.md rule 72), adds twelve bags of one
// designer with four such pictures each through the admin API as the owner would
// (POST addreturnproducttomainstore), lets the caller measure, and deletes them again.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { BAG_BRANDS, PICTURE_WIDTHS, pictureVariantUrl } from '@shop/domain';
import { DEMO_PHOTO_SIZE, detailSvg, productSvg, type ImageFamily } from '../demo-data/images';
import { paintSvg } from '../demo-data/paint-svg';
import { createRandom, type Random } from '../demo-data/random';
import { projectId } from '../lib/stack';
import { signInAsDemoOwner } from '../lib/shoppers';

/** The bags made: a silhouette and a colour each, in the shop's bag types. */
const BAGS: { family: ImageFamily; category: string; colour: string }[] = [
  { family: 'tote', category: 'TOTE', colour: 'BLACK' },
  { family: 'handbag', category: 'HANDBAG', colour: 'BROWN' },
  { family: 'shoulder-bag', category: 'SHOULDER BAG', colour: 'BEIGE' },
  { family: 'backpack', category: 'BACKPACK', colour: 'GREEN' },
  { family: 'clutch', category: 'CLUTCH', colour: 'RED' },
  { family: 'travel-bag', category: 'TRAVEL BAG', colour: 'BLUE' },
  { family: 'briefcase', category: 'BRIEFCASE', colour: 'BLACK' },
  { family: 'belt-bag', category: 'BELT BAG', colour: 'PINK' },
  { family: 'tote', category: 'TOTE', colour: 'WHITE' },
  { family: 'handbag', category: 'HANDBAG', colour: 'BURGUNDY' },
  { family: 'shoulder-bag', category: 'SHOULDER BAG', colour: 'GREY' },
  { family: 'clutch', category: 'CLUTCH', colour: 'GOLD' },
];
const SKU_PREFIX = 'BENCH-PHOTO-';
/** Under web/dist: the shop's own address, which Hosting serves as it is. */
const PHOTO_DIR = 'bench-photos';
/**
 * The piece's texture: value noise at three scales (cells across the picture), the amplitude of each in
 * levels of 255. Chosen so a picture's variants weigh what a studio photo's do (printed by the step).
 */
const TEXTURE = [
  { cells: 800, amplitude: 10 },
  { cells: 200, amplitude: 15 },
  { cells: 50, amplitude: 15 },
];
/** How far (summed over R, G and B) a pixel must be from the backdrop to be the piece. */
const PIECE_THRESHOLD = 24;
/** The backdrop's share of the texture: a studio backdrop is nearly, not perfectly, clean. */
const BACKDROP_TEXTURE = 0.06;

export interface PhotoPages {
  listingPath: string;
  productPath: string;
}

/**
 * Adds the photo products to the stack at `baseUrl`, runs `measure` on their pages and removes them
 * (also when `measure` throws); products a stopped run left behind are removed first.
 */
export async function withPhotoProducts<T>(
  env: { baseUrl: string; authHost: string; distDir: string },
  measure: (pages: PhotoPages) => Promise<T>,
): Promise<T> {
  const app = initializeApp({ projectId }, `bench-photos-${Date.now()}`);
  const db = getFirestore(app);
  const photoDir = join(env.distDir, PHOTO_DIR);
  const token = (await signInAsDemoOwner(env.authHost)).idToken;
  const api = apiClient(env.baseUrl, token);
  const created: string[] = [];
  try {
    for (const id of await benchProductIds(db)) await api(`deleteproductmainstore/${id}`);
    const brand = await designerWithoutProducts(db);
    console.log(
      `Making ${BAGS.length * 4} studio pictures of 1600 x 2000 px for ${BAGS.length} ${brand} bags...`,
    );
    mkdirSync(photoDir, { recursive: true });
    let bytes = 0;
    for (const [index, bag] of BAGS.entries()) {
      const images: string[] = [];
      for (const [view, svg] of pictureDrawings(bag).entries()) {
        const name = pictureName(index, view);
        const jpeg = await studioPhoto(svg, createRandom(`${SKU_PREFIX}${index}-${view}`));
        writeFileSync(join(photoDir, name), jpeg);
        bytes += jpeg.length;
        images.push(`${env.baseUrl}/${PHOTO_DIR}/${name}`);
      }
      const { productId } = (await api('addreturnproducttomainstore', {
        title: `${bag.category.toLowerCase()} ${index + 1}`,
        price: 890 + index * 65,
        brand,
        type: 'BAGS',
        category: bag.category,
        gender: 'F',
        sku: `${SKU_PREFIX}${String(index + 1).padStart(2, '0')}`,
        colour: bag.colour,
        condition: 'New',
        madeIn: 'Italy',
        size: 'UNI',
        stock: 2,
        description: 'A bench piece: its pictures weigh what studio photos weigh.',
        images,
      })) as { productId: string };
      created.push(productId);
    }
    console.log(
      `  ${BAGS.length * 4} pictures, ${(bytes / BAGS.length / 4 / 1024).toFixed(0)} KiB a picture on average`,
    );
    const productPath = `/view?id=${encodeURIComponent(created[0]!)}`;
    await printVariantWeights(env.baseUrl, `${env.baseUrl}/${PHOTO_DIR}/${pictureName(0, 0)}`);
    return await measure({
      listingPath: `/products?p=bags&t=all&b=${encodeURIComponent(brand)}`,
      productPath,
    });
  } finally {
    for (const id of created) await api(`deleteproductmainstore/${id}`).catch(() => undefined);
    rmSync(photoDir, { recursive: true, force: true });
    await deleteApp(app);
  }
}

function pictureName(index: number, view: number): string {
  const bag = BAGS[index]!;
  return `${bag.family}-${bag.colour.toLowerCase()}-${index}-${view}.jpg`;
}

/** The four pictures of a product, as the demo catalogue orders them: front, angle, two close-ups. */
function pictureDrawings(bag: (typeof BAGS)[number]): string[] {
  return [
    productSvg(bag.family, bag.colour, 'front'),
    productSvg(bag.family, bag.colour, 'angle'),
    detailSvg(bag.colour, 'stitch'),
    detailSvg(bag.colour, 'clasp'),
  ];
}

/** A drawing painted at photo size with texture on the piece and a nearly clean backdrop, as a JPEG. */
async function studioPhoto(svg: string, random: Random): Promise<Buffer> {
  const { width, height } = DEMO_PHOTO_SIZE;
  const drawing = paintSvg(svg);
  const base = await sharp(Buffer.from(drawing.rgb), {
    raw: { width: drawing.width, height: drawing.height, channels: 3 },
  })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const layers: Buffer[] = [];
  for (const { cells, amplitude } of TEXTURE) layers.push(await valueNoise(random, cells, amplitude));
  const backdrop = [base[0]!, base[1]!, base[2]!];
  const photo = Buffer.allocUnsafe(base.length);
  for (let pixel = 0, i = 0; pixel < width * height; pixel++, i += 3) {
    const distance =
      Math.abs(base[i]! - backdrop[0]!) +
      Math.abs(base[i + 1]! - backdrop[1]!) +
      Math.abs(base[i + 2]! - backdrop[2]!);
    let texture = 0;
    for (const layer of layers) texture += layer[pixel]! - 128;
    const shade = distance > PIECE_THRESHOLD ? texture : texture * BACKDROP_TEXTURE;
    for (let channel = 0; channel < 3; channel++) {
      const value = base[i + channel]! + shade;
      photo[i + channel] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
  return sharp(photo, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Random levels (128 +- amplitude) on a grid `cells` wide, enlarged smoothly to a photo's size. */
async function valueNoise(random: Random, cells: number, amplitude: number): Promise<Buffer> {
  const { width, height } = DEMO_PHOTO_SIZE;
  const rows = Math.round((cells * height) / width);
  const grid = Buffer.alloc(cells * rows);
  for (let i = 0; i < grid.length; i++) grid[i] = 128 + Math.round((random.next() - 0.5) * 2 * amplitude);
  return sharp(grid, { raw: { width: cells, height: rows, channels: 1 } })
    .resize(width, height, { kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer();
}

/** What the image pipeline makes of one picture: the weight of each WebP width, for the figures. */
async function printVariantWeights(baseUrl: string, src: string): Promise<void> {
  const weights: string[] = [];
  for (const width of PICTURE_WIDTHS) {
    const response = await fetch(new URL(pictureVariantUrl(src, width, 'webp'), baseUrl));
    if (!response.ok)
      throw new Error(`The image function answered ${response.status} for a ${width} px variant`);
    weights.push(`${width} px ${((await response.arrayBuffer()).byteLength / 1024).toFixed(1)} KiB`);
  }
  console.log(`  one picture's WebP variants: ${weights.join(', ')}`);
}

/** The first bag designer of the list with no product in the store: its listing holds only the bench's. */
async function designerWithoutProducts(db: Firestore): Promise<string> {
  for (const brand of BAG_BRANDS) {
    const products = await db.collection('products').where('brand', '==', brand).limit(1).get();
    if (products.empty) return brand;
  }
  throw new Error('Every bag designer has products in this shop: no listing of the bench pieces alone');
}

async function benchProductIds(db: Firestore): Promise<string[]> {
  const skus = BAGS.map((_, index) => `${SKU_PREFIX}${String(index + 1).padStart(2, '0')}`);
  const products = await db.collection('products').where('sku', 'in', skus).get();
  return products.docs.map((doc) => doc.id);
}

/** Calls the admin API as the owner: a GET without a body, a POST with one; a non-2xx answer throws. */
function apiClient(baseUrl: string, token: string) {
  return async (path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${baseUrl}/api/v1/main/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as unknown;
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
}
