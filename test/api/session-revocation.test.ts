// Sessions end when access ends (docs/decisions.md rules 34 and 71): every route that acts on an account
// or with admin power verifies the ID token against revocation. The Auth emulator checks revocation
// whatever the code asks (firebase-admin always looks the account up in emulator mode), so the first
// test watches what the code asks for, as production would see it; the second shows the outcome.
import { getAuth } from 'firebase-admin/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApp } from '../../functions/src/firebase-app';
import { clearAuth, createAdmin, signUpWithPassword, type TestUser } from './emulators';
import { fetchJson } from './server';
import { useApi } from './harness';

const api = useApi();
beforeEach(async () => {
  await clearAuth();
});
afterEach(() => {
  vi.restoreAllMocks();
});

type RouteCall = {
  kind: string;
  method: string;
  path: (uid: string) => string;
  body?: (uid: string) => unknown;
};

/** One route of each kind that acts on an account (a customer's token) or with admin power. */
const accountRoutes: RouteCall[] = [
  { kind: 'cart (requireOwner)', method: 'GET', path: (uid) => `getcartallitems/${uid}` },
  { kind: 'cart line (requireUser)', method: 'PUT', path: () => 'cartitemchangequantitycart/no-such-item/1' },
  { kind: 'wishlist', method: 'GET', path: (uid) => `getproductsuserwishlist/${uid}` },
  { kind: 'invoice', method: 'GET', path: () => 'invoice/no-such-order' },
  { kind: 'charges', method: 'POST', path: () => 'charges', body: (uid) => ({ userId: uid }) },
  { kind: 'order tracking', method: 'GET', path: (uid) => `gettrackallitems/${uid}` },
  { kind: 'account data', method: 'GET', path: () => 'mydata' },
  { kind: 'address book', method: 'PUT', path: () => 'customeraddresses', body: () => ({ addresses: [] }) },
];
const adminRoute: RouteCall = { kind: 'admin', method: 'GET', path: () => 'getcouponitems' };

function call(user: TestUser, route: RouteCall) {
  const body = route.body?.(user.uid);
  return fetchJson(`${api.origin}/api/v1/main/${route.path(user.uid)}`, {
    method: route.method,
    headers: {
      authorization: `Bearer ${user.idToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('every route that acts on an account or with admin power', () => {
  it.each([...accountRoutes, adminRoute].map((route) => [route.kind, route] as const))(
    'asks Auth whether the session was revoked: %s',
    async (_kind, route) => {
      const user = route === adminRoute ? await createAdmin() : await signUpWithPassword('anna@example.nl');
      const verify = vi.spyOn(getAuth(adminApp()), 'verifyIdToken');

      await call(user, route);

      expect(verify).toHaveBeenCalledWith(user.idToken, true);
    },
  );

  it('refuses a deleted account on the next request, on every route kind', async () => {
    const customer = await signUpWithPassword('anna@example.nl');
    const admin = await createAdmin();
    await getAuth(adminApp()).deleteUser(customer.uid);
    await getAuth(adminApp()).deleteUser(admin.uid);

    for (const route of accountRoutes) {
      const answer = await call(customer, route);
      expect({ kind: route.kind, status: answer.status, body: answer.body }).toMatchObject({
        kind: route.kind,
        status: 401,
        body: { error: { message: 'This session has been ended; sign in again' } },
      });
    }
    expect((await call(admin, adminRoute)).status).toBe(401);
  });

  it('refuses a disabled account on the next request', async () => {
    const customer = await signUpWithPassword('anna@example.nl');
    await getAuth(adminApp()).updateUser(customer.uid, { disabled: true });

    for (const route of accountRoutes) {
      expect({ kind: route.kind, status: (await call(customer, route)).status }).toEqual({
        kind: route.kind,
        status: 401,
      });
    }
  });
});
