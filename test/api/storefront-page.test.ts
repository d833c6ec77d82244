// Pages rendered on the server: the functions storefrontPage (/, /products, /newin, /sale)
// and productPage (/view) answer the built SPA's index.html with the page rendered into #root by the
// web's own server renderer (web/dist-server/server.js, built with the SPA), reading the Firestore
// emulator as the browser would, and the answers it used embedded for the hydration.
import { readFileSync } from 'node:fs';
import { collections, FALLBACK_PICTURE, pictureVariantUrl, shopConfig } from '@shop/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { measureRoutes, readManifest } from '../../scripts/bench';
import { createProductPageHandler } from '../../functions/src/http/product-page';
import { createStorefrontPageHandler, STOREFRONT_PAGE_CACHE } from '../../functions/src/http/storefront-page';
import type { RenderPage } from '../../functions/src/http/storefront-renderer';
import { clearFirestore } from './emulators';
import { express } from './express';
import { createCuratedEntry, createStoreProduct, minutesAgo } from './factories';
import { serve } from './server';
import { useServer } from './harness';

/** A picture's <img src> as the server renders it: the image function's fallback variant, HTML-escaped. */
const fallbackPicture = (source: string) =>
  pictureVariantUrl(source, FALLBACK_PICTURE.width, FALLBACK_PICTURE.format).replaceAll('&', '&amp;');

const webDist = new URL('../../web/dist/', import.meta.url);
const indexHtml = readFileSync(new URL('spa.html', webDist), 'utf8');
const { renderPage } = (await import(new URL('../../web/dist-server/server.js', import.meta.url).href)) as {
  renderPage: RenderPage;
};

const template = () => Promise.resolve(indexHtml);
const server = useServer(() => {
  const app = express();
  app.get(['/', '/home', '/products', '/newin', '/sale'], createStorefrontPageHandler(template, renderPage));
  app.all(['/view', /^\/(nl|de|fr)\/view$/], createProductPageHandler(template, renderPage));
  // Hosting sends every other address under a language's prefix here, unknown ones too (firebase.json).
  app.get(/^\/(nl|de|fr)(\/.*)?$/, createStorefrontPageHandler(template, renderPage));
  return app;
});
const failingServer = useServer(() => {
  const failing = express();
  failing.get(
    '/products',
    createStorefrontPageHandler(template, () => Promise.reject(new Error('broken'))),
  );
  return failing;
});
beforeEach(clearFirestore);

