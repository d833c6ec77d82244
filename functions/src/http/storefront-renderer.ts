import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as logs from '../logs';

/**
 * Renders the storefront page at `url` (its path and query) into `html`, the SPA's index.html. The
 * web's server renderer (web/src/server.tsx) does it; functions/build.ts copies its bundle beside ours.
 */
export type RenderPage = (html: string, url: string) => Promise<string>;

type ServerRenderer = { renderPage: RenderPage };
let loaded: Promise<ServerRenderer> | undefined;

/** The web's server renderer, loaded once per instance (its first page pays for the import). */
function serverRenderer(): Promise<ServerRenderer> {
  const file = pathToFileURL(join(import.meta.dirname, 'storefront-renderer.js')).href;
  loaded ??= (import(file) as Promise<ServerRenderer>).catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/** The renderer the functions use (tests pass web/dist-server/server.js's renderPage themselves). */
export const renderStorefrontPage: RenderPage = async (html, url) =>
  (await serverRenderer()).renderPage(html, url);

/**
 * `html` with the page rendered in, or `html` as it is when the render fails (logged): the browser
 * then renders the page itself, as it did before pages were rendered on the server. Never throws.
 */
export async function withRenderedPage(render: RenderPage, html: string, url: string): Promise<string> {
  try {
    return await render(html, url);
  } catch (error) {
    logs.pageRenderFailed(url, error);
    return html;
  }
}
