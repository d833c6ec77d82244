// requireUser, requireOwner, requireAdmin and validateBody, mounted on a throwaway app and called
// with real ID tokens from the Auth emulator.
import { storeNewsletterBodySchema } from '@shop/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorHandler, unknownRoute } from '../../functions/src/http/errors';
import {
  currentCaller,
  requireAdmin,
  requireOwner,
  requireUser,
  validateBody,
} from '../../functions/src/http/middleware';
import { express } from './express';
import { clearAuth, createAdmin, signUpAnonymous, signUpWithPassword, type TestUser } from './emulators';
import { fetchJson } from './server';
import { useServer } from './harness';

function throwawayApp() {
  const app = express();
  app.use(express.json());
  app.get('/me', requireUser, (_req, res) => {
    const { uid, admin } = currentCaller(res);
    res.json({ uid, admin });
  });
  app.get('/carts/:userId', requireUser, requireOwner('userId'), (req, res) => {
    res.json({ cartOf: req.params.userId });
  });
  app.post('/carts', requireUser, requireOwner('userId'), (req, res) => {
    res.json({ cartOf: (req.body as { userId: string }).userId });
  });
  app.get('/admin', requireUser, requireAdmin, (_req, res) => {
    res.json({ admin: true });
  });
  app.get('/admin-only', requireAdmin, (_req, res) => {
    res.json({ admin: true });
  });
  app.post('/subscribe', validateBody(storeNewsletterBodySchema), (req, res) => {
    res.json({ parsed: req.body as unknown });
  });
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}

const server = useServer(throwawayApp);
const url = (path: string) => `${server.origin}${path}`;
const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });

beforeEach(clearAuth);

describe('requireUser', () => {
  it('answers 401 without an Authorization header', async () => {
    const { status, body } = await fetchJson(url('/me'));

    expect(status).toBe(401);
    expect(body).toMatchObject({
      error: { code: 'unauthenticated', message: expect.stringContaining('Bearer') },
    });
  });

  it.each([
    ['a token that is not a JWT', 'Bearer not-a-token'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 for %s', async (_case, authorization) => {
    const { status, body } = await fetchJson(url('/me'), { headers: { authorization } });

    expect(status).toBe(401);
    expect(body).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it('lets an anonymous visitor through and names the caller', async () => {
    const visitor = await signUpAnonymous();

    const { status, body } = await fetchJson(url('/me'), { headers: bearer(visitor) });

    expect(status).toBe(200);
    expect(body).toEqual({ uid: visitor.uid, admin: false });
  });
});

describe('requireOwner', () => {
  it('lets the owner reach their own userId (path parameter)', async () => {
    const visitor = await signUpAnonymous();

    const { status, body } = await fetchJson(url(`/carts/${visitor.uid}`), { headers: bearer(visitor) });

    expect(status).toBe(200);
    expect(body).toEqual({ cartOf: visitor.uid });
  });

  it('answers 403 for another visitor’s userId', async () => {
    const owner = await signUpAnonymous();
    const other = await signUpAnonymous();

    const { status, body } = await fetchJson(url(`/carts/${owner.uid}`), { headers: bearer(other) });

    expect(status).toBe(403);
    expect(body).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('answers 401 before looking at the userId when there is no token', async () => {
    const owner = await signUpAnonymous();

    const { status } = await fetchJson(url(`/carts/${owner.uid}`));

    expect(status).toBe(401);
  });

  it('checks a userId in the body the same way', async () => {
    const owner = await signUpAnonymous();
    const other = await signUpAnonymous();
    const post = (user: TestUser, body: unknown) =>
      fetchJson(url('/carts'), {
        method: 'POST',
        headers: { ...bearer(user), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    expect(await post(owner, { userId: owner.uid })).toMatchObject({
      status: 200,
      body: { cartOf: owner.uid },
    });
    expect(await post(other, { userId: owner.uid })).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden' } },
    });
    expect(await post(owner, {})).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-request', details: [{ path: 'userId' }] } },
    });
  });

  it("answers 403 to an admin too: a visitor's things are theirs alone (docs/decisions.md rule 71)", async () => {
    const owner = await signUpAnonymous();
    const admin = await createAdmin();

    const { status, body } = await fetchJson(url(`/carts/${owner.uid}`), { headers: bearer(admin) });

    expect(status).toBe(403);
    expect(body).toMatchObject({ error: { code: 'forbidden' } });
  });
});

describe('requireAdmin', () => {
  it('lets an account with the admin claim through', async () => {
    const admin = await createAdmin();

    const { status, body } = await fetchJson(url('/admin'), { headers: bearer(admin) });

    expect(status).toBe(200);
    expect(body).toEqual({ admin: true });
  });

  it('answers 403 to a signed-in customer without the claim', async () => {
    const customer = await signUpWithPassword('customer@example.nl');

    const { status, body } = await fetchJson(url('/admin'), { headers: bearer(customer) });

    expect(status).toBe(403);
    expect(body).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('answers 403 to an anonymous visitor', async () => {
    const visitor = await signUpAnonymous();

    const { status } = await fetchJson(url('/admin'), { headers: bearer(visitor) });

    expect(status).toBe(403);
  });

  it('verifies the token itself when used without requireUser', async () => {
    const admin = await createAdmin();

    expect((await fetchJson(url('/admin-only'))).status).toBe(401);
    expect((await fetchJson(url('/admin-only'), { headers: bearer(admin) })).status).toBe(200);
  });
});

describe('validateBody', () => {
  it('hands the handler the parsed body', async () => {
    const { status, body } = await fetchJson(url('/subscribe'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: '  anna@example.nl ', extra: 'dropped' }),
    });

    expect(status).toBe(200);
    // Trimmed, the unknown field dropped, the default filled in (the page's language: English).
    expect(body).toEqual({ parsed: { email: 'anna@example.nl', language: 'en' } });
  });

  it('answers 400 with every offending field path', async () => {
    const { status, body } = await fetchJson(url('/subscribe'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nope' }),
    });

    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 'invalid-request',
        message: 'Enter a valid e-mail address',
        details: [{ path: 'email', message: 'Enter a valid e-mail address' }],
      },
    });
  });
});
