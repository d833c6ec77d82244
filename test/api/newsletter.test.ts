// The newsletter's double opt-in: POST newsletter only mails a confirmation link; the address is
// subscribed when the link is followed (POST newsletterconfirm) and leaves with one link (POST
// newsletterunsubscribe). Real Firestore emulator; the mails are read from the `mail` collection.
import {
  collections,
  MAIL_RETENTION_DAYS,
  type MailDoc,
  type NewsletterConfirmation,
  type NewsletterSubscriber,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { fetchJson } from './server';
import { useApi } from './harness';

const api = useApi();
const { url } = api;

function post(path: string, body: unknown) {
  return fetchJson(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
const subscribe = (body: unknown) => post('newsletter', body);

async function stored() {
  const [subscribers, confirmations, mail] = await Promise.all([
    db().collection(collections.newsletterSubscribers).get(),
    db().collection(collections.newsletterConfirmations).get(),
    db().collection(collections.mail).get(),
  ]);
  return {
    subscribers: subscribers.docs.map((doc) => ({ id: doc.id, ...(doc.data() as NewsletterSubscriber) })),
    confirmations: confirmations.docs.map((doc) => ({
      id: doc.id,
      ...(doc.data() as NewsletterConfirmation),
    })),
    mail: mail.docs.map((doc) => doc.data() as MailDoc),
  };
}

/** The token of the link in a mail to `path` (confirm or unsubscribe). */
function tokenIn(mail: MailDoc | undefined, path: string): string {
  const match = new RegExp(`${path}\\?token=([0-9a-f]{64})`).exec(mail?.message.text ?? '');
  if (!match?.[1]) throw new Error(`No ${path} link in: ${mail?.message.text}`);
  return match[1];
}

const ASKED = {
  confirmationSent: true,
  message: 'Thank you. Please confirm your subscription with the link we have sent to your e-mail address.',
};

describe('POST newsletter', () => {
  it('mails a confirmation link to the lower-cased address and subscribes nobody yet', async () => {
    const { status, body } = await subscribe({ email: '  Anna.de.Vries@Example.NL ' });

    expect(status).toBe(200);
    expect(body).toEqual(ASKED);
    const { subscribers, confirmations, mail } = await stored();
    expect(subscribers).toEqual([]);
    expect(confirmations).toEqual([
      {
        id: 'anna.de.vries@example.nl',
        email: 'anna.de.vries@example.nl',
        tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        requestedAt: expect.any(Timestamp),
        expiresAt: expect.any(Timestamp),
        // Asked without a language: an English page's.
        language: 'en',
      },
    ]);
    expect(mail).toEqual([
      {
        to: 'anna.de.vries@example.nl',
        message: {
          subject: 'Please confirm your subscription to the Maison Borsa newsletter',
          text: expect.stringContaining('/newsletter/confirm?token='),
          html: expect.stringContaining('Confirm my subscription'),
        },
        expiresAt: expect.any(Timestamp),
      },
    ]);
    // Deleted by the mail TTL policy MAIL_RETENTION_DAYS after it was queued.
    const expiresInDays = (mail[0]!.expiresAt!.toMillis() - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(MAIL_RETENTION_DAYS - 0.01);
    expect(expiresInDays).toBeLessThanOrEqual(MAIL_RETENTION_DAYS);
    // The link's token is not what is stored (only its hash is).
    expect(confirmations[0]?.tokenHash).not.toBe(tokenIn(mail[0], '/newsletter/confirm'));
  });

  it('answers a subscribed address the same and mails it nothing', async () => {
    await subscribe({ email: 'anna@example.nl' });
    await post('newsletterconfirm', { token: tokenIn((await stored()).mail[0], '/newsletter/confirm') });
    const before = await stored();

    const { status, body } = await subscribe({ email: 'ANNA@example.nl' });

    expect(status).toBe(200);
    expect(body).toEqual(ASKED);
    expect(await stored()).toEqual(before);
  });

  it('sends one confirmation mail per address however often it is asked in a short time', async () => {
    const answers = await Promise.all([
      subscribe({ email: 'jan@example.nl' }),
      subscribe({ email: 'jan@example.nl' }),
    ]);
    await subscribe({ email: 'Jan@example.nl' });

    expect(answers.map((answer) => answer.body)).toEqual([ASKED, ASKED]);
    const { confirmations, mail } = await stored();
    expect(confirmations).toHaveLength(1);
    expect(mail).toHaveLength(1);
  });

  it('writes the confirmation and the welcome in the language of the page the address was given on', async () => {
    const asked = await subscribe({ email: 'lotte@example.nl', language: 'nl' });
    expect(asked.status).toBe(200);
    const [confirmation] = (await stored()).mail;
    expect(confirmation?.message.subject).toBe('Bevestig uw inschrijving op de nieuwsbrief van Maison Borsa');
    expect(confirmation?.message.html).toContain('lang="nl"');
    // The link opens the Dutch confirmation page.
    const token = tokenIn(confirmation, '/nl/newsletter/confirm');

    expect((await post('newsletterconfirm', { token })).status).toBe(200);
    const { subscribers, mail } = await stored();
    expect(subscribers).toMatchObject([{ email: 'lotte@example.nl', language: 'nl' }]);
    const welcome = mail.find((doc) => doc.message.subject === 'Welkom bij de nieuwsbrief van Maison Borsa');
    expect(welcome?.message.text).toContain('Met één klik uitschrijven, wanneer u wilt');
    expect(tokenIn(welcome, '/nl/newsletter/unsubscribe')).toBe(subscribers[0]?.unsubscribeToken);
  });

  it('refuses a language the shop does not speak with a 400, and writes nothing', async () => {
    const answer = await subscribe({ email: 'anna@example.nl', language: 'es' });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { code: 'invalid-request', details: [{ path: 'language' }] },
    });
    expect(await stored()).toEqual({ subscribers: [], confirmations: [], mail: [] });
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
    expect(await stored()).toEqual({ subscribers: [], confirmations: [], mail: [] });
  });
});

describe('POST newsletterconfirm and POST newsletterunsubscribe', () => {
  it('subscribe the address once with a welcome that unsubscribes with one link', async () => {
    await subscribe({ email: 'anna@example.nl' });
    const token = tokenIn((await stored()).mail[0], '/newsletter/confirm');

    const [first, second] = await Promise.all([
      post('newsletterconfirm', { token }),
      post('newsletterconfirm', { token }),
    ]);

    const statuses = [first.status, second.status].sort();
    // Two clicks at once: one confirms; the other finds the link used (or confirms the same subscriber).
    expect(statuses[0]).toBe(200);
    const { subscribers, confirmations, mail } = await stored();
    expect(subscribers).toEqual([
      {
        id: 'anna@example.nl',
        email: 'anna@example.nl',
        subscribedAt: expect.any(Timestamp),
        unsubscribeToken: expect.stringMatching(/^[0-9a-f]{64}$/),
        language: 'en',
      },
    ]);
    expect(confirmations).toEqual([]);
    const welcome = mail.find((doc) => doc.message.subject === 'Welcome to the Maison Borsa newsletter');
    expect(mail).toHaveLength(2);
    const unsubscribe = tokenIn(welcome, '/newsletter/unsubscribe');

    expect(await post('newsletterunsubscribe', { token: unsubscribe })).toEqual({
      status: 200,
      contentType: expect.stringMatching(/^application\/json/),
      body: {
        unsubscribed: true,
        message: 'You are unsubscribed. You will not receive the newsletter any more.',
      },
    });
    expect((await stored()).subscribers).toEqual([]);
    expect(await post('newsletterunsubscribe', { token: unsubscribe })).toMatchObject({
      status: 404,
      body: { error: { code: 'not-found' } },
    });
  });

  it('refuses a used, expired or made-up confirmation link with 404 and subscribes nobody', async () => {
    await subscribe({ email: 'anna@example.nl' });
    const token = tokenIn((await stored()).mail[0], '/newsletter/confirm');
    await db()
      .collection(collections.newsletterConfirmations)
      .doc('anna@example.nl')
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });

    expect(await post('newsletterconfirm', { token })).toMatchObject({
      status: 404,
      body: { error: { code: 'not-found', message: expect.stringContaining('expired or was already used') } },
    });
    expect(await post('newsletterconfirm', { token: 'a'.repeat(64) })).toMatchObject({ status: 404 });
    expect(await post('newsletterconfirm', { token: 'not-a-token' })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-request' } },
    });
    expect((await stored()).subscribers).toEqual([]);
  });
});
