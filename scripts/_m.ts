import sharp from 'sharp';
import { COLOURS } from '@shop/domain';
import { demoImageFiles } from './demo-data/images';
import { paintSvg } from './demo-data/paint-svg';
import { createRandom } from './demo-data/random';
import { writeFileSync } from 'node:fs';
const files = demoImageFiles(COLOURS).slice(0, 6);
// grain tile
const T = 256;
const r = createRandom('grain');
const tile = Buffer.alloc(T*T*3);
for (let i=0;i<T*T;i++){ const v = Math.round(128 + (r.next()-0.5)*2*14); tile[i*3]=tile[i*3+1]=tile[i*3+2]=v; }
for (const f of files) {
  let t = performance.now();
  const px = paintSvg(f.svg);
  const t1 = performance.now()-t; t = performance.now();
  const big = await sharp(Buffer.from(px.rgb), { raw: { width: px.width, height: px.height, channels: 3 } })
    .resize(1600, 2000, { kernel: 'lanczos3' }).raw().toBuffer();
  const out = await sharp(big, { raw: { width: 1600, height: 2000, channels: 3 } })
    .composite([{ input: tile, raw: { width: T, height: T, channels: 3 }, tile: true, blend: 'overlay' }])
    .jpeg({ quality: 82, mozjpeg: false }).toBuffer();
  const t2 = performance.now()-t;
  writeFileSync('/tmp/imgt/'+f.name.replace('.png','.jpg'), out);
  console.log(f.name, t1.toFixed(0), t2.toFixed(0), (out.length/1024).toFixed(0)+'KB');
}
