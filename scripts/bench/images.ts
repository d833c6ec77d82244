// `npm run bench -- images`: the image pipeline (docs/decisions.md rule 40) over photo-sized pictures.
// The image function's handler runs in-process behind a local server, reading demo pictures
// (scripts/demo-images.ts, 1600 x 2000 px JPEGs of about 200 KB) from a local stand-in for the shop's
// Hosting. Per picture: every variant made (each width in WebP and the JPEG fallback), its size and the
// time to make it, asked one after the other as a cold CDN would; then the same requests again, which
// the function answers from its cache. Misses when a picture takes over 1 s of CPU to make all its
// variants (the wall clock is printed too; on a busy machine it measures the other work as well).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import {
  COLOURS,
  FALLBACK_PICTURE,
  PICTURE_WIDTHS,
  pictureVariantUrl,
  type PictureFormat,
  type PictureWidth,
} from '@shop/domain';
import { createPictureHandler } from '../../functions/src/images/picture-handler';
import { demoImageFiles } from '../demo-data/images';
import { writeDemoImages } from '../demo-images';

// The functions' own Express (5), which the handler is written for; the root also holds Express 4.
const express = createRequire(join(import.meta.dirname, '..', '..', 'functions', 'package.json'))(
  'express',
) as typeof import('express');

/** At most this long to make every variant of one picture, on a 2-core machine. */
export const PICTURE_BUDGET_MS = 1000;
/** Pictures measured: one of each silhouette, in turn through the colours. */
const PICTURES = 12;

const VARIANTS: { width: PictureWidth; format: PictureFormat }[] = [
  ...PICTURE_WIDTHS.map((width) => ({ width, format: 'webp' as const })),
  FALLBACK_PICTURE,
];

export async function runImagesBench(): Promise<boolean> {
  const all = demoImageFiles(COLOURS);
  const families = new Set<string>();
  const files = all.filter((file, i) => {
    const family = file.name.replace(/-[a-z]+-(front|angle|stitch|clasp)\.jpg$/, '');
    if (!file.name.endsWith('-front.jpg') || families.has(family) || i % 3 !== 0) return false;
    families.add(family);
    return true;
  });
  const sample = files.slice(0, PICTURES);
  const dir = mkdtempSync(join(tmpdir(), 'bench-images-'));
  const servers: { close(): void }[] = [];
  try {
    await writeDemoImages(dir, sample);
    const shop = await listen((req, res) => {
      const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(
        '/demo-images/',
        '',
      );
      try {
        const body = readFileSync(join(dir, name.replace(/[/\\]/g, '')));
        res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': body.length }).end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
    servers.push(shop.server);
    const app = express();
    app.all(
      '/img/{*rest}',
      createPictureHandler({
        sources: () => Promise.resolve({ shopOrigin: shop.origin, hosts: [], storageBuckets: [] }),
      }),
    );
    const pictures = await listen(app);
    servers.push(pictures.server);

    console.log(
      `${sample.length} demo pictures of 1600 x 2000 px; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)} ` +
        '(a shared machine: other work moves these times)',
    );
    console.log(
      `picture                         source   ${VARIANTS.map((v) => `${v.width} ${v.format}`.padStart(16)).join('')}    total    CPU`,
    );
    let ok = true;
    let requests = 0;
    let hits = 0;
    const totals: number[] = [];
    const cpuTotals: number[] = [];
    for (const file of sample) {
      const src = `/demo-images/${file.name}`;
      const source = readFileSync(join(dir, file.name)).length;
      const cells: string[] = [];
      let total = 0;
      const cpuBefore = process.cpuUsage();
      for (const variant of VARIANTS) {
        const started = performance.now();
        const response = await fetch(
          `${pictures.origin}${pictureVariantUrl(src, variant.width, variant.format)}`,
        );
        const bytes = (await response.arrayBuffer()).byteLength;
        const ms = performance.now() - started;
        requests++;
        if (response.headers.get('x-picture-cache') === 'hit') hits++;
        if (response.status !== 200 || response.headers.get('x-picture-placeholder')) {
          console.log(`  ${file.name}: ${variant.width} ${variant.format} answered ${response.status}`);
          ok = false;
        }
        total += ms;
        cells.push(`${(bytes / 1024).toFixed(1)} KB ${ms.toFixed(0).padStart(4)} ms`.padStart(16));
      }
      const used = process.cpuUsage(cpuBefore);
      const cpu = (used.user + used.system) / 1000;
      totals.push(total);
      cpuTotals.push(cpu);
      // Judged on CPU time, which the machine's other work moves far less than the wall clock: on an
      // idle machine the two are alike (one request at a time, sharp's threads on the second core).
      const over = cpu > PICTURE_BUDGET_MS;
      if (over) ok = false;
      console.log(
        `${file.name.padEnd(32)}${`${(source / 1024).toFixed(0)} KB`.padStart(7)}  ${cells.join('')} ${total.toFixed(0).padStart(6)} ms ${cpu.toFixed(0).padStart(5)} ms${over ? ' OVER' : ''}`,
      );
    }
    // The same requests again: each is served from the function's cache (then from the CDN's).
    const started = performance.now();
    for (const file of sample) {
      for (const variant of VARIANTS) {
        const response = await fetch(
          `${pictures.origin}${pictureVariantUrl(`/demo-images/${file.name}`, variant.width, variant.format)}`,
        );
        await response.arrayBuffer();
        requests++;
        if (response.headers.get('x-picture-cache') === 'hit') hits++;
      }
    }
    const again = (performance.now() - started) / (sample.length * VARIANTS.length);
    totals.sort((a, b) => a - b);
    cpuTotals.sort((a, b) => a - b);
    console.log(
      `per picture (${VARIANTS.length} variants): wall clock median ${totals[totals.length >> 1]!.toFixed(0)} ms, ` +
        `max ${totals[totals.length - 1]!.toFixed(0)} ms; CPU median ${cpuTotals[cpuTotals.length >> 1]!.toFixed(0)} ms, ` +
        `max ${cpuTotals[cpuTotals.length - 1]!.toFixed(0)} ms (budget ${PICTURE_BUDGET_MS} ms of CPU); ` +
        `served from cache: ${hits} of ${requests} requests, ${again.toFixed(1)} ms each`,
    );
    return ok;
  } finally {
    for (const server of servers) server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function listen(
  handler: Parameters<typeof createServer>[1] & object,
): Promise<{ origin: string; server: ReturnType<typeof createServer> }> {
  const server = createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}
