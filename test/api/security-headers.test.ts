// The pages the functions render carry the same security headers as Hosting's static pages, with the
// hashes of the inline scripts of that very answer (functions/src/http/security-headers.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inlineScripts } from '@shop/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProductPageHandler } from '../../functions/src/http/product-page';
import { createStorefrontPageHandler } from '../../functions/src/http/storefront-page';
import type { RenderPage } from '../../functions/src/http/storefront-renderer';
import { pageStarterHash } from '../../scripts/hosting-config';
import { clearFirestore } from './emulators';
import { express } from './express';
import { useServer } from './harness';

const indexHtml = readFileSync(new URL('../../web/dist/spa.html', import.meta.url), 'utf8');
const webRenderer = (await import(new URL('../../web/dist-server/server.js', import.meta.url).href)) as {
  startScriptsAfterFirstPaint: (html: string) => string;
};
/**
 * The page as the renderer leaves it, without the catalogue read (test/api/storefront-page.test.ts
 * covers the rendering): the template with its scripts moved into the page starter.
 */
const renderPage: RenderPage = (html) => Promise.resolve(webRenderer.startScriptsAfterFirstPaint(html));

const server = useServer(() => {
  const app = express();
  const template = () => Promise.resolve(indexHtml);
  app.get('/products', createStorefrontPageHandler(template, renderPage));
  app.get('/view', createProductPageHandler(template, renderPage));
  return app;
});
beforeEach(clearFirestore);

describe('security headers of the rendered pages', () => {
  it.each(['/products?p=bags&t=all', '/view?id=no-such-product'])('%s', async (path) => {
    const response = await fetch(`${server.origin}${path}`);
    const html = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';

    // Every inline script the answer runs is admitted by its hash, and nothing else inline.
    for (const script of inlineScripts(html)) {
      const hash = createHash('sha256').update(script).digest('base64');
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('127.0.0.1');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it("renders pages whose only inline script is the page starter, Hosting's one hash", async () => {
    const html = await (await fetch(`${server.origin}/products?p=bags&t=all`)).text();
    const hashes = inlineScripts(html).map((script) => createHash('sha256').update(script).digest('base64'));

    expect(hashes).toEqual([pageStarterHash]);
  });
});
