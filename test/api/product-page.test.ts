// The productPage function (Hosting rewrites /view to it): the SPA's index.html with the product's
// own <head>, and a real 404 for an id that names no product.
import { collections, shopConfig, toListingEntry } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import {
  createProductPageHandler,
  MISSING_PRODUCT_CACHE,
  PRODUCT_PAGE_CACHE,
} from '../../functions/src/http/product-page';
import { clearFirestore } from './emulators';
import { express } from './express';
import { createStoreProduct } from './factories';
import { useServer } from './harness';

// The shape of the built index.html: a multi-line description, as Vite leaves it.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Maison Borsa · Designer bags and accessories</title>
    <meta
      name="description"
      content="Designer bags and accessories from the Netherlands."
    />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const shop = process.env.SHOP_BASE_URL ?? 'http://127.0.0.1:5000';

const server = useServer(() => {
  const app = express();
  app.all(
    ['/view', /^\/(nl|de|fr)\/view$/],
    // The page's <head> only: rendering the page into it is storefront-page.test.ts's subject.
    createProductPageHandler(
      () => Promise.resolve(INDEX_HTML),
      (html) => Promise.resolve(html),
    ),
  );
  return app;
});
beforeEach(clearFirestore);

async function view(query: string, prefix = '') {
  const response = await fetch(`${server.origin}${prefix}/view${query}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    html: await response.text(),
  };
}

/** The head's tags as [attribute value, content] pairs, e.g. ['og:title', '...']. */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags[match[1] as string] = match[2] as string;
  }
  return tags;
}

describe('GET /view?id= (productPage)', () => {
  it("answers the SPA with the product's title, description, canonical URL, Open Graph tags and JSON-LD", async () => {
    await createStoreProduct({
      id: 'tote-1',
      title: 'Galleria <saffiano> tote',
      brand: 'PRADA',
      description: 'Saffiano leather, Zip fastening, Made in Italy',
      images: ['/demo-images/tote-front.svg', 'https://img.example/tote/2.jpg'],
    });

    const page = await view('?id=tote-1');

    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.cache).toBe(PRODUCT_PAGE_CACHE);
    expect(page.cache).toMatch(/public.*s-maxage=\d+/);
    // The SPA itself is untouched: same script, same root.
    expect(page.html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(page.html).toContain('<div id="root"></div>');
    const title = `PRADA Galleria &lt;saffiano&gt; tote | ${shopConfig.name}`;
    expect(page.html).toContain(`<title>${title}</title>`);
    expect(page.html.match(/<title>/g)).toHaveLength(1);
    expect(page.html.match(/name="description"/g)).toHaveLength(1);
    expect(page.html).toContain(`<link rel="canonical" href="${shop}/view?id=tote-1" />`);
    expect(metaTags(page.html)).toMatchObject({
      description: expect.stringMatching(/^PRADA Galleria &lt;saffiano&gt; tote, € 280,00 including VAT\./),
      'og:type': 'product',
      'og:title': title,
      'og:url': `${shop}/view?id=tote-1`,
      'og:image': `${shop}/demo-images/tote-front.svg`,
      robots: 'index, follow',
    });
    const jsonLd = /<script type="application\/ld\+json" data-prerendered>(.*?)<\/script>/.exec(page.html);
    expect(JSON.parse(jsonLd?.[1] ?? 'null')).toMatchObject({
      '@type': 'Product',
      name: 'Galleria <saffiano> tote',
      image: [`${shop}/demo-images/tote-front.svg`, 'https://img.example/tote/2.jpg'],
      offers: { price: '280.00', priceCurrency: 'EUR', url: `${shop}/view?id=tote-1` },
    });
    // "<" never appears raw inside the script, so a title cannot close it early.
    expect(jsonLd?.[1]).not.toContain('<');
  });

  it("writes the head in the address's language: description, og:url, canonical and JSON-LD (docs/decisions.md rule 79)", async () => {
    await createStoreProduct({
      id: 'tote-1',
      title: 'Galleria tote',
      brand: 'PRADA',
      description: 'Saffiano leather',
      displayPrice: 133_000,
    });

    for (const [prefix, language, description] of [
      ['/fr', 'fr', 'PRADA Galleria tote, 1\u202f330,00\u00a0€ TTC. Saffiano leather'],
      ['/de', 'de', 'PRADA Galleria tote, 1.330,00\u00a0€ inklusive MwSt. Saffiano leather'],
      ['/nl', 'nl', 'PRADA Galleria tote, € 1.330,00 inclusief btw. Saffiano leather'],
      ['', 'en', 'PRADA Galleria tote, € 1.330,00 including VAT. Saffiano leather'],
    ] as const) {
      const page = await view('?id=tote-1', prefix);
      const url = `${shop}${prefix}/view?id=tote-1`;

      expect(page.status, prefix).toBe(200);
      expect(metaTags(page.html), prefix).toMatchObject({ description, 'og:url': url });
      expect(page.html, prefix).toContain(`<link rel="canonical" href="${url}" />`);
      const jsonLd = /<script type="application\/ld\+json" data-prerendered>(.*?)<\/script>/.exec(page.html);
      expect(JSON.parse(jsonLd?.[1] ?? 'null'), prefix).toMatchObject({
        '@type': 'Product',
        url,
        inLanguage: language,
        offers: { url, price: '1330.00' },
      });
    }
    const missing = await view('?id=no-such-product', '/de');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(`<title>Produkt nicht gefunden | ${shopConfig.name}</title>`);
  });

  it("writes the admin's translation of the name and description, else the English (docs/decisions.md rule 83)", async () => {
    await createStoreProduct({
      id: 'tote-1',
      title: 'Galleria tote',
      brand: 'PRADA',
      description: 'Saffiano leather',
      displayPrice: 133_000,
      translations: {
        nl: { title: 'Galleria draagtas', description: 'Saffiano leer' },
        fr: { title: 'Cabas Galleria' },
      },
    });

    for (const [prefix, name, text] of [
      ['/nl', 'PRADA Galleria draagtas', 'Saffiano leer'],
      // A title without a description: the description stays English.
      ['/fr', 'PRADA Cabas Galleria', 'Saffiano leather'],
      ['/de', 'PRADA Galleria tote', 'Saffiano leather'],
      ['', 'PRADA Galleria tote', 'Saffiano leather'],
    ] as const) {
      const page = await view('?id=tote-1', prefix);
      const title = `${name} | ${shopConfig.name}`;
      expect(page.html, prefix).toContain(`<title>${title}</title>`);
      const tags = metaTags(page.html);
      expect(tags['og:title'], prefix).toBe(title);
      expect(tags.description, prefix).toMatch(new RegExp(`^${name}, .* ${text}$`));
      expect(tags['og:description'], prefix).toBe(tags.description);
      const jsonLd = /<script type="application\/ld\+json" data-prerendered>(.*?)<\/script>/.exec(page.html);
      expect(JSON.parse(jsonLd?.[1] ?? 'null'), prefix).toMatchObject({
        name: name.replace('PRADA ', ''),
        description: text,
      });
    }
  });

  it('describes the sale price while the product is on the visible Sale list', async () => {
    const tote = await createStoreProduct({ id: 'tote-2' });
    await db()
      .collection(collections.sale)
      .doc('tote-2')
      .set({
        ...toListingEntry(tote),
        hidden: false,
        addedAt: Timestamp.now(),
        discountPercent: 30,
        salePrice: 20_000,
      });

    const page = await view('?id=tote-2');

    expect(metaTags(page.html).description).toContain('€ 200,00 including VAT.');
  });

  it('answers 404 with a noindex SPA page for an unknown, impossible or missing id', async () => {
    for (const query of ['?id=no-such-product', '?id=a%2Fb', '?id=__x__', '']) {
      const page = await view(query);

      expect(page.status, query).toBe(404);
      expect(page.cache).toBe(MISSING_PRODUCT_CACHE);
      expect(page.html).toContain(`<title>Product not found | ${shopConfig.name}</title>`);
      expect(metaTags(page.html).robots).toBe('noindex');
      expect(page.html).toContain('<div id="root"></div>');
      expect(page.html).not.toContain('canonical');
    }
  });

  it('refuses other methods than GET and HEAD', async () => {
    const response = await fetch(`${server.origin}/view?id=x`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
