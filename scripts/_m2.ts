import sharp from 'sharp';
import { readFileSync } from 'node:fs';
sharp.concurrency(1);
const src = readFileSync('/tmp/imgt/tote-blue-angle.jpg');
for (const w of [320, 480, 640, 960, 1280, 1600]) {
  for (const f of ['avif', 'webp', 'jpeg'] as const) {
    const t = performance.now();
    let p = sharp(src, { limitInputPixels: 50e6 }).rotate().resize({ width: w, withoutEnlargement: true });
    p = f === 'avif' ? p.avif({ quality: 50, effort: 2 }) : f === 'webp' ? p.webp({ quality: 75, effort: 4 }) : p.jpeg({ quality: 78, mozjpeg: true });
    const out = await p.toBuffer();
    console.log(w, f, (performance.now() - t).toFixed(0) + 'ms', (out.length / 1024).toFixed(1) + 'KB');
  }
}
