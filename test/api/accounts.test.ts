// POST registercustomer and POST mergevisitor, and what one customer can read of another's things,
// with real Auth emulator accounts and tokens.
import {
  cartLinesPath,
  CART_MAX_ITEMS,
  collections,
  wishlistItemsPath,
  type CartLine,
  type DiscountRecord,
  type Order,
  type StoreMergeVisitorResponse,
  type WishlistItem,
} from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { adminApp } from '../../functions/src/firebase-app';
import {
  authHost,
  clearAuth,
  firestoreHost,
  projectId,
  signInWithPassword,
  signUpAnonymous,
  signUpWithPassword,
  type TestUser,
} from './emulators';
import { minutesAgo } from './factories';
import { fetchJson } from './server';
import { useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });
const { url } = api;

function post(path: string, body: unknown, idToken?: string) {
  return fetchJson(url(path), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

// ---- The visitor's things, stored as the cart and wishlist API store them ----

let sequence = 0;

function cartLine(productId: string, overrides: Partial<CartLine> = {}): CartLine {
  const n = ++sequence;
  return {
    productId,
    sku: `SKU-${n}`,
    title: `Shoulder bag ${n}`,
    image: `https://img.example/${productId}/1.jpg`,
    size: null,
    unitPrice: 28_000,
    qty: 1,
    addedAt: minutesAgo(100 - n),
    ...overrides,
  };
}

/** Lines into carts/{uid}/lines and the counter as their sum. */
async function seedCart(uid: string, lines: CartLine[]): Promise<void> {
  const batch = db().batch();
  for (const line of lines) batch.set(db().collection(cartLinesPath(uid)).doc(line.productId), line);
  batch.set(db().collection(collections.carts).doc(uid), {
    items: lines.reduce((sum, line) => sum + line.qty, 0),
    updatedAt: Timestamp.now(),
  });
  await batch.commit();
}

function wishlistItem(productId: string): WishlistItem {
  return {
    productId,
    addedAt: minutesAgo(5),
    product: {
      title: `Wallet ${productId}`,
      brand: 'GUCCI',
      displayImage: `https://img.example/${productId}/1.jpg`,
      price: 45_000,
      category: 'WALLET',
    },
  };
}

async function seedWishlist(uid: string, items: WishlistItem[]): Promise<void> {
  await Promise.all(
    items.map((item) => db().collection(wishlistItemsPath(uid)).doc(item.productId).set(item)),
  );
}

async function seedDiscount(uid: string, code: string): Promise<DiscountRecord> {
  const record: DiscountRecord = { couponId: `coupon-${code}`, code, appliedAt: minutesAgo(3) };
  await db().collection(collections.discounts).doc(uid).set(record);
  return record;
}

/** Everything of a uid's cart, wishlist and discount, as stored. */
async function thingsOf(uid: string) {
  const [counter, lines, wishlist, discount] = await Promise.all([
    db().collection(collections.carts).doc(uid).get(),
    db().collection(cartLinesPath(uid)).get(),
    db().collection(wishlistItemsPath(uid)).get(),
    db().collection(collections.discounts).doc(uid).get(),
  ]);
  return {
    items: counter.exists ? (counter.get('items') as number) : null,
    lines: Object.fromEntries(lines.docs.map((doc) => [doc.id, doc.data() as CartLine])),
    wishlist: wishlist.docs.map((doc) => doc.id).sort(),
    discount: discount.exists ? (discount.data() as DiscountRecord) : null,
  };
}

const nothingLeft = { items: null, lines: {}, wishlist: [], discount: null };

// ---- registercustomer ----

describe('POST registercustomer', () => {
  it("stores customers/{uid} with the names and the account's own e-mail from its token", async () => {
    const account = await signUpWithPassword('Anna.Jansen@Example.NL');

    const { status, body } = await post(
      'registercustomer',
      { firstName: ' Anna ', lastName: 'Jansen', email: 'someone@else.example' },
      account.idToken,
    );

    expect(status).toBe(200);
    expect(body).toEqual({ firstName: 'Anna', lastName: 'Jansen', email: 'anna.jansen@example.nl' });
    const stored = await db().collection(collections.customers).doc(account.uid).get();
    expect(stored.data()).toEqual({
      firstName: 'Anna',
      lastName: 'Jansen',
      email: 'anna.jansen@example.nl',
      createdAt: expect.any(Timestamp),
    });
  });

  it('updates the names on a repeat and keeps the first createdAt', async () => {
    const account = await signUpWithPassword('anna@example.nl');
    await post('registercustomer', { firstName: 'Anna', lastName: 'Jansen' }, account.idToken);
    const first = (await db().collection(collections.customers).doc(account.uid).get()).get(
      'createdAt',
    ) as Timestamp;

    const { status } = await post(
      'registercustomer',
      { firstName: 'Anne', lastName: 'Jansen' },
      account.idToken,
    );

    expect(status).toBe(200);
    const stored = (await db().collection(collections.customers).doc(account.uid).get()).data();
    expect(stored).toEqual({
      firstName: 'Anne',
      lastName: 'Jansen',
      email: 'anna@example.nl',
      createdAt: first,
    });
  });

  it('refuses an anonymous visitor (403), a missing token (401) and missing names (400); nothing is stored', async () => {
    const visitor = await signUpAnonymous();
    const account = await signUpWithPassword('anna@example.nl');

    const anonymous = await post(
      'registercustomer',
      { firstName: 'Anna', lastName: 'Jansen' },
      visitor.idToken,
    );
    const noToken = await post('registercustomer', { firstName: 'Anna', lastName: 'Jansen' });
    const noNames = await post('registercustomer', { firstName: ' ' }, account.idToken);

    expect(anonymous).toMatchObject({
      status: 403,
      body: {
        error: {
          code: 'forbidden',
          message: 'Create an account with your e-mail address and a password first',
        },
      },
    });
    expect(noToken).toMatchObject({ status: 401, body: { error: { code: 'unauthenticated' } } });
    expect(noNames).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'invalid-request',
          details: [
            { path: 'firstName', message: 'First name is required' },
            { path: 'lastName', message: 'Last name is required' },
          ],
        },
      },
    });
    expect((await db().collection(collections.customers).get()).size).toBe(0);
  });
});

