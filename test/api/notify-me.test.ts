// Notify me: POST notifyme opens a request for a sold-out size (a guest's address confirms first
// through a single-use link), the restock trigger's handler mails each confirmed request once and
// ends it, the Low stock list counts who waits, and mydata / deleteaccount cover the requests.
// Real Firestore and Auth emulators; mails are read from the `mail` collection.
import {
  collections,
  NOTIFY_ME_MESSAGES,
  notifyRequestId,
  type MailDoc,
  type NotifyRequest,
  type StoreMyData,
  type StoreProduct,
} from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminApp } from '../../functions/src/firebase-app';
import { db } from '../../functions/src/data/firestore';
import { NOTIFY_ME_LIMITS } from '../../functions/src/http/routes/notify-me';
import { mailRestockedProduct } from '../../functions/src/jobs/restock-notifications';
import { apiCaller, readDoc } from './admin-factories';
import { clearAuth, createAdmin, signInWithPassword, signUpWithPassword } from './emulators';
import { createStoreProduct, variant } from './factories';
import { useApi } from './harness';

const api = useApi();
const call = apiCaller(() => api.origin);

/** A bag in S (sold out) and M (in stock). */
const sizedBag = (id = 'bag-1') =>
  createStoreProduct({
    id,
    variants: [variant({ size: 'S', quantity: 0 }), variant({ size: 'M', quantity: 2 })],
  });

const ask = (body: unknown, token?: string) => call('POST', 'notifyme', { body, token });

async function mails(to?: string): Promise<MailDoc[]> {
  const query = to
    ? db().collection(collections.mail).where('to', '==', to)
    : db().collection(collections.mail);
  return (await query.get()).docs.map((doc) => doc.data() as MailDoc);
}

function tokenIn(mail: MailDoc | undefined, path: string): string {
  const match = new RegExp(`${path}\\?token=([0-9a-f]{64})`).exec(mail?.message.text ?? '');
  if (!match?.[1]) throw new Error(`No ${path} link in: ${mail?.message.text}`);
  return match[1];
}

const requestOf = (email: string, productId: string, size: string) =>
  readDoc<NotifyRequest>(`${collections.notifyRequests}/${notifyRequestId(email, productId, size)}`);

/** Writes the product's stock as any writer would, and runs the restock trigger's handler on the change. */
async function setStock(productId: string, size: string, quantity: number): Promise<number> {
  const ref = db().collection(collections.products).doc(productId);
  const before = (await ref.get()).data() as StoreProduct;
  const variants = before.variants.map((v) => (v.size === size ? { ...v, quantity } : v));
  const after: StoreProduct = {
    ...before,
    variants,
    sizesInStock: [...new Set(variants.filter((v) => v.quantity > 0).map((v) => v.size))],
    inStock: variants.some((v) => v.quantity > 0),
  };
  await ref.set(after);
  return mailRestockedProduct(productId, before, after);
}

