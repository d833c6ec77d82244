// The storefront's deterministic performance budgets, so they never regress: what each
// storefront route downloads (the build `npm test` made, web/dist) and how much the listing and the
// product page move while they load. Lighthouse scores are measured by `npm run bench` (noisy on a
// shared machine, so not a test).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { distGzipSizes, LISTING_BUDGET_KIB, measureRoutes, readManifest } from '../../scripts/bench';
import { expectAccessible, openBrowser, shopUrl, visit, type BrowserSession } from './support/browser';

describe('storefront bundles', () => {
  it('keep the listing within its budget with its words and admin code off every storefront route', () => {
    const manifest = readManifest();
    expect(manifest, 'npm test builds web/dist before the browser tests').not.toBeNull();
    const reports = measureRoutes(manifest!, distGzipSizes());
    const listing = reports.find((report) => report.path === '/products')!;
    // Its words in the heaviest language count (docs/decisions.md rule 79): a build whose word
    // chunks the bench cannot find would otherwise pass on its code alone.
    expect(listing.words.language).not.toBeNull();
    expect(listing.words.gzipBytes).toBeGreaterThan(0);
    expect(listing.firstLoadBytes).toBe(listing.gzipBytes + listing.words.gzipBytes);
    expect(listing.firstLoadBytes / 1024).toBeLessThanOrEqual(LISTING_BUDGET_KIB);
    expect(reports.filter((report) => report.overBudget).map((report) => report.path)).toEqual([]);
    expect(reports.flatMap((report) => report.adminChunks)).toEqual([]);
  });

  it("carry React Router's production build, without its development warnings or unused parts", () => {
    const manifest = readManifest()!;
    const reactChunk = Object.values(manifest).find((chunk) => chunk.name === 'react');
    expect(reactChunk, 'the build has a react chunk (vite.config.ts)').toBeDefined();
    const code = readFileSync(join(import.meta.dirname, '../../web/dist', reactChunk!.file), 'utf8');
    // The router is in this chunk: its error for a link outside a router, in both builds.
    expect(code).toContain('may be used only in the context of a <Router> component');
    // One of the warnings only its development build has (ENABLE_DEV_WARNINGS, web/vite.config.ts).
    expect(code).not.toContain('No routes matched location');
    // Shaken of what the shop does not use (vite.config.ts shakableRouter): ScrollRestoration's
    // storage key, and Link's framework-mode prefetching with its data-discover attribute.
    expect(code).not.toContain('react-router-scroll-positions');
    expect(code).not.toContain('data-discover');
  });
});

/** The layout-shift total the bench budgets (Lighthouse's CLS <= 0.02). */
const CLS_BUDGET = 0.02;

/** A phone (Lighthouse's mobile viewport) and the desktop size of the other journeys. */
const VIEWPORTS = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

declare global {
  interface Window {
    __layoutShift?: number;
    __parsedMain?: Element | null;
    __sameDocument?: boolean;
    __endlessAtStart?: { name: string; delay: number }[];
    __intlAtStart?: string[];
    __cartCountShownAt?: number;
  }
}

describe('compile hints', () => {
  it("start the chunks every page runs first with Chrome's compile-everything hint, and no other", () => {
    const manifest = readManifest()!;
    const startsWithHint = (file: string) =>
      readFileSync(join(import.meta.dirname, '../../web/dist', file), 'utf8').startsWith(
        '//# allFunctionsCalledOnLoad\n',
      );
    const hinted = Object.values(manifest)
      .filter((chunk) => chunk.file.endsWith('.js') && startsWithHint(chunk.file))
      .map((chunk) => chunk.name)
      .sort();
    expect(hinted).toEqual(['boot', 'react', 'route-table']);
  });
});

