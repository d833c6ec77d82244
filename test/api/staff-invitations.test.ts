// Invitations to the team (docs/decisions.md rule 70): POST staff invites an address and grants nothing;
// the role goes to the holder of the address, who follows the mailed single-use link and either signs
// in with the address verified or chooses a new password (so whoever registered the address first keeps
// nothing). The owner lists, resends and withdraws invitations. Real Auth and Firestore emulators.
import type { AdminStaffInvitation, MailDoc, StaffInvitationView } from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { adminApp } from '../../functions/src/firebase-app';
import { apiCaller, auditEntries } from './admin-factories';
import { signInWithPassword, signUpWithPassword, type TestUser } from './emulators';
import { tokenFromMails } from './staff-invitation-support';
import { useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });
const call = apiCaller(() => api.origin);
const auth = () => getAuth(adminApp());

const NEW_PASSWORD = 'Velvet tote on the 3rd shelf';

async function owner(): Promise<TestUser> {
  const account = await signUpWithPassword('olga@maisonborsa.example');
  await auth().setCustomUserClaims(account.uid, { admin: true, role: 'owner' });
  return signInWithPassword(account.email, account.password);
}

async function mails(): Promise<MailDoc[]> {
  return (await db().collection('mail').get()).docs.map((doc) => doc.data() as MailDoc);
}

const tokenFor = async (email: string) => tokenFromMails(await mails(), email);

