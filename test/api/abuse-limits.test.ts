// The abuse limits on public writes (http/abuse-limits.ts): per client address and per visitor,
// counted in Firestore, a JSON 429 with Retry-After over the limit and nothing written.
import { collections } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Request } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { app } from '../../functions/src/http/app';
import { clientAddress } from '../../functions/src/http/abuse-limits';
import { clearAuth, clearFirestore, signUpAnonymous, signUpWithPassword, type TestUser } from './emulators';
import { fetchJson, serve, type RunningServer } from './server';

let api: RunningServer;
const url = (path: string) => `${api.origin}/api/v1/main/${path}`;

beforeAll(async () => {
  api = await serve(app);
});
afterAll(() => api.close());
beforeEach(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
});

/** The limits the routes declare (routes/*.ts), as the tests expect them. */
const NEWSLETTER = { perVisitor: 5, perIp: 20, windowSeconds: 600 };

function post(
  path: string,
  body: unknown,
  options: { user?: TestUser; forwardedFor?: string } = {},
): ReturnType<typeof fetchJson> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.user) headers.authorization = `Bearer ${options.user.idToken}`;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  return fetchJson(url(path), { method: 'POST', headers, body: JSON.stringify(body) });
}

async function count(collection: string): Promise<number> {
  return (await db().collection(collection).count().get()).data().count;
}

describe('a script hitting POST newsletter 100 times in a minute', () => {
  it('gets 429 with Retry-After after the per-address limit, and nothing more is stored or mailed', async () => {
    const statuses: number[] = [];
    let refusal: Response | undefined;
    for (let index = 0; index < 100; index += 1) {
      const response = await fetch(url('newsletter'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `script-${index}@example.com` }),
      });
      statuses.push(response.status);
      if (response.status === 429) refusal ??= response;
      else await response.body?.cancel();
    }

    expect(statuses.slice(0, NEWSLETTER.perIp)).toEqual(Array(NEWSLETTER.perIp).fill(200));
    expect(statuses.slice(NEWSLETTER.perIp)).toEqual(Array(100 - NEWSLETTER.perIp).fill(429));
    expect(refusal?.headers.get('content-type')).toMatch(/^application\/json/);
    const retryAfter = Number(refusal?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(NEWSLETTER.windowSeconds);
    expect(await refusal?.json()).toEqual({
      error: {
        code: 'too-many-requests',
        message: expect.stringMatching(/^Too many requests\. Please try again in \d+ (seconds?|minutes?)\.$/),
        details: { retryAfterSeconds: retryAfter },
      },
    });
    expect(await count(collections.newsletterSubscribers)).toBe(NEWSLETTER.perIp);
    expect(await count(collections.mail)).toBe(NEWSLETTER.perIp);
  });
});

describe('the per-visitor limit', () => {
  it('stops one visitor after its limit while another visitor at the same address goes on', async () => {
    const visitor = await signUpAnonymous();
    const other = await signUpAnonymous();
    const send = (user: TestUser, index: number) =>
      post('newsletter', { email: `v${index}@example.com` }, { user });

    const statuses: number[] = [];
    for (let index = 0; index <= NEWSLETTER.perVisitor; index += 1) {
      statuses.push((await send(visitor, index)).status);
    }

    expect(statuses).toEqual([...Array(NEWSLETTER.perVisitor).fill(200), 429]);
    expect((await send(other, 99)).status).toBe(200);
  });

  it('counts a visitor with an invalid token by address only, and does not refuse it', async () => {
    const answer = await post(
      'newsletter',
      { email: 'anna@example.nl' },
      { user: { uid: 'x', idToken: 'forged' } },
    );

    expect(answer.status).toBe(200);
    const counters = await db().collection(collections.abuseCounters).get();
    expect(counters.docs.map((doc) => doc.id.split('.')[1])).toEqual(['ip']);
  });
});