describe('layout shift while a page loads', () => {
  let session: BrowserSession;
  let productId: string;
  beforeAll(async () => {
    // A first visit: the cookie banner shows too (where analytics is configured, as in `npm test`).
    session = await openBrowser({ cookieChoice: null });
    // Sums every layout shift not caused by input, from the start of each page load.
    await session.page.addInitScript(() => {
      window.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  });
  afterAll(async () => {
    await session?.close();
  });

  /** Loads `path` afresh, waits until its content, images and footer are in, and returns the total. */
  async function shiftWhileLoading(path: string, ready: string): Promise<number> {
    const { page } = session;
    await visit(page, path);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.getByRole('contentinfo').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // Images decode and late layout settles within a few frames after the network is idle.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.waitForTimeout(500);
    return page.evaluate(() => window.__layoutShift ?? 0);
  }

  for (const viewport of VIEWPORTS) {
    it(
      `stays under ${CLS_BUDGET} on /products and /view (${viewport.name})`,
      { timeout: 180_000 },
      async () => {
        const { page } = session;
        await page.setViewportSize({ width: viewport.width, height: viewport.height });

        const listingShift = await shiftWhileLoading('/products?p=bags&t=all', '[data-product-card]');
        await expectAccessible(page);
        productId ??= (await page.locator('[data-product-card]').first().getAttribute('data-product-card'))!;
        expect(productId).toBeTruthy();

        const productShift = await shiftWhileLoading(
          `/view?id=${encodeURIComponent(productId)}`,
          '[data-testid="product-price"]',
        );
        await expectAccessible(page);
        expect(listingShift, 'layout shift on /products').toBeLessThan(CLS_BUDGET);
        expect(productShift, 'layout shift on /view').toBeLessThan(CLS_BUDGET);
      },
    );
  }
});

/** How long an endless animation in a page's HTML waits before it moves (a loading spinner). */
const STILL_AT_START_MS = 1000;

describe('moving parts while a page starts', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    // The endless animations of the page's own HTML, as the parser finished it: before any of the
    // shop's scripts has run (they start after the first paint) and before a loaded page replaces a
    // loading state.
    await session.page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.__endlessAtStart = document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
          .map((animation) => ({
            name: (animation as CSSAnimation).animationName,
            delay: Number(animation.effect?.getTiming().delay ?? 0),
          }));
      });
    });
  });
  afterAll(async () => {
    await session?.close();
  });

  // Every frame that moves is drawn by the compositor and, under Lighthouse, captured: CPU a 2-core
  // phone takes from the page's own start. So nothing in a page's HTML moves in its first
  // second; the loading states (spinner) are the pages' endless animations (the home page's banner
  // no longer moves: it has none, which the last check says).
  it(`hold every endless animation still for the first ${STILL_AT_START_MS} ms`, async () => {
    const { page } = session;
    for (const path of ['/designers', '/cart', '/wishlist', '/track']) {
      await visit(page, path);
      const endless = await page.evaluate(() => window.__endlessAtStart);
      expect(
        endless?.length,
        `${path}: its HTML has an endless animation (banner or spinner)`,
      ).toBeGreaterThan(0);
      expect(
        endless!.filter((animation) => animation.delay < STILL_AT_START_MS),
        `${path}: endless animations moving before ${STILL_AT_START_MS} ms`,
      ).toEqual([]);
    }
    await visit(page, '/');
    expect(await page.evaluate(() => window.__endlessAtStart), '/: nothing moves').toEqual([]);
  });
});

describe('the scripts of a rendered page', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  // The page starter waits for the browser's first contentful paint: a script asked for before the
  // first frame is on screen shares a phone's bandwidth with that frame, and Lighthouse counts its
  // download into the first and the largest paint.
  it('start downloading after the first contentful paint', async () => {
    const { page } = session;
    for (const path of ['/', '/products?p=bags&t=all', '/about']) {
      await visit(page, path);
      const { paintedAt, firstScriptAt } = await page.evaluate(() => ({
        paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        firstScriptAt: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(paintedAt, `${path}: the browser reports its first contentful paint`).not.toBeNull();
      expect(firstScriptAt, `${path}: when its first script was asked for`).toBeGreaterThanOrEqual(
        paintedAt!,
      );
    }
  });

  // A rendered page's pictures are <img>s in its HTML (React's server render also preloads the first
  // ones from <head>): hydrating it adds no second preload link for them (lib/image-hints.ts).
  it('preload no picture the rendered page already shows', async () => {
    const { page } = session;
    const imageHints = () =>
      page.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
          // Pictures are variants of one address (/img/<width>/<format>?src=...): the set names one.
          (link) => link.getAttribute('imagesrcset') ?? link.href,
        ),
      );
    const listing = '/products?p=bags&t=all';
    await visit(page, listing);
    const productId = await page.locator('[data-product-card]').first().getAttribute('data-product-card');
    for (const path of [listing, `/view?id=${encodeURIComponent(productId!)}`]) {
      await visit(page, path);
      const hints = await imageHints();
      expect(hints.length, `${path}: its HTML preloads its first pictures`).toBeGreaterThan(0);
      expect(hints, `${path}: a picture preloaded twice`).toEqual([...new Set(hints)]);
    }
  });
});

