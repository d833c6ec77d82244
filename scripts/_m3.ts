import sharp from 'sharp';
import { COLOURS } from '@shop/domain';
import { demoImageFiles } from './demo-data/images';
import { paintSvg } from './demo-data/paint-svg';
import { createRandom } from './demo-data/random';
const files = demoImageFiles(COLOURS).slice(0, 24);
const T = 256;
const r = createRandom('grain');
const tile = Buffer.alloc(T*T);
for (let i=0;i<T*T;i++){ tile[i] = Math.round(128 + (r.next()-0.5)*2*12); }
const grain = await sharp(tile, { raw: { width: T, height: T, channels: 1 } }).toColourspace('srgb').png().toBuffer();
const t0 = performance.now();
const painted = files.map(f => paintSvg(f.svg));
const tp = performance.now() - t0;
const t1 = performance.now();
let total = 0;
const sizes: number[] = [];
const one = async (px: ReturnType<typeof paintSvg>) => {
  const out = await sharp(Buffer.from(px.rgb), { raw: { width: px.width, height: px.height, channels: 3 } })
    .resize(1600, 2000, { kernel: process.argv[2] as any ?? 'cubic' })
    .composite([{ input: grain, tile: true, blend: 'overlay' }])
    .jpeg({ quality: Number(process.argv[3] ?? 85) }).toBuffer();
  sizes.push(out.length);
};
const queue = [...painted];
await Promise.all([1,2,3,4].map(async () => { while (queue.length) await one(queue.shift()!); }));
const tj = performance.now() - t1;
console.log('paint', (tp/files.length).toFixed(0), 'ms/img; photo', (tj/files.length).toFixed(0), 'ms/img; KB', Math.min(...sizes)/1024|0, Math.max(...sizes)/1024|0);
