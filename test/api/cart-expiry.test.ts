// A visitor's idle cart is deleted by TTL policies (docs/decisions.md rule 32), against the emulators:
// every document of a visitor's cart carries the same `expiresAt`, the last change plus the idle
// period, moved on all of them by each change; an account's cart carries none, and a visitor who
// becomes an account loses it; a cart the TTL policies have deleted only in part reads as empty.
import {
  cartLinesPath,
  collections,
  IDLE_VISITOR_RETENTION_DAYS,
  type CartCounter,
  type CouponDoc,
  type StoreChargeResponse,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { usePaymentProvider } from '../../functions/src/payments/provider';
import {
  paymentIntentEvent,
  postWebhook,
  readOrder,
  recordingProvider,
  WEBHOOK_SECRET,
} from './checkout-support';
import { signUpAnonymous, signUpWithPassword, type TestUser } from './emulators';
import { createStoreProduct } from './factories';
import { fetchJson } from './server';
import { chargeBody, useApi, useWebhook } from './harness';

const api = useApi({ clear: 'firestore and auth' });
const webhook = useWebhook();

afterAll(async () => {
  usePaymentProvider(undefined);
});
// The first clearing of a cold Auth emulator can take longer than a hook's default 10 s on a busy machine.
beforeEach(async () => {
  recordingProvider();
}, 30_000);

const DAY = 86_400_000;

function call(user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  const headers: Record<string, string> = { authorization: `Bearer ${user.idToken}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetchJson(`${api.origin}/api/v1/main/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const addToCart = (user: TestUser, productId: string) =>
  call(user, 'POST', 'addproducttocart', { userId: user.uid, productId });
const getCart = (user: TestUser) => call(user, 'GET', `getcartallitems/${user.uid}?view=cart`);

async function createCoupon(code = 'WELCOME15'): Promise<void> {
  const coupon: CouponDoc = {
    code,
    discount: { kind: 'fixed', amount: 1_500 },
    label: '15',
    minimumGoods: null,
    expiresAt: null,
    maxRedemptions: null,
    redemptions: 0,
    createdAt: Timestamp.now(),
  };
  await db().collection(collections.coupons).doc(code.toLowerCase()).set(coupon);
}

const counterRef = (uid: string) => db().collection(collections.carts).doc(uid);
const discountRef = (uid: string) => db().collection(collections.discounts).doc(uid);

/** Every document of `uid`'s cart by path, with its `expiresAt` (undefined when it has none). */
async function expiries(uid: string): Promise<Record<string, Timestamp | undefined>> {
  const [counter, lines, discount] = await Promise.all([
    counterRef(uid).get(),
    db().collection(cartLinesPath(uid)).get(),
    discountRef(uid).get(),
  ]);
  const docs = [counter, ...lines.docs, discount].filter((doc) => doc.exists);
  return Object.fromEntries(docs.map((doc) => [doc.ref.path, doc.get('expiresAt') as Timestamp | undefined]));
}

/** Expect every one of `at` to be the idle period from now, give or take a minute. */
function expectIdlePeriodAhead(at: Record<string, Timestamp | undefined>): void {
  for (const [path, expiresAt] of Object.entries(at)) {
    expect(expiresAt, path).toBeInstanceOf(Timestamp);
    const ahead = (expiresAt as Timestamp).toMillis() - Date.now();
    expect(Math.abs(ahead - IDLE_VISITOR_RETENTION_DAYS * DAY), path).toBeLessThan(60_000);
  }
}

/** Moves every document's expiry `days` from now, as if the cart had last changed long ago. */
async function ageCart(uid: string, days: number): Promise<void> {
  const expiresAt = Timestamp.fromMillis(Date.now() + days * DAY);
  const batch = db().batch();
  for (const path of Object.keys(await expiries(uid))) batch.update(db().doc(path), { expiresAt });
  await batch.commit();
}

/** A visitor's cart of two bags and a coupon, made through the API. */
async function fillCart(user: TestUser): Promise<void> {
  await Promise.all([
    createStoreProduct({ id: 'tote' }),
    createStoreProduct({ id: 'clutch' }),
    createCoupon(),
  ]);
  expect((await addToCart(user, 'tote')).status).toBe(200);
  expect((await addToCart(user, 'clutch')).status).toBe(200);
  expect((await call(user, 'POST', 'getcouponitemscart/WELCOME15')).status).toBe(200);
}

describe("a visitor's cart expiry", () => {
  it('is set on the counter, every line and the coupon: the idle period from the last change', async () => {
    const visitor = await signUpAnonymous();

    await fillCart(visitor);

    const at = await expiries(visitor.uid);
    expect(Object.keys(at).sort()).toEqual(
      [
        `carts/${visitor.uid}`,
        `carts/${visitor.uid}/lines/clutch`,
        `carts/${visitor.uid}/lines/tote`,
        `discounts/${visitor.uid}`,
      ].sort(),
    );
    expectIdlePeriodAhead(at);
    expect(new Set(Object.values(at).map((expiresAt) => expiresAt?.toMillis())).size).toBe(1);
  });

  it('moves on every document when the cart changes, not only on the line changed', async () => {
    const visitor = await signUpAnonymous();
    await fillCart(visitor);
    await ageCart(visitor.uid, 5);

    const { status } = await call(visitor, 'PUT', 'cartitemchangequantitycart/tote/2');

    expect(status).toBe(200);
    expectIdlePeriodAhead(await expiries(visitor.uid));
  });

  it('moves on the lines left when a line or the coupon is removed', async () => {
    const visitor = await signUpAnonymous();
    await fillCart(visitor);
    await ageCart(visitor.uid, 5);
    expect((await call(visitor, 'DELETE', 'deleteitemsmaincart/tote')).status).toBe(200);
    expectIdlePeriodAhead(await expiries(visitor.uid));

    await ageCart(visitor.uid, 5);
    expect((await call(visitor, 'DELETE', 'removecouponcart')).status).toBe(200);

    const at = await expiries(visitor.uid);
    expect(Object.keys(at)).toHaveLength(2);
    expectIdlePeriodAhead(at);
  });
});

describe('a paid order', () => {
  it("moves the expiry of the visitor's lines it leaves in the cart", async () => {
    const visitor = await signUpAnonymous();
    await fillCart(visitor);
    const charged = await call(visitor, 'POST', 'charges', chargeBody(visitor));
    expect(charged.status).toBe(200);
    const order = await readOrder((charged.body as StoreChargeResponse).orderId);
    // Added in another tab while paying: it stays in the cart.
    await createStoreProduct({ id: 'scarf' });
    expect((await addToCart(visitor, 'scarf')).status).toBe(200);
    await ageCart(visitor.uid, 5);

    const payload = JSON.stringify(paymentIntentEvent({ type: 'payment_intent.succeeded', order }));
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const { status } = await postWebhook(webhook.origin, payload, signature);

    expect(status).toBe(200);
    const at = await expiries(visitor.uid);
    expect(Object.keys(at).sort()).toEqual([`carts/${visitor.uid}`, `carts/${visitor.uid}/lines/scarf`]);
    expectIdlePeriodAhead(at);
  });
});

describe("an account's cart", () => {
  it('carries no expiry on any document', async () => {
    const customer = await signUpWithPassword('anna@example.nl');

    await fillCart(customer);

    const at = await expiries(customer.uid);
    expect(Object.keys(at)).toHaveLength(4);
    expect(Object.values(at)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('loses the expiry on every document when the visitor creates an account', async () => {
    const visitor = await signUpAnonymous();
    await fillCart(visitor);

    const { status } = await call(visitor, 'POST', 'createaccount', {
      firstName: 'Anna',
      lastName: 'de Vries',
      email: 'anna@example.nl',
      password: 'Velvet-Tote-1961',
    });

    expect(status).toBe(201);
    const at = await expiries(visitor.uid);
    expect(Object.keys(at)).toHaveLength(4);
    expect(Object.values(at)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("takes a signing-in visitor's lines and coupon without their expiry", async () => {
    const [visitor, customer] = await Promise.all([signUpAnonymous(), signUpWithPassword('bo@example.nl')]);
    await fillCart(visitor);

    const { status } = await call(customer, 'POST', 'mergevisitor', { visitorIdToken: visitor.idToken });

    expect(status).toBe(200);
    const at = await expiries(customer.uid);
    expect(Object.keys(at)).toHaveLength(4);
    expect(Object.values(at)).toEqual([undefined, undefined, undefined, undefined]);
    expect(await expiries(visitor.uid)).toEqual({});
  });
});

describe('a cart the TTL policies have deleted in part', () => {
  it('is empty when the counter is gone and lines are left, and a new line starts a clean cart', async () => {
    const visitor = await signUpAnonymous();
    await fillCart(visitor);
    await ageCart(visitor.uid, -1);
    await counterRef(visitor.uid).delete();

    const before = await getCart(visitor);
    const added = await addToCart(visitor, 'clutch');
    const after = await getCart(visitor);

    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ lines: [], coupon: null, totals: { goods: 0, discount: 0 } });
    expect(added).toMatchObject({ status: 200, body: { added: true, items: 1 } });
    expect(after.body).toMatchObject({ lines: [{ productId: 'clutch', qty: 1 }], coupon: null });
    // The tote left behind keeps its passed expiry: the TTL policy still deletes it.
    const tote = await db()
      .doc(`${cartLinesPath(visitor.uid)}/tote`)
      .get();
    expect((tote.get('expiresAt') as Timestamp).toMillis()).toBeLessThan(Date.now());
  });

  it('is empty when the lines are gone and the expired counter is left, and adding works again', async () => {
    const visitor = await signUpAnonymous();
    await fillCart(visitor);
    await ageCart(visitor.uid, -1);
    await Promise.all(
      ['tote', 'clutch'].map((id) =>
        db()
          .doc(`${cartLinesPath(visitor.uid)}/${id}`)
          .delete(),
      ),
    );

    const before = await getCart(visitor);
    const added = await addToCart(visitor, 'tote');

    expect(before.body).toMatchObject({ lines: [], coupon: null, totals: { goods: 0 } });
    expect(added).toMatchObject({ status: 200, body: { added: true, items: 1 } });
    const counter = (await counterRef(visitor.uid).get()).data() as CartCounter;
    expect(counter).toMatchObject({ items: 1, quantities: { tote: 1 } });
    expectIdlePeriodAhead(await expiries(visitor.uid));
  });

  it('leaves out an expired line the counter still lists, and a change deletes it', async () => {
    const visitor = await signUpAnonymous();
    await fillCart(visitor);
    await db()
      .doc(`${cartLinesPath(visitor.uid)}/clutch`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - DAY) });

    const before = await getCart(visitor);
    const changed = await call(visitor, 'PUT', 'cartitemchangequantitycart/clutch/2');
    const removed = await call(visitor, 'DELETE', 'deleteitemsmaincart/tote');

    expect(before.body).toMatchObject({ lines: [{ productId: 'tote' }] });
    expect(changed.status).toBe(404);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ lines: [] });
    expect((await db().collection(cartLinesPath(visitor.uid)).get()).size).toBe(0);
    expect(((await counterRef(visitor.uid).get()).data() as CartCounter).items).toBe(0);
  });
});
