// POST contact.
import { collections, type MailDoc } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { config } from '../../functions/src/config';
import { db } from '../../functions/src/data/firestore';
import { postJson } from './server';
import { useApi } from './harness';

const api = useApi();
const { url } = api;

const send = (body: unknown) => postJson(url('contact'), body);

async function stored() {
  const [messages, mail] = await Promise.all([
    db().collection(collections.contactMessages).get(),
    db().collection(collections.mail).get(),
  ]);
  return {
    messages: messages.docs.map((doc) => doc.data()),
    mail: mail.docs.map((doc) => doc.data() as MailDoc),
  };
}

const message = {
  name: '  Anna de Vries ',
  email: ' Anna@Example.NL',
  subject: 'Is the Jackie bag still available?',
  message: 'Hello,\nI would like to know whether the Jackie 1961 comes in black.\nAnna',
};

describe('POST contact', () => {
  it('stores the message and queues a receipt to the sender and a copy to the shop', async () => {
    const { status, body } = await send(message);

    expect(status).toBe(200);
    expect(body).toEqual({ received: true });
    const { messages, mail } = await stored();
    expect(messages).toEqual([
      {
        name: 'Anna de Vries',
        email: 'anna@example.nl',
        subject: 'Is the Jackie bag still available?',
        message: 'Hello,\nI would like to know whether the Jackie 1961 comes in black.\nAnna',
        createdAt: expect.any(Timestamp),
        // Deleted by a TTL policy a year on (CONTACT_MESSAGE_RETENTION_DAYS).
        expiresAt: expect.any(Timestamp),
      },
    ]);
    const receipt = mail.find((doc) => doc.to === 'Anna@Example.NL');
    const notice = mail.find((doc) => doc.to === 'service@maisonborsa.example');
    expect(mail).toHaveLength(2);
    expect(receipt?.message).toEqual({
      subject: 'We received your message to Maison Borsa',
      text: expect.stringContaining(
        'Hello,\n\nThank you for contacting Maison Borsa. Your message has arrived',
      ),
      html: expect.stringContaining('Your message has arrived'),
    });
    expect(receipt?.message.text).toContain('open 7 days a week, 10:00 to 18:00 (CET)');
    // The receipt goes to an unconfirmed address: nothing the sender typed is repeated in it.
    for (const typed of ['Anna de Vries', 'Jackie', 'black']) {
      expect(JSON.stringify(receipt?.message)).not.toContain(typed);
    }
    expect(notice?.message).toMatchObject({
      subject: 'Contact form: Is the Jackie bag still available?',
      text: expect.stringContaining('From: Anna de Vries <Anna@Example.NL>'),
    });
  });

  it('writes the receipt in the language of the page the message came from', async () => {
    await send({ ...message, language: 'fr' });

    const { messages, mail } = await stored();
    const receipt = mail.find((doc) => doc.to === 'Anna@Example.NL');
    expect(receipt?.message.subject).toBe('Nous avons bien reçu votre message à Maison Borsa');
    expect(receipt?.message.text).toContain('Bonjour,\n\nMerci d’avoir contacté Maison Borsa.');
    // The opening hours as the French footer and contact page say them.
    expect(receipt?.message.text).toContain('ouvert 7 jours sur 7, de 10:00 à 18:00 (HEC).');
    expect(receipt?.message.html).toContain('lang="fr"');
    expect(receipt?.message.html).toContain(`href="${config().shopBaseUrl}/fr"`);
    expect(JSON.stringify(receipt?.message)).not.toContain('Jackie');
    expect(messages).toHaveLength(1);
  });

  it('refuses a language the shop does not speak with a 400, and writes nothing', async () => {
    const answer = await send({ ...message, language: 'es' });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { code: 'invalid-request', details: [{ path: 'language' }] },
    });
    expect(await stored()).toEqual({ messages: [], mail: [] });
  });

  it("escapes what the sender typed in the HTML of the shop's copy, and keeps it out of the receipt", async () => {
    await send({ ...message, name: '<b>Anna</b>', message: '<script>alert(1)</script>' });

    const { mail } = await stored();
    for (const doc of mail) expect(doc.message.html).not.toContain('<script>');
    const notice = mail.find((doc) => doc.to === 'service@maisonborsa.example');
    const receipt = mail.find((doc) => doc.to !== 'service@maisonborsa.example');
    expect(notice?.message.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(receipt?.message.html).not.toContain('alert(1)');
  });

  it('stores the same message from the same address once, however often it is sent', async () => {
    await send(message);
    const before = await stored();

    const again = await send({ ...message, email: 'ANNA@example.nl' });
    const atOnce = await Promise.all([send(message), send(message)]);

    expect(again).toMatchObject({ status: 200, body: { received: true, alreadyReceived: true } });
    expect(atOnce.map((answer) => answer.body)).toEqual([
      { received: true, alreadyReceived: true },
      { received: true, alreadyReceived: true },
    ]);
    expect(await stored()).toEqual(before);
    expect(before.messages).toHaveLength(1);
  });

  it('stores a different message from the same address', async () => {
    await send(message);
    await send({ ...message, message: 'And does it come in red?' });

    const { messages, mail } = await stored();
    expect(messages).toHaveLength(2);
    expect(mail).toHaveLength(4);
  });

  it('accepts a message without a subject', async () => {
    const { status } = await send({ ...message, subject: undefined });

    expect(status).toBe(200);
    const { messages, mail } = await stored();
    expect(messages[0]).toMatchObject({ subject: '' });
    expect(mail.map((doc) => doc.message.subject)).toEqual(
      expect.arrayContaining(['We received your message to Maison Borsa', 'Contact form: (no subject)']),
    );
  });

  it.each([
    ['no name', { ...message, name: '  ' }, 'name'],
    ['an invalid e-mail address', { ...message, email: 'anna-at-example.nl' }, 'email'],
    ['no message', { ...message, message: '' }, 'message'],
    ['a message that is too long', { ...message, message: 'x'.repeat(5001) }, 'message'],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_case, body, field) => {
    const answer = await send(body);

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { code: 'invalid-request', details: [{ path: field, message: expect.any(String) }] },
    });
    expect(await stored()).toEqual({ messages: [], mail: [] });
  });
});

describe('POST contact receipts', () => {
  it('sends one address at most 3 receipts a day, whoever types it; the messages are all stored and copied to the shop', async () => {
    for (const n of [1, 2, 3, 4]) {
      const { status, body } = await send({ ...message, message: `Question number ${n}` });
      expect(status).toBe(200);
      expect(body).toEqual({ received: true });
    }

    const { messages, mail } = await stored();
    expect(messages).toHaveLength(4);
    expect(mail.filter((doc) => doc.to === 'Anna@Example.NL')).toHaveLength(3);
    expect(mail.filter((doc) => doc.to === 'service@maisonborsa.example')).toHaveLength(4);
  });
});
