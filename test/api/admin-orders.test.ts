// The admin's order and return calls: only admins get in, lists and filters, details, status changes
// that mail the customer and show on /track, deletion, and the audit entry of every write. Real ID
// tokens from the Auth emulator, real Firestore; nothing mocked.
import {
  collections,
  type AdminOrder,
  type AdminOrderStatusUpdate,
  type AdminReturnRequest,
  type AdminUserDetails,
  accountDescription,
  type AuditEntry,
  type MailDoc,
  type Order,
  type SpecUserDetails,
  type StoreTrackedOrder,
} from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { adminApp } from '../../functions/src/firebase-app';
import { createAdmin, signUpAnonymous, signUpWithPassword, type TestUser } from './emulators';
import { createOrder, minutesAgo } from './factories';
import { fetchJsonAs } from './server';
import { useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });
const { url } = api;

type Method = 'GET' | 'POST' | 'DELETE';

const call = (user: TestUser | null, method: Method, path: string, body?: unknown) =>
  fetchJsonAs(user, method, url(path), body);

async function storedOrder(orderId: string): Promise<Order | undefined> {
  return (await db().collection(collections.orders).doc(orderId).get()).data() as Order | undefined;
}

async function mails(): Promise<MailDoc[]> {
  return (await db().collection(collections.mail).get()).docs.map((doc) => doc.data() as MailDoc);
}

async function auditEntries(): Promise<AuditEntry[]> {
  return (await db().collection(collections.auditLog).get()).docs.map((doc) => doc.data() as AuditEntry);
}

const ids = (orders: unknown) => (orders as AdminOrder[]).map((order) => order.id);

describe('who may call the order calls', () => {
  const calls: [Method, string, unknown?][] = [
    ['GET', 'getalltheordersmainstore'],
    ['GET', 'getalltheordersmainstorecomp'],
    ['GET', 'getalltheordersmainstorenotcomp'],
    ['GET', 'getorderdetails/visitor-1/order-1'],
    ['GET', 'getuserdetails/visitor-1'],
    ['POST', 'updateorderstatusmainstore', { orderId: 'order-1', status: 'Out for Delivery' }],
    ['DELETE', 'deleteorder/order-1'],
    ['POST', 'archiveorder', { orderId: 'order-1', archived: true }],
    ['GET', 'getreturnrequests'],
  ];

  it.each(calls)('%s %s refuses everyone but an admin and changes nothing', async (method, path, body) => {
    await createOrder({ id: 'order-1', userId: 'visitor-1' });
    const visitor = await signUpAnonymous();
    const customer = await signUpWithPassword('anna@example.nl');

    const withoutToken = await call(null, method, path, body);
    const asVisitor = await call(visitor, method, path, body);
    const asCustomer = await call(customer, method, path, body);

    expect(withoutToken.status).toBe(401);
    expect(withoutToken.body).toMatchObject({ error: { code: 'unauthenticated' } });
    for (const refused of [asVisitor, asCustomer]) {
      expect(refused).toMatchObject({
        status: 403,
        body: { error: { code: 'forbidden', message: 'This is for shop administrators only' } },
      });
    }
    expect(await storedOrder('order-1')).toMatchObject({ status: 'Order Received', completed: false });
    expect(await mails()).toEqual([]);
    expect(await auditEntries()).toEqual([]);
  });
});

