// The API's conventions: health, and the JSON error body for unknown paths, bad JSON and crashes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../functions/src/http/app';
import { errorHandler } from '../../functions/src/http/errors';
import { db } from '../../functions/src/data/firestore';
import { express } from './express';
import { clearFirestore } from './emulators';
import { fetchJson, serve, type RunningServer } from './server';

let api: RunningServer;
const url = (path: string) => `${api.origin}/api/v1/main/${path}`;

beforeAll(async () => {
  api = await serve(app);
});
afterAll(() => api.close());
beforeEach(clearFirestore);

describe('GET health', () => {
  it('answers ok', async () => {
    const { status, body } = await fetchJson(url('health'));

    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
  });
});

describe('unknown paths', () => {
  it('answer 404 with a JSON error naming the method and path', async () => {
    const { status, contentType, body } = await fetchJson(url('xyz?page=2'));

    expect(status).toBe(404);
    expect(contentType).toMatch(/^application\/json/);
    expect(body).toEqual({ error: { code: 'not-found', message: 'No API route GET /api/v1/main/xyz' } });
  });

  it('include a known path with the wrong method', async () => {
    const { status, body } = await fetchJson(url('health'), { method: 'DELETE' });

    expect(status).toBe(404);
    expect(body).toEqual({
      error: { code: 'not-found', message: 'No API route DELETE /api/v1/main/health' },
    });
  });

  it('include paths outside the API base path', async () => {
    const { status, body } = await fetchJson(`${api.origin}/index.html`);

    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'not-found', message: 'No API route GET /index.html' } });
  });
});

describe('a malformed JSON body', () => {
  it('answers 400 with a JSON error and writes nothing', async () => {
    const { status, contentType, body } = await fetchJson(url('newsletter'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "anna@example.nl",',
    });

    expect(status).toBe(400);
    expect(contentType).toMatch(/^application\/json/);
    expect(body).toEqual({
      error: { code: 'invalid-request', message: 'The request body is not valid JSON' },
    });
    expect((await db().collection('newsletterSubscribers').get()).size).toBe(0);
    expect((await db().collection('mail').get()).size).toBe(0);
  });
});

describe('an unexpected error', () => {
  it('answers 500 with a JSON error that leaks nothing', async () => {
    // The real error handler behind a throwaway route that crashes.
    const crashing = express();
    crashing.get('/boom', () => {
      throw new Error('database password is hunter2');
    });
    crashing.use(errorHandler);
    const server = await serve(crashing);
    try {
      const response = await fetch(`${server.origin}/boom`);
      const text = await response.text();

      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({
        error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
      });
      expect(text).not.toContain('hunter2');
      expect(text).not.toMatch(/\.ts:\d+/);
    } finally {
      await server.close();
    }
  });
});
