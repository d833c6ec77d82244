// The API's conventions: health, and the JSON error body for unknown paths, bad JSON, the shop's
// refusals and crashes.
import {
  ConflictError,
  ForbiddenError,
  InvalidRequestError,
  NotFoundError,
  RefusalError,
} from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../functions/src/http/errors';
import { db } from '../../functions/src/data/firestore';
import { express } from './express';
import { fetchJson, serve } from './server';
import { useApi } from './harness';

const api = useApi();
const { url } = api;

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

  it('include paths outside the API base path', async () => {
    const { status, body } = await fetchJson(`${api.origin}/index.html`);

    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'not-found', message: 'No API route GET /index.html' } });
  });
});

describe('a known path with another method', () => {
  it('answers 405 with Allow and a JSON error', async () => {
    const response = await fetch(url('health'), { method: 'DELETE' });

    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({
      error: {
        code: 'method-not-allowed',
        message: 'DELETE is not allowed on /api/v1/main/health; use GET or HEAD',
        details: { allow: ['GET', 'HEAD'] },
      },
    });
  });

  it('answers OPTIONS with the allowed methods and no body', async () => {
    const response = await fetch(url('getcartallitems/u1'), { method: 'OPTIONS' });

    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await response.text()).toBe('');
  });
});

describe('path parameters that name a document', () => {
  it.each([
    ['%2F', 'An id cannot contain /'],
    ['..%2F..%2Fadmin', 'An id cannot contain /'],
    ['a%2Fb%2Fc', 'An id cannot contain /'],
    ['__proto__', 'Not a valid id'],
    ['%5F%5Fname%5F%5F', 'Not a valid id'],
    ['x'.repeat(1500), 'An id can be at most 128 characters'],
  ])('refuse %s with a JSON 400 before any route runs', async (id, message) => {
    const { status, body } = await fetchJson(url(`getproductitemdetails/${id}`));

    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'invalid-request', message, details: [{ path: 'id', message }] } });
  });

  it('are checked on admin routes before the token is', async () => {
    const { status, body } = await fetchJson(url('getitemdetailsmainstore/%2F'));

    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'invalid-request', details: [{ path: 'id' }] } });
  });
});

describe('a broken % escape in the path', () => {
  it.each(['getproductitemdetails/%E0%A4%A', 'getallproductsmaincount/bags/%/ALL', 'nosuchroute/%'])(
    '%s answers a JSON 400',
    async (path) => {
      const { status, body } = await fetchJson(url(path));

      expect(status).toBe(400);
      expect(body).toEqual({
        error: { code: 'invalid-request', message: 'The request path has a broken % escape' },
      });
    },
  );
});

describe('a body that is not a JSON object', () => {
  it.each(['null', '[]', '"anna@example.nl"', '42'])(
    '%s answers a JSON 400 and writes nothing',
    async (raw) => {
      const { status, body } = await fetchJson(url('newsletter'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: raw,
      });

      expect(status).toBe(400);
      expect(body).toEqual({
        error: { code: 'invalid-request', message: 'The request body must be a JSON object' },
      });
      expect((await db().collection('newsletterSubscribers').get()).size).toBe(0);
    },
  );

  it('over 1 MB answers a JSON 413', async () => {
    const { status, body } = await fetchJson(url('contact'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'A', email: 'a@example.nl', message: 'x'.repeat(1024 * 1024) }),
    });

    expect(status).toBe(413);
    expect(body).toEqual({
      error: { code: 'invalid-request', message: 'The request body is too large (at most 1 MB)' },
    });
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

describe("the shop's refusals (thrown below the API, which alone gives them a status)", () => {
  const refusals: [string, RefusalError, number, unknown][] = [
    [
      'invalid',
      new InvalidRequestError('Enter a size', [{ path: 'size', message: 'Enter a size' }]),
      400,
      {
        error: {
          code: 'invalid-request',
          message: 'Enter a size',
          details: [{ path: 'size', message: 'Enter a size' }],
        },
      },
    ],
    [
      'forbidden',
      new ForbiddenError('Not yours'),
      403,
      { error: { code: 'forbidden', message: 'Not yours' } },
    ],
    [
      'not found',
      new NotFoundError('There is no order x'),
      404,
      { error: { code: 'not-found', message: 'There is no order x' } },
    ],
    [
      'a plain conflict',
      new ConflictError('Already done'),
      409,
      { error: { code: 'conflict', message: 'Already done' } },
    ],
    [
      'a conflict with its code and details',
      new ConflictError('Sold out', { code: 'out-of-stock', details: [{ productId: 'p1' }] }),
      409,
      { error: { code: 'out-of-stock', message: 'Sold out', details: [{ productId: 'p1' }] } },
    ],
    [
      'a declined card',
      new RefusalError('declined', 'card-declined', 'Declined'),
      402,
      { error: { code: 'card-declined', message: 'Declined' } },
    ],
    [
      'payments unavailable',
      new RefusalError('unavailable', 'payments-unavailable', 'Not now'),
      503,
      { error: { code: 'payments-unavailable', message: 'Not now' } },
    ],
  ];

  it.each(refusals)(
    'answers %s with its status and the JSON error body',
    async (_case, refusal, status, body) => {
      const refusing = express();
      refusing.get('/refuse', async () => {
        await Promise.resolve();
        throw refusal;
      });
      refusing.use(errorHandler);
      const server = await serve(refusing);
      try {
        const response = await fetch(`${server.origin}/refuse`);

        expect(response.status).toBe(status);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await response.json()).toEqual(body);
      } finally {
        await server.close();
      }
    },
  );
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

describe('a transaction that keeps colliding', () => {
  it('answers 409 so the client tries again, and writes nothing', async () => {
    // Real contention on the emulator: one transaction holds a document while a route's own
    // transaction (one attempt, so it gives up at once) tries to change it.
    const held = db().collection('collisions').doc('counter');
    await held.set({ count: 0 });
    let release = () => {};
    const holding = new Promise<void>((resolve) => (release = resolve));
    let markRead = () => {};
    const read = new Promise<void>((resolve) => (markRead = resolve));
    const holder = db().runTransaction(async (tx) => {
      await tx.get(held);
      markRead();
      await holding;
      tx.update(held, { count: 1 });
    });
    await read;

    const colliding = express();
    colliding.post('/count', async (_req, res) => {
      await db().runTransaction(
        async (tx) => {
          const count = ((await tx.get(held)).get('count') as number) + 10;
          tx.update(held, { count });
        },
        { maxAttempts: 1 },
      );
      res.json({ ok: true });
    });
    colliding.use(errorHandler);
    const server = await serve(colliding);
    try {
      const response = await fetch(`${server.origin}/count`, { method: 'POST' });
      release();
      await holder;

      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: {
          code: 'conflict',
          message: 'Someone changed the same thing at the same moment; nothing was saved. Please try again.',
        },
      });
      expect((await held.get()).get('count')).toBe(1);
    } finally {
      release();
      await server.close();
    }
  });
});
