// The shop's team (docs/decisions.md rule 58): the accounts whose custom claims carry `admin: true`
// and a role. Firebase Auth is where they live (no copy in Firestore that could drift from the claims
// the rules and the API check); the audit log records every change with who made it.
import { adminRoleOf, claimsWithRole, sortStaff, type AdminRole, type AdminStaffMember } from '@shop/domain';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { adminApp } from '../../firebase-app';
import { conflict, notFound } from '../../http/errors';
import { db } from '../firestore';
import { recordAudit, type Actor } from './audit';

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

/** An account by e-mail; undefined when there is none. */
async function accountOf(email: string): Promise<UserRecord | undefined> {
  try {
    return await auth().getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

export interface AddedMember {
  member: AdminStaffMember;
  /** True when the account was made now, for the new member to choose a password. */
  created: boolean;
  /** False when they already had this role (nothing changed). */
  changed: boolean;
}

/**
 * Gives the account with `email` the role, making the account when there is none. A member whose
 * role changes has their sessions ended, so no token keeps the old role for its remaining hour. 409
 * for the caller's own account: nobody changes their own role, so the shop always keeps an owner.
 */
export async function addStaffMember(email: string, role: AdminRole, actor: Actor): Promise<AddedMember> {
  let user = await accountOf(email);
  const created = user === undefined;
  user ??= await auth().createUser({ email, emailVerified: false });
  if (user.uid === actor.uid) throw conflict('You cannot change your own role; another owner can');
  const before = adminRoleOf(user.customClaims);
  if (before === role) return { member: memberOf(user, role), created, changed: false };
  await auth().setCustomUserClaims(user.uid, claimsWithRole(user.customClaims, role));
  if (before !== null) await auth().revokeRefreshTokens(user.uid);
  await audit(actor, before === null ? 'staff.add' : 'staff.role', user.uid, before ?? 'none', role);
  return { member: memberOf(user, role), created, changed: true };
}

/**
 * Takes the admin role away (the account stays, as a customer's) and ends its sessions at once. 404
 * unless the uid is on the staff; 409 for the caller's own account.
 */
export async function removeStaffMember(uid: string, actor: Actor): Promise<void> {
  if (uid === actor.uid) throw conflict('You cannot remove yourself from the staff; another owner can');
  let user: UserRecord;
  try {
    user = await auth().getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found')
      throw notFound(`There is no account ${uid}`);
    throw error;
  }
  const before = adminRoleOf(user.customClaims);
  if (before === null) throw notFound(`${user.email ?? uid} is not on the staff`);
  const claims = claimsWithRole(user.customClaims, null);
  await auth().setCustomUserClaims(uid, Object.keys(claims).length > 0 ? claims : null);
  await auth().revokeRefreshTokens(uid);
  await audit(actor, 'staff.remove', uid, before, 'none');
}

/** A link for an account made by addStaffMember to choose its password. */
export function setPasswordLink(email: string, continueUrl: string): Promise<string> {
  return auth().generatePasswordResetLink(email, { url: continueUrl });
}