describe('the per-address limit', () => {
  async function exhaust(forwardedFor: string): Promise<void> {
    for (let index = 0; index < NEWSLETTER.perIp; index += 1) {
      expect((await post('newsletter', { email: `a${index}@example.com` }, { forwardedFor })).status).toBe(
        200,
      );
    }
  }

  it("reads the client's address from X-Forwarded-For the way Hosting passes it, and cannot be dodged by prepending addresses", async () => {
    await exhaust('203.0.113.7, 198.51.100.1');

    const same = [
      '203.0.113.7, 198.51.100.1',
      '10.9.8.7, 203.0.113.7, 198.51.100.1',
      '203.0.113.7, 198.51.100.99',
    ];
    for (const forwardedFor of same) {
      expect((await post('newsletter', { email: 'late@example.com' }, { forwardedFor })).status).toBe(429);
    }
    expect(
      (
        await post(
          'newsletter',
          { email: 'other@example.com' },
          { forwardedFor: '203.0.113.8, 198.51.100.1' },
        )
      ).status,
    ).toBe(200);
  });

  it('counts IPv6 clients per /64', () => {
    // Just what clientAddress reads of a request: the header and the socket.
    const seen = (forwardedFor: string) =>
      clientAddress({
        get: (name: string) => (name === 'x-forwarded-for' ? forwardedFor : undefined),
        socket: {},
      } as unknown as Request);

    expect(seen('2001:db8:1:2::a, 198.51.100.1')).toBe('2001:db8:1:2::/64');
    expect(seen('2001:0DB8:0001:0002:ffff:1:2:3, 198.51.100.1')).toBe('2001:db8:1:2::/64');
    expect(seen('2001:db8:1:3::a, 198.51.100.1')).toBe('2001:db8:1:3::/64');
    expect(seen('::ffff:203.0.113.7, 198.51.100.1')).toBe('203.0.113.7');
    expect(seen('203.0.113.7')).toBe('203.0.113.7');
  });

  it('lets exactly the limit through when the requests arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: NEWSLETTER.perIp + 3 }, (_, index) =>
        post('newsletter', { email: `c${index}@example.com` }),
      ),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(NEWSLETTER.perIp);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(await count(collections.newsletterSubscribers)).toBe(NEWSLETTER.perIp);
  });
});

describe('the counters', () => {
  it('hold a count and the end of their window for the TTL policy, and no address or uid', async () => {
    const visitor = await signUpAnonymous();
    const before = Date.now();
    await post(
      'newsletter',
      { email: 'anna@example.nl' },
      { user: visitor, forwardedFor: '203.0.113.7, 198.51.100.1' },
    );

    const counters = await db().collection(collections.abuseCounters).get();
    expect(counters.size).toBe(2);
    for (const counter of counters.docs) {
      expect(counter.id).toMatch(/^newsletter\.(ip|visitor)\.[0-9a-f]{32}\.\d+$/);
      expect(counter.id).not.toContain(visitor.uid);
      expect(counter.data()).toEqual({ count: 1, expiresAt: expect.any(Timestamp) });
      const expiresAt = (counter.data().expiresAt as Timestamp).toMillis();
      expect(expiresAt).toBeGreaterThan(before);
      expect(expiresAt).toBeLessThanOrEqual(before + NEWSLETTER.windowSeconds * 1000);
      expect(expiresAt % (NEWSLETTER.windowSeconds * 1000)).toBe(0);
    }
  });
});

describe('every public write is limited', () => {
  it.each([
    ['contact', 20],
    ['returnrequest', 30],
  ])('POST %s refuses the address after %i calls, before looking at the body', async (path, limit) => {
    const statuses: number[] = [];
    for (let index = 0; index <= limit; index += 1) statuses.push((await post(path, {})).status);

    expect(statuses).toEqual([...Array(limit).fill(400), 429]);
  });

  it('POST registercustomer refuses a customer after 5 calls', async () => {
    const customer = await signUpWithPassword('anna@example.nl');
    const statuses: number[] = [];
    for (let index = 0; index <= 5; index += 1) {
      statuses.push(
        (await post('registercustomer', { firstName: 'Anna', lastName: `V${index}` }, { user: customer }))
          .status,
      );
    }

    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
