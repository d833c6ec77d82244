// The abuse limits on public writes (http/abuse-limits.ts): per client address (over several
// documents) and per visitor, counted in Firestore, a JSON 429 with Retry-After over the limit and
// nothing written.
import { collections } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Request } from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { ABUSE_LIMITS, clientAddress } from '../../functions/src/http/abuse-limits';
import { signUpAnonymous, signUpWithPassword, type TestUser } from './emulators';
import { fetchJson } from './server';
import { useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });
/** Every limit's window is a whole number of these, so every window ends on one of its steps. */
const WINDOW_STEP_MS = 600_000;
const { url } = api;

beforeEach(async () => {
  // The limits count per window of the clock (10 minutes or an hour, both starting on the hour), and
  // a test's calls must fall in one window: a test that ran across xx:00 saw its counters start again
  // (404 where 429 was due). Near a window's end the clock moves on to the next window's start (at
  // most 5 minutes: the ID tokens stay valid), and keeps running from there.
  const now = Date.now();
  const untilWindowEnd = WINDOW_STEP_MS - (now % WINDOW_STEP_MS);
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  if (untilWindowEnd < 5 * 60_000) vi.setSystemTime(now + untilWindowEnd + 1_000);
});
afterEach(() => {
  vi.useRealTimers();
});

const NEWSLETTER = ABUSE_LIMITS.newsletter;

describe('the numbers', () => {
  it('are tight per visitor and ten times that per address, for shared networks', () => {
    for (const limits of Object.values(ABUSE_LIMITS)) {
      expect(limits.perIp).toBe(limits.perVisitor * 10);
      expect(limits.perIp).toBeGreaterThanOrEqual(50);
      expect((limits.windowSeconds * 1000) % WINDOW_STEP_MS).toBe(0);
    }
  });
});

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
    expect(await count(collections.newsletterConfirmations)).toBe(NEWSLETTER.perIp);
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

  it("lets exactly one visitor's limit through when its requests arrive at once", async () => {
    // Per visitor: some fifty requests at once on one counter exceed what the emulator's
    // transactions resolve in time (a burst is then refused as a whole, see abuse-limits.ts).
    const visitor = await signUpAnonymous();
    const answers = await Promise.all(
      Array.from({ length: NEWSLETTER.perVisitor + 3 }, (_, index) =>
        post('newsletter', { email: `c${index}@example.com` }, { user: visitor }),
      ),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(NEWSLETTER.perVisitor);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(await count(collections.newsletterConfirmations)).toBe(NEWSLETTER.perVisitor);
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
    const kinds = counters.docs.map((counter) => counter.id.split('.')[1]).sort();
    expect(kinds).toEqual(['ip', 'visitor']);
    for (const counter of counters.docs) {
      // An address is counted on one of several shard documents: `.{shard}` after the window.
      expect(counter.id).toMatch(/^newsletter\.(ip\.[0-9a-f]{32}\.\d+\.\d+|visitor\.[0-9a-f]{32}\.\d+)$/);
      expect(counter.id).not.toContain(visitor.uid);
      expect(counter.data()).toEqual({ count: 1, expiresAt: expect.any(Timestamp) });
      const expiresAt = (counter.data().expiresAt as Timestamp).toMillis();
      expect(expiresAt).toBeGreaterThan(before);
      expect(expiresAt).toBeLessThanOrEqual(before + NEWSLETTER.windowSeconds * 1000);
      expect(expiresAt % (NEWSLETTER.windowSeconds * 1000)).toBe(0);
    }
  });

  it('spread one address over several documents, so shoppers behind it at once never wait for each other', async () => {
    const office = '203.0.113.60, 198.51.100.1';
    const visitors = await Promise.all(Array.from({ length: 30 }, () => signUpAnonymous()));
    const answers = await Promise.all(
      visitors.map((visitor, index) =>
        post('newsletter', { email: `o${index}@example.com` }, { user: visitor, forwardedFor: office }),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual(visitors.map(() => 200));
    const counters = await db().collection(collections.abuseCounters).get();
    const shards = counters.docs.filter((counter) => counter.id.split('.')[1] === 'ip');
    // Thirty calls, each counted once, on more than one document of the address.
    expect(shards.reduce((sum, shard) => sum + (shard.data().count as number), 0)).toBe(30);
    expect(shards.length).toBeGreaterThan(1);
  });
});

describe('every public write is limited', () => {
  it.each([
    ['contact', ABUSE_LIMITS.contact.perIp],
    ['returnrequest', ABUSE_LIMITS.returnrequest.perIp],
  ])('POST %s refuses the address after %i calls, before looking at the body', async (path, limit) => {
    const statuses: number[] = [];
    for (let index = 0; index <= limit; index += 1) statuses.push((await post(path, {})).status);

    expect(statuses).toEqual([...Array(limit).fill(400), 429]);
  });

  it('POST registercustomer refuses a customer after 5 calls', async () => {
    expect(ABUSE_LIMITS.registercustomer.perVisitor).toBe(5);
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

describe('a shared network', () => {
  it(
    "does not refuse a new guest's first Find an order because others at the address used it up",
    {
      timeout: 180_000,
    },
    async () => {
      const office = '203.0.113.50, 198.51.100.1';
      const find = (user?: TestUser) =>
        post(
          'findorder',
          { orderId: 'no-such-order', email: 'anna@example.nl' },
          { user, forwardedFor: office },
        );
      for (let index = 0; index < ABUSE_LIMITS.findorder.perIp; index += 1) {
        expect((await find()).status).not.toBe(429);
      }
      expect((await find()).status).toBe(429);

      const guest = await signUpAnonymous();
      const first = await find(guest);
      expect(first.status).not.toBe(429);
      expect(first.body).not.toMatchObject({ error: { code: 'too-many-requests' } });
      // The address is still full: the guest's further calls are held to it.
      expect((await find(guest)).status).toBe(429);
    },
  );
});

describe('coupon apply and checkout are limited', () => {
  it('POST getcouponitemscart/{code} answers 429 after the per-visitor limit', async () => {
    const visitor = await signUpAnonymous();
    const statuses: number[] = [];
    for (let index = 0; index <= ABUSE_LIMITS.coupon.perVisitor; index += 1) {
      statuses.push((await post(`getcouponitemscart/TRY${index}`, {}, { user: visitor })).status);
    }

    expect(statuses).toEqual([...Array(ABUSE_LIMITS.coupon.perVisitor).fill(400), 429]);
    // The spec's GET form counts against the same limit.
    const spec = await fetchJson(url('getcouponitemscart/TRYAGAIN'), {
      headers: { authorization: `Bearer ${visitor.idToken}` },
    });
    expect(spec.status).toBe(429);
  });

  it('POST charges and POST secret share one limit per visitor', async () => {
    const visitor = await signUpAnonymous();
    const body = { userId: visitor.uid, paymentMethod: 'card', customer: {}, note: '' };
    const statuses: number[] = [];
    for (let index = 0; index < ABUSE_LIMITS.checkout.perVisitor; index += 1) {
      statuses.push((await post(index % 2 === 0 ? 'charges' : 'secret', body, { user: visitor })).status);
    }

    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect((await post('charges', body, { user: visitor })).status).toBe(429);
    expect((await post('secret', body, { user: visitor })).status).toBe(429);
  });
});
