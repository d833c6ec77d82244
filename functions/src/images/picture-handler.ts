// The image function (docs/decisions.md rule 40): Hosting rewrites /img/<width>/<format>?src=<source>
// here. It reads the source only where the shop allows (sources.ts), within PICTURE_SOURCE_LIMITS,
// makes the asked variant with sharp and answers it with long immutable caching, which Hosting's CDN
// and the browser keep. A request it cannot serve is a JSON 4xx that fetched nothing; a source that
// cannot be read is answered with a neutral placeholder (never a broken picture), logged once. A
// picture has one address whatever query it is asked with, and new variants (cache misses) are
// limited per client address (docs/decisions.md rule 72), so nobody can make it fetch and encode
// without end.
import {
  API_ERROR_CODES,
  apiError,
  isPictureRefusal,
  parsePictureRequest,
  pictureSourceUrl,
  PICTURE_ASPECT,
  PICTURE_PATH,
  PICTURE_SOURCE_LIMITS,
  type PictureFormat,
  type PictureRefusal,
  type PictureRequest,
  type PictureSources,
} from '@shop/domain';
import type { Request, Response } from 'express';
import sharp, { type Metadata } from 'sharp';
import { retryWait } from '../http/abuse-limits';
import * as logs from '../logs';

/** A variant never changes at its address: a new picture is a new source URL (rule 40). */
export const PICTURE_CACHE = 'public, max-age=31536000, s-maxage=31536000, immutable';
/** A placeholder for an unreadable source is kept briefly: the source may be fixed. */
export const PLACEHOLDER_CACHE = 'public, max-age=300, s-maxage=300';

const CONTENT_TYPES: Record<PictureFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

/** A source that was allowed but could not be read as a picture. */
class UnreadablePicture extends Error {}

/** A source that was read but is refused: not a picture, or over the limits. */
class RefusedSource extends Error {
  constructor(readonly refusal: PictureRefusal) {
    super(refusal.message);
  }
}

/** A small in-memory cache that forgets the least recently used entries past `maxBytes`. */
class ByteCache<T extends { byteLength: number }> {
  private readonly entries = new Map<string, T>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: T): void {
    if (value.byteLength > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.byteLength;
    }
  }
}

export interface PictureHandlerOptions {
  sources: () => Promise<PictureSources>;
  /**
   * Takes one of the client's slots for a new variant (a cache miss): null when taken, otherwise the
   * seconds until one is free (index.ts: PICTURE_MISS_LIMIT, counted in Firestore across instances).
   */
  takeMissSlot?: (req: Request) => Promise<number | null>;
  /** Bytes of variants and of read sources kept per instance (an instance has 1 GiB). */
  variantCacheBytes?: number;
  sourceCacheBytes?: number;
}

export function createPictureHandler({
  sources,
  takeMissSlot,
  variantCacheBytes = 96 * 1024 * 1024,
  sourceCacheBytes = 192 * 1024 * 1024,
}: PictureHandlerOptions) {
  const variants = new ByteCache<Buffer>(variantCacheBytes);
  const originals = new ByteCache<Buffer>(sourceCacheBytes);
  /** Reads under way, so a page's many variants of one picture fetch it once. */
  const reading = new Map<string, Promise<Buffer>>();
  const loggedUnreadable = new Set<string>();

  function read(url: URL): Promise<Buffer> {
    const cached = originals.get(url.href);
    if (cached) return Promise.resolve(cached);
    let pending = reading.get(url.href);
    if (!pending) {
      pending = fetchSource(url).finally(() => reading.delete(url.href));
      pending.then((bytes) => originals.set(url.href, bytes)).catch(() => undefined);
      reading.set(url.href, pending);
    }
    return pending;
  }

  return async function servePicture(req: Request, res: Response): Promise<void> {
    const refuse = (refusal: PictureRefusal) => {
      res.status(refusal.status).set('Cache-Control', 'no-store');
      res.json(apiError(refusalCode(refusal.status), refusal.message));
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').set('Cache-Control', 'no-store');
      res.json(apiError(API_ERROR_CODES.methodNotAllowed, `${req.method} is not allowed; use GET or HEAD`));
      return;
    }
    const match = /^\/([^/]+)\/([^/]+)\/?$/.exec(req.path.replace(new RegExp(`^${PICTURE_PATH}(?=/)`), ''));
    const request = match
      ? parsePictureRequest(match[1]!, match[2]!, req.query)
      : ({ status: 404, message: `Ask for ${PICTURE_PATH}/<width>/<format>?src=<picture>` } as const);
    if (isPictureRefusal(request)) return refuse(request);
    let allowed: PictureSources;
    try {
      allowed = await sources();
    } catch (error) {
      // The shop's own address unknown (an emulator without Hosting): nothing may be read.
      logs.pictureSourcesUnknown(error);
      return refuse({ status: 403, message: 'The shop cannot read pictures here: its address is unknown' });
    }
    const source = pictureSourceUrl(request.source, allowed);
    if (isPictureRefusal(source)) return refuse(source);

    const key = `${request.width}/${request.format}/${source.url.href}`;
    const started = performance.now();
    let body = variants.get(key);
    const hit = body !== undefined;
    if (!body) {
      const retryAfterSeconds = takeMissSlot ? await takeMissSlot(req) : null;
      if (retryAfterSeconds !== null) {
        logs.pictureMissLimitReached(source.url.href);
        res.status(429).set('Retry-After', String(retryAfterSeconds)).set('Cache-Control', 'no-store');
        res.json(
          apiError(
            API_ERROR_CODES.tooManyRequests,
            `Too many new pictures asked for from your address. Please try again in ${retryWait(retryAfterSeconds)}.`,
            { retryAfterSeconds },
          ),
        );
        return;
      }
      try {
        body = await makeVariant(await read(source.url), request);
        variants.set(key, body);
      } catch (error) {
        if (error instanceof RefusedSource) return refuse(error.refusal);
        // Forgotten now and then, so sources nobody fixes cannot fill the memory; each is logged again.
        if (loggedUnreadable.size >= 10_000) loggedUnreadable.clear();
        if (!loggedUnreadable.has(source.url.href)) {
          loggedUnreadable.add(source.url.href);
          logs.pictureUnreadable(source.url.href, error);
        }
        res
          .status(200)
          .type(CONTENT_TYPES[request.format])
          .set('Cache-Control', PLACEHOLDER_CACHE)
          .set('X-Picture-Placeholder', 'the source could not be read');
        res.send(await placeholder(request));
        return;
      }
    }
    res
      .status(200)
      .type(CONTENT_TYPES[request.format])
      .set('Cache-Control', PICTURE_CACHE)
      .set('X-Picture-Cache', hit ? 'hit' : 'miss')
      .set('Server-Timing', `picture;dur=${(performance.now() - started).toFixed(1)}`);
    res.send(body);
  };
}

