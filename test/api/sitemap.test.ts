// GET /sitemap.xml (served at the root; Hosting rewrites /sitemap.xml to the function).
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createDesigner, createStoreProduct } from './factories';
import { useApi } from './harness';

const api = useApi();

async function sitemap() {
  const response = await fetch(`${api.origin}/sitemap.xml`);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  return { response, xml, locs };
}

describe('GET /sitemap.xml', () => {
  it('lists the information pages, the listings, every designer and every product with its last change', async () => {
    await createStoreProduct({
      id: 'prd-1',
      updatedAt: Timestamp.fromDate(new Date('2026-09-30T12:00:00Z')),
    });
    await createStoreProduct({ id: 'prd-2' });
    await createDesigner({ brand: 'DOLCE & GABBANA', bags: 2, accessories: 0 });
    await createDesigner({ brand: 'RAY-BAN', bags: 0, accessories: 4 });
    await createDesigner({ brand: 'GONE', bags: 0, accessories: 0 });

    const { response, xml, locs } = await sitemap();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    const base = process.env.SHOP_BASE_URL ?? 'http://127.0.0.1:5000';
    const paths = locs.map((loc) => {
      expect(loc.startsWith(`${base}/`)).toBe(true);
      return loc.slice(base.length);
    });
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/designers',
        '/faq',
        '/contact',
        '/return',
        '/paymentdocs',
        '/products?p=bags&t=all',
        '/products?p=bags&t=BEAUTY%20CASE',
        '/products?p=accessories&t=CARD%20HOLDER',
        '/newin?p=bags&t=all',
        '/sale?p=accessories&t=all',
        '/products?p=bags&t=all&b=DOLCE%20%26%20GABBANA',
        '/products?p=accessories&t=all&b=RAY-BAN',
        '/view?id=prd-1',
        '/view?id=prd-2',
      ]),
    );
    expect(paths.some((path) => path.includes('GONE'))).toBe(false);
    expect(paths).not.toEqual(expect.arrayContaining(['/cart', '/checkout', '/wishlist', '/admin']));
    expect(new Set(paths).size).toBe(paths.length);
    expect(xml).toContain('<loc>' + base + '/view?id=prd-1</loc><lastmod>2026-09-30</lastmod><xhtml:link');
    expect(xml).toContain('b=DOLCE%20%26%20GABBANA');
  });

  it("lists each page in each language, every entry naming all the page's versions and x-default", async () => {
    await createStoreProduct({
      id: 'prd-1',
      updatedAt: Timestamp.fromDate(new Date('2026-09-30T12:00:00Z')),
    });
    const base = process.env.SHOP_BASE_URL ?? 'http://127.0.0.1:5000';

    const { xml, locs } = await sitemap();

    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
    expect(entries.length).toBe(locs.length);
    const versions = {
      en: '/products?p=bags&amp;t=all',
      nl: '/nl/products?p=bags&amp;t=all',
      de: '/de/products?p=bags&amp;t=all',
      fr: '/fr/products?p=bags&amp;t=all',
      'x-default': '/products?p=bags&amp;t=all',
    };
    const linksOf = (entry: string) =>
      Object.fromEntries(
        [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          (match) => [match[1], match[2]!.slice(base.length)],
        ),
      );
    for (const path of Object.values(versions).slice(0, 4)) {
      const entry = entries.find((candidate) => candidate.startsWith(`<loc>${base}${path}</loc>`));
      expect(entry, path).toBeDefined();
      expect(linksOf(entry!), path).toEqual(versions);
    }
    // The home page at /nl, /de, /fr; a product in every language with its last change.
    for (const path of ['/nl', '/de', '/fr', '/fr/view?id=prd-1']) expect(locs).toContain(base + path);
    expect(xml).toContain(`<loc>${base}/de/view?id=prd-1</loc><lastmod>2026-09-30</lastmod>`);
    // Every entry names its five versions, itself among them.
    for (const entry of entries) {
      const links = linksOf(entry);
      expect(Object.keys(links).sort()).toEqual(['de', 'en', 'fr', 'nl', 'x-default']);
      expect(Object.values(links)).toContain(/<loc>([^<]*)<\/loc>/.exec(entry)![1]!.slice(base.length));
    }
  });
});