describe('locale formatting while a page starts', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    // Every Intl formatter made (or locale method called) before the page is ready, with the line
    // of the shop's code that asked for it.
    await session.page.addInitScript(() => {
      const seen: string[] = [];
      window.__intlAtStart = seen;
      const note = (what: string) => {
        if (document.documentElement.hasAttribute('data-ready')) return;
        const caller = new Error().stack?.split('\n').find((line) => line.includes('/assets/'));
        seen.push(`${what} ${caller?.trim() ?? 'from an inline script'}`);
      };
      const intl = Intl as unknown as Record<string, unknown>;
      for (const name of [
        'NumberFormat',
        'DateTimeFormat',
        'Collator',
        'PluralRules',
        'RelativeTimeFormat',
        'ListFormat',
      ]) {
        const Original = intl[name] as new (...args: unknown[]) => object;
        intl[name] = new Proxy(Original, {
          construct(target, args) {
            note(`Intl.${name}`);
            return Reflect.construct(target, args);
          },
          apply(target, self, args) {
            note(`Intl.${name}`);
            return Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args);
          },
        });
      }
      const wrap = (owner: object, method: string) => {
        const original = (owner as Record<string, (...args: unknown[]) => unknown>)[method]!;
        (owner as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
          note(method);
          return original.apply(this, args);
        };
      };
      wrap(Number.prototype, 'toLocaleString');
      wrap(Date.prototype, 'toLocaleString');
      wrap(Date.prototype, 'toLocaleDateString');
      wrap(Date.prototype, 'toLocaleTimeString');
      wrap(String.prototype, 'localeCompare');
    });
  });
  afterAll(async () => {
    await session?.close();
  });

  // A page's first Intl formatter costs its main thread tens of milliseconds (ICU's locale data):
  // one long task on a phone while the page starts. Prices and counts are written by
  // hand (formatEuro, formatCount); order dates make their formatter when an order is shown.
  it('makes no Intl formatter before the page is ready, prices and counts included', async () => {
    const { page } = session;
    await visit(page, '/products?p=bags&t=all');
    const productId = await page.locator('[data-product-card]').first().getAttribute('data-product-card');
    expect(productId, 'the listing shows products').toBeTruthy();
    expect(await page.evaluate(() => window.__intlAtStart), '/products?p=bags&t=all').toEqual([]);
    for (const path of [
      '/',
      `/view?id=${encodeURIComponent(productId!)}`,
      '/cart',
      '/wishlist',
      '/track',
      '/designers',
    ]) {
      await visit(page, path);
      expect(await page.evaluate(() => window.__intlAtStart), path).toEqual([]);
    }
  });
});

