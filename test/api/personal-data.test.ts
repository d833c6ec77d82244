// GET mydata and POST deleteaccount (docs/decisions.md rule 33) with real Auth emulator accounts:
// what a customer gets back, what an erasure removes and keeps, what its goodbye mail says in the
// page's language (rule 79), and what the admin still sees.
import {
  cartLinesPath,
  collections,
  newsletterSubscriberId,
  wishlistItemsPath,
  type MailDoc,
  type Order,
  type StoreMyData,
} from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { adminApp } from '../../functions/src/firebase-app';
import { createAdmin, signInWithPassword, signUpWithPassword, type TestUser } from './emulators';
import { createOrder, createReturnRequest } from './factories';
import { fetchJson } from './server';
import { useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });

function call(user: TestUser | null, method: 'GET' | 'POST', path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (user) headers.authorization = `Bearer ${user.idToken}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetchJson(`${api.origin}/api/v1/main/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const EMAIL = 'anna@example.nl';

/** A customer with a profile, an address, a cart, a wishlist, a subscription and orders. */
async function customerWithData({ verified }: { verified: boolean }) {
  const account = await signUpWithPassword(EMAIL);
  if (verified) await getAuth(adminApp()).updateUser(account.uid, { emailVerified: true });
  const customer = await signInWithPassword(account.email, account.password);
  const { uid } = customer;
  const batch = db().batch();
  batch.set(db().collection(collections.customers).doc(uid), {
    firstName: 'Anna',
    lastName: 'de Vries',
    email: EMAIL,
    createdAt: Timestamp.now(),
  });
  batch.set(db().collection(collections.addressBooks).doc(uid), {
    addresses: [
      {
        firstName: 'Anna',
        lastName: 'de Vries',
        country: 'NL',
        address: 'Keizersgracht 1',
        city: 'Amsterdam',
        state: '',
        postcode: '1015 AA',
        phone: '',
      },
    ],
    updatedAt: Timestamp.now(),
  });
  batch.set(db().collection(cartLinesPath(uid)).doc('p1'), {
    productId: 'p1',
    qty: 1,
    addedAt: Timestamp.now(),
  });
  batch.set(db().collection(collections.carts).doc(uid), { items: 1, updatedAt: Timestamp.now() });
  batch.set(db().collection(wishlistItemsPath(uid)).doc('p2'), {
    productId: 'p2',
    addedAt: Timestamp.now(),
    product: {
      title: 'Jackie 1961',
      brand: 'GUCCI',
      displayImage: '',
      price: 28_000,
      category: 'SHOULDER BAG',
    },
  });
  batch.set(db().collection(collections.newsletterSubscribers).doc(newsletterSubscriberId(EMAIL)), {
    email: EMAIL,
    subscribedAt: Timestamp.now(),
    unsubscribeToken: 'token',
  });
  await batch.commit();
  const delivered = await createOrder({
    id: 'ord-delivered',
    userId: uid,
    status: 'Order Completed',
    completed: true,
    note: 'Ring twice',
  });
  const unpaid = await createOrder({
    id: 'ord-unpaid',
    userId: uid,
    payment: 'Pending',
    status: 'Pending payment',
  });
  await createReturnRequest({ id: 'RET1', orderId: delivered.id, state: 'Rejected' });
  // Someone else's order placed with the same address: never the account's by e-mail match.
  await createOrder({ id: 'ord-stranger', userId: 'another-visitor', customer: { ...delivered.customer } });
  return { customer, delivered, unpaid };
}

describe('GET mydata', () => {
  it("answers the account's profile, addresses, orders, returns, wishlist and newsletter state", async () => {
    const { customer } = await customerWithData({ verified: true });

    const { status, body } = await call(customer, 'GET', 'mydata');

    expect(status).toBe(200);
    const data = body as StoreMyData;
    expect(data.account).toMatchObject({ uid: customer.uid, email: EMAIL, emailVerified: true });
    expect(data.profile).toEqual({ firstName: 'Anna', lastName: 'de Vries', email: EMAIL });
    expect(data.addresses).toHaveLength(1);
    expect(data.orders.map((order) => order.id).sort()).toEqual(['ord-delivered', 'ord-unpaid']);
    const delivered = data.orders.find((order) => order.id === 'ord-delivered');
    expect(delivered).toMatchObject({
      note: 'Ring twice',
      customer: { email: EMAIL, address: 'Keizersgracht 1' },
    });
    // In the customer's words: euros, not cents; the shop's labels; no internal fields
    // (docs/decisions.md rule 74).
    const stored = (await db().doc(`${collections.orders}/ord-delivered`).get()).data() as Order;
    expect(delivered?.money.totalInEuros).toBe(stored.totals.payable / 100);
    expect(delivered?.items[0]?.priceInEuros).toBe(stored.lines[0]!.unitPrice / 100);
    expect(delivered?.money.vat).toMatch(/^(Including € [\d.]+,\d\d VAT|Charged without VAT)/);
    expect(delivered?.paymentMethod).toBe('Card');
    expect(JSON.stringify(data)).not.toMatch(/vatScheme|unitPrice|payable/);
    expect(data.returnRequests).toMatchObject([{ id: 'RET1', orderId: 'ord-delivered', state: 'Rejected' }]);
    expect(data.wishlist).toMatchObject([{ productId: 'p2', title: 'Jackie 1961' }]);
    expect(data.newsletter).toEqual({ subscribed: true });
  });

  it('does not tell an unverified account the newsletter state of the address it names', async () => {
    const { customer } = await customerWithData({ verified: false });

    const { body } = await call(customer, 'GET', 'mydata');

    expect((body as StoreMyData).newsletter).toBeNull();
  });

  it('refuses an anonymous visitor and a call without a token', async () => {
    expect((await call(null, 'GET', 'mydata')).status).toBe(401);
  });
});

describe('POST deleteaccount', () => {
  it('erases the account and keeps only the figures of its paid orders; the admin no longer sees the e-mail', async () => {
    const { customer, delivered } = await customerWithData({ verified: true });
    const admin = await createAdmin();

    const { status, body } = await call(customer, 'POST', 'deleteaccount', { confirm: 'DELETE' });

    expect(status).toBe(200);
    expect(body).toEqual({
      deleted: true,
      ordersKeptForTheBooks: 1,
      ordersDeleted: 1,
      invoicesKeptForTheBooks: 0,
    });
    const { uid } = customer;
    const exists = async (path: string) => (await db().doc(path).get()).exists;
    expect(await exists(`${collections.customers}/${uid}`)).toBe(false);
    expect(await exists(`${collections.addressBooks}/${uid}`)).toBe(false);
    expect(await exists(`${collections.carts}/${uid}`)).toBe(false);
    expect((await db().collection(cartLinesPath(uid)).get()).size).toBe(0);
    expect((await db().collection(wishlistItemsPath(uid)).get()).size).toBe(0);
    expect(await exists(`${collections.newsletterSubscribers}/${newsletterSubscriberId(EMAIL)}`)).toBe(false);
    expect(await exists(`${collections.returnRequests}/RET1`)).toBe(false);
    expect(await exists(`${collections.orders}/ord-unpaid`)).toBe(false);
    const kept = (await db().doc(`${collections.orders}/ord-delivered`).get()).data() as Order;
    expect(kept).toMatchObject({
      userId: uid,
      customer: { email: '', fullName: '', address: '', phone: '', country: 'NL' },
      customerSearchTerms: [],
      note: '',
      totals: delivered.totals,
      lines: delivered.lines,
      personalDataRemovedAt: expect.any(Timestamp),
    });
    await expect(getAuth(adminApp()).getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    const mail = (await db().collection(collections.mail).get()).docs.map((doc) => doc.data() as MailDoc);
    expect(mail).toMatchObject([
      { to: EMAIL, message: { subject: 'Your Maison Borsa account has been deleted' } },
    ]);

    const spec = await call(admin, 'GET', `getuserdetails/${uid}`);
    const view = await call(admin, 'GET', `getuserdetails/${uid}?view=account`);
    expect(spec.status).toBe(200);
    expect(view.status).toBe(200);
    expect(JSON.stringify(spec.body)).not.toContain(EMAIL);
    expect(JSON.stringify(view.body)).not.toContain(EMAIL);
    // The other visitor's order with the same address is not theirs and stays as it was.
    const stranger = (await db().doc(`${collections.orders}/ord-stranger`).get()).data() as Order;
    expect(stranger.customer.email).toBe(EMAIL);
    // The deleted account's token no longer opens anything (revocation is checked).
    expect((await call(customer, 'GET', 'mydata')).status).toBe(401);
  });

  it('refuses while an order is being delivered, and changes nothing', async () => {
    const { customer } = await customerWithData({ verified: true });
    await createOrder({ id: 'ord-on-its-way', userId: customer.uid, status: 'Out for Delivery' });

    const { status, body } = await call(customer, 'POST', 'deleteaccount', { confirm: 'DELETE' });

    expect(status).toBe(409);
    expect(body).toMatchObject({ error: { code: 'conflict', details: { blockedBy: 'order' } } });
    expect((await db().doc(`${collections.customers}/${customer.uid}`).get()).exists).toBe(true);
    expect((await getAuth(adminApp()).getUser(customer.uid)).email).toBe(EMAIL);
  });

  it('writes the goodbye mail in the language of the page it was asked from', async () => {
    const { customer } = await customerWithData({ verified: true });
    await createOrder({
      id: 'ord-delivered-2',
      userId: customer.uid,
      status: 'Order Completed',
      completed: true,
    });

    const { status, body } = await call(customer, 'POST', 'deleteaccount', {
      confirm: 'DELETE',
      language: 'fr',
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({ deleted: true, ordersKeptForTheBooks: 2 });
    const [mail, ...others] = (await db().collection(collections.mail).get()).docs.map(
      (doc) => doc.data() as MailDoc,
    );
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: EMAIL,
      message: { subject: 'Votre compte Maison Borsa a été supprimé' },
    });
    expect(mail?.message.html).toContain('lang="fr"');
    expect(mail?.message.text).toContain('Bonjour,');
    expect(mail?.message.text).toContain(
      'Comme vous nous l’avez demandé, nous avons supprimé votre compte Maison Borsa : vos coordonnées,',
    );
    expect(mail?.message.text).toContain(
      'Les montants de vos 2 commandes restent sept ans dans notre comptabilité, comme l’exige le droit fiscal néerlandais',
    );
    expect(mail?.message.text).toMatch(
      /Si vous n’êtes pas à l’origine de cette demande, écrivez-nous à \S+@/,
    );
  });

  it('refuses a language the shop does not speak with a 400, and changes nothing', async () => {
    const { customer } = await customerWithData({ verified: true });

    const { status, body } = await call(customer, 'POST', 'deleteaccount', {
      confirm: 'DELETE',
      language: 'es',
    });

    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'invalid-request', details: [{ path: 'language' }] } });
    expect((await db().doc(`${collections.customers}/${customer.uid}`).get()).exists).toBe(true);
    expect((await db().doc(`${collections.orders}/ord-unpaid`).get()).exists).toBe(true);
    expect((await getAuth(adminApp()).getUser(customer.uid)).email).toBe(EMAIL);
    expect((await db().collection(collections.mail).get()).size).toBe(0);
  });

  it('refuses without the typed confirmation', async () => {
    const { customer } = await customerWithData({ verified: false });

    const { status } = await call(customer, 'POST', 'deleteaccount', { confirm: 'yes' });

    expect(status).toBe(400);
    expect((await getAuth(adminApp()).getUser(customer.uid)).email).toBe(EMAIL);
  });

  it('keeps a newsletter subscription of an address the account never proved to be its own', async () => {
    const { customer } = await customerWithData({ verified: false });

    const { status } = await call(customer, 'POST', 'deleteaccount', { confirm: 'DELETE' });

    expect(status).toBe(200);
    expect(
      (
        await db()
          .doc(`${collections.newsletterSubscribers}/${newsletterSubscriberId(EMAIL)}`)
          .get()
      ).exists,
    ).toBe(true);
  });
});
