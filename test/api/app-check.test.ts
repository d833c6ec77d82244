// The App Check gate with enforcement on (APP_CHECK=enforce; the emulators never turn it on, so the
// other API tests run with it off). Tokens are verified by firebase-admin itself, as in production:
// only its connection to firebaseappcheck.googleapis.com, where App Check publishes its signing keys
// (JWKS), is replaced, by a key set this test serves, so the test can sign tokens the way App Check
// does. firebase-admin takes the connection from the `httpAgent` of the Admin SDK app it runs in.
import { collections } from '@shop/domain';
import { createServer, type Server } from 'node:http';
import { Agent } from 'node:https';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCheckMode } from '../../functions/src/config';
import { db } from '../../functions/src/data/firestore';
import { APP_CHECK_EXEMPTIONS, APP_CHECK_HEADER } from '../../functions/src/http/app-check';
import { createApp } from '../../functions/src/http/app';
import { createAdmin, projectId } from './emulators';
import { fetchJson } from './server';
import { useApi, useServer } from './harness';

const projectNumber = '123456789012';
const webAppId = `1:${projectNumber}:web:0a1b2c3d4e5f`;
const keyId = 'app-check-test-key';
const appCheckSigningKey = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** The requests the stand-in answered: host and path, as firebase-admin sent them. */
const keySetRequests: string[] = [];

