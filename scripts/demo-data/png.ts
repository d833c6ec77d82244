// A PNG encoder for the demo images, on node's own zlib: the format is a few chunks around deflated
// rows, so it needs no image library. The images are indexed colour: a drawing's flat colours, their
// soft edges and its gradients fit a palette of 256 (median cut), and one byte a pixel deflates to
// about a third of what 8-bit RGB does. Bytes matter here: a listing's first screenful of pictures
// downloads beside its scripts, and on a phone's connection they delay the largest paint.
import { crc32, deflateSync } from 'node:zlib';
import type { Pixels } from './paint-svg';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PALETTE_SIZE = 256;

export function encodePng({ width, height, rgb }: Pixels): Buffer {
  if (rgb.length !== width * height * 3) throw new Error('encodePng: pixel data does not match the size');
  const { palette, indices } = quantise(rgb);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits an index, indexed colour, deflate, filter method 0, no interlace
  // Every row unfiltered (filter type 0): flat colours repeat whole rows, which deflate finds by itself.
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++)
    rows.set(indices.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette)),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

interface Box {
  /** Distinct colours (0xRRGGBB) in this box. */
  colours: number[];
  /** How many pixels have them. */
  pixels: number;
  /** How far each channel's values spread in the box. */
  spread: [number, number, number];
}

const channel = (colour: number, c: number) => (colour >> (16 - 8 * c)) & 0xff;

/**
 * A palette of at most 256 colours and each pixel's index in it. An image with no more distinct
 * colours keeps them exactly; otherwise median cut: the box of colours whose widest channel spans
 * most (weighted by its pixels) is split at its pixels' median, until there are 256 boxes, and each
 * pixel takes the nearest of their mean colours.
 */
function quantise(rgb: Uint8Array): { palette: number[]; indices: Uint8Array } {
  const counts = new Map<number, number>();
  for (let i = 0; i < rgb.length; i += 3) {
    const colour = (rgb[i]! << 16) | (rgb[i + 1]! << 8) | rgb[i + 2]!;
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  const boxOf = (colours: number[]): Box => {
    const spread: Box['spread'] = [0, 0, 0];
    for (let c = 0; c < 3; c++) {
      let [low, high] = [255, 0];
      for (const colour of colours) {
        low = Math.min(low, channel(colour, c));
        high = Math.max(high, channel(colour, c));
      }
      spread[c] = high - low;
    }
    return { colours, pixels: colours.reduce((sum, colour) => sum + counts.get(colour)!, 0), spread };
  };
  const boxes: Box[] = [boxOf([...counts.keys()])];
  while (boxes.length < PALETTE_SIZE) {
    let [best, bestScore, bestChannel] = [-1, 0, 0];
    boxes.forEach((box, index) => {
      for (let c = 0; c < 3; c++) {
        const score = box.spread[c]! * Math.sqrt(box.pixels);
        if (score > bestScore) [best, bestScore, bestChannel] = [index, score, c];
      }
    });
    if (best < 0) break; // every box holds one colour: the palette is exact
    const box = boxes[best]!;
    box.colours.sort((a, b) => channel(a, bestChannel) - channel(b, bestChannel));
    let [seen, cut] = [0, 1];
    for (; cut < box.colours.length - 1; cut++) {
      seen += counts.get(box.colours[cut - 1]!)!;
      if (seen * 2 >= box.pixels) break;
    }
    boxes.splice(best, 1, boxOf(box.colours.slice(0, cut)), boxOf(box.colours.slice(cut)));
  }
  const palette = boxes.flatMap((box) =>
    [0, 1, 2].map((c) =>
      Math.round(
        box.colours.reduce((sum, colour) => sum + channel(colour, c) * counts.get(colour)!, 0) / box.pixels,
      ),
    ),
  );
  const indexOf = new Map<number, number>();
  for (const colour of counts.keys()) {
    let [nearest, distance] = [0, Infinity];
    for (let p = 0; p < boxes.length; p++) {
      const d =
        (channel(colour, 0) - palette[p * 3]!) ** 2 +
        (channel(colour, 1) - palette[p * 3 + 1]!) ** 2 +
        (channel(colour, 2) - palette[p * 3 + 2]!) ** 2;
      if (d < distance) [nearest, distance] = [p, d];
    }
    indexOf.set(colour, nearest);
  }
  const indices = new Uint8Array(rgb.length / 3);
  for (let i = 0; i < indices.length; i++) {
    indices[i] = indexOf.get((rgb[i * 3]! << 16) | (rgb[i * 3 + 1]! << 8) | rgb[i * 3 + 2]!)!;
  }
  return { palette, indices };
}
