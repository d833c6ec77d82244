// The admin's coupon calls: only admins get in; a coupon the admin creates works in a shopper's cart
// and stops working once deleted; duplicates and bad input are refused and change nothing. Real ID
// tokens from the Auth emulator, real Firestore; nothing mocked.
import { collections, type AdminCoupon, type AuditEntry, type CouponDoc, type StoreCart } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { createAdmin, signUpAnonymous, signUpWithPassword, type TestUser } from './emulators';
import { createStoreProduct } from './factories';
import { fetchJsonAs } from './server';
import { useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });
const { url } = api;

type Method = 'GET' | 'POST' | 'DELETE';

const call = (user: TestUser | null, method: Method, path: string, body?: unknown) =>
  fetchJsonAs(user, method, url(path), body);

async function storedCoupons(): Promise<Record<string, CouponDoc>> {
  const snapshot = await db().collection(collections.coupons).get();
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.data() as CouponDoc]));
}

async function auditEntries(): Promise<AuditEntry[]> {
  return (await db().collection(collections.auditLog).get()).docs.map((doc) => doc.data() as AuditEntry);
}

const createCoupon = (admin: TestUser, body: Record<string, unknown>) =>
  call(admin, 'POST', 'couponitems', body);

describe('who may call the coupon calls', () => {
  const calls: [Method, string, unknown?][] = [
    ['GET', 'getcouponitems'],
    ['POST', 'couponitems', { coupon: 'SPRING', discount: '10%' }],
    ['DELETE', 'deletecouponitems/SAVE15'],
  ];

  it.each(calls)('%s %s refuses everyone but an admin and changes nothing', async (method, path, body) => {
    const admin = await createAdmin();
    await createCoupon(admin, { coupon: 'SAVE15', discount: '15' });
    const before = await storedCoupons();
    const visitor = await signUpAnonymous();
    const customer = await signUpWithPassword('anna@example.nl');

    const withoutToken = await call(null, method, path, body);
    const asVisitor = await call(visitor, method, path, body);
    const asCustomer = await call(customer, method, path, body);

    expect(withoutToken).toMatchObject({ status: 401, body: { error: { code: 'unauthenticated' } } });
    expect(asVisitor).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    expect(asCustomer).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    expect(await storedCoupons()).toEqual(before);
    expect(await auditEntries()).toHaveLength(1);
  });
});

describe('POST couponitems', () => {
  it('stores the coupon under its upper-case code, with its limits, and records who made it', async () => {
    const admin = await createAdmin();

    const { status, body } = await createCoupon(admin, {
      coupon: ' summer-25 ',
      discount: '12.5%',
      minimumGoods: '100',
      expiresAt: '2099-06-30',
      maxRedemptions: '5',
    });

    expect(status).toBe(200);
    expect(body).toEqual({
      id: 'SUMMER-25',
      code: 'SUMMER-25',
      discount: { kind: 'percent', percent: 12.5 },
      label: '12.5%',
      minimumGoods: 10_000,
      // The end of 30 June in Amsterdam (CEST, UTC+2).
      expiresAt: '2099-06-30T22:00:00.000Z',
      maxRedemptions: 5,
      redemptions: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    } satisfies AdminCoupon);
    expect(await storedCoupons()).toEqual({
      'SUMMER-25': {
        code: 'SUMMER-25',
        discount: { kind: 'percent', percent: 12.5 },
        label: '12.5%',
        minimumGoods: 10_000,
        expiresAt: Timestamp.fromDate(new Date('2099-06-30T22:00:00.000Z')),
        maxRedemptions: 5,
        redemptions: 0,
        createdAt: expect.any(Timestamp),
      },
    });
    expect(await auditEntries()).toEqual([
      {
        who: { uid: admin.uid, email: 'admin@maisonborsa.example', role: 'owner' },
        action: 'coupon.create',
        target: 'coupons/SUMMER-25',
        at: expect.any(Timestamp),
      },
    ]);
  });

  it('refuses a code that exists, in any case, and keeps the first coupon as it was', async () => {
    const admin = await createAdmin();
    await createCoupon(admin, { coupon: 'SAVE15', discount: '15' });
    const before = await storedCoupons();

    const { status, body } = await createCoupon(admin, { coupon: 'save15', discount: '50%' });

    expect(status).toBe(409);
    expect(body).toEqual({
      error: {
        code: 'conflict',
        message: 'A coupon with the code SAVE15 already exists',
        details: [{ path: 'coupon', message: 'A coupon with the code SAVE15 already exists' }],
      },
    });
    expect(await storedCoupons()).toEqual(before);
    expect(await auditEntries()).toHaveLength(1);
  });

  it('refuses a discount or code that does not parse, naming the field, and stores nothing', async () => {
    const admin = await createAdmin();

    const badDiscount = await createCoupon(admin, { coupon: 'SPRING', discount: 'lots' });
    const badCode = await createCoupon(admin, { coupon: 'spring sale!', discount: '10' });
    const missing = await createCoupon(admin, {});

    expect(badDiscount).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'invalid-request',
          details: [
            {
              path: 'discount',
              message:
                '"lots" is not a discount. Enter an amount in euros (15 or 15.50) or a percentage (10%).',
            },
          ],
        },
      },
    });
    expect(badCode).toMatchObject({ status: 400, body: { error: { details: [{ path: 'coupon' }] } } });
    expect(
      (missing.body as { error: { details: { path: string }[] } }).error.details.map((d) => d.path),
    ).toEqual(['coupon', 'discount']);
    expect(await storedCoupons()).toEqual({});
    expect(await auditEntries()).toEqual([]);
  });
});

