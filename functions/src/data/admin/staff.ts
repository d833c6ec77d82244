// The shop's team (docs/decisions.md rule 58): the accounts whose custom claims carry `admin: true`
// and a role. Firebase Auth is where they live (no copy in Firestore that could drift from the claims
// the rules and the API check); the audit log records every change with who made it.
import {
  adminRoleOf,
  claimsWithRole,
  ConflictError,
  NotFoundError,
  sortStaff,
  type AdminRole,
  type AdminStaffMember,
} from '@shop/domain';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { adminApp } from '../../firebase-app';
import { db } from '../firestore';
import { recordAudit, type Actor } from './audit';
import { accountByEmail, sendInvitation, type SentInvitation } from './staff-invitations';

const auth = () => getAuth(adminApp());

/** Auth's page size for listing accounts (its maximum). */
const LIST_PAGE = 1000;

/** The audit target of a change to someone's place on the team. */
const staffTarget = (uid: string) => `staff/${uid}`;

function memberOf(user: UserRecord, role: AdminRole): AdminStaffMember {
  const lastSignIn = user.metadata.lastSignInTime;
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? null,
    role,
    lastSignInAt: lastSignIn ? new Date(lastSignIn).toISOString() : null,
    disabled: user.disabled,
  };
}

/**
 * Everyone with an admin role, owners first. Auth cannot filter accounts by claim, so every account
 * is read, a thousand at a time: a few calls for a shop's customers, and only when the owner opens
 * the Staff screen or the morning summary finds its owners.
 */
export async function listStaff(): Promise<AdminStaffMember[]> {
  const members: AdminStaffMember[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth().listUsers(LIST_PAGE, pageToken);
    for (const user of page.users) {
      const role = adminRoleOf(user.customClaims);
      if (role) members.push(memberOf(user, role));
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return sortStaff(members);
}

async function audit(actor: Actor, action: string, uid: string, before: string, after: string) {
  await db().runTransaction(async (tx) => {
    recordAudit(tx, actor, action, staffTarget(uid), { role: { before, after } });
  });
}

/** What POST staff did: a member's role changed at once, or an address invited. */
export type StaffChange =
  | { outcome: 'role-changed' | 'unchanged'; member: AdminStaffMember }
  | { outcome: 'invited'; invitation: SentInvitation };

/**
 * POST staff: a member of the team (an account with an admin role) gets the new role at once and has
 * their sessions ended, so no token keeps the old role for its remaining hour. Any other address is
 * invited: nothing changes on an account until the holder of the address accepts
 * (docs/decisions.md rule 70), so an account someone registered with the address first gets nothing.
 * 409 for the caller's own account: nobody changes their own role, so the shop always keeps an owner.
 */
export async function addStaffMember(
  email: string,
  role: AdminRole,
  actor: Actor,
  now: Date,
): Promise<StaffChange> {
  const user = await accountByEmail(email);
  if (user?.uid === actor.uid) throw new ConflictError('You cannot change your own role; another owner can');
  const before = user ? adminRoleOf(user.customClaims) : null;
  if (!user || before === null) {
    return { outcome: 'invited', invitation: await sendInvitation(email, role, actor, now) };
  }
  if (before === role) return { outcome: 'unchanged', member: memberOf(user, role) };
  await auth().setCustomUserClaims(user.uid, claimsWithRole(user.customClaims, role));
  await auth().revokeRefreshTokens(user.uid);
  await audit(actor, 'staff.role', user.uid, before, role);
  return { outcome: 'role-changed', member: memberOf(user, role) };
}

/**
 * Takes the admin role away (the account stays, as a customer's) and ends its sessions at once. 404
 * unless the uid is on the staff; 409 for the caller's own account.
 */
export async function removeStaffMember(uid: string, actor: Actor): Promise<void> {
  if (uid === actor.uid)
    throw new ConflictError('You cannot remove yourself from the staff; another owner can');
  let user: UserRecord;
  try {
    user = await auth().getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found')
      throw new NotFoundError(`There is no account ${uid}`);
    throw error;
  }
  const before = adminRoleOf(user.customClaims);
  if (before === null) throw new NotFoundError(`${user.email ?? uid} is not on the staff`);
  const claims = claimsWithRole(user.customClaims, null);
  await auth().setCustomUserClaims(uid, Object.keys(claims).length > 0 ? claims : null);
  await auth().revokeRefreshTokens(uid);
  await audit(actor, 'staff.remove', uid, before, 'none');
}