describe('POST notifyme from a guest', () => {
  it('opens a request that waits for the address, and mails only the confirmation link', async () => {
    await sizedBag();

    const { status, body } = await ask({ productId: 'bag-1', size: 'S', email: ' Anna@Example.NL ' });

    expect(status).toBe(201);
    expect(body).toEqual({ status: 'confirm-address', message: NOTIFY_ME_MESSAGES.confirmFirst });
    expect(await requestOf('anna@example.nl', 'bag-1', 'S')).toEqual({
      email: 'anna@example.nl',
      productId: 'bag-1',
      size: 'S',
      uid: null,
      confirmed: false,
      source: 'product-page',
      consent: 'E-mail me once when this item is back in stock.',
      // Asked without a language: an English page's.
      language: 'en',
      requestedAt: expect.any(Timestamp),
      confirmedAt: null,
      expiresAt: expect.any(Timestamp),
    });
    const request = await requestOf('anna@example.nl', 'bag-1', 'S');
    const days = (request!.expiresAt.toMillis() - request!.requestedAt.toMillis()) / 86_400_000;
    expect(days).toBe(90);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'anna@example.nl',
      message: {
        subject: expect.stringContaining('confirm'),
        text: expect.stringContaining('/notify-me/confirm?token='),
      },
    });
  });

  it('answers 200 for the same size asked again, and one confirmation mail covers both asks', async () => {
    await sizedBag();
    await ask({ productId: 'bag-1', size: 'S', email: 'anna@example.nl' });

    const again = await ask({ productId: 'bag-1', size: 'S', email: 'ANNA@example.nl' });

    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: 'confirm-address', message: NOTIFY_ME_MESSAGES.alreadyAsked });
    expect(await mails()).toHaveLength(1);
  });

  it('confirms the address once through the link: a second use says the link is used, and nothing more is sent', async () => {
    await sizedBag();
    await ask({ productId: 'bag-1', size: 'S', email: 'anna@example.nl' });
    const token = tokenIn((await mails())[0], '/notify-me/confirm');

    const first = await call('POST', 'notifymeconfirm', { body: { token } });
    const second = await call('POST', 'notifymeconfirm', { body: { token } });

    expect(first).toEqual({ status: 200, body: { message: NOTIFY_ME_MESSAGES.confirmed } });
    expect(second.status).toBe(404);
    expect(second.body).toMatchObject({
      error: { code: 'not-found', message: NOTIFY_ME_MESSAGES.linkExpired },
    });
    expect(await requestOf('anna@example.nl', 'bag-1', 'S')).toMatchObject({
      confirmed: true,
      confirmedAt: expect.any(Timestamp),
    });
    expect(await mails()).toHaveLength(1);
  });

  it('refuses an expired confirmation link and leaves the request unconfirmed', async () => {
    await sizedBag();
    await ask({ productId: 'bag-1', size: 'S', email: 'anna@example.nl' });
    const token = tokenIn((await mails())[0], '/notify-me/confirm');
    const address = db().collection(collections.notifyAddresses).doc('anna@example.nl');
    await address.update({ confirmationSentAt: Timestamp.fromMillis(Date.now() - 73 * 3_600_000) });

    const answer = await call('POST', 'notifymeconfirm', { body: { token } });

    expect(answer.status).toBe(404);
    expect(await requestOf('anna@example.nl', 'bag-1', 'S')).toMatchObject({ confirmed: false });
  });
});

describe('POST notifyme: bad input', () => {
  it('answers 404 for an unknown or offline product, 409 for a size in stock, 400 for a bad address or size', async () => {
    await sizedBag();
    await createStoreProduct({ id: 'offline', online: false, variants: [variant({ quantity: 0 })] });
    await createStoreProduct({ id: 'one-size', variants: [variant({ quantity: 1 })] });

    const unknown = await ask({ productId: 'nope', size: 'S', email: 'anna@example.nl' });
    const offline = await ask({ productId: 'offline', email: 'anna@example.nl' });
    const inStock = await ask({ productId: 'bag-1', size: 'M', email: 'anna@example.nl' });
    const oneSizeInStock = await ask({ productId: 'one-size', email: 'anna@example.nl' });
    const badAddress = await ask({ productId: 'bag-1', size: 'S', email: 'anna-at-example' });
    const noSize = await ask({ productId: 'bag-1', email: 'anna@example.nl' });
    const unknownSize = await ask({ productId: 'bag-1', size: 'XXL', email: 'anna@example.nl' });

    expect(unknown.status).toBe(404);
    expect(offline.status).toBe(404);
    expect(inStock).toEqual({
      status: 409,
      body: { error: expect.objectContaining({ code: 'conflict', message: 'This item is available now' }) },
    });
    expect(oneSizeInStock.status).toBe(409);
    expect(badAddress.status).toBe(400);
    expect(badAddress.body).toMatchObject({ error: { details: [{ path: 'email' }] } });
    expect(noSize.status).toBe(400);
    expect(noSize.body).toMatchObject({ error: { details: [{ path: 'size' }] } });
    expect(unknownSize.status).toBe(400);
    expect(await mails()).toEqual([]);
    expect((await db().collection(collections.notifyRequests).get()).size).toBe(0);
  });

  it('refuses the 21st open request of an address with a 429 that says why', async () => {
    await Promise.all(
      Array.from({ length: 21 }, (_, n) =>
        createStoreProduct({ id: `gone-${n}`, variants: [variant({ quantity: 0 })] }),
      ),
    );
    for (let n = 0; n < 20; n += 1) {
      expect((await ask({ productId: `gone-${n}`, email: 'anna@example.nl' })).status).toBe(201);
    }

    const refused = await ask({ productId: 'gone-20', email: 'anna@example.nl' });

    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: { code: 'too-many-requests', message: NOTIFY_ME_MESSAGES.tooMany },
    });
    expect((await db().collection(collections.notifyRequests).get()).size).toBe(20);
    // Asking again for one it waits for is no new request.
    expect((await ask({ productId: 'gone-3', email: 'anna@example.nl' })).status).toBe(200);
  });

  it('never answers 5xx to malformed bodies', async () => {
    for (const body of [
      {},
      { productId: 42 },
      { productId: 'a/b', email: 'x@y.nl' },
      { productId: 'x', email: [] },
    ]) {
      const { status } = await ask(body);
      expect(status, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const body of [{}, { token: 'abc' }, { token: 'g'.repeat(64) }]) {
      expect((await call('POST', 'notifymeconfirm', { body })).status).toBe(400);
    }
    expect((await call('POST', 'notifymeunsubscribe', { body: { token: 'a'.repeat(64) } })).status).toBe(404);
  });
});

