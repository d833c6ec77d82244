// The demo catalogue's pictures are photo-sized JPEGs painted from their SVG drawings
// (scripts/demo-data/paint-svg.ts, scripts/demo-images.ts): what the stack serves must look as Chromium
// draws the same SVG, and a listing must load no SVG image, since each one is a document of its own on
// the page's main thread while the page starts; it loads the image pipeline's variants of them.
import { COLOURS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoImageFiles } from '../../scripts/demo-data/images';
import { openBrowser, shopUrl, visit, type BrowserSession } from './support/browser';

describe('demo images', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('are served as photo-sized JPEGs that match Chromium drawing their SVG', async () => {
    const { page } = session;
    await visit(page, '/about');
    // Every silhouette and view once, the colours taking turns (gradients and stripes included).
    const files = demoImageFiles(COLOURS);
    const perColour = files.length / COLOURS.length;
    const sample = files.filter((_, i) => Math.floor(i / perColour) === (i % perColour) % COLOURS.length);
    expect(sample).toHaveLength(perColour);
    const results = await page.evaluate(
      async ({ base, images }) => {
        const load = (src: string) =>
          new Promise<HTMLImageElement>((resolve, reject) => {
            const image = new Image();
            image.onload = () => resolve(image);
            image.onerror = () => reject(new Error(`cannot load ${src.slice(0, 60)}`));
            image.src = src;
          });
        const pixelsOf = (image: HTMLImageElement) => {
          const canvas = document.createElement('canvas');
          [canvas.width, canvas.height] = [400, 500];
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0, 400, 500);
          return context.getImageData(0, 0, 400, 500).data;
        };
        const out = [];
        for (const { name, svg } of images) {
          const response = await fetch(`${base}/demo-images/${name}`);
          const type = response.headers.get('content-type');
          const served = await load(URL.createObjectURL(await response.blob()));
          const drawn = await load(`data:image/svg+xml,${encodeURIComponent(svg)}`);
          const [a, b] = [pixelsOf(served), pixelsOf(drawn)];
          let [sum, far] = [0, 0];
          for (let i = 0; i < a.length; i += 4) {
            const d = Math.max(
              Math.abs(a[i]! - b[i]!),
              Math.abs(a[i + 1]! - b[i + 1]!),
              Math.abs(a[i + 2]! - b[i + 2]!),
            );
            sum += d;
            if (d > 48) far++;
          }
          out.push({
            name,
            type,
            size: [served.naturalWidth, served.naturalHeight],
            mean: sum / (a.length / 4),
            far,
          });
        }
        return out;
      },
      { base: shopUrl, images: sample },
    );
    for (const result of results) {
      expect(result.type, result.name).toBe('image/jpeg');
      expect(result.size, result.name).toEqual([1600, 2000]);
      // Drawn at 400 x 500, enlarged, grained (+-5 levels) and JPEG-encoded, then scaled back down:
      // the grain and the JPEG's rounding add a few levels to every pixel, edges soften.
      expect(result.mean, result.name).toBeLessThan(4);
      expect(result.far, result.name).toBeLessThan(2000);
    }
  });

  it('leave a listing with no SVG image to draw', async () => {
    const { page } = session;
    const svgImages: string[] = [];
    const listen = (response: import('playwright-core').Response) => {
      const type = response.headers()['content-type'] ?? '';
      if (type.startsWith('image/svg')) svgImages.push(response.url());
    };
    page.on('response', listen);
    try {
      await visit(page, '/products?p=bags&t=all');
      const images = page.locator('[data-product-card] img');
      await images.first().waitFor();
      // The pictures loaded so far (the rest are lazy): each the pipeline's variant of a demo JPEG.
      await page.waitForFunction(
        () => document.querySelector<HTMLImageElement>('[data-product-card] img')?.complete,
      );
      const sources = await images.evaluateAll((all) =>
        (all as HTMLImageElement[]).filter((image) => image.currentSrc).map((image) => image.currentSrc),
      );
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources)
        expect(source).toMatch(/\/img\/\d+\/webp\?src=%2Fdemo-images%2F[a-z-]+\.jpg$/);
    } finally {
      page.off('response', listen);
    }
    expect(svgImages).toEqual([]);
  });
});
