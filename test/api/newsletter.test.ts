// POST newsletter.
import { collections, MAIL_RETENTION_DAYS, type MailDoc } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { app } from '../../functions/src/http/app';
import { clearFirestore } from './emulators';
import { fetchJson, serve, type RunningServer } from './server';

let api: RunningServer;
const url = (path: string) => `${api.origin}/api/v1/main/${path}`;

beforeAll(async () => {
  api = await serve(app);
});
afterAll(() => api.close());
beforeEach(clearFirestore);

function subscribe(body: unknown) {
  return fetchJson(url('newsletter'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function stored() {
  const [subscribers, mail] = await Promise.all([
    db().collection(collections.newsletterSubscribers).get(),
    db().collection(collections.mail).get(),
  ]);
  return {
    subscribers: subscribers.docs.map((doc) => ({ id: doc.id, ...doc.data() })),
    mail: mail.docs.map((doc) => doc.data() as MailDoc),
  };
}

describe('POST newsletter', () => {
  it('stores the subscriber under the lower-cased address and queues one welcome mail', async () => {
    const { status, body } = await subscribe({ email: '  Anna.de.Vries@Example.NL ' });

    expect(status).toBe(200);
    expect(body).toEqual({ subscribed: true });
    const { subscribers, mail } = await stored();
    expect(subscribers).toEqual([
      {
        id: 'anna.de.vries@example.nl',
        email: 'anna.de.vries@example.nl',
        subscribedAt: expect.any(Timestamp),
      },
    ]);
    expect(mail).toEqual([
      {
        to: 'anna.de.vries@example.nl',
        message: {
          subject: 'Welcome to the Maison Borsa newsletter',
          text: expect.stringContaining('Thank you for subscribing to the Maison Borsa newsletter'),
          html: expect.stringContaining('<p>Thank you for subscribing to the Maison Borsa newsletter'),
        },
        expiresAt: expect.any(Timestamp),
      },
    ]);
    // Deleted by the mail TTL policy MAIL_RETENTION_DAYS after it was queued.
    const expiresInDays = (mail[0]!.expiresAt!.toMillis() - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(MAIL_RETENTION_DAYS - 0.01);
    expect(expiresInDays).toBeLessThanOrEqual(MAIL_RETENTION_DAYS);
  });

  it('answers a repeat with alreadySubscribed and writes nothing more', async () => {
    await subscribe({ email: 'anna@example.nl' });
    const before = await stored();

    const { status, body } = await subscribe({ email: 'ANNA@example.nl' });

    expect(status).toBe(200);
    expect(body).toEqual({ subscribed: true, alreadySubscribed: true });
    expect(await stored()).toEqual(before);
    expect(before.mail).toHaveLength(1);
  });

  it('stores one subscriber and one mail when the same address is sent twice at once', async () => {
    const answers = await Promise.all([
      subscribe({ email: 'jan@example.nl' }),
      subscribe({ email: 'jan@example.nl' }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body)).toEqual(
      expect.arrayContaining([{ subscribed: true }, { subscribed: true, alreadySubscribed: true }]),
    );
    const { subscribers, mail } = await stored();
    expect(subscribers).toHaveLength(1);
    expect(mail).toHaveLength(1);
  });

  it.each([
    ['an invalid address', { email: 'anna-at-example.nl' }],
    ['an empty address', { email: '   ' }],
    ['no address', {}],
    ['a number', { email: 42 }],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_case, body) => {
    const answer = await subscribe(body);

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { code: 'invalid-request', details: [{ path: 'email', message: expect.any(String) }] },
    });
    expect(await stored()).toEqual({ subscribers: [], mail: [] });
  });
});