describe('GET getalltheordersmainstore, ...comp, ...notcomp', () => {
  it('lists all, complete or incomplete orders, newest first, with ISO dates and no payment report', async () => {
    const admin = await createAdmin();
    await createOrder({ id: 'oldest', createdAt: minutesAgo(30) });
    await createOrder({ id: 'done', createdAt: minutesAgo(20), status: 'Order Completed', completed: true });
    await createOrder({ id: 'newest', createdAt: minutesAgo(10), status: 'Out for Delivery' });

    const all = await call(admin, 'GET', 'getalltheordersmainstore');
    const complete = await call(admin, 'GET', 'getalltheordersmainstorecomp');
    const incomplete = await call(admin, 'GET', 'getalltheordersmainstorenotcomp');

    expect(ids(all.body)).toEqual(['newest', 'done', 'oldest']);
    expect(ids(complete.body)).toEqual(['done']);
    expect(ids(incomplete.body)).toEqual(['newest', 'oldest']);
    const [newest] = all.body as AdminOrder[];
    expect(newest).toMatchObject({
      id: 'newest',
      status: 'Out for Delivery',
      completed: false,
      payment: 'Paid',
    });
    expect(newest?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(newest).not.toHaveProperty('clientReport');
  });

  it('pages with limit and before', async () => {
    const admin = await createAdmin();
    for (const minutes of [40, 30, 20, 10])
      await createOrder({ id: `order-${minutes}`, createdAt: minutesAgo(minutes) });

    const first = await call(admin, 'GET', 'getalltheordersmainstore?limit=3');
    const second = await call(admin, 'GET', 'getalltheordersmainstore?limit=3&before=order-20');

    expect(ids(first.body)).toEqual(['order-10', 'order-20', 'order-30']);
    expect(ids(second.body)).toEqual(['order-30', 'order-40']);
  });

  it('refuses a bad limit and an unknown cursor', async () => {
    const admin = await createAdmin();

    const badLimit = await call(admin, 'GET', 'getalltheordersmainstore?limit=0');
    const unknownCursor = await call(admin, 'GET', 'getalltheordersmainstore?before=nope');

    expect(badLimit).toMatchObject({
      status: 400,
      body: {
        error: { code: 'invalid-request', details: [{ path: 'limit', message: 'limit must be at least 1' }] },
      },
    });
    expect(unknownCursor).toMatchObject({
      status: 404,
      body: { error: { code: 'not-found', message: 'There is no order nope' } },
    });
  });
});

describe('GET getorderdetails/{userId}/{orderId} and getuserdetails/{userId}', () => {
  it("answers the order of that user, and the customer's account and order count", async () => {
    const admin = await createAdmin();
    const customer = await signUpWithPassword('anna@example.nl');
    await db()
      .collection(collections.customers)
      .doc(customer.uid)
      .set({
        firstName: 'Anna',
        lastName: 'de Vries',
        email: 'anna@example.nl',
        createdAt: Timestamp.fromMillis(Date.parse('2025-01-02T03:04:05Z')),
      });
    const order = await createOrder({ userId: customer.uid, note: 'Please ring twice' });
    await createOrder({ userId: customer.uid });
    await createOrder({ userId: 'someone-else' });

    const details = await call(admin, 'GET', `getorderdetails/${customer.uid}/${order.id}`);
    const user = await call(
      admin,
      'GET',
      `getuserdetails/${customer.uid}?view=account&email=anna@example.nl`,
    );

    const { clientReport: _clientReport, createdAt, ...fields } = order;
    expect(details).toMatchObject({
      status: 200,
      body: { ...fields, id: order.id, createdAt: new Date(createdAt.toMillis()).toISOString() },
    });
    expect(user).toEqual({
      status: 200,
      contentType: expect.stringContaining('application/json'),
      body: {
        userId: customer.uid,
        account: {
          firstName: 'Anna',
          lastName: 'de Vries',
          email: 'anna@example.nl',
          createdAt: '2025-01-02T03:04:05.000Z',
        },
        // The account's own orders: no other account to name.
        emailAccount: null,
        orderCount: 2,
      } satisfies AdminUserDetails,
    });
  });

  it('answers a guest without an account, and 404 for an order of another user or no order', async () => {
    const admin = await createAdmin();
    const order = await createOrder({ userId: 'guest-1' });

    const guest = await call(admin, 'GET', 'getuserdetails/guest-1?view=account&email=anna@example.nl');
    const otherUser = await call(admin, 'GET', `getorderdetails/guest-2/${order.id}`);
    const missing = await call(admin, 'GET', 'getorderdetails/guest-1/no-such-order');

    expect(guest.body).toEqual({ userId: 'guest-1', account: null, emailAccount: null, orderCount: 1 });
    expect(otherUser).toMatchObject({
      status: 404,
      body: { error: { code: 'not-found', message: `There is no order ${order.id} of user guest-2` } },
    });
    expect(missing.status).toBe(404);
  });

  it('names the account a guest registered with the same e-mail after ordering, once it is verified', async () => {
    const admin = await createAdmin();
    const guest = await signUpAnonymous();
    await createOrder({ userId: guest.uid });
    const registered = await signUpWithPassword('anna@example.nl');
    // Unverified, the address proves nothing: the guest's order is not linked to it.
    const unverified = await call(
      admin,
      'GET',
      `getuserdetails/${guest.uid}?view=account&email=anna%40example.nl`,
    );
    expect(unverified).toMatchObject({ status: 200, body: { emailAccount: null } });
    await getAuth(adminApp()).updateUser(registered.uid, { emailVerified: true });
    await db()
      .collection(collections.customers)
      .doc(registered.uid)
      .set({
        firstName: 'Anna',
        lastName: 'de Vries',
        email: 'anna@example.nl',
        createdAt: Timestamp.fromMillis(Date.parse('2026-11-20T10:00:00Z')),
      });

    // The e-mail as the guest typed it at checkout, in another case.
    const user = await call(admin, 'GET', `getuserdetails/${guest.uid}?view=account&email=Anna%40Example.NL`);
    const nobody = await call(
      admin,
      'GET',
      `getuserdetails/${guest.uid}?view=account&email=nobody%40example.nl`,
    );
    const notAnAddress = await call(admin, 'GET', `getuserdetails/${guest.uid}?view=account&email=x`);

    expect(user).toMatchObject({
      status: 200,
      body: {
        userId: guest.uid,
        account: null,
        emailAccount: {
          userId: registered.uid,
          firstName: 'Anna',
          lastName: 'de Vries',
          email: 'anna@example.nl',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
        orderCount: 1,
      },
    });
    expect(accountDescription(user.body as AdminUserDetails)).toBe(
      'Guest checkout; this e-mail has had an account since 2026-11-20: Anna de Vries (anna@example.nl)',
    );
    expect(nobody).toMatchObject({ status: 200, body: { account: null, emailAccount: null } });
    expect(accountDescription(nobody.body as AdminUserDetails)).toBe(
      'Guest checkout; no account uses this e-mail',
    );
    expect(notAnAddress).toMatchObject({ status: 200, body: { emailAccount: null } });
  });

  it("answers the spec's form: the details given at each order, oldest first, the latest last", async () => {
    const admin = await createAdmin();
    const customer = (fullName: string, address: string): Order['customer'] => ({
      firstName: fullName.split(' ')[0] ?? '',
      lastName: fullName.split(' ').slice(1).join(' '),
      fullName,
      email: 'anna@example.nl',
      phone: '+31 6 1234 5678',
      address,
      postcode: '1015 AA',
      city: 'Amsterdam',
      state: '',
      country: 'NL',
      companyAddress: '',
    });
    await createOrder({
      userId: 'guest-1',
      createdAt: minutesAgo(5),
      customer: customer('Anna Jansen', 'Dam 1'),
    });
    await createOrder({
      userId: 'guest-1',
      createdAt: minutesAgo(1),
      customer: customer('Anna de Vries', 'Keizersgracht 1'),
    });
    await createOrder({ userId: 'guest-2' });

    const records = await call(admin, 'GET', 'getuserdetails/guest-1');
    const nobody = await call(admin, 'GET', 'getuserdetails/guest-3');

    expect(records).toMatchObject({
      status: 200,
      body: [
        {
          fullName: 'Anna Jansen',
          email: 'anna@example.nl',
          phoneno: '+31 6 1234 5678',
          address: 'Dam 1',
          companyAddress: '',
        },
        {
          fullName: 'Anna de Vries',
          email: 'anna@example.nl',
          phoneno: '+31 6 1234 5678',
          address: 'Keizersgracht 1',
          companyAddress: '',
        },
      ] satisfies SpecUserDetails[],
    });
    expect(nobody).toMatchObject({ status: 200, body: [] });
  });
});

describe('POST updateorderstatusmainstore', () => {
  it("sets the status, mails the customer and shows it on the customer's /track at once", async () => {
    const admin = await createAdmin();
    const visitor = await signUpAnonymous();
    const order = await createOrder({ userId: visitor.uid });

    const { status, body } = await call(admin, 'POST', 'updateorderstatusmainstore', {
      orderId: order.id,
      status: 'Out for Delivery',
    });
    const tracked = await call(visitor, 'GET', `gettrackallitems/${visitor.uid}`);

    expect(status).toBe(200);
    const update = body as AdminOrderStatusUpdate;
    expect(update).toMatchObject({
      changed: true,
      mailed: true,
      order: { id: order.id, status: 'Out for Delivery', completed: false },
    });
    expect(await storedOrder(order.id)).toMatchObject({
      status: 'Out for Delivery',
      completed: false,
      payment: 'Paid',
    });
    expect((tracked.body as StoreTrackedOrder[]).find((o) => o.orderId === order.id)?.status).toBe(
      'Out for Delivery',
    );

    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail?.to).toBe('anna@example.nl');
    expect(mail?.message.subject).toBe(`Your order ${order.id}: Out for delivery`);
    expect(mail?.message.text).toContain('The status of your order');
    expect(mail?.message.text).toContain(
      `Follow your order: ${process.env.SHOP_BASE_URL ?? 'http://127.0.0.1:5000'}/track`,
    );
    expect(mail?.message.html).toContain('is now: Out for delivery.');

    expect(await auditEntries()).toEqual([
      {
        who: { uid: admin.uid, email: 'admin@maisonborsa.example', role: 'owner' },
        action: 'order.status',
        target: `orders/${order.id}`,
        at: expect.any(Timestamp),
        changes: {
          status: { before: 'Order Received', after: 'Out for Delivery' },
        },
      },
    ]);
  });

  it('completes the order with Order Completed (mark complete) and un-completes it when stepped back', async () => {
    const admin = await createAdmin();
    const order = await createOrder({ status: 'Out for Delivery' });

    const completed = await call(admin, 'POST', 'updateorderstatusmainstore', {
      orderId: order.id,
      status: 'Order Completed',
    });
    expect(completed.body).toMatchObject({
      changed: true,
      order: { status: 'Order Completed', completed: true },
    });
    expect(await storedOrder(order.id)).toMatchObject({ status: 'Order Completed', completed: true });

    await call(admin, 'POST', 'updateorderstatusmainstore', {
      orderId: order.id,
      status: 'Out for Delivery',
    });
    expect(await storedOrder(order.id)).toMatchObject({ status: 'Out for Delivery', completed: false });
    expect((await mails()).map((mail) => mail.message.subject)).toEqual(
      expect.arrayContaining([
        `Your order ${order.id}: Delivered`,
        `Your order ${order.id}: Out for delivery`,
      ]),
    );
  });

  it('changes nothing, and mails nobody, for the status the order already has', async () => {
    const admin = await createAdmin();
    const order = await createOrder({ status: 'Order Received' });

    const { status, body } = await call(admin, 'POST', 'updateorderstatusmainstore', {
      orderId: order.id,
      status: 'Order Received',
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({ changed: false, mailed: false, order: { status: 'Order Received' } });
    expect(await mails()).toEqual([]);
    expect(await auditEntries()).toEqual([]);
  });

  it('refuses to ship an order that is not paid, with a clear 409, and changes nothing', async () => {
    const admin = await createAdmin();
    const order = await createOrder({ payment: 'Pending', status: 'Pending payment' });

    const { status, body } = await call(admin, 'POST', 'updateorderstatusmainstore', {
      orderId: order.id,
      status: 'Out for Delivery',
    });

    expect(status).toBe(409);
    expect(body).toEqual({
      error: {
        code: 'conflict',
        message:
          'This order is not paid (payment: Pending, status: Pending payment), so it cannot be set to Out for Delivery.',
        details: { payment: 'Pending', status: 'Pending payment' },
      },
    });
    expect(await storedOrder(order.id)).toMatchObject({
      payment: 'Pending',
      status: 'Pending payment',
      completed: false,
    });
    expect(await mails()).toEqual([]);
    expect(await auditEntries()).toEqual([]);
  });

  it.each([
    ['refunded', { payment: 'Refunded', status: 'Cancelled' }, 'This order was refunded'],
    ['cancelled', { payment: 'Partly refunded', status: 'Cancelled' }, 'This order was cancelled'],
  ] as const)(
    'refuses to mark a %s order complete (409 saying so), and changes nothing',
    async (_, state, said) => {
      const admin = await createAdmin();
      const order = await createOrder(state);

      const { status, body } = await call(admin, 'POST', 'updateorderstatusmainstore', {
        orderId: order.id,
        status: 'Order Completed',
      });

      expect(status).toBe(409);
      expect(body).toMatchObject({ error: { code: 'conflict', details: state } });
      const { message } = (body as { error: { message: string } }).error;
      expect(message.startsWith(said)).toBe(true);
      expect(message.endsWith('so it cannot be set to Order Completed.')).toBe(true);
      expect(await storedOrder(order.id)).toMatchObject({ ...state, completed: false });
      expect(await mails()).toEqual([]);
      expect(await auditEntries()).toEqual([]);
    },
  );

  it("takes the spec's form { userId, orderstatus }: the user's latest order, mailed like ours", async () => {
    const admin = await createAdmin();
    const earlier = await createOrder({ userId: 'guest-1', createdAt: minutesAgo(10) });
    const latest = await createOrder({
      userId: 'guest-1',
      createdAt: minutesAgo(1),
      orderNumber: 'MB-2026-000042',
    });

    const { status, body } = await call(admin, 'POST', 'updateorderstatusmainstore', {
      userId: 'guest-1',
      orderstatus: 'Out for Delivery',
    });
    const badStatus = await call(admin, 'POST', 'updateorderstatusmainstore', {
      userId: 'guest-1',
      orderstatus: 'Cancelled',
    });
    const noOrders = await call(admin, 'POST', 'updateorderstatusmainstore', {
      userId: 'guest-2',
      orderstatus: 'Out for Delivery',
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({
      changed: true,
      mailed: true,
      order: { id: latest.id, status: 'Out for Delivery' },
    } satisfies Partial<Omit<AdminOrderStatusUpdate, 'order'>> & { order: Partial<AdminOrder> });
    expect(await storedOrder(latest.id)).toMatchObject({ status: 'Out for Delivery' });
    expect(await storedOrder(earlier.id)).toMatchObject({ status: 'Order Received' });
    expect((await mails()).map((mail) => mail.message.subject)).toEqual([
      'Your order MB-2026-000042: Out for delivery',
    ]);
    expect(badStatus).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'invalid-request',
          details: [
            {
              path: 'orderstatus',
              message: 'orderstatus must be one of: Order Received, Out for Delivery, Order Completed',
            },
          ],
        },
      },
    });
    expect(noOrders).toMatchObject({
      status: 404,
      body: { error: { code: 'not-found', message: 'User guest-2 has no orders' } },
    });
  });

  it('refuses a status an admin may not set, and an unknown order', async () => {
    const admin = await createAdmin();
    const order = await createOrder();

    const badStatus = await call(admin, 'POST', 'updateorderstatusmainstore', {
      orderId: order.id,
      status: 'Cancelled',
    });
    const noOrder = await call(admin, 'POST', 'updateorderstatusmainstore', {
      orderId: 'nope',
      status: 'Order Received',
    });

    expect(badStatus).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'invalid-request',
          details: [
            {
              path: 'status',
              message: 'Status must be one of: Order Received, Out for Delivery, Order Completed',
            },
          ],
        },
      },
    });
    expect(noOrder).toMatchObject({
      status: 404,
      body: { error: { code: 'not-found', message: 'There is no order nope' } },
    });
    expect(await storedOrder(order.id)).toMatchObject({ status: 'Order Received' });
    expect(await mails()).toEqual([]);
  });
});

