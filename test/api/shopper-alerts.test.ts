// The mails a shopper opts in to besides notify me: wishlist alerts (rule 80), the one reminder of a
// checkout left unpaid (rule 81), the one-click unsubscribe of both (rule 82), one-tap notify me, and
// mydata / deleteaccount over their consents. Real Firestore and Auth emulators; the jobs' handlers
// are called with the time they run at; mails are read from the `mail` collection.
import {
  collections,
  loadDictionary,
  NOTIFY_ME_MESSAGES,
  WISHLIST_ALERT_CONSENT,
  type CheckoutReminder,
  type MailDoc,
  type Order,
  type StoreMyData,
  type StoreProduct,
  type StoreWishlistAlertsResponse,
  type WishlistAlertSubscription,
} from '@shop/domain';
import { en } from '../../domain/src/dictionaries/en';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { adminApp } from '../../functions/src/firebase-app';
import { mailDueCheckoutReminders } from '../../functions/src/jobs/checkout-reminders';
import { runDailySummary } from '../../functions/src/jobs/daily-summary';
import { mailDueWishlistAlerts, recordProductNews } from '../../functions/src/jobs/wishlist-alerts';
import { apiCaller, readDoc } from './admin-factories';
import { createCart, recordingProvider } from './checkout-support';
import {
  clearAuth,
  signInWithPassword,
  signUpAnonymous,
  signUpWithPassword,
  type TestUser,
} from './emulators';
import { createStoreProduct, variant } from './factories';
import { chargeBody, useApi } from './harness';

const api = useApi();
const call = apiCaller(() => api.origin);
const HOUR = 3_600_000;

beforeEach(async () => {
  await clearAuth();
}, 30_000);

async function mails(to?: string): Promise<MailDoc[]> {
  const all = (await db().collection(collections.mail).get()).docs.map((doc) => doc.data() as MailDoc);
  return to ? all.filter((mail) => mail.to === to) : all;
}

async function verifiedAccount(email: string): Promise<TestUser> {
  const account = await signUpWithPassword(email);
  await getAuth(adminApp()).updateUser(account.uid, { emailVerified: true });
  return signInWithPassword(account.email, account.password);
}

/** Writes the product as any writer would, and runs the trigger's wishlist part on the change. */
async function changeProduct(productId: string, change: Partial<StoreProduct>, now: Date) {
  const ref = db().collection(collections.products).doc(productId);
  const before = (await ref.get()).data() as StoreProduct;
  const after = { ...before, ...change };
  await ref.set(after);
  const { wishlistAlertReason } = await import('@shop/domain');
  const reason = wishlistAlertReason(before, after);
  return reason ? recordProductNews(productId, reason, now) : 0;
}

const soldOut = { variants: [variant({ quantity: 0 })], inStock: false, sizesInStock: [] };
const backAgain = { variants: [variant({ quantity: 2 })], inStock: true, sizesInStock: ['UNI'] };

