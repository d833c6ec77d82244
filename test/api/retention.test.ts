// What the shop keeps and for how long (docs/decisions.md rule 32), against the emulators: the expiry
// the TTL policies read on contact messages and return requests (a visitor's cart: cart-expiry.test.ts),
// and the daily retention job.
import {
  collections,
  CONTACT_MESSAGE_RETENTION_DAYS,
  RETURN_REQUEST_RETENTION_DAYS,
  wishlistItemsPath,
  type Order,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { runRetention } from '../../functions/src/jobs/retention';
import { signUpAnonymous, signUpWithPassword } from './emulators';
import { createOrder } from './factories';
import { postJson } from './server';
import { useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });
const { url } = api;

const DAY = 86_400_000;
const daysAgo = (days: number) => Timestamp.fromMillis(Date.now() - days * DAY);

/** Expect `at` to be `days` from now, give or take a minute. */
function expectDaysAhead(at: unknown, days: number): void {
  expect(at).toBeInstanceOf(Timestamp);
  expect(Math.abs((at as Timestamp).toMillis() - (Date.now() + days * DAY))).toBeLessThan(60_000);
}

describe('expiry of short-lived personal data', () => {
  it('gives a contact message its TTL expiry, a year on', async () => {
    const { status } = await postJson(url('contact'), {
      name: 'Anna de Vries',
      email: 'anna@example.nl',
      subject: 'A question',
      message: 'Does the Jackie come in black?',
    });

    expect(status).toBe(200);
    const [message] = (await db().collection(collections.contactMessages).get()).docs;
    expectDaysAhead(message?.get('expiresAt'), CONTACT_MESSAGE_RETENTION_DAYS);
  });

  it('gives a return request its TTL expiry, two years on', async () => {
    const order = await createOrder({ id: 'ord-2001' });

    const { status } = await postJson(url('returnrequest'), {
      orderId: order.id,
      email: order.customer.email,
      items: 'Tote bag',
      reason: 'Too small',
    });

    expect(status).toBe(200);
    const [request] = (await db().collection(collections.returnRequests).get()).docs;
    expectDaysAhead(request?.get('expiresAt'), RETURN_REQUEST_RETENTION_DAYS);
  });
});

async function seedWishlist(uid: string, ...addedDaysAgo: number[]): Promise<void> {
  const batch = db().batch();
  addedDaysAgo.forEach((days, index) =>
    batch.set(db().collection(wishlistItemsPath(uid)).doc(`p${index}`), {
      productId: `p${index}`,
      addedAt: daysAgo(days),
    }),
  );
  await batch.commit();
}

const wishlistSize = async (uid: string) => (await db().collection(wishlistItemsPath(uid)).get()).size;

describe('the retention job', () => {
  it("removes a visitor's wishlist whose newest item is over 90 days old, and keeps the rest", async () => {
    const [idleVisitor, activeVisitor, customer] = await Promise.all([
      signUpAnonymous(),
      signUpAnonymous(),
      signUpWithPassword('anna@example.nl'),
    ]);
    await Promise.all([
      seedWishlist(idleVisitor.uid, 300, 91),
      seedWishlist(activeVisitor.uid, 300, 10),
      seedWishlist(customer.uid, 500),
    ]);

    await runRetention();

    expect(await wishlistSize(idleVisitor.uid)).toBe(0);
    expect(await wishlistSize(activeVisitor.uid)).toBe(2);
    expect(await wishlistSize(customer.uid)).toBe(1);
  });

  it('removes the personal data of orders past the seven years of the books and keeps their figures', async () => {
    const eightYearsAgo = new Date();
    eightYearsAgo.setUTCFullYear(eightYearsAgo.getUTCFullYear() - 8);
    const old = await createOrder({
      createdAt: Timestamp.fromDate(eightYearsAgo),
      note: 'Leave it with the neighbours',
    });
    const recent = await createOrder({ createdAt: daysAgo(400) });

    await runRetention();

    const stripped = (await db().collection(collections.orders).doc(old.id).get()).data() as Order;
    expect(stripped.customer).toEqual({
      firstName: '',
      lastName: '',
      fullName: '',
      email: '',
      phone: '',
      address: '',
      postcode: '',
      city: '',
      state: '',
      country: 'NL',
      companyAddress: '',
    });
    expect(stripped).toMatchObject({
      // The search's copy of the name and e-mail goes with them.
      customerSearchTerms: [],
      note: '',
      clientReport: null,
      lines: old.lines,
      totals: old.totals,
      payment: 'Paid',
      paymentIntentId: old.paymentIntentId,
      personalDataRemovedAt: expect.any(Timestamp),
    });
    const kept = (await db().collection(collections.orders).doc(recent.id).get()).data() as Order;
    expect(kept.customer.email).toBe('anna@example.nl');
    // The next run starts from this line, so each old order is read once.
    const run = await db().collection(collections.retentionRuns).doc('orders').get();
    expect(run.get('strippedBefore')).toBeInstanceOf(Timestamp);
  });
});
