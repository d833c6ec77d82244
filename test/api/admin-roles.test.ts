// Roles (docs/decisions.md rule 58): every admin route declares the role it needs in the one table
// (functions/src/http/admin-route-roles.ts), a route the table does not name is the owner's only,
// staff are refused by every owner route and changes nothing, the owner manages the team and the
// settings, staff refund up to the owner's limit, and the audit log names the actor's role. Real
// Firestore and Auth emulators; Stripe replaced at its boundary.
import {
  DEFAULT_SHOP_SETTINGS,
  STAFF_REFUND_LIMIT_MAX as STAFF_LIMIT_MAX,
  type AdminStaffMember,
  type MailDoc,
  type Order,
  type ShopSettings,
  type WithId,
} from '@shop/domain';
import type { RequestHandler } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { adminApp } from '../../functions/src/firebase-app';
import { db } from '../../functions/src/data/firestore';
import { ADMIN_ROUTE_ROLES, routeKey } from '../../functions/src/http/admin-route-roles';
import { adminRouter } from '../../functions/src/http/admin-routes';
import { app } from '../../functions/src/http/app';
import { requireAdmin, requireShopOwner } from '../../functions/src/http/middleware';
import { usePaymentProvider } from '../../functions/src/payments/provider';
import { apiCaller, auditEntries, snapshotDatabase } from './admin-factories';
import { recordingProvider, readOrder } from './checkout-support';
import { signInWithPassword, signUpWithPassword, type TestUser } from './emulators';
import { createOrder } from './factories';
import { tokenFromMails } from './staff-invitation-support';
import { useApi } from './harness';

interface ServedRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  handlers: unknown[];
}

interface RouterLike {
  stack: {
    route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
    handle: unknown;
  }[];
}

/** The routes a router serves, mounted routers included, with their handlers. */
function servedRoutes(router: RouterLike): ServedRoute[] {
  return router.stack.flatMap((layer) => {
    if (layer.route) {
      const { path, methods, stack } = layer.route;
      return Object.keys(methods)
        .filter((method) => methods[method] && method !== '_all')
        .map((method) => ({
          method: method.toUpperCase() as ServedRoute['method'],
          path,
          handlers: stack.map((entry) => entry.handle),
        }));
    }
    const nested = layer.handle as Partial<RouterLike>;
    return Array.isArray(nested.stack) ? servedRoutes(nested as RouterLike) : [];
  });
}

/** Every admin route the app serves: requireAdmin guards it. */
const adminServed = servedRoutes((app as unknown as { router: RouterLike }).router).filter((route) =>
  route.handlers.includes(requireAdmin as RequestHandler),
);
const roleOf = (route: ServedRoute) => ADMIN_ROUTE_ROLES[routeKey(route.method, route.path)];

const PARAMS: Record<string, string> = {
  id: 'product-1',
  limit: '8',
  skip: '0',
  gender: 'F',
  text: 'tote',
  type: 'Sale',
  category: 'bags',
  brand: 'ALL',
  subcategory: 'ALL',
  order: '1',
  orderId: 'order-1',
};

const call = apiCaller(() => api.origin);
const api = useApi({ clear: 'firestore and auth' });

/** An account with the role's claims, signed in again so its token carries them. */
async function teamMember(email: string, role: 'owner' | 'staff'): Promise<TestUser & { email: string }> {
  const account = await signUpWithPassword(email);
  await getAuth(adminApp()).setCustomUserClaims(account.uid, { admin: true, role });
  return { ...(await signInWithPassword(email, account.password)), email };
}

/** The same account signed in again (new claims; a session ended by a role change). */
const signInAgain = (email: string) => signInWithPassword(email, 'correct-horse-battery');

