// Product pictures as a phone gets them (docs/decisions.md rule 40): every picture carries srcset and
// sizes over the image pipeline's variants, only the largest paint is fetched first, the rest of the
// first screen eagerly and everything else lazily, a listing's first screen costs a phone little,
// and the home page fetches each photo once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, shopUrl, visit, type BrowserSession } from './support/browser';

/** A listing may download this much of pictures before its largest paint. */
const PICTURE_BYTES_BEFORE_LCP = 200 * 1024;
/** A phone of the Lighthouse mobile profile (Moto G Power): 412 x 823 CSS px at 1.75 device pixels. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };

describe('product pictures', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  /** Each <img> of `selector`: what the page needs to judge its markup. */
  const picturesOf = (selector: string) =>
    session.page.locator(selector).evaluateAll((all) =>
      (all as HTMLImageElement[]).map((image) => ({
        srcset: image.getAttribute('srcset'),
        sizes: image.getAttribute('sizes'),
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        loading: image.getAttribute('loading'),
        fetchPriority: image.getAttribute('fetchpriority'),
      })),
    );

  it(
    'on a listing: srcset and sizes, one high priority, lazy below the first screen, at most 200 KB before the largest paint',
    { timeout: 180_000 },
    async () => {
      // A phone, with nothing cached: as a shopper's first visit.
      const { page } = session;
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setDeviceMetricsOverride', { ...PHONE, mobile: true });
      await cdp.send('Network.clearBrowserCache');
      await page.addInitScript(() => {
        window.__largestPaint = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__largestPaint = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await visit(page, '/products?p=bags&t=all');
      // The first screen's pictures in (the image function makes variants slowly on a busy machine).
      await page.waitForFunction(
        () =>
          Array.from(
            document.querySelectorAll<HTMLImageElement>('[data-product-card] img[loading="eager"]'),
          ).every((image) => image.complete) && (window.__largestPaint ?? 0) > 0,
        undefined,
        { timeout: 90_000 },
      );
      const { largestPaint, before, all } = await page.evaluate(() => {
        const pictures = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
          (entry) => new URL(entry.name).pathname.startsWith('/img/'),
        );
        const lcp = window.__largestPaint ?? 0;
        const bytes = (entries: PerformanceResourceTiming[]) =>
          entries.reduce((sum, entry) => sum + entry.encodedBodySize, 0);
        return {
          largestPaint: lcp,
          before: bytes(pictures.filter((entry) => entry.responseEnd <= lcp)),
          all: { count: pictures.length, bytes: bytes(pictures) },
        };
      });
      expect(largestPaint).toBeGreaterThan(0);
      expect(all.count).toBeGreaterThan(0);
      console.log(
        `listing on a phone: largest paint at ${largestPaint.toFixed(0)} ms, ${(before / 1024).toFixed(1)} KB of pictures before it; ${all.count} pictures, ${(all.bytes / 1024).toFixed(1)} KB once the network is idle`,
      );
      expect(before).toBeLessThanOrEqual(PICTURE_BYTES_BEFORE_LCP);
      await cdp.send('Emulation.clearDeviceMetricsOverride');

      await visit(session.page, '/products?p=bags&t=all');
      const cards = await picturesOf('[data-product-card] img');
      expect(cards.length).toBeGreaterThan(8);
      for (const card of cards) {
        expect(card.srcset).toMatch(/^\/img\/320\/webp\?src=\S+ 320w, .* 1600w$/);
        expect(card.sizes).toBeTruthy();
        expect([card.width, card.height]).toEqual(['400', '500']);
      }
      expect(cards.filter((card) => card.fetchPriority === 'high')).toHaveLength(1);
      expect(cards[0]!.fetchPriority).toBe('high');
      expect(cards.slice(4).every((card) => card.loading === 'lazy')).toBe(true);
    },
  );

  it(
    'on the home page: each photo fetched once, the category tiles taking the variant of the cards below them',
    { timeout: 180_000 },
    async () => {
      // A phone, with nothing cached: the tiles (96 px) and the Featured cards (48vw) show the same
      // products' photos (homeCategoryPictures).
      const { page } = session;
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setDeviceMetricsOverride', { ...PHONE, mobile: true });
      await cdp.send('Network.clearBrowserCache');
      const fetched: string[] = [];
      const record = (request: { url(): string }) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/img/')) fetched.push(`${url.pathname}?${url.searchParams}`);
      };
      page.on('request', record);
      try {
        await visit(page, '/');
        const tiles = page.locator('section[aria-labelledby="shop-by-category"] img');
        await page.waitForFunction(
          () =>
            Array.from(
              document.querySelectorAll<HTMLImageElement>('section[aria-labelledby="shop-by-category"] img'),
            ).every((image) => image.complete && image.currentSrc !== ''),
          undefined,
          { timeout: 90_000 },
        );
        const tileSources = await tiles.evaluateAll((all) =>
          (all as HTMLImageElement[]).map((image) => new URL(image.currentSrc).searchParams.get('src')),
        );
        expect(tileSources.length).toBeGreaterThan(0);
        const cardSources = await page
          .locator('[data-product-card] img')
          .evaluateAll((all) =>
            (all as HTMLImageElement[]).map((image) =>
              new URL(image.currentSrc || image.src).searchParams.get('src'),
            ),
          );
        for (const source of tileSources) expect(cardSources, `the tile's photo ${source}`).toContain(source);
        const perPhoto = new Map<string, Set<string>>();
        for (const address of fetched) {
          const photo = new URL(address, shopUrl).searchParams.get('src')!;
          perPhoto.set(photo, (perPhoto.get(photo) ?? new Set()).add(address));
        }
        for (const source of tileSources) {
          expect([...(perPhoto.get(source!) ?? [])], `variants fetched of ${source}`).toHaveLength(1);
        }
      } finally {
        page.off('request', record);
        await cdp.send('Emulation.clearDeviceMetricsOverride');
      }
    },
  );

  it(
    'on a product page: the main picture first, with srcset and sizes, and preloaded in that variant',
    { timeout: 180_000 },
    async () => {
      const { page } = session;
      await visit(page, '/products?p=bags&t=all');
      const productId = await page.locator('[data-product-card]').first().getAttribute('data-product-card');
      const response = await page.request.get(`${shopUrl}/view?id=${encodeURIComponent(productId!)}`, {
        timeout: 90_000,
      });
      // The page as served (rendered on the server), read from its HTML: a visit waits for hydration,
      // which the busy emulator can take long over.
      const html = await response.text();
      expect(response.status(), html.slice(0, 200)).toBe(200);
      const attribute = (tag: string, name: string) =>
        new RegExp(` ${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&') ?? null;
      const main = /<img [^>]*aria-roledescription="slide"[^>]*>/.exec(html)?.[0] ?? '';
      expect(attribute(main, 'fetchPriority')).toBe('high');
      expect(attribute(main, 'loading')).toBe('eager');
      expect(attribute(main, 'sizes')).toBeTruthy();
      const srcset = attribute(main, 'srcSet');
      expect(srcset).toMatch(/^\/img\/320\/webp\?src=\S+ 320w, .* 1600w$/);
      const thumbnails = [...html.matchAll(/<img [^>]*loading="lazy"[^>]*>/g)].map((match) => match[0]);
      for (const thumbnail of thumbnails) {
        expect(attribute(thumbnail, 'srcSet')).toMatch(/^\/img\/320\/webp/);
        expect(attribute(thumbnail, 'fetchPriority')).toBeNull();
      }
      // The HTML asks for the main picture's variants before the page's scripts run.
      const preload = /<link rel="preload"[^>]*as="image"[^>]*>/.exec(html)?.[0] ?? '';
      expect(attribute(preload, 'imageSrcSet')).toBe(srcset);
      expect(attribute(preload, 'fetchPriority')).toBe('high');
    },
  );
});

declare global {
  interface Window {
    __largestPaint?: number;
  }
}