describe('GET getcouponitems', () => {
  it('lists every coupon, newest first', async () => {
    const admin = await createAdmin();
    await createCoupon(admin, { coupon: 'FIRST', discount: '5' });
    await createCoupon(admin, { coupon: 'SECOND', discount: '10%' });

    const { status, body } = await call(admin, 'GET', 'getcouponitems');

    expect(status).toBe(200);
    expect((body as AdminCoupon[]).map((coupon) => [coupon.code, coupon.label, coupon.redemptions])).toEqual([
      ['SECOND', '10%', 0],
      ['FIRST', '5', 0],
    ]);
  });
});

describe('DELETE deletecouponitems/{id}', () => {
  it('answers 404 for a coupon that does not exist and writes nothing', async () => {
    const admin = await createAdmin();

    const { status, body } = await call(admin, 'DELETE', 'deletecouponitems/NOPE');

    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'not-found', message: 'There is no coupon NOPE' } });
    expect(await auditEntries()).toEqual([]);
  });
});

describe("an admin's coupon in the shopper's cart", () => {
  it('gives its discount once created, and none once deleted', async () => {
    const admin = await createAdmin();
    const shopper = await signUpAnonymous();
    const product = await createStoreProduct({ displayPrice: 28_000 });
    await call(shopper, 'POST', 'addproducttocart', { userId: shopper.uid, productId: product.id });

    const beforeCreated = await call(shopper, 'POST', 'getcouponitemscart/spring20');
    await createCoupon(admin, { coupon: 'SPRING20', discount: '20' });
    const applied = await call(shopper, 'POST', 'getcouponitemscart/spring20');

    expect(beforeCreated).toMatchObject({ status: 400, body: { error: { code: 'coupon-refused' } } });
    expect(applied).toMatchObject({ status: 200, body: { discount: 2_000, message: 'Discount applied' } });

    const deleted = await call(admin, 'DELETE', 'deletecouponitems/SPRING20');
    const cart = await call(shopper, 'GET', `getcartallitems/${shopper.uid}?view=cart`);
    const again = await call(shopper, 'POST', 'getcouponitemscart/spring20');

    expect(deleted.body).toEqual({ deleted: true, id: 'SPRING20', code: 'SPRING20' });
    expect((cart.body as StoreCart).totals).toMatchObject({ goods: 28_000, discount: 0, payable: 28_000 });
    expect(again).toMatchObject({ status: 400, body: { error: { code: 'coupon-refused' } } });
    expect(await auditEntries()).toMatchObject(
      expect.arrayContaining([
        expect.objectContaining({ action: 'coupon.delete', target: 'coupons/SPRING20' }),
      ]),
    );
  });
});