/** App Check's JWKS endpoint, as the test's stand-in serves it: the public half of the signing key. */
function serveKeySet(): Promise<Server> {
  const jwk = {
    ...appCheckSigningKey.publicKey.export({ format: 'jwk' }),
    kid: keyId,
    alg: 'RS256',
    use: 'sig',
  };
  const server = createServer((req, res) => {
    keySetRequests.push(`${req.headers.host ?? ''}${req.url ?? ''}`);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** An HTTPS agent whose connections, whatever host they name, reach the stand-in (plain HTTP). */
class KeySetStandInAgent extends Agent {
  constructor(private readonly port: number) {
    super({ keepAlive: false });
  }
  override createConnection(): Socket {
    return connect(this.port, '127.0.0.1');
  }
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A token shaped and signed like App Check's for the shop's web app; `claims` override its payload. */
function appCheckToken(
  claims: Record<string, unknown> = {},
  signingKey: KeyObject = appCheckSigningKey.privateKey,
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: keyId }));
  const payload = base64url(
    JSON.stringify({
      iss: `https://firebaseappcheck.googleapis.com/${projectNumber}`,
      sub: webAppId,
      aud: [`projects/${projectNumber}`, `projects/${projectId}`],
      provider: 'recaptcha_enterprise',
      iat: now,
      exp: now + 3600,
      ...claims,
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(signingKey);
  return `${header}.${payload}.${base64url(signature)}`;
}

let keySet: Server;
let verifyingApp: App;
// The apps read their App Check verifier when a request comes, once the key set's stand-in runs.
const api = useApi({
  clear: 'firestore and auth',
  app: () => createApp({ appCheck: () => ({ mode: 'enforce', app: verifyingApp }) }),
});
/** The same app with APP_CHECK=monitor. */
const monitoredApi = useServer(() => createApp({ appCheck: () => ({ mode: 'monitor', app: verifyingApp }) }));
const url = (path: string) => `${api.origin}${path}`;

beforeAll(async () => {
  keySet = await serveKeySet();
  verifyingApp = initializeApp(
    { projectId, httpAgent: new KeySetStandInAgent((keySet.address() as AddressInfo).port) },
    'app-check-key-set-stand-in',
  );
});
afterAll(async () => {
  await deleteApp(verifyingApp);
  await new Promise((done) => keySet.close(done));
});

function subscribe(headers: Record<string, string>, origin = api.origin) {
  return fetchJson(`${origin}/api/v1/main/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'anna@example.nl' }),
  });
}

/** What a refused request must not have written: sign-ups, and the abuse limits' counters. */
async function written(): Promise<{ subscribers: number; abuseCounters: number }> {
  const [subscribers, abuseCounters] = await Promise.all([
    db().collection(collections.newsletterConfirmations).count().get(),
    db().collection(collections.abuseCounters).count().get(),
  ]);
  return { subscribers: subscribers.data().count, abuseCounters: abuseCounters.data().count };
}

const refusal = (reason: 'missing' | 'invalid') => ({
  error: {
    code: 'unauthenticated',
    message:
      'The shop could not confirm that this request came from its website. Reload the page and try again.',
    details: { header: APP_CHECK_HEADER, reason },
  },
});

describe('with App Check enforced', () => {
  it.each([
    ['without the header', {}],
    ['with an empty header', { [APP_CHECK_HEADER]: '' }],
  ])('refuses a request %s with a JSON 401, before the route and its abuse limit', async (_case, headers) => {
    const answer = await subscribe(headers);

    expect(answer.status).toBe(401);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body).toEqual(refusal('missing'));
    expect(await written()).toEqual({ subscribers: 0, abuseCounters: 0 });
  });

  it.each([
    ['a token that is no JWT', 'not-a-token'],
    [
      'a token signed with another key',
      appCheckToken({}, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey),
    ],
    ['an expired token', appCheckToken({ iat: 1_700_000_000, exp: 1_700_003_600 })],
    ['a token of another project', appCheckToken({ aud: ['projects/999', 'projects/another-shop'] })],
    [
      'a token not issued by App Check',
      appCheckToken({ iss: 'https://securetoken.google.com/demo-maison-borsa' }),
    ],
  ])('refuses %s with a JSON 401', async (_case, token) => {
    const answer = await subscribe({ [APP_CHECK_HEADER]: token });

    expect(answer.status).toBe(401);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body).toEqual(refusal('invalid'));
    expect(await written()).toEqual({ subscribers: 0, abuseCounters: 0 });
  });

  it("lets a request with App Check's token through, verified against App Check's keys", async () => {
    const answer = await subscribe({ [APP_CHECK_HEADER]: appCheckToken() });

    expect(answer).toMatchObject({ status: 200, body: { confirmationSent: true } });
    expect((await written()).subscribers).toBe(1);
    expect(keySetRequests).toContain('firebaseappcheck.googleapis.com/v1/jwks');
  });

  it('guards every route, admin ones and unknown paths too, and is no sign-in', async () => {
    const admin = await createAdmin();
    const asAdmin = { authorization: `Bearer ${admin.idToken}` };

    for (const path of [
      '/api/v1/main/gethomepagefeaturedproductlist',
      '/api/v1/main/getcouponitems',
      '/nosuchpage',
    ]) {
      const answer = await fetchJson(url(path), { headers: asAdmin });
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 401,
        body: refusal('missing'),
      });
    }
    const appCheckOnly = await fetchJson(url('/api/v1/main/getcouponitems'), {
      headers: { [APP_CHECK_HEADER]: appCheckToken() },
    });
    const both = await fetchJson(url('/api/v1/main/getcouponitems'), {
      headers: { ...asAdmin, [APP_CHECK_HEADER]: appCheckToken() },
    });

    expect(appCheckOnly.status).toBe(401);
    expect(appCheckOnly.body).toMatchObject({
      error: { code: 'unauthenticated', message: expect.stringContaining('Bearer') },
    });
    expect(both).toMatchObject({ status: 200, body: [] });
  });

  it.each(APP_CHECK_EXEMPTIONS)(
    'lets $method $path through without a token ($caller)',
    async ({ method, path }) => {
      for (const variant of [path, `${path.toUpperCase()}/`]) {
        const response = await fetch(url(variant), { method });
        // Past the gate: a GET answers; the one-click POST without its list and token is the route's own 400.
        expect({ variant, status: response.status }).toEqual({
          variant,
          status: method === 'GET' ? 200 : 400,
        });
      }
    },
  );

  it('answers OPTIONS without a token, and nothing else on an exempt path', async () => {
    const options = await fetch(url('/api/v1/main/newsletter'), { method: 'OPTIONS' });
    const put = await fetchJson(url('/api/v1/main/health'), { method: 'PUT' });

    expect(options.status).toBe(204);
    expect(put).toMatchObject({ status: 401, body: refusal('missing') });
  });
});

describe('with App Check monitored', () => {
  it.each([
    ['without the header', {}],
    ['with a token that is no JWT', { [APP_CHECK_HEADER]: 'not-a-token' }],
    ['with a valid token', { [APP_CHECK_HEADER]: appCheckToken() }],
  ])('lets a request %s through to its route', async (_case, headers) => {
    const answer = await subscribe(headers, monitoredApi.origin);

    expect(answer).toMatchObject({ status: 200, body: { confirmationSent: true } });
    expect((await written()).subscribers).toBe(1);
  });
});

describe('the APP_CHECK setting', () => {
  it.each([
    [undefined, false, 'off'],
    ['', false, 'off'],
    ['off', false, 'off'],
    ['monitor', false, 'monitor'],
    ['enforce', false, 'enforce'],
    ['enforce', true, 'off'],
    ['monitor', true, 'off'],
    ['on', false, 'enforce'],
  ])('%j, in the Functions emulator: %s, is %s', (setting, inEmulator, mode) => {
    expect(appCheckMode(setting, inEmulator)).toBe(mode);
  });
});
