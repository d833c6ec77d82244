// The API's JSON error answers from the `api` function itself, through the running stack's Hosting
// (project api-stack: needs a build and the Functions and Hosting emulators, docs/api.md "Testing").
import { describe, expect, it } from 'vitest';
import { ASSET_CACHE } from '../../scripts/hosting-config';
import { fetchJson } from './server';

// The same answers from the `api` function itself, through the local stack's Hosting rewrite: there
// the Functions runtime has parsed the body before the app sees it (docs/api.md, "Responses and errors").
describe('the api function, through Hosting', () => {
  const functionUrl = (path: string) => `${process.env.SHOP_BASE_URL ?? ''}/api/v1/main/${path}`;

  it.each([
    ['an array body', 'POST', 'newsletter', '[1,2]', 400, 'The request body must be a JSON object'],
    [
      'a body over 1 MB',
      'POST',
      'contact',
      JSON.stringify({ message: 'x'.repeat(1024 * 1024) }),
      413,
      'The request body is too large (at most 1 MB)',
    ],
    ['an id with a /', 'GET', 'getitemdetailsmainstore/a%2Fb', undefined, 400, 'An id cannot contain /'],
    ['an unknown route', 'GET', 'nosuchroute', undefined, 404, 'No API route GET /api/v1/main/nosuchroute'],
    [
      'a wrong method',
      'PUT',
      'health',
      undefined,
      405,
      'PUT is not allowed on /api/v1/main/health; use GET or HEAD',
    ],
  ])('answer %s with the JSON error', async (_case, method, path, body, status, message) => {
    const answer = await fetchJson(functionUrl(path), {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body,
    });

    expect(answer.status).toBe(status);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body).toMatchObject({ error: { message } });
  });
});

// A script a page names before Hosting serves it (the functions are deployed first): its 404 must not
// stay in a browser (docs/decisions.md rule 46); a deployed one gets the same short cache.
describe("Hosting's answers under /assets/", () => {
  const hostingUrl = (path: string) => `${process.env.SHOP_BASE_URL ?? ''}${path}`;

  it('answers a missing script 404 with a cache no browser keeps long', async () => {
    const response = await fetch(hostingUrl('/assets/index-NotDeployed1.js'));
    await response.arrayBuffer();

    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe(ASSET_CACHE);
    expect(response.headers.get('cache-control')).not.toContain('immutable');
  });

  it('answers a deployed script 200 with the same cache', async () => {
    const page = await (await fetch(hostingUrl('/cart'))).text();
    // The page's entry script, as its starter names it (data-entry) or a script tag does.
    const script = /"(\/assets\/[^"&]+\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();

    const response = await fetch(hostingUrl(script!));
    await response.arrayBuffer();

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(ASSET_CACHE);
  });
});

// Hosting has one 404.html, the English; an unknown address under a language's prefix goes to
// storefrontPage instead, which answers it in that language (docs/decisions.md rule 79).
describe("Hosting's 404 in the address's language", () => {
  const hostingUrl = (path: string) => `${process.env.SHOP_BASE_URL ?? ''}${path}`;

  it.each([
    ['/nl/no-such-page', 'nl', 'Pagina niet gevonden'],
    ['/de/products?p=shoes', 'de', 'Seite nicht gefunden'],
    ['/fr/nothing/here', 'fr', 'Page introuvable'],
    ['/es/products', 'en', 'Page not found'],
  ])('answers %s 404 in %s', async (path, language, title) => {
    const response = await fetch(hostingUrl(path));
    const html = await response.text();

    expect(response.status).toBe(404);
    expect(html).toMatch(new RegExp(`<html lang="${language}"`));
    expect(html).toContain(title);
  });
});