function refusalCode(status: PictureRefusal['status']): string {
  switch (status) {
    case 403:
      return API_ERROR_CODES.forbidden;
    case 404:
      return API_ERROR_CODES.notFound;
    case 413:
      return 'picture-too-large';
    case 415:
      return 'not-a-picture';
    default:
      return API_ERROR_CODES.invalidRequest;
  }
}

const tooLarge = () =>
  new RefusedSource({
    status: 413,
    message: `The picture is larger than ${PICTURE_SOURCE_LIMITS.maxBytes / 1024 / 1024} MB or ${PICTURE_SOURCE_LIMITS.maxPixels / 1e6} megapixels`,
  });

/**
 * Fetches an allowed source: no redirect followed (it could lead anywhere), an image content type,
 * at most maxBytes read and the whole read within fetchTimeoutMs.
 */
async function fetchSource(url: URL): Promise<Buffer> {
  let response: globalThis.Response;
  try {
    response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(PICTURE_SOURCE_LIMITS.fetchTimeoutMs),
      headers: { accept: 'image/*' },
    });
  } catch (error) {
    throw new UnreadablePicture(`fetch failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new UnreadablePicture(`the source answered ${response.status}`);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!/^image\//i.test(type)) {
    await response.body?.cancel();
    throw new RefusedSource({
      status: 415,
      message: `The source is not a picture (${type || 'no content type'})`,
    });
  }
  if (Number(response.headers.get('content-length') ?? 0) > PICTURE_SOURCE_LIMITS.maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    for await (const chunk of response.body ?? []) {
      bytes += chunk.byteLength;
      // Leaving the loop cancels the rest of the download.
      if (bytes > PICTURE_SOURCE_LIMITS.maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof RefusedSource) throw error;
    throw new UnreadablePicture(`reading failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return Buffer.concat(chunks);
}

async function makeVariant(original: Buffer, { width, format }: PictureRequest): Promise<Buffer> {
  const image = sharp(original, { limitInputPixels: PICTURE_SOURCE_LIMITS.maxPixels, failOn: 'error' });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooLarge();
    throw new UnreadablePicture(
      `not a readable picture: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > PICTURE_SOURCE_LIMITS.maxPixels) throw tooLarge();
  // autoOrient: a camera's portrait shot carries its rotation in EXIF, which the variant bakes in.
  const resized = image
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .timeout({ seconds: PICTURE_SOURCE_LIMITS.fetchTimeoutMs / 1000 });
  try {
    return await (
      format === 'webp'
        ? resized.webp({ quality: 75, effort: 2 })
        : resized.jpeg({ quality: 78, mozjpeg: true, progressive: true })
    ).toBuffer();
  } catch (error) {
    throw new UnreadablePicture(
      `not a readable picture: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

const placeholders = new Map<string, Promise<Buffer>>();

/** A flat, light grey picture of the asked width and format, at the products' aspect ratio. */
function placeholder({ width, format }: PictureRequest): Promise<Buffer> {
  const key = `${width}/${format}`;
  let made = placeholders.get(key);
  if (!made) {
    const height = Math.round((width * PICTURE_ASPECT.height) / PICTURE_ASPECT.width);
    const blank = sharp({ create: { width, height, channels: 3, background: '#eeeeec' } });
    made = (format === 'webp' ? blank.webp() : blank.jpeg()).toBuffer();
    placeholders.set(key, made);
  }
  return made;
}
