// The image pipeline's rules (docs/decisions.md rule 40): which variants of a product picture exist,
// their addresses, and which sources the pipeline may read. The image function (functions/src/images)
// serves them; the storefront's and the admin's picture component asks for them. Pure.

/**
 * Widths (px) of a picture's variants. A phone's card is drawn 190-200 px wide: 480 at 1.75-2.5
 * device pixels, 640 at 3. A phone's product page is 390-412 px: 800 at 1.75-2, 1600 at 3. 960 and
 * 1600 are the wide screen's. Between 320 and 960 each width is at most half again the one before, so
 * a phone never gets a picture much wider than it draws (rule 40).
 */
export const PICTURE_WIDTHS = [320, 480, 640, 800, 960, 1600] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/**
 * WebP for every browser the shop supports; JPEG as the <img>'s own fallback for one that has none.
 * AVIF was measured and left out: 2-3x WebP's encoding time for similar bytes (rule 40).
 */
export const PICTURE_FORMATS = ['webp', 'jpeg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** The width and format of the plain <img src>, for a browser that reads neither srcset nor WebP. */
export const FALLBACK_PICTURE = { width: 640, format: 'jpeg' } as const satisfies {
  width: PictureWidth;
  format: PictureFormat;
};

const CARD_SIZES = '(min-width: 80em) 300px, (min-width: 48em) 31vw, 48vw';

/**
 * How wide a picture is drawn, per place, for the browser to pick a variant (srcset's `sizes`). The
 * breakpoints are Chakra's md (48em) and xl (80em), where the grids change columns.
 */
export const PICTURE_SIZES = {
  /** A listing's or a list's card: 2 columns on a phone, 3 from md, 4 of a 80 rem page from xl. */
  card: CARD_SIZES,
  /** The product page's main picture: the whole width on a phone, half of the page beside the text. */
  productPage: '(min-width: 80em) 640px, (min-width: 48em) 50vw, 100vw',
  /** The quick view's picture, in a dialog. */
  quickView: '(min-width: 48em) 360px, 90vw',
  /** Thumbnails, cart and wishlist lines, order summaries, admin lists. */
  thumbnail: '96px',
  /**
   * The home page's category tiles (a sideways row of 96 px on a phone, five across from md) show
   * pictures of products whose cards are on the same page (homeCategoryPictures): asked with the
   * cards' sizes, the browser picks the cards' variant and fetches each photo once instead of a
   * smaller second one for the tile (on a phone five requests and some 15 KB less).
   */
  categoryTile: CARD_SIZES,
} as const;

/**
 * A <link rel=preload> for the variant a picture shown at `sizes` will use, for the SPA's early hints
 * (web/src/lib/image-hints.ts); a server-rendered page gets React's own, from the <img> itself.
 */
export function picturePreload(src: string, sizes: string) {
  return {
    href: pictureVariantUrl(src, FALLBACK_PICTURE.width, FALLBACK_PICTURE.format),
    imageSrcset: pictureSrcset(src, 'webp'),
    imageSizes: sizes,
    type: 'image/webp',
  };
}

/** The path Hosting rewrites to the image function: /img/<width>/<format>?src=<source>. */
export const PICTURE_PATH = '/img';

/** What the pipeline reads at most: bytes, decoded pixels and time to fetch a source. */
export const PICTURE_SOURCE_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxPixels: 50_000_000,
  fetchTimeoutMs: 10_000,
} as const;

/** Every product picture's aspect ratio (4:5, portrait): width and height attributes use it. */
export const PICTURE_ASPECT = { width: 4, height: 5 } as const;

/**
 * Whether a picture goes through the pipeline: a path on the shop's own host or an http(s) URL. A
 * `data:` or `blob:` URL (a file an admin picked, before upload) is shown as it is.
 */
export function isPipelinePicture(src: string): boolean {
  return /^https?:\/\//i.test(src) || (src.startsWith('/') && !src.startsWith('//'));
}

/** The address of one variant of a picture. */
export function pictureVariantUrl(src: string, width: PictureWidth, format: PictureFormat): string {
  return `${PICTURE_PATH}/${width}/${format}?src=${encodeURIComponent(src)}`;
}

/** A srcset naming every width of a picture in one format. */
export function pictureSrcset(src: string, format: PictureFormat): string {
  return PICTURE_WIDTHS.map((width) => `${pictureVariantUrl(src, width, format)} ${width}w`).join(', ');
}

/** A request the image function refuses: its status and the JSON error's message. */
export interface PictureRefusal {
  /** 400 a malformed request, 403 a source not allowed, 404 no such variant, 413 too large, 415 no image. */
  status: 400 | 403 | 404 | 413 | 415;
  message: string;
}

export interface PictureRequest {
  width: PictureWidth;
  format: PictureFormat;
  source: string;
}

/**
 * Reads /img/<width>/<format>?src=... into a request, or says why not. `query` is the whole query:
 * anything besides `src` is refused, since every other query would be a new address for Hosting's
 * CDN to miss on and the function to answer (docs/decisions.md rule 72).
 */
export function parsePictureRequest(
  width: string,
  format: string,
  query: Readonly<Record<string, unknown>>,
): PictureRequest | PictureRefusal {
  const knownWidth = PICTURE_WIDTHS.find((known) => String(known) === width);
  if (knownWidth === undefined)
    return { status: 404, message: `No picture width ${width}: use one of ${PICTURE_WIDTHS.join(', ')}` };
  const knownFormat = PICTURE_FORMATS.find((known) => known === format);
  if (knownFormat === undefined)
    return { status: 404, message: `No picture format ${format}: use one of ${PICTURE_FORMATS.join(', ')}` };
  const others = Object.keys(query).filter((name) => name !== 'src');
  if (others.length > 0)
    return { status: 400, message: `A picture's address takes only ?src=, not ${others.join(', ')}` };
  const { src } = query;
  if (typeof src !== 'string' || src.trim() === '')
    return { status: 400, message: 'Name the picture with ?src= (a /path or an http(s) URL)' };
  return { width: knownWidth, format: knownFormat, source: src.trim() };
}