describe('the abuse limit', () => {
  it('refuses an address after 50 asks in 10 minutes, before looking at the body', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= NOTIFY_ME_LIMITS.notifyme.perIp; index += 1) {
      statuses.push((await ask({})).status);
    }

    expect(statuses).toEqual([...Array(NOTIFY_ME_LIMITS.notifyme.perIp).fill(400), 429]);
  });
});

describe('a signed-in account with a verified address', () => {
  it('asks in one step: the request is open at once and no confirmation is mailed', async () => {
    await clearAuth();
    await sizedBag();
    const account = await signUpWithPassword('ben@example.nl');
    await getAuth(adminApp()).updateUser(account.uid, { emailVerified: true });
    const { idToken } = await signInWithPassword(account.email, account.password);

    const { status, body } = await ask({ productId: 'bag-1', size: 'S', email: 'ben@example.nl' }, idToken);

    expect(status).toBe(201);
    expect(body).toEqual({ status: 'waiting', message: NOTIFY_ME_MESSAGES.waiting });
    expect(await requestOf('ben@example.nl', 'bag-1', 'S')).toMatchObject({
      confirmed: true,
      uid: account.uid,
    });
    expect(await mails()).toEqual([]);
  });
});

describe('the restock', () => {
  async function confirmedGuest(email: string, productId = 'bag-1', size = 'S') {
    await ask({ productId, size, email });
    const confirmation = (await mails(email)).find((mail) =>
      mail.message.text.includes('/notify-me/confirm'),
    );
    if (confirmation)
      await call('POST', 'notifymeconfirm', { body: { token: tokenIn(confirmation, '/notify-me/confirm') } });
  }

  it('mails each confirmed request once with the picture, price, link and unsubscribe, and a second restock mails nobody', async () => {
    await sizedBag();
    await confirmedGuest('anna@example.nl');
    await ask({ productId: 'bag-1', size: 'S', email: 'unconfirmed@example.nl' });
    const admin = await createAdmin();
    const waiting = await call('GET', 'lowstock?max=3', { token: admin.idToken });
    expect(waiting.body).toMatchObject([
      {
        id: 'bag-1',
        sizes: [
          { size: 'S', waiting: 1 },
          { size: 'M', waiting: 0 },
        ],
      },
    ]);

    expect(await setStock('bag-1', 'S', 2)).toBe(1);
    expect(await setStock('bag-1', 'S', 0)).toBe(0);
    expect(await setStock('bag-1', 'S', 1)).toBe(0);

    const backInStock = (await mails('anna@example.nl')).filter((mail) =>
      mail.message.subject.startsWith('Back in stock'),
    );
    expect(backInStock).toHaveLength(1);
    const mail = backInStock[0]!;
    // The picture drawn 320 px wide from its 640 px variant (sharp on a phone's screen).
    expect(mail.message.html).toContain('/img/640/jpeg?src=');
    expect(mail.message.text).toMatch(/for € \d/);
    expect(mail.message.text).toContain('/view?id=bag-1');
    const unsubscribe = tokenIn(mail, '/notify-me/unsubscribe');
    // RFC 8058: the mail client's own button POSTs to the API's one-click address.
    expect(mail.message.headers).toEqual({
      'List-Unsubscribe': expect.stringContaining(
        `/api/v1/main/oneclickunsubscribe?list=notify-me&token=${unsubscribe}`,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await requestOf('anna@example.nl', 'bag-1', 'S')).toBeUndefined();
    // The unconfirmed address was sent nothing but its confirmation, and still waits.
    expect((await mails('unconfirmed@example.nl')).map((m) => m.message.subject)).toEqual([
      expect.stringContaining('confirm'),
    ]);
    expect(await requestOf('unconfirmed@example.nl', 'bag-1', 'S')).toMatchObject({ confirmed: false });
  });

  it('writes the confirmation and the back-in-stock mail in the language of the page it was asked on', async () => {
    await sizedBag();
    await ask({ productId: 'bag-1', size: 'S', email: 'chloe@example.fr', language: 'fr' });
    const [confirmation] = await mails('chloe@example.fr');
    expect(confirmation?.message.subject).toBe(
      'Veuillez confirmer votre adresse pour les alertes de retour en stock de Maison Borsa',
    );
    // The link opens the French confirmation page.
    await call('POST', 'notifymeconfirm', {
      body: { token: tokenIn(confirmation, '/fr/notify-me/confirm') },
    });

    expect(await setStock('bag-1', 'S', 1)).toBe(1);

    const mail = (await mails('chloe@example.fr')).find((m) =>
      m.message.subject.startsWith('De retour en stock'),
    );
    expect(mail?.message.html).toContain('lang="fr"');
    expect(mail?.message.text).toMatch(
      /en taille S est de nouveau en stock chez Maison Borsa, à [\d\u202f]+,\d\d\u00a0€/,
    );
    expect(mail?.message.text).toContain('/fr/view?id=bag-1');
    expect(tokenIn(mail, '/fr/notify-me/unsubscribe')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ends every request of an address with the one-click unsubscribe', async () => {
    await sizedBag();
    await createStoreProduct({ id: 'bag-2', variants: [variant({ quantity: 0 })] });
    await confirmedGuest('anna@example.nl');
    await confirmedGuest('anna@example.nl', 'bag-2', 'UNI');
    await setStock('bag-2', 'UNI', 1);
    const mail = (await mails('anna@example.nl')).find((m) => m.message.subject.startsWith('Back in stock'));

    const answer = await call('POST', 'notifymeunsubscribe', {
      body: { token: tokenIn(mail, '/notify-me/unsubscribe') },
    });

    expect(answer).toEqual({ status: 200, body: { message: NOTIFY_ME_MESSAGES.unsubscribed } });
    expect((await db().collection(collections.notifyRequests).get()).size).toBe(0);
    expect(await setStock('bag-1', 'S', 3)).toBe(0);
  });
});

describe('mydata and deleteaccount', () => {
  it("give the account's requests with their consent, and erase them", async () => {
    await clearAuth();
    await sizedBag();
    const account = await signUpWithPassword('cleo@example.nl');
    await getAuth(adminApp()).updateUser(account.uid, { emailVerified: true });
    const { idToken } = await signInWithPassword(account.email, account.password);
    await ask({ productId: 'bag-1', size: 'S', email: 'cleo@example.nl' }, idToken);
    await ask({ productId: 'bag-1', size: 'S', email: 'someone-else@example.nl' });

    const mine = await call('GET', 'mydata', { token: idToken });

    expect((mine.body as StoreMyData).notifyMe).toEqual([
      {
        productId: 'bag-1',
        size: 'S',
        email: 'cleo@example.nl',
        confirmed: true,
        source: 'product-page',
        consent: 'E-mail me once when this item is back in stock.',
        requestedAt: expect.any(String),
        confirmedAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    ]);

    expect(
      (await call('POST', 'deleteaccount', { token: idToken, body: { confirm: 'DELETE' } })).status,
    ).toBe(200);
    expect(await requestOf('cleo@example.nl', 'bag-1', 'S')).toBeUndefined();
    expect(await readDoc(`${collections.notifyAddresses}/cleo@example.nl`)).toBeUndefined();
    expect(await requestOf('someone-else@example.nl', 'bag-1', 'S')).toBeDefined();
  });
});