/** Revocation counts in whole seconds: a token issued in the same second as the revocation survives it. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

async function mails(): Promise<MailDoc[]> {
  return (await db().collection('mail').get()).docs.map((doc) => doc.data() as MailDoc);
}

/** The token of the latest invitation link mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  return tokenFromMails(await mails(), email);
}

afterAll(async () => {
  usePaymentProvider(undefined);
});

describe('the role table', () => {
  it('declares a role for every admin route, and names no route the app does not serve', () => {
    const undeclared = adminServed
      .filter((route) => roleOf(route) === undefined)
      .map((r) => routeKey(r.method, r.path));
    expect(undeclared).toEqual([]);
    const served = new Set(adminServed.map((route) => routeKey(route.method, route.path)));
    expect(Object.keys(ADMIN_ROUTE_ROLES).filter((key) => !served.has(key))).toEqual([]);
    expect(adminServed.length).toBeGreaterThan(80);
  });

  it('puts the owner check on exactly the owner routes', () => {
    const wrong = adminServed.filter(
      (route) => route.handlers.includes(requireShopOwner as RequestHandler) !== (roleOf(route) === 'owner'),
    );
    expect(wrong.map((route) => routeKey(route.method, route.path))).toEqual([]);
    // What staff may not do: deleting, the team and settings, the books and the personal-data export.
    expect(
      Object.entries(ADMIN_ROUTE_ROLES)
        .filter(([, role]) => role === 'owner')
        .map(([key]) => key),
    ).toEqual(
      expect.arrayContaining([
        'GET /deleteproductmainstore/:id',
        'DELETE /deleteorder/:orderId',
        'DELETE /deletecouponitems/:id',
        'GET /exportorders',
        'GET /getauditlog',
        'POST /staff',
        'DELETE /staff/:userId',
        'POST /settings',
      ]),
    );
  });

  it('keeps a route the table does not name for the owner', () => {
    const router = adminRouter([{ method: 'get', path: '/not-in-the-table', handlers: [] }]);
    const [route] = servedRoutes(router as unknown as RouterLike);
    expect(route?.handlers).toEqual([requireAdmin, requireShopOwner]);
  });
});

describe('each role at every admin route', () => {
  it('refuses staff at every owner route with 403, and nothing changes', async () => {
    const owner = await teamMember('olga@maisonborsa.example', 'owner');
    const staff = await teamMember('sam@maisonborsa.example', 'staff');
    await createOrder({ id: 'order-1', payment: 'Pending' });
    const bodies: Record<string, unknown> = {
      couponitems: { coupon: 'FREE100', discount: '100%' },
      staff: { email: 'someone@example.nl', role: 'owner' },
      settings: { staffRefundLimit: STAFF_LIMIT_MAX },
    };
    const before = await snapshotDatabase();
    const users = (await getAuth(adminApp()).listUsers()).users.map((user) => [user.uid, user.customClaims]);
    const wrong: string[] = [];
    for (const route of adminServed.filter((served) => roleOf(served) === 'owner')) {
      const path = route.path
        .replace(/:userId/, owner.uid)
        .replace(/:(\w+)/g, (_match, name: string) => PARAMS[name] ?? 'x')
        .slice(1);
      const answer = await call(route.method, path, {
        token: staff.idToken,
        body: route.method === 'GET' ? undefined : bodies[route.path.split('/')[1] ?? ''],
      });
      const error = (answer.body as { error?: { code?: string } }).error;
      if (answer.status !== 403 || error?.code !== 'forbidden')
        wrong.push(`${route.method} ${path}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshotDatabase()).toEqual(before);
    expect(
      (await getAuth(adminApp()).listUsers()).users.map((user) => [user.uid, user.customClaims]),
    ).toEqual(users);
  });

  it("lets staff past every staff route's role check, and owners past every route's", async () => {
    const owner = await teamMember('olga@maisonborsa.example', 'owner');
    const staff = await teamMember('sam@maisonborsa.example', 'staff');
    const refused: string[] = [];
    for (const route of adminServed) {
      const path = route.path.replace(/:(\w+)/g, (_match, name: string) => PARAMS[name] ?? 'x').slice(1);
      const callers = roleOf(route) === 'staff' ? [owner, staff] : [owner];
      for (const caller of callers) {
        // No body: a write answers 400 once past the guards, and changes nothing.
        const answer = await call(route.method, path, { token: caller.idToken });
        if (answer.status === 401 || answer.status === 403) {
          refused.push(`${caller === owner ? 'owner' : 'staff'} ${route.method} ${path}: ${answer.status}`);
        }
      }
    }
    expect(refused).toEqual([]);
    // Some 200 calls, one after the other.
  }, 90_000);
});

describe('the team', () => {
  it('an owner adds a staff member, who can then list orders but not add staff nor refund over the limit', async () => {
    recordingProvider();
    const owner = await teamMember('olga@maisonborsa.example', 'owner');
    const sam = await signUpWithPassword('sam@example.nl');
    const order = await createOrder({
      id: 'order-1',
      totals: { goods: 66_500, discount: 0, shipping: 0, vat: 11_541, payable: 66_500, vatFree: false },
      lines: [
        {
          productId: 'tote',
          sku: 'T-1',
          title: 'Saffiano tote',
          image: 'https://img.example/tote.jpg',
          size: null,
          unitPrice: 56_000,
          qty: 1,
          lineTotal: 56_000,
        },
        {
          productId: 'belt',
          sku: 'B-1',
          title: 'Leather belt',
          image: 'https://img.example/belt.jpg',
          size: '95',
          unitPrice: 10_500,
          qty: 1,
          lineTotal: 10_500,
        },
      ],
      totalItems: 2,
    });

    const added = await call('POST', 'staff', {
      token: owner.idToken,
      body: { email: ' Sam@Example.nl ', role: 'staff' },
    });
    expect(added).toMatchObject({
      status: 201,
      body: { outcome: 'invited', invitation: { email: 'sam@example.nl', role: 'staff' } },
    });
    // Sam proves the address with the mailed link, choosing the password (docs/decisions.md rule 70).
    const accepted = await call('POST', 'acceptinvitation', {
      body: { token: await invitationToken('sam@example.nl'), newPassword: 'correct-horse-battery' },
    });
    expect(accepted).toMatchObject({ status: 200, body: { email: 'sam@example.nl', role: 'staff' } });

    const staff = await signInAgain('sam@example.nl');
    const orders = await call('GET', 'getalltheordersmainstore', { token: staff.idToken });
    expect(orders.status).toBe(200);
    expect((orders.body as WithId<Order>[]).map((listed) => listed.id)).toEqual(['order-1']);

    const addStaff = await call('POST', 'staff', {
      token: staff.idToken,
      body: { email: 'friend@example.nl', role: 'owner' },
    });
    expect(addStaff).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    await expect(getAuth(adminApp()).getUserByEmail('friend@example.nl')).rejects.toThrow();

    // Over the owner's limit (€ 250,00 until set): refused, nothing reserved, the order as it was.
    const full = await call('POST', 'refundorder', {
      token: staff.idToken,
      body: { orderId: order.id, refundId: 'r-full', kind: 'full', reason: 'Changed her mind' },
    });
    expect(full).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    expect((full.body as { error: { message: string } }).error.message).toBe(
      "Refunds over € 250,00 are for the shop's owner: this one is € 665,00. Ask the owner to make it.",
    );
    const cancel = await call('POST', 'cancelorder', {
      token: staff.idToken,
      body: { orderId: order.id, reason: 'Customer asked' },
    });
    expect(cancel.status).toBe(403);
    expect(await readOrder(order.id)).toEqual(order);
    expect((await db().collection('refunds').get()).size).toBe(0);

    // Within it: made, and the audit log names the role.
    const belt = await call('POST', 'refundorder', {
      token: staff.idToken,
      body: {
        orderId: order.id,
        refundId: 'r-belt',
        kind: 'lines',
        lines: [{ index: 1, qty: 1 }],
        reason: 'Returned',
      },
    });
    expect(belt.status).toBe(200);
    const entries = await auditEntries();
    expect(entries.find((entry) => entry.action === 'order.refund')?.who).toEqual({
      uid: staff.uid,
      email: 'sam@example.nl',
      role: 'staff',
    });
    expect(entries.find((entry) => entry.action === 'staff.invite')).toMatchObject({
      who: { uid: owner.uid, role: 'owner' },
      changes: { role: { before: 'none', after: 'staff' } },
    });
    expect(entries.find((entry) => entry.action === 'staff.accept')).toMatchObject({
      who: { uid: sam.uid, role: 'staff' },
      target: `staff/${sam.uid}`,
      changes: { role: { before: 'none', after: 'staff' } },
    });

    // The owner raises the limit; the full refund of what is left is then the staff's to make.
    expect(
      (await call('POST', 'settings', { token: owner.idToken, body: { staffRefundLimit: 60_000 } })).status,
    ).toBe(200);
    const rest = await call('POST', 'refundorder', {
      token: staff.idToken,
      body: { orderId: order.id, refundId: 'r-rest', kind: 'full', reason: 'Changed her mind' },
    });
    expect(rest.status).toBe(200);

    const team = await call('GET', 'staff', { token: owner.idToken });
    expect(team.status).toBe(200);
    expect((team.body as AdminStaffMember[]).map(({ email, role }) => [email, role])).toEqual([
      ['olga@maisonborsa.example', 'owner'],
      ['sam@example.nl', 'staff'],
    ]);
    expect((await call('GET', 'staff', { token: staff.idToken })).status).toBe(403);
  });

  it("ends a member's sessions when their role changes or they are removed", async () => {
    const owner = await teamMember('olga@maisonborsa.example', 'owner');
    const sam = await teamMember('sam@example.nl', 'staff');

    await nextSecond();
    const promoted = await call('POST', 'staff', {
      token: owner.idToken,
      body: { email: sam.email, role: 'owner' },
    });
    expect(promoted.status).toBe(200);
    expect((await call('GET', 'getalltheordersmainstore', { token: sam.idToken })).status).toBe(401);
    const asOwner = await signInAgain(sam.email);
    expect((await call('GET', 'staff', { token: asOwner.idToken })).status).toBe(200);

    await nextSecond();
    const removed = await call('DELETE', `staff/${sam.uid}`, { token: owner.idToken });
    expect(removed).toMatchObject({ status: 200, body: { removed: true, uid: sam.uid } });
    expect((await getAuth(adminApp()).getUser(sam.uid)).customClaims ?? {}).toEqual({});
    expect((await call('GET', 'getalltheordersmainstore', { token: asOwner.idToken })).status).toBe(401);
    const customer = await signInAgain(sam.email);
    expect((await call('GET', 'getalltheordersmainstore', { token: customer.idToken })).status).toBe(403);
    expect((await auditEntries()).map((entry) => entry.action).sort()).toEqual([
      'staff.remove',
      'staff.role',
    ]);

    expect((await call('DELETE', `staff/${sam.uid}`, { token: owner.idToken })).status).toBe(404);
    expect((await call('DELETE', 'staff/no-such-account', { token: owner.idToken })).status).toBe(404);
  });

  it('lets nobody change their own role, so the shop keeps its owner', async () => {
    const owner = await teamMember('olga@maisonborsa.example', 'owner');
    const demote = await call('POST', 'staff', {
      token: owner.idToken,
      body: { email: owner.email, role: 'staff' },
    });
    expect(demote).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });
    const leave = await call('DELETE', `staff/${owner.uid}`, { token: owner.idToken });
    expect(leave).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });
    expect((await getAuth(adminApp()).getUser(owner.uid)).customClaims).toEqual({
      admin: true,
      role: 'owner',
    });
    expect(await auditEntries()).toEqual([]);
  });

  it('answers bad input with 400 and changes nothing', async () => {
    const owner = await teamMember('olga@maisonborsa.example', 'owner');
    const before = (await getAuth(adminApp()).listUsers()).users.length;
    for (const body of [
      { email: 'not an address', role: 'staff' },
      { email: 'someone@example.nl', role: 'boss' },
      { email: 'someone@example.nl' },
      {},
    ]) {
      const answer = await call('POST', 'staff', { token: owner.idToken, body });
      expect(answer, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid-request' } },
      });
    }
    expect((await getAuth(adminApp()).listUsers()).users.length).toBe(before);
    expect(await mails()).toEqual([]);
  });
});

describe('the settings', () => {
  it('start at their defaults, change only as the owner says, and are audited', async () => {
    const owner = await teamMember('olga@maisonborsa.example', 'owner');
    const staff = await teamMember('sam@maisonborsa.example', 'staff');
    expect(await call('GET', 'settings', { token: staff.idToken })).toMatchObject({
      status: 200,
      body: DEFAULT_SHOP_SETTINGS,
    });

    const changed = await call('POST', 'settings', {
      token: owner.idToken,
      body: { staffRefundLimit: 50_000, dailySummaryMail: false },
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { staffRefundLimit: 50_000, paidOrderMail: true, dailySummaryMail: false } satisfies ShopSettings,
    });
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      action: 'settings.update',
      target: 'settings/shop',
      who: { uid: owner.uid, role: 'owner' },
      changes: {
        staffRefundLimit: { before: 25_000, after: 50_000 },
        dailySummaryMail: { before: true, after: false },
      },
    });

    for (const body of [
      {},
      { staffRefundLimit: -1 },
      { staffRefundLimit: 10.5 },
      { staffRefundLimit: STAFF_LIMIT_MAX + 1 },
      { paidOrderMail: 'yes' },
      { somethingElse: true },
    ]) {
      const answer = await call('POST', 'settings', { token: owner.idToken, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await call('POST', 'settings', { token: staff.idToken, body: { staffRefundLimit: STAFF_LIMIT_MAX } }))
        .status,
    ).toBe(403);
    expect((await call('GET', 'settings', { token: owner.idToken })).body).toEqual({
      staffRefundLimit: 50_000,
      paidOrderMail: true,
      dailySummaryMail: false,
    });
    expect(await auditEntries()).toHaveLength(1);
  });
});