describe('DELETE deleteorder/{orderId}', () => {
  it.each(['Pending', 'Failed'] as const)(
    'deletes an order no money reached (%s) and records who did it',
    async (payment) => {
      const admin = await createAdmin();
      const order = await createOrder({ payment, status: 'Pending payment' });
      const kept = await createOrder();

      const { status, body } = await call(admin, 'DELETE', `deleteorder/${order.id}`);

      expect(status).toBe(200);
      expect(body).toEqual({ deleted: true, orderId: order.id });
      expect(await storedOrder(order.id)).toBeUndefined();
      expect(await storedOrder(kept.id)).toBeDefined();
      expect(await auditEntries()).toMatchObject([{ action: 'order.delete', target: `orders/${order.id}` }]);
    },
  );

  it.each(['Paid', 'Refund due', 'Partly refunded', 'Refunded'] as const)(
    'answers 409 for an order whose money moved (%s): the order stays, nothing is logged',
    async (payment) => {
      const admin = await createAdmin();
      const order = await createOrder({ payment });

      const viaDelete = await call(admin, 'DELETE', `deleteorder/${order.id}`);
      const viaGet = await call(admin, 'GET', `deleteorder/${order.id}`);

      for (const refused of [viaDelete, viaGet]) {
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({
          error: {
            code: 'conflict',
            message: expect.stringContaining('sales records are kept for seven years') as unknown,
          },
        });
      }
      expect(await storedOrder(order.id)).toMatchObject({ payment, totals: order.totals });
      expect(await auditEntries()).toEqual([]);
    },
  );

  it('answers 404 for an order that does not exist and writes nothing', async () => {
    const admin = await createAdmin();

    const { status, body } = await call(admin, 'DELETE', 'deleteorder/nope');

    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'not-found', message: 'There is no order nope' } });
    expect(await auditEntries()).toEqual([]);
  });
});

