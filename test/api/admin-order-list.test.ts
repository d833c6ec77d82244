// GET adminorders (docs/decisions.md rule 71): staff may not list customers' orders in Firestore, so
// their All Orders reads this route: the same views as the owner's live list (filter, payment, search,
// to ship), a page at a time, each read counted in the audit log per member, list and hour.
import type { AdminOrdersPage, OrdersOverview } from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminApp } from '../../functions/src/firebase-app';
import { apiCaller, auditEntries } from './admin-factories';
import { signInWithPassword, signUpWithPassword, type TestUser } from './emulators';
import { createOrder, createReturnRequest } from './factories';
import { useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });
const call = apiCaller(() => api.origin);

async function staffMember(): Promise<TestUser> {
  const account = await signUpWithPassword('sam@maisonborsa.example');
  await getAuth(adminApp()).setCustomUserClaims(account.uid, { admin: true, role: 'staff' });
  return signInWithPassword(account.email, account.password);
}

const minutesAgo = (minutes: number) => Timestamp.fromMillis(Date.now() - minutes * 60_000);

describe('GET adminorders', () => {
  it("pages staff through All Orders' views, newest first, and counts the reads in the audit log", async () => {
    const sam = await staffMember();
    await createOrder({ id: 'o-old', createdAt: minutesAgo(30) });
    await createOrder({
      id: 'o-done',
      createdAt: minutesAgo(20),
      completed: true,
      status: 'Order Completed',
    });
    await createOrder({
      id: 'o-sanne',
      createdAt: minutesAgo(10),
      customer: {
        ...(await createOrder({ id: 'o-tmp' })).customer,
        fullName: 'Sanne Visser',
        firstName: 'Sanne',
        lastName: 'Visser',
      },
    });

    const first = await call('GET', 'adminorders?limit=2', { token: sam.idToken });
    expect(first.status).toBe(200);
    const page = first.body as AdminOrdersPage;
    expect(page.orders.map((order) => order.id)).toEqual(['o-tmp', 'o-sanne']);
    expect(page.hasMore).toBe(true);
    expect(typeof page.orders[0]?.createdAt).toBe('string');

    const complete = (await call('GET', 'adminorders?show=complete', { token: sam.idToken }))
      .body as AdminOrdersPage;
    expect(complete).toEqual({ orders: [expect.objectContaining({ id: 'o-done' })], hasMore: false });
    const found = (await call('GET', 'adminorders?by=customer&q=sanne%20visser', { token: sam.idToken }))
      .body as AdminOrdersPage;
    expect(found.orders.map((order) => order.id)).toEqual(['o-sanne']);

    const [entry, ...others] = await auditEntries();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      who: { uid: sam.uid, role: 'staff' },
      action: 'orders.read',
      target: 'orders',
      changes: { pages: { after: 3 }, rows: { after: 4 } },
    });
  });

  it('answers 400 for a limit outside 1-500 and refuses visitors', async () => {
    const sam = await staffMember();
    for (const limit of ['0', '501', 'ten']) {
      const answer = await call('GET', `adminorders?limit=${limit}`, { token: sam.idToken });
      expect(answer, limit).toMatchObject({ status: 400, body: { error: { code: 'invalid-request' } } });
    }
    const customer = await signUpWithPassword('anna@example.nl');
    expect((await call('GET', 'adminorders', { token: customer.idToken })).status).toBe(403);
    expect((await call('GET', 'adminorders')).status).toBe(401);
    expect(await auditEntries()).toEqual([]);
  });
});

describe('GET ordersoverview', () => {
  it("answers staff Today's counts, which the rules no longer let them count in Firestore", async () => {
    const sam = await staffMember();
    await createOrder({ id: 'o-to-ship', payment: 'Paid', status: 'Order Received' });
    await createOrder({ id: 'o-partly', payment: 'Partly refunded', status: 'Order Received' });
    await createOrder({ id: 'o-shipped', payment: 'Paid', status: 'Out for Delivery' });
    await createOrder({ id: 'o-due', payment: 'Refund due', status: 'Order Received' });
    await createOrder({ id: 'o-unpaid', payment: 'Pending', status: 'Pending payment' });
    await createReturnRequest({ id: 'r-open', state: 'Requested' });
    await createReturnRequest({ id: 'r-done', state: 'Rejected' });

    const answer = await call('GET', 'ordersoverview', { token: sam.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ toShip: 2, refundDue: 1, openReturns: 1 } satisfies OrdersOverview);
  });

  it('is refused to a customer', async () => {
    const customer = await signUpWithPassword('anna@example.com');
    const answer = await call('GET', 'ordersoverview', { token: customer.idToken });
    expect(answer.status).toBe(403);
  });
});