// ---- mergevisitor ----

/**
 * A visitor who registered: the anonymous account, linked to e-mail and password (same uid, now an
 * account), and its token from before the link. Setting the password marks earlier tokens revoked,
 * to the second, and against the emulator verifyIdToken always checks that (production only when
 * asked): the link must fall in the second of the sign-up, or the old token is refused.
 */
async function registerVisitor(email: string, password: string): Promise<TestUser> {
  for (let attempt = 1; ; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
    const visitor = await signUpAnonymous();
    const linkResponse = await fetch(
      `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: visitor.idToken, email, password, returnSecureToken: true }),
      },
    );
    expect(linkResponse.status).toBe(200);
    const { tokensValidAfterTime } = await getAuth(adminApp()).getUser(visitor.uid);
    const authTime = (
      JSON.parse(Buffer.from(visitor.idToken.split('.')[1]!, 'base64url').toString()) as { auth_time: number }
    ).auth_time;
    if (!tokensValidAfterTime || authTime * 1000 >= Date.parse(tokensValidAfterTime)) return visitor;
    if (attempt === 3) throw new Error('The link never fell in the second of the sign-up');
    await clearAuth();
  }
}

describe('POST mergevisitor', () => {
  let visitor: TestUser;
  let account: TestUser;
  beforeEach(async () => {
    [visitor, account] = await Promise.all([signUpAnonymous(), signUpWithPassword('carol@example.nl')]);
  });

  const merge = (visitorIdToken: string, accountIdToken = account.idToken) =>
    post('mergevisitor', { visitorIdToken }, accountIdToken);

  it("moves the visitor's lines, wishlist and coupon to the account, without duplicates, and removes the visitor's", async () => {
    const accountBag = cartLine('bag-1', { qty: 2 });
    const visitorSameBag = cartLine('bag-1', { qty: 1, unitPrice: 99_000 });
    const visitorWallet = cartLine('wallet-2', { size: 'UNI' });
    const visitorBelt = cartLine('belt-3', { qty: 3 });
    await Promise.all([
      seedCart(account.uid, [accountBag]),
      seedCart(visitor.uid, [visitorSameBag, visitorWallet, visitorBelt]),
      seedWishlist(account.uid, [wishlistItem('scarf-1')]),
      seedWishlist(visitor.uid, [wishlistItem('scarf-1'), wishlistItem('watch-2')]),
    ]);
    const coupon = await seedDiscount(visitor.uid, 'WELCOME15');

    const { status, body } = await merge(visitor.idToken);

    expect(status).toBe(200);
    expect(body).toEqual({
      cart: { added: 2, alreadyInCart: 1, itemsLeftOut: 0 },
      wishlist: { added: 1, alreadyInWishlist: 1 },
      couponMoved: true,
    } satisfies StoreMergeVisitorResponse);
    expect(await thingsOf(account.uid)).toEqual({
      items: 6,
      // The account's own line for bag-1 stays as it was; the visitor's lines keep price and time.
      lines: { 'bag-1': accountBag, 'wallet-2': visitorWallet, 'belt-3': visitorBelt },
      wishlist: ['scarf-1', 'watch-2'],
      discount: coupon,
    });
    expect(await thingsOf(visitor.uid)).toEqual(nothingLeft);
  });

  it("keeps the account's coupon when both have one", async () => {
    const accountCoupon = await seedDiscount(account.uid, 'VIP10');
    await seedDiscount(visitor.uid, 'WELCOME15');

    const { body } = await merge(visitor.idToken);

    expect(body).toMatchObject({ couponMoved: false });
    expect((await thingsOf(account.uid)).discount).toEqual(accountCoupon);
    expect(await thingsOf(visitor.uid)).toEqual(nothingLeft);
  });

  it('fills the account cart only up to 10,000 items and says how many did not fit', async () => {
    const big = cartLine('bag-1', { qty: CART_MAX_ITEMS - 2 });
    await seedCart(account.uid, [big]);
    const first = cartLine('wallet-2', { qty: 1 });
    const second = cartLine('belt-3', { qty: 4 });
    const third = cartLine('scarf-4', { qty: 1 });
    await seedCart(visitor.uid, [first, second, third]);

    const { status, body } = await merge(visitor.idToken);

    expect(status).toBe(200);
    expect(body).toMatchObject({ cart: { added: 2, alreadyInCart: 0, itemsLeftOut: 4 } });
    expect(await thingsOf(account.uid)).toMatchObject({
      items: CART_MAX_ITEMS,
      // Oldest first: the wallet fits whole, the belt only once, the scarf not at all.
      lines: { 'bag-1': big, 'wallet-2': first, 'belt-3': { ...second, qty: 1 } },
    });
    expect(await thingsOf(visitor.uid)).toEqual(nothingLeft);
  });

  it('changes nothing for a visitor with nothing, and a second merge moves nothing more', async () => {
    const accountBag = cartLine('bag-1');
    await seedCart(account.uid, [accountBag]);
    await seedCart(visitor.uid, [cartLine('wallet-2')]);
    await merge(visitor.idToken);
    const afterFirst = await thingsOf(account.uid);

    const { status, body } = await merge(visitor.idToken);

    expect(status).toBe(200);
    expect(body).toEqual({
      cart: { added: 0, alreadyInCart: 0, itemsLeftOut: 0 },
      wishlist: { added: 0, alreadyInWishlist: 0 },
      couponMoved: false,
    });
    expect(await thingsOf(account.uid)).toEqual(afterFirst);
  });

  it('answers a visitor token of the same uid (a visitor who registered) with nothing moved and deletes nothing', async () => {
    const linked = await registerVisitor('linked@example.nl', 'correct-horse-battery');
    const accountToken = (await signInWithPassword('linked@example.nl', 'correct-horse-battery')).idToken;
    const line = cartLine('bag-1');
    await seedCart(linked.uid, [line]);

    const { status, body } = await merge(linked.idToken, accountToken);

    expect(status).toBe(200);
    expect(body).toMatchObject({ cart: { added: 0 }, wishlist: { added: 0 }, couponMoved: false });
    expect(await thingsOf(linked.uid)).toMatchObject({ items: 1, lines: { 'bag-1': line } });
  });

  it("refuses to take another account's cart: the token in the body must be an anonymous visitor's", async () => {
    const other = await signUpWithPassword('dave@example.nl');
    const line = cartLine('bag-1');
    await seedCart(other.uid, [line]);

    const { status, body } = await merge(other.idToken);

    expect(status).toBe(403);
    expect(body).toEqual({
      error: {
        code: 'forbidden',
        message: "Only an anonymous visitor's cart and wishlist can be merged into an account",
      },
    });
    expect(await thingsOf(other.uid)).toMatchObject({ items: 1, lines: { 'bag-1': line } });
    expect(await thingsOf(account.uid)).toEqual(nothingLeft);
  });

  it('refuses an anonymous caller: only an account takes over a cart', async () => {
    const otherVisitor = await signUpAnonymous();
    await seedCart(visitor.uid, [cartLine('bag-1')]);

    const { status, body } = await merge(visitor.idToken, otherVisitor.idToken);

    expect(status).toBe(403);
    expect(body).toMatchObject({ error: { code: 'forbidden' } });
    expect((await thingsOf(visitor.uid)).items).toBe(1);
  });

  it('refuses a token that is not valid (400 on the field), no Authorization (401) and a missing token (400)', async () => {
    await seedCart(visitor.uid, [cartLine('bag-1')]);

    const forged = await merge(`${visitor.idToken.slice(0, -4)}AAAA.x`);
    const unauthenticated = await post('mergevisitor', { visitorIdToken: visitor.idToken });
    const missing = await post('mergevisitor', {}, account.idToken);

    expect(forged).toEqual({
      status: 400,
      contentType: expect.stringContaining('application/json'),
      body: {
        error: {
          code: 'invalid-request',
          message: "The visitor's ID token is invalid or has expired",
          details: [{ path: 'visitorIdToken', message: "The visitor's ID token is invalid or has expired" }],
        },
      },
    });
    expect(unauthenticated).toMatchObject({ status: 401, body: { error: { code: 'unauthenticated' } } });
    expect(missing).toMatchObject({
      status: 400,
      body: {
        error: { details: [{ path: 'visitorIdToken', message: "The visitor's ID token is required" }] },
      },
    });
    expect((await thingsOf(visitor.uid)).items).toBe(1);
    expect(await thingsOf(account.uid)).toEqual(nothingLeft);
  });
});

// ---- What a signed-in customer can read of another's things (security rules, real tokens) ----

describe("a signed-in customer and another customer's things", () => {
  const documentsUrl = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;

  function read(path: string, idToken: string) {
    return fetch(`${documentsUrl}/${path}`, { headers: { authorization: `Bearer ${idToken}` } });
  }

  /** The /track and /account query: orders where userId == uid, newest first. */
  function listOrders(userId: string, idToken: string) {
    return fetch(`${documentsUrl}:runQuery`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: collections.orders }],
          where: {
            fieldFilter: { field: { fieldPath: 'userId' }, op: 'EQUAL', value: { stringValue: userId } },
          },
          orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
        },
      }),
    });
  }

  function order(userId: string): Pick<Order, 'userId' | 'createdAt' | 'status' | 'payment' | 'totalItems'> {
    return { userId, createdAt: minutesAgo(10), status: 'Order Received', payment: 'Paid', totalItems: 1 };
  }

  let carol: TestUser;
  let dave: TestUser;
  beforeEach(async () => {
    [carol, dave] = await Promise.all([
      signUpWithPassword('carol@example.nl'),
      signUpWithPassword('dave@example.nl'),
    ]);
    await Promise.all([
      seedCart(carol.uid, [cartLine('bag-1')]),
      seedWishlist(carol.uid, [wishlistItem('scarf-1')]),
      db().collection(collections.orders).doc('order-carol').set(order(carol.uid)),
    ]);
  });

  it('the owner reads her cart, cart lines, wishlist and orders', async () => {
    const answers = await Promise.all([
      read(`carts/${carol.uid}`, carol.idToken),
      read(`${cartLinesPath(carol.uid)}/bag-1`, carol.idToken),
      read(`${wishlistItemsPath(carol.uid)}/scarf-1`, carol.idToken),
      read('orders/order-carol', carol.idToken),
      listOrders(carol.uid, carol.idToken),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const listed = (await answers[4]!.json()) as { document?: { name: string } }[];
    expect(listed.map((row) => row.document?.name.split('/').pop())).toEqual(['order-carol']);
  });

  it('another customer can read none of them, nor list them', async () => {
    const answers = await Promise.all([
      read(`carts/${carol.uid}`, dave.idToken),
      read(`${cartLinesPath(carol.uid)}/bag-1`, dave.idToken),
      fetch(`${documentsUrl}/${cartLinesPath(carol.uid)}`, {
        headers: { authorization: `Bearer ${dave.idToken}` },
      }),
      read(`${wishlistItemsPath(carol.uid)}/scarf-1`, dave.idToken),
      fetch(`${documentsUrl}/${wishlistItemsPath(carol.uid)}`, {
        headers: { authorization: `Bearer ${dave.idToken}` },
      }),
      read('orders/order-carol', dave.idToken),
      listOrders(carol.uid, dave.idToken),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
  });
});
