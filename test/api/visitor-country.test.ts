// GET visitorcountry: the country the checkout preselects, from the headers Google's front ends set.
import { describe, expect, it } from 'vitest';
import { fetchJson } from './server';
import { useApi } from './harness';

const api = useApi({ clear: 'nothing' });
const url = `/api/v1/main/visitorcountry`;

function ask(headers: Record<string, string> = {}) {
  return fetchJson(`${api.origin}${url}`, { headers });
}

describe('GET visitorcountry', () => {
  it('answers the country of X-Appengine-Country or X-Country-Code, in any case, and is never cached', async () => {
    const fromAppEngine = await ask({ 'X-Appengine-Country': 'DE' });
    expect(fromAppEngine.status).toBe(200);
    expect(fromAppEngine.contentType).toMatch(/^application\/json/);
    expect(fromAppEngine.body).toEqual({ country: 'DE' });

    expect((await ask({ 'X-Country-Code': 'be' })).body).toEqual({ country: 'BE' });

    const response = await fetch(`${api.origin}${url}`, { headers: { 'X-Country-Code': 'FR' } });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it("prefers Google's X-Appengine-Country, and falls back to X-Country-Code when it says ZZ (unknown)", async () => {
    expect((await ask({ 'X-Appengine-Country': 'IT', 'X-Country-Code': 'FR' })).body).toEqual({
      country: 'IT',
    });
    expect((await ask({ 'X-Appengine-Country': 'ZZ', 'X-Country-Code': 'FR' })).body).toEqual({
      country: 'FR',
    });
  });

  it('answers null without a header and for anything that is no country the checkout offers, never an error', async () => {
    expect(await ask()).toMatchObject({ status: 200, body: { country: null } });
    const odd = ['ZZ', 'XX', 'T1', 'EU', 'DEU', 'Germany', 'DE, FR', 'de-DE', '  ', 'x'.repeat(4000)];
    for (const value of odd) {
      for (const header of ['X-Appengine-Country', 'X-Country-Code']) {
        const answer = await ask({ [header]: value });
        expect(answer, `${header}: ${value.slice(0, 20)}`).toMatchObject({
          status: 200,
          body: { country: null },
        });
      }
    }
  });

  it('takes no body, token or query: only GET is answered', async () => {
    expect((await ask({ Authorization: 'Bearer not-a-token' })).body).toEqual({ country: null });
    const post = await fetchJson(`${api.origin}${url}`, {
      method: 'POST',
      headers: { 'X-Country-Code': 'DE' },
    });
    expect(post.status).toBe(405);
  });
});
