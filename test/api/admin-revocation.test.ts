// An admin whose rights are revoked (npm run admin:revoke) loses the admin API at once, not when the
// ID token expires an hour later: the script revokes the account's refresh tokens and the admin
// routes verify ID tokens with checkRevoked.
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminApp } from '../../functions/src/firebase-app';
import { setAdminClaim } from '../../scripts/admin-claim';
import { clearAuth, createAdmin, signInWithPassword } from './emulators';
import { fetchJson } from './server';
import { useApi } from './harness';

const api = useApi();
let scriptApp: App;
beforeAll(async () => {
  scriptApp = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, 'admin-revocation-test');
});
afterAll(async () => {
  await deleteApp(scriptApp);
});
beforeEach(async () => {
  await clearAuth();
});

const adminCall = (idToken: string) =>
  fetchJson(`${api.origin}/api/v1/main/getcouponitems`, { headers: { authorization: `Bearer ${idToken}` } });

/** Revocation counts in whole seconds: a token issued in the same second as the revocation survives it. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('revoking an admin', () => {
  it("refuses the admin's existing ID token at once after admin:revoke", async () => {
    const admin = await createAdmin('leaving-admin@maisonborsa.example');
    expect((await adminCall(admin.idToken)).status).toBe(200);
    await nextSecond();

    await setAdminClaim(scriptApp, 'revoke', 'leaving-admin@maisonborsa.example');

    const refused = await adminCall(admin.idToken);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: { message: 'This session has been ended; sign in again' } });
    // Signing in again gives a token without the claim: no admin rights.
    const again = await signInWithPassword('leaving-admin@maisonborsa.example', 'correct-horse-battery');
    expect((await adminCall(again.idToken)).status).toBe(403);
  });

  it('refuses an admin token issued before the sessions were revoked, whatever its claims', async () => {
    const admin = await createAdmin('admin@maisonborsa.example');
    await nextSecond();

    await getAuth(adminApp()).revokeRefreshTokens(admin.uid);

    expect((await adminCall(admin.idToken)).status).toBe(401);
    const again = await signInWithPassword('admin@maisonborsa.example', 'correct-horse-battery');
    expect((await adminCall(again.idToken)).status).toBe(200);
  });
});
