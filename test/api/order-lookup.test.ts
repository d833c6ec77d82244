// POST findorder (/track's "Find an order") and which orders GET gettrackallitems lists.
import { ORDER_LOOKUP_ANSWER_MS, ORDER_LOOKUP_MESSAGES } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { signUpAnonymous } from './emulators';
import { createOrder } from './factories';
import { fetchJsonAs, postJson } from './server';
import { useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });
const { url } = api;

const find = (body: unknown) => postJson(url('findorder'), body);

/** Answers like postJson, with how long the answer took in milliseconds. */
async function timedFind(body: unknown) {
  const started = performance.now();
  const answer = await find(body);
  return { ...answer, ms: performance.now() - started };
}

const notFound = {
  error: { code: 'not-found', message: ORDER_LOOKUP_MESSAGES.notFound },
};

describe('POST findorder', () => {
  it('answers the order when the number and the address (any case, spaces trimmed) match', async () => {
    await createOrder({ id: 'ord-2001', payment: 'Paid', status: 'Out for Delivery' });

    const { status, body } = await find({ orderId: ' ord-2001 ', email: ' ANNA@Example.NL ' });

    expect(status).toBe(200);
    expect(body).toEqual({
      orderId: 'ord-2001',
      orderNumber: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      lines: [expect.objectContaining({ qty: 1, lineTotal: 28_000 })],
      totals: expect.objectContaining({ payable: 28_000 }),
      totalItems: 1,
      couponCode: null,
      paymentMethod: 'card',
      payment: 'Paid',
      status: 'Out for Delivery',
      // Shipped before carriers were recorded: no tracking to show.
      shipment: null,
      refund: null,
      country: 'NL',
    });
  });

  it('says the same, in the same time, for a wrong address, an unknown number and an impossible one', async () => {
    await createOrder({ id: 'ord-2002' });

    const answers = [
      await timedFind({ orderId: 'ord-2002', email: 'someone@example.nl' }),
      await timedFind({ orderId: 'ord-9999', email: 'anna@example.nl' }),
      await timedFind({ orderId: 'a/b', email: 'anna@example.nl' }),
      await timedFind({ orderId: 'ord-2002', email: 'anna@example.nl' }),
    ];

    for (const answer of answers.slice(0, 3)) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(notFound);
    }
    expect(answers[3]?.status).toBe(200);
    // Found or not, no answer leaves before the floor, and none is far behind it (no lookup here
    // takes anywhere near a second), so the time does not say which numbers exist.
    for (const { ms } of answers) {
      expect(ms).toBeGreaterThanOrEqual(ORDER_LOOKUP_ANSWER_MS - 5);
      expect(ms).toBeLessThan(ORDER_LOOKUP_ANSWER_MS + 1_000);
    }
  });

  it('refuses a missing number or an invalid address with a 400 naming each field', async () => {
    const { status, body } = await find({ email: 'anna' });

    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 'invalid-request',
        message: expect.any(String),
        details: [
          { path: 'orderId', message: 'Order number is required' },
          { path: 'email', message: 'Enter a valid e-mail address' },
        ],
      },
    });
  });
});

describe('POST findorder abuse limit', () => {
  it('answers a visitor 429 with Retry-After after 10 lookups an hour, and then finds nothing', async () => {
    const visitor = await signUpAnonymous();
    await createOrder({ id: 'ord-3001' });
    const guess = (n: number) => ({ orderId: `ord-${n}`, email: 'anna@example.nl' });

    const statuses: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      statuses.push((await fetchJsonAs(visitor, 'POST', url('findorder'), guess(n))).status);
    }
    const response = await fetch(url('findorder'), {
      method: 'POST',
      headers: { authorization: `Bearer ${visitor.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: 'ord-3001', email: 'anna@example.nl' }),
    });

    expect(statuses).toEqual(Array(10).fill(404));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right number and address are refused once the limit is reached.
    expect(await response.json()).toMatchObject({ error: { code: 'too-many-requests' } });
  });
});

describe('GET gettrackallitems/{userId}: which orders /track lists', () => {
  it('lists paid and refunded orders and payments awaited for less than a day, never failed or abandoned ones', async () => {
    const anna = await signUpAnonymous();
    const hoursAgo = (hours: number) => Timestamp.fromMillis(Date.now() - hours * 3_600_000);
    const order = (id: string, hours: number, payment: 'Paid' | 'Refund due' | 'Pending' | 'Failed') =>
      createOrder({ id, userId: anna.uid, createdAt: hoursAgo(hours), payment });
    await Promise.all([
      order('recent-pending', 1, 'Pending'),
      order('recent-failed', 2, 'Failed'),
      order('paid', 30, 'Paid'),
      order('stale-pending', 48, 'Pending'),
      order('refund-due', 72, 'Refund due'),
    ]);

    const { status, body } = await fetchJsonAs(anna, 'GET', url(`gettrackallitems/${anna.uid}`));

    expect(status).toBe(200);
    expect((body as { orderId: string }[]).map((tracked) => tracked.orderId)).toEqual([
      'recent-pending',
      'paid',
      'refund-due',
    ]);
  });
});