/** Revocation counts in whole seconds: a token issued in the same second as the revocation survives it. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

async function invite(by: TestUser, email: string, role: 'staff' | 'owner' = 'staff') {
  const answer = await call('POST', 'staff', { token: by.idToken, body: { email, role } });
  expect(answer.status).toBe(201);
  return (answer.body as { invitation: AdminStaffInvitation }).invitation;
}

const adminList = (user: TestUser) => call('GET', 'getalltheordersmainstore', { token: user.idToken });

describe('an address someone else registered first', () => {
  it('gets nothing from the invitation; its holder takes it with a new password and the squatter is out', async () => {
    const olga = await owner();
    const squatter = await signUpWithPassword('future.staff@example.nl', 'squatters-own-password');

    const invitation = await invite(olga, 'future.staff@example.nl');
    expect(invitation).toMatchObject({ email: 'future.staff@example.nl', role: 'staff', expired: false });

    // Nothing on the account changed: the squatter's next token carries no role.
    expect((await auth().getUser(squatter.uid)).customClaims ?? {}).toEqual({});
    const again = await signInWithPassword('future.staff@example.nl', 'squatters-own-password');
    expect((await adminList(again)).status).toBe(403);
    // Even holding the link, an unverified sign-in is no proof of the address.
    const token = await tokenFor('future.staff@example.nl');
    const bySignIn = await call('POST', 'acceptinvitation', { token: again.idToken, body: { token } });
    expect(bySignIn).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    expect((bySignIn.body as { error: { message: string } }).error.message).toContain('is not verified yet');

    // The link's page tells its holder an unverified account has the address.
    const looked = await call('POST', 'staffinvitation', { body: { token } });
    expect(looked).toMatchObject({
      status: 200,
      body: {
        email: 'future.staff@example.nl',
        role: 'staff',
        roleName: 'Staff',
        account: 'unverified',
      } satisfies Partial<StaffInvitationView>,
    });

    await nextSecond();
    const accepted = await call('POST', 'acceptinvitation', { body: { token, newPassword: NEW_PASSWORD } });
    expect(accepted).toMatchObject({
      status: 200,
      body: { email: 'future.staff@example.nl', role: 'staff' },
    });

    // The squatter's password and sessions are gone; the address's holder is staff, verified.
    await expect(signInWithPassword('future.staff@example.nl', 'squatters-own-password')).rejects.toThrow();
    expect((await call('GET', 'mydata', { token: again.idToken })).status).toBe(401);
    const holder = await signInWithPassword('future.staff@example.nl', NEW_PASSWORD);
    expect(holder.uid).toBe(squatter.uid);
    expect(await auth().getUser(holder.uid)).toMatchObject({
      emailVerified: true,
      customClaims: { admin: true, role: 'staff' },
    });
    expect((await adminList(holder)).status).toBe(200);
    expect((await call('GET', 'staffinvitations', { token: olga.idToken })).body).toEqual([]);
    expect((await auditEntries()).map((entry) => entry.action).sort()).toEqual([
      'staff.accept',
      'staff.invite',
    ]);
  });
});

describe('accepting', () => {
  it('makes the account for an address without one, with the new password and a verified address', async () => {
    const olga = await owner();
    await invite(olga, 'new.helper@example.nl', 'owner');
    const token = await tokenFor('new.helper@example.nl');
    expect((await call('POST', 'staffinvitation', { body: { token } })).body).toMatchObject({
      account: 'none',
    });

    expect(
      (await call('POST', 'acceptinvitation', { body: { token, newPassword: NEW_PASSWORD } })).status,
    ).toBe(200);

    const helper = await signInWithPassword('new.helper@example.nl', NEW_PASSWORD);
    expect(await auth().getUser(helper.uid)).toMatchObject({
      emailVerified: true,
      customClaims: { admin: true, role: 'owner' },
    });
    expect((await call('GET', 'staff', { token: helper.idToken })).status).toBe(200);
  });

  it('refuses a guessable new password and keeps the invitation for a better one', async () => {
    const olga = await owner();
    await invite(olga, 'new.helper@example.nl', 'staff');
    const token = await tokenFor('new.helper@example.nl');

    for (const newPassword of ['maisonborsa1', 'new.helper1']) {
      const refused = await call('POST', 'acceptinvitation', { body: { token, newPassword } });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: { details: [{ path: 'newPassword' }] } });
    }
    expect(
      (await call('POST', 'acceptinvitation', { body: { token, newPassword: NEW_PASSWORD } })).status,
    ).toBe(200);
  });

  it('lets a verified account of the address accept by being signed in, and nobody else', async () => {
    const olga = await owner();
    const sam = await signUpWithPassword('sam@example.nl');
    await auth().updateUser(sam.uid, { emailVerified: true });
    const verified = await signInWithPassword(sam.email, sam.password);
    const stranger = await signUpWithPassword('stranger@example.nl');
    await auth().updateUser(stranger.uid, { emailVerified: true });
    const strangerToken = (await signInWithPassword(stranger.email, stranger.password)).idToken;
    await invite(olga, 'sam@example.nl');
    const token = await tokenFor('sam@example.nl');

    const anonymous = await call('POST', 'acceptinvitation', { body: { token } });
    expect(anonymous.status).toBe(401);
    const wrong = await call('POST', 'acceptinvitation', { token: strangerToken, body: { token } });
    expect(wrong).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    expect((await auth().getUser(stranger.uid)).customClaims ?? {}).toEqual({});

    const accepted = await call('POST', 'acceptinvitation', { token: verified.idToken, body: { token } });
    expect(accepted).toMatchObject({ status: 200, body: { email: 'sam@example.nl', role: 'staff' } });
    // The password stays: this was the address's proven holder.
    const signedIn = await signInWithPassword(sam.email, sam.password);
    expect((await adminList(signedIn)).status).toBe(200);
  });

  it('works once, and not after seven days', async () => {
    const olga = await owner();
    const first = await invite(olga, 'once@example.nl');
    const token = await tokenFor('once@example.nl');
    expect(
      (await call('POST', 'acceptinvitation', { body: { token, newPassword: NEW_PASSWORD } })).status,
    ).toBe(200);
    const twice = await call('POST', 'acceptinvitation', {
      body: { token, newPassword: 'Another long phrase 7' },
    });
    expect(twice).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    await signInWithPassword('once@example.nl', NEW_PASSWORD);
    expect(first.expiresAt).toBe(new Date(Date.parse(first.sentAt) + 7 * 86_400_000).toISOString());

    const late = await invite(olga, 'late@example.nl');
    await db()
      .collection('staffInvitations')
      .doc(late.id)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const lateToken = await tokenFor('late@example.nl');
    expect((await call('POST', 'staffinvitation', { body: { token: lateToken } })).status).toBe(404);
    expect(
      (await call('POST', 'acceptinvitation', { body: { token: lateToken, newPassword: NEW_PASSWORD } }))
        .status,
    ).toBe(404);
    await expect(auth().getUserByEmail('late@example.nl')).rejects.toThrow();
    const listed = (await call('GET', 'staffinvitations', { token: olga.idToken }))
      .body as AdminStaffInvitation[];
    expect(listed).toMatchObject([{ email: 'late@example.nl', expired: true }]);
  });

  it('keeps only the hash of the secret, and refuses a wrong or malformed token', async () => {
    const olga = await owner();
    const invitation = await invite(olga, 'sam@example.nl');
    const token = await tokenFor('sam@example.nl');
    const [id, secret] = token.split('.');
    expect(id).toBe(invitation.id);
    const stored = (await db().collection('staffInvitations').doc(invitation.id).get()).data() ?? {};
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const guessed = `${id}.${'A'.repeat(43)}`;
    expect((await call('POST', 'staffinvitation', { body: { token: guessed } })).status).toBe(404);
    for (const body of [
      {},
      { token: 'nonsense' },
      { token, newPassword: 'short' },
      { token, role: 'owner' },
    ]) {
      const answer = await call('POST', 'acceptinvitation', { body });
      expect(answer, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid-request' } },
      });
    }
    await expect(auth().getUserByEmail('sam@example.nl')).rejects.toThrow();
  });
});

describe("the owner's pending invitations", () => {
  it('lists them, sends one again with a new link, and withdraws one', async () => {
    const olga = await owner();
    const sam = await invite(olga, 'sam@example.nl');
    const oldToken = await tokenFor('sam@example.nl');
    await invite(olga, 'kim@example.nl', 'owner');

    const listed = await call('GET', 'staffinvitations', { token: olga.idToken });
    expect((listed.body as AdminStaffInvitation[]).map(({ email, role }) => [email, role]).sort()).toEqual([
      ['kim@example.nl', 'owner'],
      ['sam@example.nl', 'staff'],
    ]);

    const resent = await call('POST', `staffinvitations/${sam.id}/resend`, { token: olga.idToken });
    expect(resent).toMatchObject({ status: 200, body: { id: sam.id, email: 'sam@example.nl' } });
    expect(JSON.stringify(resent.body)).not.toContain('token');
    const newToken = await tokenFor('sam@example.nl');
    expect(newToken).not.toBe(oldToken);
    expect((await call('POST', 'staffinvitation', { body: { token: oldToken } })).status).toBe(404);
    expect((await call('POST', 'staffinvitation', { body: { token: newToken } })).status).toBe(200);

    const kim = (listed.body as AdminStaffInvitation[]).find((entry) => entry.email === 'kim@example.nl');
    const kimToken = await tokenFor('kim@example.nl');
    const withdrawn = await call('DELETE', `staffinvitations/${kim?.id}`, { token: olga.idToken });
    expect(withdrawn).toMatchObject({ status: 200, body: { email: 'kim@example.nl' } });
    expect((await call('POST', 'staffinvitation', { body: { token: kimToken } })).status).toBe(404);
    expect((await call('DELETE', `staffinvitations/${kim?.id}`, { token: olga.idToken })).status).toBe(404);
    expect((await call('POST', `staffinvitations/${kim?.id}/resend`, { token: olga.idToken })).status).toBe(
      404,
    );

    // Inviting the same address again renews its one invitation rather than adding a second.
    await invite(olga, 'sam@example.nl', 'owner');
    const after = (await call('GET', 'staffinvitations', { token: olga.idToken }))
      .body as AdminStaffInvitation[];
    expect(after.map(({ email, role }) => [email, role])).toEqual([['sam@example.nl', 'owner']]);
    expect((await auditEntries()).map((entry) => entry.action).sort()).toEqual([
      'staff.invite',
      'staff.invite',
      'staff.invite',
      'staff.reinvite',
      'staff.uninvite',
    ]);
  });
});