describe("a first visit's cart and wishlist", () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  /** Lighthouse's mobile screen (a Moto G Power): the storefront's budgets are measured on it. */
  const LIGHTHOUSE_PHONE = { width: 412, height: 823 };

  /** The tag of the element the page's largest contentful paint so far is of ('' without one). */
  const largestPaintOnPhone = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
            resolve(entries.at(-1)?.element?.tagName ?? '');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );

  // A browser that never had a visitor session has no cart and no saved items. Loading the Auth SDK
  // and signing the visitor up to find that out cost a phone's main thread while /cart and /wishlist
  // started: they show their empty state at once, and the session starts as on any page.
  it('show their empty state without signing the visitor up, and follow the session once it starts', async () => {
    const { page } = session;
    const signUps: string[] = [];
    const cartReads: string[] = [];
    const firestoreSdk: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('accounts:signUp')) signUps.push(request.url());
      if (request.url().includes('/getcartallitems/')) cartReads.push(request.url());
      if (/\/assets\/firestore-lite-[^/]*\.js$/.test(new URL(request.url()).pathname))
        firestoreSdk.push(request.url());
    });
    // A phone's screen, as Lighthouse's mobile profile has it: what paints largest depends on it.
    const screen = page.viewportSize();
    await page.setViewportSize(LIGHTHOUSE_PHONE);
    // Checked as soon as each page shows its state: the session starts on its own 5 s after a load.
    for (const [path, empty] of [
      ['/cart', 'empty-cart'],
      ['/wishlist', 'empty-wishlist'],
    ] as const) {
      await page.goto(new URL(path, shopUrl).toString());
      await page.getByTestId(empty).waitFor();
      // Hydrated: every module the page starts with has been asked for.
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      expect(signUps, `no sign-up while ${path} started`).toEqual([]);
      // On a phone the largest paint is the heading of the server's HTML, not the empty state that
      // shows once the page is hydrated (which would put a phone's LCP after the page's JavaScript).
      expect(await largestPaintOnPhone(page), `${path}: the largest paint`).toBe('H1');
      await expectAccessible(page);
    }
    if (screen) await page.setViewportSize(screen);
    expect(cartReads, 'no cart read for a visitor without a session').toEqual([]);
    // Nor does the wishlist download Firestore's SDK to find no saved items.
    expect(firestoreSdk, 'no Firestore SDK before the session').toEqual([]);

    // The shopper's first move starts the session; the wishlist then reads the (empty) saved items.
    const signedUp = page.waitForRequest((request) => request.url().includes('accounts:signUp'));
    const wishlistRead = page.waitForResponse((response) => response.url().includes(':runQuery'));
    await page.keyboard.press('Shift');
    await signedUp;
    expect((await wishlistRead).ok()).toBe(true);
    await page.getByTestId('empty-wishlist').waitFor();
    await expect(page.getByText('Your wishlist could not be loaded').count()).resolves.toBe(0);

    // Now a returning visitor: the cart comes from the server.
    await visit(page, '/cart');
    await page.getByTestId('empty-cart').waitFor();
    expect(cartReads).toHaveLength(1);
  });

  // A returning visitor's /cart starts the session at once to read the cart. The header's badges
  // wait for the page to settle (the first move, or 5 s): their Firestore SDK and reads would
  // otherwise share a phone's main thread with the page's own session and read.
  it("load a returning visitor's cart before the header's badges read theirs", async () => {
    // A browser of its own: a second try starts with an empty cart, as the first did (the bag
    // added may be the last one in stock, which one cart cannot hold twice).
    const own = await openBrowser();
    try {
      await returningVisitorsCart(own.page);
    } finally {
      await own.close();
    }
  });

  async function returningVisitorsCart(page: Page) {
    await visit(page, '/products?p=bags&t=all');
    const product = page.locator('a[href^="/view?id="]').first();
    await visit(page, (await product.getAttribute('href')) ?? '');
    const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false });
    if ((await sizes.count()) > 0) await sizes.first().check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByTestId('snackbar').filter({ hasText: 'Added to your cart' }).waitFor();

    // The click settled the product page, whose badges then load their Firestore SDK, on a busy
    // machine possibly after the snackbar: a blank page ends it, so only what /cart loads is counted.
    await page.goto('about:blank');
    const firestoreSdkPath = /\/assets\/firestore-lite-[^/]*\.js$/;
    const firestoreSdk: string[] = [];
    page.on('request', (request) => {
      if (firestoreSdkPath.test(new URL(request.url()).pathname)) firestoreSdk.push(request.url());
    });
    // When the badge first read 1, in the page's own time (ms since /cart was asked for), noted by
    // the page itself: a busy machine may answer this test's own waits only seconds later.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('[data-testid="cart-count"]')?.textContent !== '1') return;
        window.__cartCountShownAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(new URL('/cart', shopUrl).toString());
    await page.getByTestId('cart-line').first().waitFor({ timeout: 20_000 });
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    // The badge shows the count this device last confirmed meanwhile (docs/decisions.md rule 51).
    const countShownAt = (await (
      await page.waitForFunction(() => window.__cartCountShownAt ?? false, undefined, { timeout: 15_000 })
    ).jsonValue()) as number;
    // The shopper's first move: the badges read, and confirm the item.
    const movedAt = await page.evaluate(() => performance.now());
    await page.keyboard.press('Shift');
    await expect.poll(() => firestoreSdk.length, { timeout: 15_000 }).toBe(1);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '1',
      undefined,
      { timeout: 15_000 },
    );
    // Judged by the page's clock, not by how fast this machine is: the badges read once the page
    // settled, at the first move or 5 s after it loaded (SESSION_DELAY_MS, web/src/lib/firebase/auth.ts),
    // never sooner, and the remembered count was shown before their Firestore SDK was asked for.
    const sdkAskedAt = (await (
      await page.waitForFunction((sdkPath) => {
        const asked = performance
          .getEntriesByType('resource')
          .filter((entry) => new RegExp(sdkPath).test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime);
        return asked.length > 0 && asked;
      }, firestoreSdkPath.source)
    ).jsonValue()) as number[];
    expect(sdkAskedAt).toHaveLength(1);
    expect(sdkAskedAt[0], 'no Firestore SDK for the badges while /cart starts').toBeGreaterThanOrEqual(
      Math.min(movedAt, 5000),
    );
    expect(sdkAskedAt[0], 'the remembered count needs no Firestore SDK').toBeGreaterThan(countShownAt);
    await expectAccessible(page);
  }
});