describe('POST archiveorder', () => {
  it('archives a paid order and brings it back, keeping it in the lists, with an audit entry each time', async () => {
    const admin = await createAdmin();
    const order = await createOrder();

    const archived = await call(admin, 'POST', 'archiveorder', { orderId: order.id, archived: true });
    const again = await call(admin, 'POST', 'archiveorder', { orderId: order.id, archived: true });
    const listed = await call(admin, 'GET', 'getalltheordersmainstore');

    expect(archived).toMatchObject({ status: 200, body: { id: order.id, archived: true, payment: 'Paid' } });
    expect(again).toMatchObject({ status: 200, body: { id: order.id, archived: true } });
    expect(ids(listed.body)).toEqual([order.id]);
    expect(await storedOrder(order.id)).toMatchObject({ archived: true, totals: order.totals });

    const back = await call(admin, 'POST', 'archiveorder', { orderId: order.id, archived: false });
    expect(back).toMatchObject({ status: 200, body: { archived: false } });
    expect((await auditEntries()).map((entry) => entry.action).sort()).toEqual([
      'order.archive',
      'order.unarchive',
    ]);
  });

  it('answers 400 for a body without archived and 404 for an unknown order', async () => {
    const admin = await createAdmin();
    const order = await createOrder();

    const bad = await call(admin, 'POST', 'archiveorder', { orderId: order.id });
    const missing = await call(admin, 'POST', 'archiveorder', { orderId: 'nope', archived: true });

    expect(bad.status).toBe(400);
    expect(missing.status).toBe(404);
    expect(await storedOrder(order.id)).not.toHaveProperty('archived');
    expect(await auditEntries()).toEqual([]);
  });
});