/**
 * The files the pipeline reads from the shop's own address: pictures only. Hosting also answers the
 * API and the server-rendered pages there, which are no pictures and must not be fetched by it.
 */
export const SHOP_PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif'] as const;

/** Hosting's paths to the API function (firebase.json), whatever their last segment looks like. */
const SHOP_API_PATH = '/api';

/** The query parameters a Firebase Storage download URL needs; any other is dropped (one key per picture). */
const STORAGE_QUERY = ['alt', 'token'] as const;

/** Where the pipeline may read pictures from (functions/src/images/sources.ts fills it in). */
export interface PictureSources {
  /** The shop's own Hosting origin (https://shop.example), which also serves /paths. */
  shopOrigin: string;
  /** Further hosts (host or host:port): the supplier feed's and those configured for the project. */
  hosts: readonly string[];
  /** The project's Cloud Storage buckets, read through firebasestorage/storage.googleapis.com. */
  storageBuckets: readonly string[];
}

const LOOPBACK_HOSTNAMES = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The URL to fetch for a picture's source, or a 403 refusal when the source is not one the shop
 * allows: the pipeline never asks an arbitrary address for anything. The URL is the picture's one
 * address (docs/decisions.md rule 72), the pipeline's cache key: a shop path without its query (static
 * files take none: `?v=` would only make a new key for the same file), a Storage URL with only `alt`
 * and `token`; a supplier's or a configured host's query is kept, as it may name the picture.
 */
export function pictureSourceUrl(source: string, allowed: PictureSources): { url: URL } | PictureRefusal {
  const refused: PictureRefusal = {
    status: 403,
    message: 'Pictures are read only from the shop itself, its storage, the supplier and configured hosts',
  };
  let url: URL;
  try {
    url =
      source.startsWith('/') && !source.startsWith('//')
        ? new URL(source, allowed.shopOrigin)
        : new URL(source);
  } catch {
    return { status: 400, message: 'The picture source is not a /path or an http(s) URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { status: 400, message: 'The picture source is not a /path or an http(s) URL' };
  if (url.username || url.password) return refused;
  url.hash = '';
  const shop = new URL(allowed.shopOrigin);
  if (url.origin === shop.origin) {
    // Only picture files: never the API, a rendered page or the pipeline's own answers (a loop).
    const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
    const functionPath = [SHOP_API_PATH, PICTURE_PATH].some(
      (path) => url.pathname === path || url.pathname.startsWith(`${path}/`),
    );
    if (functionPath || !SHOP_PICTURE_EXTENSIONS.some((known) => known === extension)) {
      return {
        status: 403,
        message: `From the shop's own address only picture files are read (${SHOP_PICTURE_EXTENSIONS.map((known) => `.${known}`).join(', ')})`,
      };
    }
    url.search = '';
    return { url };
  }
  // Plain http only on this machine (the local stack's and the tests' stand-ins for a supplier).
  if (url.protocol !== 'https:' && !LOOPBACK_HOSTNAMES.includes(url.hostname)) return refused;
  if (allowed.hosts.includes(url.host)) return { url };
  const bucket =
    url.hostname === 'firebasestorage.googleapis.com'
      ? /^\/v0\/b\/([^/]+)\/o\//.exec(url.pathname)?.[1]
      : url.hostname === 'storage.googleapis.com'
        ? /^\/([^/]+)\//.exec(url.pathname)?.[1]
        : undefined;
  if (bucket === undefined || !allowed.storageBuckets.includes(bucket)) return refused;
  const kept = STORAGE_QUERY.flatMap((name) => {
    const value = url.searchParams.get(name);
    return value === null ? [] : [[name, value]];
  });
  url.search = new URLSearchParams(kept).toString();
  return { url };
}

/**
 * Where product pictures may come from, for an admin who saved one from elsewhere
 * (docs/decisions.md rule 72): the allowed sources by name and how to add a host.
 */
export function allowedPictureSourcesSentence(allowed: PictureSources): string {
  const hosts = allowed.hosts.length > 0 ? `, and these hosts: ${allowed.hosts.join(', ')}` : '';
  return (
    `Pictures may come from the shop's own picture files (${SHOP_PICTURE_EXTENSIONS.map((known) => `.${known}`).join(', ')}), ` +
    `uploads to its storage${hosts}. ` +
    'To use pictures from another host, add the host to IMAGE_HOSTS (functions/.env.<project>, docs/deploy.md) and deploy the functions; or upload the picture.'
  );
}

/**
 * Null when the pipeline would read `source`; otherwise what an admin saving it as a product's picture
 * is told (docs/decisions.md rule 72): shoppers would only ever see a grey placeholder, so the API
 * refuses to save it, naming the allowed sources and how to add a host.
 */
export function refusedPictureSourceMessage(source: string, allowed: PictureSources): string | null {
  const answer = pictureSourceUrl(source, allowed);
  if (!isPictureRefusal(answer)) return null;
  return `The shop would never show this picture: ${answer.message.replace(/^./, (first) => first.toLowerCase())}. ${allowedPictureSourcesSentence(allowed)}`;
}

/** Whether a value is a refusal rather than what was asked for. */
export function isPictureRefusal(value: object): value is PictureRefusal {
  return 'status' in value && 'message' in value;
}
