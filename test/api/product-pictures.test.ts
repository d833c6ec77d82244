// The image function (docs/decisions.md rules 40 and 72) against real HTTP sources on this machine: a
// stand-in for the shop's own Hosting and one for the supplier's picture host, each counting what it is
// asked. Only sharp and fetch run, and the Firestore emulator for the limit on new pictures per address.
import { pictureVariantUrl, PICTURE_SOURCE_LIMITS } from '@shop/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_MISS_LIMIT, takeAddressSlot } from '../../functions/src/http/abuse-limits';
import { createPictureHandler, PICTURE_CACHE } from '../../functions/src/images/picture-handler';
import { clearFirestore } from './emulators';
import { express } from './express';
import { fetchJson, serve, type RunningServer } from './server';

/** A photo-sized JPEG (1600 x 2000) with some texture, as a supplier delivers. */
async function photo(): Promise<Buffer> {
  const noise = Buffer.alloc(1600 * 2000 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width: 1600, height: 2000, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

let shop: RunningServer;
let supplier: RunningServer;
let elsewhere: RunningServer;
let pictures: RunningServer;
/** The same function with a limit of two new pictures per address, as index.ts wires it with PICTURE_MISS_LIMIT. */
let limited: RunningServer;
const asked: string[] = [];

beforeAll(async () => {
  const jpeg = await photo();
  // 8000 x 7000 px: 56 megapixels in a file of a few KB.
  const vast = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();
  const hostApp = (name: string) => {
    const app = express();
    app.use((req, _res, next) => {
      asked.push(`${name}${req.path}`);
      next();
    });
    app.get('/photo.jpg', (_req, res) => void res.type('image/jpeg').send(jpeg));
    app.get('/notes.txt', (_req, res) => void res.type('text/plain').send('not a picture'));
    app.get('/huge.jpg', (_req, res) => {
      // Sent in pieces without a Content-Length: the limit must hold while reading, too.
      res.type('image/jpeg');
      const piece = Buffer.alloc(1024 * 1024);
      for (let i = 0; i <= PICTURE_SOURCE_LIMITS.maxBytes / piece.length; i++) res.write(piece);
      res.end();
    });
    app.get('/vast.png', (_req, res) => void res.type('image/png').send(vast));
    app.get('/truncated.jpg', (_req, res) => void res.type('image/jpeg').send(jpeg.subarray(0, 2000)));
    app.get('/moved.jpg', (_req, res) => void res.redirect(302, `${elsewhere.origin}/photo.jpg`));
    return app;
  };
  shop = await serve(hostApp('shop'));
  supplier = await serve(hostApp('supplier'));
  elsewhere = await serve(hostApp('elsewhere'));
  const app = express();
  app.all(
    '/img/{*rest}',
    createPictureHandler({
      sources: () =>
        Promise.resolve({
          shopOrigin: shop.origin,
          // Port 9 (discard) has no server here: a configured host that is down.
          hosts: [new URL(supplier.origin).host, '127.0.0.1:9'],
          storageBuckets: [],
        }),
    }),
  );
  pictures = await serve(app);
  const limitedApp = express();
  limitedApp.all(
    '/img/{*rest}',
    createPictureHandler({
      sources: () =>
        Promise.resolve({
          shopOrigin: shop.origin,
          hosts: [new URL(supplier.origin).host],
          storageBuckets: [],
        }),
      takeMissSlot: (req) => takeAddressSlot('picturemiss', req, { ...PICTURE_MISS_LIMIT, perIp: 2 }),
    }),
  );
  limited = await serve(limitedApp);
});
afterAll(async () => {
  await Promise.all([shop, supplier, elsewhere, pictures, limited].map((server) => server?.close()));
});

const variant = (src: string, width: 320 | 640 | 960 | 1600 = 640, format: 'webp' | 'jpeg' = 'webp') =>
  `${pictures.origin}${pictureVariantUrl(src, width, format)}`;

describe('a picture from an allowed source', () => {
  it('is made in the asked width and format once, then served from cache, cached for a year', async () => {
    for (const [src, width, format] of [
      ['/photo.jpg', 640, 'webp'],
      [`${supplier.origin}/photo.jpg`, 320, 'jpeg'],
    ] as const) {
      const first = await fetch(variant(src, width, format));
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe(`image/${format}`);
      expect(first.headers.get('cache-control')).toBe(PICTURE_CACHE);
      expect(first.headers.get('x-picture-cache')).toBe('miss');
      const bytes = Buffer.from(await first.arrayBuffer());
      const made = await sharp(bytes).metadata();
      expect([made.format, made.width, made.height]).toEqual([format, width, width * 1.25]);
      // A photo of 1600 x 2000 px becomes a card-sized file.
      expect(bytes.length).toBeLessThan(width * 200);

      const again = await fetch(variant(src, width, format));
      expect(again.headers.get('x-picture-cache')).toBe('hit');
      expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
    }
  });

  it('is read once for all its variants', async () => {
    const before = asked.filter((path) => path === 'shop/photo.jpg').length;
    const answers = await Promise.all(
      ([320, 960, 1600] as const).map((width) => fetch(variant('/photo.jpg', width, 'jpeg'))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(asked.filter((path) => path === 'shop/photo.jpg').length).toBe(before);
  });
});

describe('one picture, whatever its query', () => {
  it('is one cache entry: a made-up query on a shop path is not a new fetch nor a new encode', async () => {
    const first = await fetch(variant('/photo.jpg', 960, 'webp'));
    expect(first.status).toBe(200);
    const fetched = asked.filter((path) => path === 'shop/photo.jpg').length;
    for (const src of [
      '/photo.jpg?v=1',
      '/photo.jpg?v=2&w=9',
      '/photo.jpg#x',
      `${shop.origin}/photo.jpg?v=3`,
    ]) {
      const again = await fetch(variant(src, 960, 'webp'));
      expect(again.status, src).toBe(200);
      expect(again.headers.get('x-picture-cache'), src).toBe('hit');
    }
    expect(asked.filter((path) => path === 'shop/photo.jpg').length).toBe(fetched);
  });

  it("refuses a query of the picture's own address besides src, with a JSON 400", async () => {
    const answer = await fetchJson(`${variant('/photo.jpg')}&v=12345`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { code: 'invalid-request', message: "A picture's address takes only ?src=, not v" },
    });
  });
});

describe("the shop's own address", () => {
  it('is read for picture files only: the API and pages are refused before anything is fetched', async () => {
    const before = asked.length;
    for (const src of [
      '/api/v1/main/getallproductsmaincount/bags/all/ALL',
      '/api/v1/main/getstoreproduct/bag.jpg',
      '/products',
      '/notes.txt',
    ]) {
      const answer = await fetchJson(variant(src));
      expect(answer.status, src).toBe(403);
      expect(answer.body, src).toMatchObject({
        error: { code: 'forbidden', message: expect.stringContaining('only picture files') },
      });
    }
    expect(asked.slice(before)).toEqual([]);
  });
});

describe('new pictures per client address', () => {
  beforeAll(() => clearFirestore(), 30_000);

  it('are limited: over the limit a 429 JSON error with Retry-After, nothing fetched; hits still served', async () => {
    const firstTwo = [variant('/photo.jpg', 320, 'jpeg'), variant('/photo.jpg', 640, 'jpeg')].map((url) =>
      url.replace(pictures.origin, limited.origin),
    );
    for (const url of firstTwo) {
      const answer = await fetch(url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-picture-cache')).toBe('miss');
    }
    const before = asked.length;

    const refused = await fetch(
      variant(`${supplier.origin}/photo.jpg`).replace(pictures.origin, limited.origin),
    );

    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'too-many-requests',
        message: expect.stringMatching(
          /^Too many new pictures asked for from your address\. Please try again in \d+ (minutes?|seconds?)\.$/,
        ),
        details: { retryAfterSeconds: expect.any(Number) },
      },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(asked.slice(before)).toEqual([]);
    // A picture already made costs nothing: it is still served.
    const hit = await fetch(firstTwo[0]!);
    expect([hit.status, hit.headers.get('x-picture-cache')]).toEqual([200, 'hit']);
  });
});

describe('a refused request', () => {
  it.each([
    ['another host', () => `${elsewhere.origin}/photo.jpg`, 403, 'forbidden'],
    ['a cloud metadata address', () => 'http://169.254.169.254/computeMetadata/v1/', 403, 'forbidden'],
    ['a non-image', () => `${supplier.origin}/notes.txt`, 415, 'not-a-picture'],
    ['an oversized file', () => `${supplier.origin}/huge.jpg`, 413, 'picture-too-large'],
    ['a picture of over 50 megapixels', () => '/vast.png', 413, 'picture-too-large'],
  ])('%s answers a clear JSON 4xx', async (_case, src, status, code) => {
    const answer = await fetchJson(variant(src()));
    expect(answer.status).toBe(status);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body).toMatchObject({ error: { code, message: expect.any(String) } });
  });

  it('fetches nothing from a host that is not allowed, even through a redirect', async () => {
    await fetchJson(variant(`${elsewhere.origin}/photo.jpg`));
    const redirected = await fetch(variant('/moved.jpg'));
    expect(redirected.headers.get('x-picture-placeholder')).toBeTruthy();
    expect(asked.filter((path) => path.startsWith('elsewhere'))).toEqual([]);
  });

  it.each([
    ['an unknown width', '/img/641/webp?src=%2Fphoto.jpg', 404],
    ['an unknown format', '/img/640/avif?src=%2Fphoto.jpg', 404],
    ['no source', '/img/640/webp', 400],
    ['the pipeline itself as source', `/img/640/webp?src=${encodeURIComponent('/img/640/webp?src=x')}`, 403],
  ])('%s answers a JSON 4xx', async (_case, path, status) => {
    const answer = await fetchJson(`${pictures.origin}${path}`);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ error: { message: expect.any(String) } });
  });

  it('a POST answers 405 with the methods that work', async () => {
    const answer = await fetchJson(variant('/photo.jpg'), { method: 'POST' });
    expect(answer.status).toBe(405);
  });
});

describe('a broken picture', () => {
  it.each([
    ['a truncated JPEG', '/truncated.jpg'],
    ['a missing file', '/missing.jpg'],
    ['an unreachable host', `http://127.0.0.1:9/photo.jpg`],
  ])(
    '(%s) is answered with a neutral placeholder of the asked size, kept only briefly',
    async (_case, src) => {
      const answer = await fetch(variant(src, 320, 'webp'));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-picture-placeholder')).toBe('the source could not be read');
      expect(answer.headers.get('cache-control')).toMatch(/max-age=300/);
      const made = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect([made.format, made.width, made.height]).toEqual(['webp', 320, 400]);
    },
  );
});