describe('GET getreturnrequests', () => {
  it('lists the return requests newest first, each with its order (null when the order is gone)', async () => {
    const admin = await createAdmin();
    const order = await createOrder();
    const requests = db().collection(collections.returnRequests);
    await requests.doc('OLDER').set({
      orderId: 'deleted-order',
      email: 'bo@example.nl',
      items: 'Belt',
      reason: 'Too small',
      createdAt: minutesAgo(20),
    });
    await requests.doc('NEWER').set({
      orderId: order.id,
      email: 'anna@example.nl',
      items: 'Tote',
      reason: 'Changed my mind',
      createdAt: minutesAgo(10),
    });

    const { status, body } = await call(admin, 'GET', 'getreturnrequests');

    expect(status).toBe(200);
    const listed = body as AdminReturnRequest[];
    expect(listed.map((request) => request.id)).toEqual(['NEWER', 'OLDER']);
    expect(listed[0]).toMatchObject({
      orderId: order.id,
      items: 'Tote',
      reason: 'Changed my mind',
      order: { id: order.id, userId: order.userId },
    });
    // Stored before returns had a state: Requested, undecided.
    expect(listed[1]).toMatchObject({
      orderId: 'deleted-order',
      order: null,
      state: 'Requested',
      decision: null,
    });
  });

  it('pages through every request with a cursor, filters by state and finds an order number or e-mail', async () => {
    const admin = await createAdmin();
    const numbered = await createOrder({ orderNumber: 'MB-2026-000123' });
    const old = await createOrder();
    const requests = db().collection(collections.returnRequests);
    const states = ['Requested', 'Approved', 'Rejected', 'Requested', 'Refunded'] as const;
    // R0 is the newest; R0, R2 name the numbered order, the others the old one.
    await Promise.all(
      states.map((state, index) =>
        requests.doc(`R${index}`).set({
          orderId: index % 2 === 0 ? numbered.id : old.id,
          email: index === 3 ? 'Sanne@Example.NL' : 'anna@example.nl',
          items: 'Tote',
          reason: 'Changed my mind',
          createdAt: minutesAgo(index + 1),
          state,
          decision: null,
        }),
      ),
    );
    const listed = async (query: string) => {
      const answer = await call(admin, 'GET', `getreturnrequests?${query}`);
      expect(answer.status).toBe(200);
      return (answer.body as AdminReturnRequest[]).map((request) => request.id);
    };

    // Two at a time: every request once, in order, then an empty page.
    const pages: string[][] = [];
    let before = '';
    for (;;) {
      const page = await listed(`limit=2${before === '' ? '' : `&before=${before}`}`);
      pages.push(page);
      if (page.length < 2) break;
      before = page.at(-1) ?? '';
    }
    expect(pages).toEqual([['R0', 'R1'], ['R2', 'R3'], ['R4']]);

    expect(await listed('state=Requested')).toEqual(['R0', 'R3']);
    expect(await listed('state=Requested&limit=1&before=R0')).toEqual(['R3']);
    // Open: to decide, or approved with the refund still due (docs/decisions.md rule 63).
    expect(await listed('state=open')).toEqual(['R0', 'R1', 'R3']);
    expect(await listed('state=open&limit=2&before=R0')).toEqual(['R1', 'R3']);
    expect(await listed('state=open&search=MB-2026-000123')).toEqual(['R0']);
    expect(await listed(`state=open&search=${old.id}`)).toEqual(['R1', 'R3']);
    expect(await listed('search=mb-2026-000123')).toEqual(['R0', 'R2', 'R4']);
    expect(await listed('search=MB-2026-000123&state=Approved')).toEqual([]);
    expect(await listed(`search=${old.id}`)).toEqual(['R1', 'R3']);
    // An e-mail as it was typed on the form, or typed in another case when it was typed in lower case.
    expect(await listed('search=Sanne%40Example.NL')).toEqual(['R3']);
    expect(await listed('search=ANNA%40Example.nl&state=Requested')).toEqual(['R0']);
    expect(await listed('search=MB-2026-999999')).toEqual([]);

    const badState = await call(admin, 'GET', 'getreturnrequests?state=Lost');
    expect(badState).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'invalid-request',
          details: [
            { path: 'state', message: 'state must be one of: open, Requested, Approved, Refunded, Rejected' },
          ],
        },
      },
    });
    expect((await call(admin, 'GET', 'getreturnrequests?before=NOPE')).status).toBe(404);
  });
});