describe('"You may also like" on a phone', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('loads once the shopper scrolls toward it, not while the product page starts', async () => {
    const { page } = session;
    await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
    await visit(page, '/products?p=bags&t=all');
    const productId = await page.locator('[data-product-card]').first().getAttribute('data-product-card');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await visit(page, `/view?id=${encodeURIComponent(productId!)}`);
    await page.waitForLoadState('networkidle');
    const related = page.getByRole('region', { name: 'You may also like' });
    expect(requested.filter((path) => path.includes('/related-products-'))).toEqual([]);
    expect(await related.count()).toBe(0);

    // Scrolling down to the product's facts brings it within reach: its cards then show.
    await page.locator('main dl').last().scrollIntoViewIfNeeded();
    await related.locator('[data-product-card]').first().waitFor({ timeout: 20_000 });
    expect(requested.filter((path) => path.includes('/related-products-'))).toHaveLength(1);
    await expectAccessible(page);
  });
});

describe('pages rendered on the server', () => {
  let session: BrowserSession;
  const problems: string[] = [];
  beforeAll(async () => {
    session = await openBrowser();
    // The <main> the browser parsed from the HTML, before any script ran: hydration must keep it.
    await session.page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.__parsedMain = document.querySelector('main');
      });
    });
    // React reports a hydration that did not match (and so rebuilt the page) as an error.
    session.page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    session.page.on('pageerror', (error) => problems.push(error.message));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('answer their content in the HTML, and the browser hydrates it without rebuilding it', async () => {
    const { page } = session;
    await visit(page, '/products?p=bags&t=all');
    const productId = await page.locator('[data-product-card]').first().getAttribute('data-product-card');
    expect(productId).toBeTruthy();

    const pages: [path: string, text: RegExp][] = [
      ['/', /Featured products/],
      ['/products?p=bags&t=all', /data-product-card/],
      // The sale of bags: /sale without p names no listing, and answers 404.
      ['/sale?p=bags&t=all', /<h1[^>]*>Sale · Bags<\/h1>/],
      [`/view?id=${encodeURIComponent(productId!)}`, /data-testid="product-price"/],
      ['/about', /<h1[^>]*>About us<\/h1>/],
      ['/track', /Track your order/],
      ['/cart', /<h1[^>]*>Shopping cart<\/h1>/],
    ];
    for (const [path, text] of pages) {
      const html = await (await fetch(new URL(path, shopUrl))).text();
      const root = /<div id="root">([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
      expect(root, `${path}: its content in the HTML`).toMatch(text);

      problems.length = 0;
      await visit(page, path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      expect(
        await page.evaluate(() => window.__parsedMain === document.querySelector('main')),
        `${path}: hydrated, not rebuilt`,
      ).toBe(true);
      expect(problems, `${path}: no errors`).toEqual([]);
      await expectAccessible(page);
    }
  });

  it('keep their text and links as the server rendered them, whose links still navigate inside the shop', async () => {
    const { page } = session;
    // Whether React rendered or hydrated an element: it marks the elements it handles.
    const handledByReact = (selector: string) =>
      page.evaluate(
        (selector) =>
          Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith('__reactFiber')),
        selector,
      );
    const footerLinks = () => page.getByRole('contentinfo').getByRole('link').count();

    problems.length = 0;
    await visit(page, '/about');
    await page.waitForLoadState('networkidle');
    expect(await handledByReact('main h1'), 'the page text: kept').toBe(false);
    expect(await handledByReact('footer nav a'), 'the footer links: kept').toBe(false);
    expect(await handledByReact('footer input'), 'the newsletter field: hydrated').toBe(true);
    const linkCount = await footerLinks();
    expect(linkCount).toBeGreaterThan(10);

    // A link in the kept footer: a client-side navigation (the window keeps its marker), and the
    // browser renders the new page's text itself.
    await page.evaluate(() => (window.__sameDocument = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Delivery', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Delivery' }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => window.__sameDocument), 'followed without a page load').toBe(true);
    expect(await handledByReact('main h1'), 'the next page: rendered').toBe(true);
    expect(await footerLinks(), 'the kept footer after a navigation').toBe(linkCount);

    // A link in a kept page's text.
    await visit(page, '/about');
    await page.evaluate(() => (window.__sameDocument = true));
    await page.getByRole('main').getByRole('link', { name: 'all our designers from A to Z' }).click();
    await page.getByRole('heading', { level: 1, name: 'Designers' }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => window.__sameDocument), 'followed without a page load').toBe(true);
    expect(problems, 'no errors').toEqual([]);
    await expectAccessible(page);
  });

  it("render another product's kept parts afresh when a shopper moves to it inside the shop", async () => {
    const { page } = session;
    const sku = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('main dt')].find((term) => term.textContent === 'Reference')
            ?.nextElementSibling?.textContent,
      );
    await visit(page, '/products?p=bags&t=all');
    const productId = await page.locator('[data-product-card]').first().getAttribute('data-product-card');
    problems.length = 0;
    await visit(page, `/view?id=${encodeURIComponent(productId!)}`);
    const firstSku = await sku();
    expect(firstSku).toBeTruthy();

    // "You may also like" loads as the shopper scrolls toward it.
    await page.locator('footer').scrollIntoViewIfNeeded();
    const related = page.getByRole('region', { name: 'You may also like' });
    const other = related.locator('[data-product-card]').first();
    await other.waitFor({ timeout: 20_000 });
    const otherId = await other.getAttribute('data-product-card');
    await page.evaluate(() => (window.__sameDocument = true));
    await other.getByRole('link').first().click();
    await page.waitForURL((url) => url.searchParams.get('id') === otherId, { timeout: 20_000 });
    await page.locator('[data-testid="product-price"]').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => window.__sameDocument), 'followed without a page load').toBe(true);
    // The new product's facts, once its data is in (the page shows loading until then).
    await expect
      .poll(sku, { timeout: 20_000 })
      .toSatisfy((shown) => typeof shown === 'string' && shown.length > 0 && shown !== firstSku);
    expect(problems, 'no errors').toEqual([]);
    await expectAccessible(page);
  });

  it('a page the browser renders itself (no server HTML) still gets the footer, once idle', async () => {
    const { page } = session;
    problems.length = 0;
    const html = await (await fetch(new URL('/search?q=tote', shopUrl))).text();
    expect(html, 'the plain SPA').not.toContain('<footer');
    await visit(page, '/search?q=tote');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('E-mail address').waitFor({ timeout: 20_000 });
    expect(await footer.getByRole('link', { name: 'Delivery', exact: true }).getAttribute('href')).toBe(
      '/delivery',
    );
    expect(problems, 'no errors').toEqual([]);
    await expectAccessible(page);
  });
});