describe('wishlist alerts', () => {
  it('are for a signed-in account with a verified address only', async () => {
    const visitor = await signUpAnonymous();
    const answer = await call('GET', 'wishlistalerts', { token: visitor.idToken });
    expect(answer.body).toMatchObject({ enabled: false, canEnable: false });
    expect(
      (
        await call('POST', 'wishlistalerts', {
          token: visitor.idToken,
          body: { enabled: true, source: 'wishlist' },
        })
      ).status,
    ).toBe(400);
    const unverified = await signUpWithPassword('una@example.nl');
    expect(
      (
        await call('POST', 'wishlistalerts', {
          token: unverified.idToken,
          body: { enabled: true, source: 'account' },
        })
      ).status,
    ).toBe(400);
    expect((await db().collection(collections.wishlistAlerts).get()).size).toBe(0);
  });

  it('record the consent, mail a saved piece on sale once, and hold the next news for a day', async () => {
    const ben = await verifiedAccount('ben@example.nl');
    const bag = await createStoreProduct({ title: 'Jackie bag', displayPrice: 200_000 });
    const belt = await createStoreProduct({ title: 'Belt', ...soldOut });
    for (const product of [bag, belt]) {
      expect(
        (
          await call('POST', 'addproducttowish', {
            token: ben.idToken,
            body: { userId: ben.uid, productId: product.id },
          })
        ).status,
      ).toBe(200);
    }
    const on = await call('POST', 'wishlistalerts', {
      token: ben.idToken,
      body: { enabled: true, source: 'wishlist' },
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({
      enabled: true,
      email: 'ben@example.nl',
    } satisfies Partial<StoreWishlistAlertsResponse>);
    const stored = await readDoc<WishlistAlertSubscription>(`${collections.wishlistAlerts}/${ben.uid}`);
    expect(stored).toMatchObject({ consent: WISHLIST_ALERT_CONSENT, source: 'wishlist', lastMailedAt: null });

    // Someone else saved the bag but never opted in: told nothing.
    const other = await verifiedAccount('olga@example.nl');
    await call('POST', 'addproducttowish', {
      token: other.idToken,
      body: { userId: other.uid, productId: bag.id },
    });

    const now = new Date();
    expect(await changeProduct(bag.id, { salePrice: 150_000, discountPercent: 25 }, now)).toBe(1);
    expect(await mailDueWishlistAlerts(now)).toBe(1);
    const [alert, ...more] = await mails();
    expect(more).toEqual([]);
    expect(alert?.to).toBe('ben@example.nl');
    expect(alert?.message.subject).toBe('Now on sale: PRADA Jackie bag');
    expect(alert?.message.text).toContain(`/view?id=${bag.id}`);
    expect(alert?.message.text).toContain('€ 1.500,00');
    expect(alert?.message.html).toContain('/img/320/jpeg?src=');
    expect(alert?.message.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<.*\/api\/v1\/main\/oneclickunsubscribe\?list=wishlist-alerts&token=[0-9a-f]{64}>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // The belt comes back an hour later: held until a day after the first mail, then mailed once.
    expect(await changeProduct(belt.id, backAgain, new Date(now.getTime() + HOUR))).toBe(1);
    expect(await mailDueWishlistAlerts(new Date(now.getTime() + 2 * HOUR))).toBe(0);
    expect(await mailDueWishlistAlerts(new Date(now.getTime() + 25 * HOUR))).toBe(1);
    expect(await mailDueWishlistAlerts(new Date(now.getTime() + 26 * HOUR))).toBe(0);
    const second = (await mails()).find((mail) => mail.message.subject.startsWith('Back in stock'));
    expect(second?.message.text).toContain('Belt');
    expect(second?.message.text).not.toContain('Jackie');
  });

  it('switched off, or unsubscribed with one click, keep nothing and send nothing', async () => {
    const cleo = await verifiedAccount('cleo@example.nl');
    const bag = await createStoreProduct(soldOut);
    await call('POST', 'addproducttowish', {
      token: cleo.idToken,
      body: { userId: cleo.uid, productId: bag.id },
    });
    await call('POST', 'wishlistalerts', { token: cleo.idToken, body: { enabled: true, source: 'account' } });
    const token = (await readDoc<WishlistAlertSubscription>(`${collections.wishlistAlerts}/${cleo.uid}`))!
      .unsubscribeToken;

    const oneClick = await fetch(
      `${api.origin}/api/v1/main/oneclickunsubscribe?list=wishlist-alerts&token=${token}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(oneClick.status).toBe(200);
    expect(await readDoc(`${collections.wishlistAlerts}/${cleo.uid}`)).toBeUndefined();
    expect(
      (
        await fetch(`${api.origin}/api/v1/main/oneclickunsubscribe?list=wishlist-alerts&token=${token}`, {
          method: 'POST',
        })
      ).status,
    ).toBe(404);
    // A GET never unsubscribes (link scanners open links).
    expect(
      (await fetch(`${api.origin}/api/v1/main/oneclickunsubscribe?list=wishlist-alerts&token=${token}`))
        .status,
    ).toBe(405);

    expect(await changeProduct(bag.id, backAgain, new Date())).toBe(0);
    expect(await mailDueWishlistAlerts(new Date(Date.now() + 48 * HOUR))).toBe(0);
    expect(await mails()).toEqual([]);
  });
});

describe('a checkout left unpaid', () => {
  beforeEach(() => {
    recordingProvider();
  });

  async function checkout(visitor: TestUser, marketingConsent?: boolean, language?: 'fr') {
    const answer = await call('POST', 'charges', {
      token: visitor.idToken,
      body: chargeBody(
        visitor,
        { email: 'Anna@Example.nl', companyAddress: '' },
        {
          note: '',
          ...(marketingConsent === undefined ? {} : { marketingConsent }),
          ...(language ? { language } : {}),
        },
      ),
    });
    expect(answer.status).toBe(200);
    return (answer.body as { orderId: string }).orderId;
  }

  async function visitorWithCart() {
    const visitor = await signUpAnonymous();
    const bag = await createStoreProduct({ title: 'Kelly bag', variants: [variant({ quantity: 2 })] });
    await createCart(visitor.uid, [{ product: bag }]);
    return { visitor, bag };
  }

  it('keeps the consent box’s words in the language the checkout showed them in, and reminds in it (docs/decisions.md rule 79)', async () => {
    const { visitor } = await visitorWithCart();
    await checkout(visitor, true, 'fr');
    const reminder = await readDoc<CheckoutReminder>(`${collections.checkoutReminders}/${visitor.uid}`);
    const french = (await loadDictionary('fr')).checkoutForm.reminderConsent;
    expect(french).not.toBe(en.checkoutForm.reminderConsent);
    expect(reminder).toMatchObject({ consent: french, language: 'fr' });

    expect(await mailDueCheckoutReminders(new Date(Date.now() + 25 * HOUR))).toEqual({ send: 1 });
    const [mail] = await mails('anna@example.nl');
    expect(mail?.message.subject).toBe('Vos pièces vous attendent toujours chez Maison Borsa');
    expect(mail?.message.html).toContain('lang="fr"');
    expect(mail?.message.text).toContain('Retour à mon panier');
    // The amounts in French, the pages under /fr: the restore link opens the French cart.
    expect(mail?.message.text).toMatch(/1 x [\d\u202f]+,\d\d\u00a0€/);
    expect(mail?.message.text).toMatch(/\/fr\/cart\?restore=[0-9a-f]{64}/);
    expect(mail?.message.text).toMatch(/\/fr\/unsubscribe\?list=checkout-reminder&token=[0-9a-f]{64}/);
  });

  it('with the consent: one reminder a day later with the pieces and a link that restores the cart elsewhere', async () => {
    const { visitor, bag } = await visitorWithCart();
    const orderId = await checkout(visitor, true);
    const reminder = await readDoc<CheckoutReminder>(`${collections.checkoutReminders}/${visitor.uid}`);
    expect(reminder).toMatchObject({
      orderId,
      email: 'anna@example.nl',
      consent: en.checkoutForm.reminderConsent,
      source: 'checkout',
      sentAt: null,
    });

    const now = Date.now();
    expect(await mailDueCheckoutReminders(new Date(now + 23 * HOUR))).toEqual({});
    expect(await mailDueCheckoutReminders(new Date(now + 25 * HOUR))).toEqual({ send: 1 });
    expect(await mailDueCheckoutReminders(new Date(now + 26 * HOUR))).toEqual({});
    const [mail, ...more] = await mails('anna@example.nl');
    expect(more).toEqual([]);
    expect(mail?.message.text).toContain('Kelly bag');
    expect(mail?.message.html).toContain('/img/320/jpeg?src=');
    expect(mail?.message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const token = /\/cart\?restore=([0-9a-f]{64})/.exec(mail?.message.text ?? '')?.[1];
    expect(token).toBeDefined();

    // Opened on a phone: another visitor's cart gets the pieces.
    const phone = await signUpAnonymous();
    const restored = await call('POST', 'restorecart', { token: phone.idToken, body: { token } });
    expect(restored).toMatchObject({
      status: 200,
      body: { restored: 1, missing: 0, message: 'Your pieces are back in your cart.' },
    });
    expect((await db().collection(`carts/${phone.uid}/lines`).get()).docs.map((doc) => doc.id)).toEqual([
      bag.id,
    ]);
    // A link that has expired is told by its code, which a page says in its language (rule 79).
    const expired = await call('POST', 'restorecart', {
      token: phone.idToken,
      body: { token: 'a'.repeat(64) },
    });
    expect(expired).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
  });

  it('sends nothing without the consent, once paid, when the cart changed or the stock is gone', async () => {
    const later = new Date(Date.now() + 25 * HOUR);
    // No consent: nothing is kept.
    const first = await visitorWithCart();
    await checkout(first.visitor);
    expect(await readDoc(`${collections.checkoutReminders}/${first.visitor.uid}`)).toBeUndefined();

    // Paid.
    const paid = await visitorWithCart();
    const paidOrder = await checkout(paid.visitor, true);
    await db()
      .collection(collections.orders)
      .doc(paidOrder)
      .update({ payment: 'Paid', status: 'Order Received' } satisfies Partial<Order>);
    // The cart changed.
    const changed = await visitorWithCart();
    await checkout(changed.visitor, true);
    await createCart(changed.visitor.uid, [{ product: changed.bag, qty: 2 }]);
    // The stock is gone.
    const gone = await visitorWithCart();
    await checkout(gone.visitor, true);
    await db().collection(collections.products).doc(gone.bag.id).update(soldOut);

    expect(await mailDueCheckoutReminders(later)).toEqual({ settled: 1, 'cart-changed': 1, 'stock-gone': 1 });
    expect(await mails()).toEqual([]);
    expect((await db().collection(collections.checkoutReminders).get()).size).toBe(0);
  });
});

describe('notify me in one tap', () => {
  it("uses a verified account's own address when none is sent; anyone else must give one", async () => {
    await createStoreProduct({ id: 'bag-1', variants: [variant({ quantity: 0 })], inStock: false });
    const dana = await verifiedAccount('dana@example.nl');
    const tap = await call('POST', 'notifyme', { token: dana.idToken, body: { productId: 'bag-1' } });
    expect(tap).toEqual({ status: 201, body: { status: 'waiting', message: NOTIFY_ME_MESSAGES.waiting } });
    expect(await mails()).toEqual([]);

    const visitor = await signUpAnonymous();
    const guest = await call('POST', 'notifyme', { token: visitor.idToken, body: { productId: 'bag-1' } });
    expect(guest.status).toBe(400);
  });
});

describe('mydata and deleteaccount', () => {
  it('give the wishlist alerts and the checkout reminder with their consents, and erase them', async () => {
    recordingProvider();
    const erin = await verifiedAccount('erin@example.nl');
    await call('POST', 'wishlistalerts', { token: erin.idToken, body: { enabled: true, source: 'account' } });
    const bag = await createStoreProduct({ title: 'Tote' });
    await createCart(erin.uid, [{ product: bag }]);
    await call('POST', 'charges', {
      token: erin.idToken,
      body: chargeBody(
        erin,
        { firstName: 'Erin', lastName: 'Smit', email: 'erin@example.nl', companyAddress: '' },
        { note: '', marketingConsent: true },
      ),
    });

    const mine = (await call('GET', 'mydata', { token: erin.idToken })).body as StoreMyData;
    expect(mine.wishlistAlerts).toMatchObject({
      email: 'erin@example.nl',
      consent: WISHLIST_ALERT_CONSENT,
      source: 'account',
      consentAt: expect.any(String),
    });
    expect(mine.checkoutReminder).toMatchObject({
      email: 'erin@example.nl',
      consent: en.checkoutForm.reminderConsent,
      source: 'checkout',
      pieces: [{ productId: bag.id, title: 'Tote', size: null, qty: 1 }],
    });

    expect(
      (await call('POST', 'deleteaccount', { token: erin.idToken, body: { confirm: 'DELETE' } })).status,
    ).toBe(200);
    expect(await readDoc(`${collections.wishlistAlerts}/${erin.uid}`)).toBeUndefined();
    expect(await readDoc(`${collections.checkoutReminders}/${erin.uid}`)).toBeUndefined();
  });
});

describe("the owners' morning summary", () => {
  it('names the most wanted sold-out pieces, most shoppers waiting first, and no size back in stock', async () => {
    const owner = await signUpWithPassword('olga@maisonborsa.example');
    await getAuth(adminApp()).setCustomUserClaims(owner.uid, { admin: true, role: 'owner' });
    await createStoreProduct({
      id: 'bag-1',
      title: 'Jackie bag',
      variants: [variant({ size: 'S', quantity: 0 }), variant({ size: 'M', quantity: 0 })],
      inStock: false,
    });
    await createStoreProduct({ id: 'belt-1', title: 'Belt', variants: [variant({ quantity: 10 })] });
    const waiting = (email: string, productId: string, size: string) =>
      db()
        .collection(collections.notifyRequests)
        .doc(`${email}~${productId}~${size}`)
        .set({
          email,
          productId,
          size,
          uid: null,
          confirmed: true,
          source: 'product-page',
          consent: 'E-mail me once when this item is back in stock.',
          requestedAt: Timestamp.now(),
          confirmedAt: Timestamp.now(),
          expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
        });
    await Promise.all([
      waiting('a@example.nl', 'bag-1', 'M'),
      waiting('b@example.nl', 'bag-1', 'M'),
      waiting('c@example.nl', 'bag-1', 'S'),
      // Back in stock: its mail is on its way, so the size is no longer wanted.
      waiting('d@example.nl', 'belt-1', 'UNI'),
    ]);

    expect(await runDailySummary()).toEqual(['olga@maisonborsa.example']);
    const text = (await mails())[0]?.message.text ?? '';
    expect(text).toContain('Most wanted sold-out pieces: 2');
    expect(text.indexOf('PRADA Jackie bag (size M): 2 shoppers waiting')).toBeLessThan(
      text.indexOf('PRADA Jackie bag (size S): 1 shopper waiting'),
    );
    expect(text).toContain('PRADA Jackie bag (size S): 1 shopper waiting');
    expect(text).not.toContain('Belt');
  });
});
