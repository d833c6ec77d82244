// POST createaccount, POST resendverification and POST changepassword (docs/decisions.md rules 34,
// 72, 74 and 79): the password rules are the server's, not only the browser's, and a new account is
// asked to verify its address by mail, in the language of the page it was asked from.
import { ACCOUNT_EXISTS_MESSAGE, collections, type MailDoc } from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { adminApp } from '../../functions/src/firebase-app';
import { signInWithPassword, signUpAnonymous, signUpWithPassword, type TestUser } from './emulators';
import { fetchJson } from './server';
import { useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });

function post(user: TestUser, path: string, body: unknown) {
  return fetchJson(`${api.origin}/api/v1/main/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const form = {
  firstName: 'Anna',
  lastName: 'de Vries',
  email: 'Anna@Example.nl',
  password: 'Velvet-Tote-1961',
};

const mails = async () =>
  (await db().collection(collections.mail).get()).docs.map((doc) => doc.data() as MailDoc);

/** The path Firebase's verification page leads to once the address is confirmed (its continue URL). */
function continuePathOf(mail: MailDoc | undefined): string {
  const link = /https?:\/\/\S*[?&]mode=verifyEmail\S*/.exec(mail?.message.text ?? '')?.[0];
  const continueUrl = link ? new URL(link).searchParams.get('continueUrl') : null;
  return continueUrl ? new URL(continueUrl).pathname : '';
}

describe('POST createaccount', () => {
  it('refuses the password 123456 without the browser, and the visitor stays a visitor', async () => {
    const visitor = await signUpAnonymous();

    const { status, body } = await post(visitor, 'createaccount', { ...form, password: '123456' });

    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: {
        code: 'invalid-request',
        details: [{ path: 'password', message: 'Password must be at least 8 characters' }],
      },
    });
    const user = await getAuth(adminApp()).getUser(visitor.uid);
    expect(user.email).toBeUndefined();
    expect(user.providerData).toEqual([]);
    expect((await db().collection(collections.customers).doc(visitor.uid).get()).exists).toBe(false);
  });

  it.each([
    ['a common password', 'password123', /commonly used|frequently used/],
    ['a repeat', 'aaaaaaaa', /Repeated characters/],
    ["the shop's name", 'maisonborsa1', /the shop's name or your own name or e-mail address/],
    ["the address's name part", 'Anna1234', /the shop's name or your own name or e-mail address/],
  ])('refuses %s of 8 characters or more, saying how to make it stronger', async (_case, password, why) => {
    const visitor = await signUpAnonymous();

    const { status, body } = await post(visitor, 'createaccount', { ...form, password });

    expect(status).toBe(400);
    const message = (body as { error: { message: string } }).error.message;
    expect(message).toMatch(why);
    expect(message).toMatch(/Three or four unrelated words/);
    expect(body).toMatchObject({
      error: { code: 'invalid-request', details: [{ path: 'password', message }] },
    });
    const user = await getAuth(adminApp()).getUser(visitor.uid);
    expect(user.email).toBeUndefined();
    expect((await db().collection(collections.mail).get()).size).toBe(0);
  });

  it("makes the visitor an unverified account, stores the profile and mails Firebase's verification link", async () => {
    const visitor = await signUpAnonymous();

    const { status, body } = await post(visitor, 'createaccount', form);

    expect(status).toBe(201);
    expect(body).toEqual({ firstName: 'Anna', lastName: 'de Vries', email: 'anna@example.nl' });
    const user = await getAuth(adminApp()).getUser(visitor.uid);
    expect(user).toMatchObject({
      email: 'anna@example.nl',
      emailVerified: false,
      displayName: 'Anna de Vries',
    });
    // The same uid signs in with the password: cart, wishlist and orders stay the customer's.
    expect((await signInWithPassword('anna@example.nl', form.password)).uid).toBe(visitor.uid);
    const mail = (await db().collection(collections.mail).get()).docs.map((doc) => doc.data() as MailDoc);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'anna@example.nl' });
    expect(mail[0]?.message.text).toMatch(/[?&]mode=verifyEmail&/);
    expect(mail[0]?.message.text).toMatch(/[?&]oobCode=/);
    // Asked without a language: an English page's, whose account page has no prefix.
    expect(mail[0]?.message.subject).toBe('Please confirm your e-mail address for Maison Borsa');
    expect(continuePathOf(mail[0])).toBe('/account');
  });

  it("writes the verification mail in the page's language, leading back to that language's account page", async () => {
    const visitor = await signUpAnonymous();

    const { status } = await post(visitor, 'createaccount', { ...form, language: 'de' });

    expect(status).toBe(201);
    const [mail] = await mails();
    expect(mail?.message.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse für Maison Borsa');
    expect(mail?.message.html).toContain('lang="de"');
    expect(mail?.message.text).toContain('Guten Tag Anna,');
    expect(mail?.message.text).toContain(
      'Willkommen bei Maison Borsa. Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist.',
    );
    expect(mail?.message.text).toMatch(/Meine E-Mail-Adresse bestätigen: http\S*[?&]mode=verifyEmail&/);
    expect(continuePathOf(mail)).toBe('/de/account');
  });

  it('refuses a language the shop does not speak with a 400: nothing is changed or mailed', async () => {
    const visitor = await signUpAnonymous();

    const { status, body } = await post(visitor, 'createaccount', { ...form, language: 'es' });

    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'invalid-request', details: [{ path: 'language' }] } });
    expect((await getAuth(adminApp()).getUser(visitor.uid)).email).toBeUndefined();
    expect((await db().collection(collections.customers).doc(visitor.uid).get()).exists).toBe(false);
    expect(await mails()).toHaveLength(0);
  });

  it('says an address has an account only where sign-up must: 409, nothing changed', async () => {
    await signUpWithPassword('anna@example.nl');
    const visitor = await signUpAnonymous();

    const { status, body } = await post(visitor, 'createaccount', form);

    expect(status).toBe(409);
    expect(body).toMatchObject({ error: { code: 'conflict', message: ACCOUNT_EXISTS_MESSAGE } });
    expect((await getAuth(adminApp()).getUser(visitor.uid)).email).toBeUndefined();
  });

  it('refuses a caller who is already an account', async () => {
    const customer = await signUpWithPassword('anna@example.nl');

    const { status } = await post(customer, 'createaccount', { ...form, email: 'other@example.nl' });

    expect(status).toBe(403);
  });
});

describe('POST resendverification', () => {
  it("mails an unverified account's address its verification link again, five times a day at most", async () => {
    const customer = await signUpWithPassword('anna@example.nl');

    for (let time = 1; time <= 5; time += 1) {
      const { status, body } = await post(customer, 'resendverification', {});
      expect(status).toBe(200);
      expect(body).toEqual({ sent: true });
    }
    const sent = await mails();
    expect(sent).toHaveLength(5);
    expect(sent[0]).toMatchObject({ to: 'anna@example.nl' });
    expect(sent[0]?.message.text).toMatch(/[?&]mode=verifyEmail&/);

    const sixth = await post(customer, 'resendverification', {});
    expect(sixth.status).toBe(429);
    expect(await mails()).toHaveLength(5);
  });

  it("mails it in the page's language, leading back to that language's account page", async () => {
    const customer = await signUpWithPassword('lotte@example.nl');
    await getAuth(adminApp()).updateUser(customer.uid, { displayName: 'Lotte Jansen' });

    const { status } = await post(customer, 'resendverification', { language: 'nl' });

    expect(status).toBe(200);
    const [mail] = await mails();
    expect(mail?.message.subject).toBe('Bevestig uw e-mailadres voor Maison Borsa');
    expect(mail?.message.text).toContain('Beste Lotte,');
    expect(mail?.message.text).toMatch(/Mijn e-mailadres bevestigen: http\S*[?&]mode=verifyEmail&/);
    expect(continuePathOf(mail)).toBe('/nl/account');

    const refused = await post(customer, 'resendverification', { language: 'es' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { details: [{ path: 'language' }] } });
    expect(await mails()).toHaveLength(1);
  });

  it('refuses a verified address (409) and an anonymous visitor (403), and mails nothing', async () => {
    const customer = await signUpWithPassword('eva@example.nl');
    await getAuth(adminApp()).updateUser(customer.uid, { emailVerified: true });
    const verified = await post(customer, 'resendverification', {});
    expect(verified.status).toBe(409);
    expect(verified.body).toMatchObject({ error: { code: 'conflict' } });

    const visitor = await signUpAnonymous();
    expect((await post(visitor, 'resendverification', {})).status).toBe(403);
    expect(await mails()).toHaveLength(0);
  });
});

describe('POST changepassword', () => {
  it('refuses 123456 and keeps the old password', async () => {
    const customer = await signUpWithPassword('anna@example.nl', 'Velvet-Tote-1961');

    const { status } = await post(customer, 'changepassword', { newPassword: '123456' });

    expect(status).toBe(400);
    expect((await signInWithPassword('anna@example.nl', 'Velvet-Tote-1961')).uid).toBe(customer.uid);
  });

  it.each(['aaaaaaaa', 'maisonborsa1', 'anna@example.nl'])(
    'refuses %s, naming newPassword, and keeps the old password',
    async (newPassword) => {
      const customer = await signUpWithPassword('anna@example.nl', 'Velvet-Tote-1961');

      const { status, body } = await post(customer, 'changepassword', { newPassword });

      expect(status).toBe(400);
      expect(body).toMatchObject({ error: { details: [{ path: 'newPassword' }] } });
      expect((await signInWithPassword('anna@example.nl', 'Velvet-Tote-1961')).uid).toBe(customer.uid);
    },
  );

  it("sets a password that keeps the rule and ends the account's other sessions", async () => {
    const customer = await signUpWithPassword('anna@example.nl', 'Velvet-Tote-1961');
    const otherDevice = await signInWithPassword('anna@example.nl', 'Velvet-Tote-1961');
    // Revocation counts whole seconds: a token of the same second as the change would still pass.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const { status, body } = await post(customer, 'changepassword', { newPassword: 'Leather-Clutch-77' });

    expect(status).toBe(200);
    expect(body).toEqual({ changed: true });
    expect((await signInWithPassword('anna@example.nl', 'Leather-Clutch-77')).uid).toBe(customer.uid);
    // Revocation is checked on the account's routes: the other device's token no longer works.
    const stale = await fetchJson(`${api.origin}/api/v1/main/mydata`, {
      headers: { authorization: `Bearer ${otherDevice.idToken}` },
    });
    expect(stale.status).toBe(401);
  });
});