async function page(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`);
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    html: await response.text(),
  };
}

/** What the server rendered into #root (up to the embedded reads or the end of <body>). */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>(?:<script type="application\/json"|\s*<noscript>)/.exec(html)?.[1] ?? '';

/** The Firestore answers the page embeds, by read. */
function embeddedReads(html: string): Record<string, { status: number; result: unknown }> {
  const json = /<script type="application\/json" id="page-reads">(.*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, { status: number; result: unknown }>) : {};
}

describe('storefrontPage: listings rendered on the server', () => {
  it("renders the listing's first page with its products and embeds the reads it made", async () => {
    await createStoreProduct({ id: 'tote-a', title: 'Galleria <tote>', brand: 'PRADA' });
    await createStoreProduct({ id: 'tote-b', title: 'Jackie shoulder bag', brand: 'GUCCI' });

    const listing = await page(server.origin, '/products?p=bags&t=all');

    expect(listing.status).toBe(200);
    expect(listing.cache).toBe(STOREFRONT_PAGE_CACHE);
    const root = rootOf(listing.html);
    expect(root).toContain('Galleria &lt;tote&gt;');
    expect(root).toContain('Jackie shoulder bag');
    expect(root).toContain('href="/view?id=tote-a"');
    // Every product picture goes through the image function (docs/decisions.md rule 40).
    expect(root).toContain(`src="${fallbackPicture('https://img.example/tote-a/1.jpg')}"`);
    // The reads travel with the page, "<" escaped so no title can close the script early.
    const reads = embeddedReads(listing.html);
    const query = Object.entries(reads).find(([key]) => key.includes(':runQuery'));
    expect(query?.[1].status).toBe(200);
    expect(JSON.stringify(query?.[1].result)).toContain('Galleria <tote>');
    expect(listing.html).not.toMatch(/id="page-reads">[^<]*Galleria <tote>/);
    // Its JavaScript starts after the first paint: no module script or preload left in <head>.
    const head = listing.html.slice(0, listing.html.indexOf('</head>'));
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    expect(listing.html).toMatch(
      /<script[^>]*>\(function\(\)\{.*requestAnimationFrame.*<\/script>\s*<\/body>/s,
    );
  });

  it("renders a listing's empty state and the other listings", async () => {
    const empty = await page(server.origin, '/products?p=bags&t=all');
    expect(rootOf(empty.html)).toMatch(/no products|nothing/i);

    await createStoreProduct({ id: 'new-1', title: 'Brand new clutch' });
    const newIn = await page(server.origin, '/newin?p=bags&t=all');
    expect(newIn.status).toBe(200);
    expect(rootOf(newIn.html)).toContain('New In');
  });

  it('renders the home page with its curated lists, at / and /home', async () => {
    await createCuratedEntry(collections.featured, {
      productId: 'featured-1',
      title: 'Cassette crossbody',
      displayImage: 'https://img.example/featured-1.jpg',
      addedAt: minutesAgo(5),
    });
    await createCuratedEntry(collections.weekProducts, {
      productId: 'week-1',
      title: 'Jackie 1961 shoulder bag',
      addedAt: minutesAgo(5),
    });

    for (const path of ['/', '/home']) {
      const home = await page(server.origin, path);

      expect(home.status, path).toBe(200);
      const root = rootOf(home.html);
      expect(root, path).toContain('Featured products');
      expect(root, path).toContain('Products of the week');
      expect(root, path).toContain('Cassette crossbody');
      expect(root, path).toContain(`src="${fallbackPicture('https://img.example/featured-1.jpg')}"`);
      expect(root, path).toContain('Jackie 1961 shoulder bag');
    }
  });

  it("answers 404 with the not-found page, in shoppers' words, for a listing address that names nothing", async () => {
    for (const path of [
      '/products?p=shoes',
      '/newin?p=bags&t=sneakers',
      '/sale?p=accessories&colour=plaid',
    ]) {
      const listing = await page(server.origin, path);
      expect(listing.status, path).toBe(404);
      const root = rootOf(listing.html);
      expect(root, path).toContain('Page not found');
      // Never the parser's own words about the address ('"shoes" is neither', '... is not a type of').
      expect(root, path).not.toMatch(/is neither|is not a (type|colour)/);
    }
    expect(rootOf((await page(server.origin, '/products?p=shoes')).html)).toContain(
      'We sell bags and accessories; this address asks for something else.',
    );
    expect((await page(server.origin, '/products?p=bags&t=all')).status).toBe(200);
  });

  it("answers 404 with the not-found page in the address's language under /nl, /de and /fr", async () => {
    for (const [path, title, message] of [
      ['/nl/products?p=shoes', 'Pagina niet gevonden', 'Wij verkopen tassen en accessoires'],
      ['/de/newin?p=bags&t=sneakers', 'Seite nicht gefunden', 'Diese Auswahl gibt es'],
      ['/fr/nothing-here', 'Page introuvable', "Cette page n'existe pas"],
      ['/nl/products/more', 'Pagina niet gevonden', 'Deze pagina bestaat niet'],
    ] as const) {
      const answer = await page(server.origin, path);
      expect(answer.status, path).toBe(404);
      expect(answer.html, path).toMatch(new RegExp(`<html lang="${path.slice(1, 3)}"`));
      const root = rootOf(answer.html).replaceAll('&#x27;', "'");
      expect(root, path).toContain(title);
      expect(root, path).toContain(message);
      expect(root, path).not.toContain('Page not found');
    }
    // The ways on keep the language.
    expect(rootOf((await page(server.origin, '/nl/nothing')).html)).toContain(
      'href="/nl/products?p=bags&amp;t=all"',
    );
    for (const path of ['/nl/products?p=bags&t=all', '/de', '/fr/home', '/nl/sale']) {
      expect((await page(server.origin, path)).status, path).toBe(200);
    }
  });

  it('answers the SPA to render in the browser when the render fails', async () => {
    const listing = await page(failingServer.origin, '/products?p=bags&t=all');

    expect(listing.status).toBe(200);
    expect(listing.html).toBe(indexHtml);
  });
});

describe('productPage: the product page rendered on the server', () => {
  it('renders the product with its head filled in', async () => {
    await createStoreProduct({ id: 'tote-1', title: 'Galleria tote', brand: 'PRADA' });

    const product = await page(server.origin, '/view?id=tote-1');

    expect(product.status).toBe(200);
    expect(product.html).toContain(`<title>PRADA Galleria tote | ${shopConfig.name}</title>`);
    const root = rootOf(product.html);
    expect(root).toMatch(/<h1[^>]*>Galleria tote<\/h1>/);
    expect(root).toContain('€ 280,00');
    expect(Object.keys(embeddedReads(product.html)).some((key) => key.includes('/products/tote-1'))).toBe(
      true,
    );
  });

  it("renders the product page in the address's language, with its og:locale and hreflang", async () => {
    await createStoreProduct({
      id: 'tote-1',
      title: 'Galleria tote',
      brand: 'PRADA',
      description: 'Saffiano',
    });

    const product = await page(server.origin, '/fr/view?id=tote-1');

    expect(product.status).toBe(200);
    expect(product.html).toMatch(/<html lang="fr"/);
    expect(product.html).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(product.html).toContain('TTC. Saffiano');
    expect(product.html).toMatch(
      /<meta property="og:url" content="https?:\/\/[^"]+\/fr\/view\?id=tote-1" \/>/,
    );
    expect(product.html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/fr\/view\?id=tote-1" \/>/);
    expect(product.html).toMatch(
      /<link rel="alternate" hreflang="de" href="https?:\/\/[^"]+\/de\/view\?id=tote-1" \/>/,
    );
    expect(product.html.match(/rel="canonical"/g)).toHaveLength(1);
    // The supplier's English title, marked as English on the French page.
    expect(rootOf(product.html)).toMatch(
      /<h1[^>]*lang="en"[^>]*>Galleria tote<\/h1>|<h1[^>]*>[^<]*<[^>]*lang="en"/,
    );
  });

  it('answers the plain SPA when Firestore refuses a read of the page, rather than render the error', async () => {
    // productPage turns such ids away first; the renderer itself sees Firestore's 400 for a
    // reserved document id and gives up instead of rendering an error page into the CDN's cache.
    const app = express();
    app.get(
      '/view',
      createStorefrontPageHandler(() => Promise.resolve(indexHtml), renderPage),
    );
    const refusing = await serve(app);
    try {
      const product = await page(refusing.origin, '/view?id=__reserved__');

      expect(product.status).toBe(200);
      expect(product.html).toBe(indexHtml);
    } finally {
      await refusing.close();
    }
  });

  it('leaves an unknown product to the SPA (a 404 with an empty root)', async () => {
    const missing = await page(server.origin, '/view?id=no-such-product');

    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<div id="root"></div>');
  });
});

describe('the scripts a rendered page asks for after its first paint', () => {
  const manifest = readManifest();
  /** What each storefront route loads by the build's manifest, as `npm run bench -- bundle` counts it. */
  const routeChunks = (route: string) =>
    measureRoutes(manifest!, () => 0)
      .find((report) => report.path === route)!
      .chunks.map((chunk) => `/${chunk.file}`);
  const footerChunk = () => `/${manifest!['src/app/layouts/storefront-footer.tsx']!.file}`;

  /** The entry and the module preloads the page starter adds once the page has painted. */
  function startedScripts(html: string): string[] {
    const starter = /<script data-entry="([^"]+)" data-preloads="([^"]+)"/.exec(html);
    const [, entry, preloads] = starter ?? [];
    if (!entry || !preloads) return [];
    const text = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    return [text(entry), ...(JSON.parse(text(preloads)) as string[])];
  }

  it("include every chunk of the page's module and of the footer, so none waits for another to run", async () => {
    expect(manifest, 'npm test builds web/dist before the API tests').not.toBeNull();
    await createStoreProduct({ id: 'tote-1', title: 'Galleria tote' });
    // At most so many scripts each: the starter asks for them all in one task, which a throttled
    // phone stretches by a millisecond or more per module (docs/performance.md, "Few chunks per page").
    const pages = [
      ['/', '/', 14],
      ['/products?p=bags&t=all', '/products', 12],
      ['/view?id=tote-1', '/view', 19],
    ] as const;
    for (const [path, route, most] of pages) {
      const started = startedScripts((await page(server.origin, path)).html);
      expect(started.length, `${path} has a page starter`).toBeGreaterThan(0);
      expect(
        routeChunks(route).filter((chunk) => !started.includes(chunk)),
        `${path}: chunks its page loads that the starter leaves to be found later`,
      ).toEqual([]);
      expect(started, `${path}: the footer's chunk`).toContain(footerChunk());
      expect(new Set(started).size, `${path}: each script asked for once`).toBe(started.length);
      expect(started.length, `${path}: the scripts its starter asks for`).toBeLessThanOrEqual(most);
    }
    // The pages prerendered at build time have theirs too.
    const cart = startedScripts(readFileSync(new URL('cart.html', webDist), 'utf8'));
    expect(routeChunks('/cart').filter((chunk) => !cart.includes(chunk))).toEqual([]);
    expect(cart).toContain(footerChunk());
  });
});
