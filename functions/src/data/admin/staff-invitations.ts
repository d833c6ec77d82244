// Invitations to the team (docs/decisions.md rule 70). The owner invites an address; the mail's link
// carries a single-use secret (kept here only as its SHA-256 hash) that works for STAFF_INVITATION_DAYS.
// The role is granted when the link's holder accepts it, signed in with that address verified, or by
// choosing a new password for it (the link proves the mailbox): a stranger who registered the address
// first is signed out and loses the password and any other way in.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ForbiddenError,
  InvalidRequestError,
  INVITATION_NOT_VALID,
  claimsWithRole,
  collections,
  invitationExpiry,
  invitationUrl,
  NotFoundError,
  shopConfig,
  staffInvitationMail,
  type AdminRole,
  type AdminStaffInvitation,
  type InvitedAccount,
  type StaffInvitationDoc,
  loadPasswordScorer,
  weakPasswordMessage,
} from '@shop/domain';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { config } from '../../config';
import { adminApp } from '../../firebase-app';
import { db } from '../firestore';
import { queuedMail } from '../retention';
import { recordAudit, type Actor } from './audit';

const auth = () => getAuth(adminApp());
const invitations = () => db().collection(collections.staffInvitations);

type StoredInvitation = Omit<StaffInvitationDoc, 'sentAt' | 'expiresAt'> & {
  sentAt: Timestamp;
  expiresAt: Timestamp;
};

/** An account by e-mail; undefined when there is none. */
export async function accountByEmail(email: string): Promise<UserRecord | undefined> {
  try {
    return await auth().getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

function invitationOf(id: string, stored: StoredInvitation, now: Date): AdminStaffInvitation {
  return {
    id,
    email: stored.email,
    role: stored.role,
    invitedBy: stored.invitedBy.email,
    sentAt: stored.sentAt.toDate().toISOString(),
    expiresAt: stored.expiresAt.toDate().toISOString(),
    expired: stored.expiresAt.toMillis() <= now.getTime(),
  };
}

/** An invitation as the owner sees it, and the link's token (mailed, never answered). */
export interface SentInvitation extends AdminStaffInvitation {
  token: string;
}

/** A new secret for the invitation `id`: the stored fields and the token the link carries. */
function freshInvitation(id: string, email: string, role: AdminRole, actor: Actor, now: Date) {
  const secret = randomBytes(32).toString('base64url');
  const stored: StoredInvitation = {
    email,
    role,
    tokenHash: hashOf(secret),
    invitedBy: { uid: actor.uid, email: actor.email },
    sentAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromDate(invitationExpiry(now)),
  };
  return { stored, token: `${id}.${secret}` };
}

/** The invitation's mail, queued in the transaction that writes the invitation. */
function mailInvitation(tx: Transaction, stored: StoredInvitation, token: string): void {
  const message = staffInvitationMail(
    {
      role: stored.role,
      link: invitationUrl(config().shopBaseUrl, token),
      expiresAt: stored.expiresAt.toDate(),
    },
    shopConfig.name,
  );
  tx.create(db().collection(collections.mail).doc(), queuedMail({ to: stored.email, message }));
}

const invitationTarget = (id: string) => `${collections.staffInvitations}/${id}`;

/**
 * Invites `email` to the role: a new invitation, or the address's pending one renewed (new secret,
 * role and 7 days; the old link stops working). The invitation, its mail and its audit entry are
 * written in one transaction: no mail without an invitation, no invitation without its mail.
 */
export async function sendInvitation(
  email: string,
  role: AdminRole,
  actor: Actor,
  now: Date,
): Promise<SentInvitation> {
  return db().runTransaction(async (tx) => {
    const pending = await tx.get(invitations().where('email', '==', email).limit(1));
    const ref = pending.docs[0]?.ref ?? invitations().doc();
    const before = pending.docs[0]?.get('role') as AdminRole | undefined;
    const { stored, token } = freshInvitation(ref.id, email, role, actor, now);
    tx.set(ref, stored);
    mailInvitation(tx, stored, token);
    recordAudit(tx, actor, 'staff.invite', invitationTarget(ref.id), {
      role: { before: before ?? 'none', after: role },
    });
    return { ...invitationOf(ref.id, stored, now), token };
  });
}

/** The invitations waiting for their address, newest first (expired ones too, to send again). */
export async function listInvitations(now: Date): Promise<AdminStaffInvitation[]> {
  const snapshot = await invitations().orderBy('sentAt', 'desc').get();
  return snapshot.docs.map((doc) => invitationOf(doc.id, doc.data() as StoredInvitation, now));
}

/** Sends the invitation `id` again with a new secret and 7 more days. 404 when there is none. */
export async function resendInvitation(id: string, actor: Actor, now: Date): Promise<SentInvitation> {
  return db().runTransaction(async (tx) => {
    const found = await tx.get(invitations().doc(id));
    if (!found.exists) throw new NotFoundError('There is no such invitation: it was accepted or withdrawn');
    const { email, role } = found.data() as StoredInvitation;
    const { stored, token } = freshInvitation(id, email, role, actor, now);
    tx.set(found.ref, stored);
    mailInvitation(tx, stored, token);
    recordAudit(tx, actor, 'staff.reinvite', invitationTarget(id));
    return { ...invitationOf(id, stored, now), token };
  });
}

/** Withdraws the invitation `id`: its link stops working. 404 when there is none. */
export async function withdrawInvitation(id: string, actor: Actor): Promise<AdminStaffInvitation> {
  return db().runTransaction(async (tx) => {
    const found = await tx.get(invitations().doc(id));
    if (!found.exists) throw new NotFoundError('There is no such invitation: it was accepted or withdrawn');
    const stored = found.data() as StoredInvitation;
    tx.delete(found.ref);
    recordAudit(tx, actor, 'staff.uninvite', invitationTarget(id), {
      role: { before: stored.role, after: 'none' },
    });
    return invitationOf(id, stored, new Date());
  });
}

/** The pending, unexpired invitation a token names, when its secret matches; otherwise null. */
function matching(found: DocumentSnapshot, secret: string, now: Date): StoredInvitation | null {
  if (!found.exists) return null;
  const stored = found.data() as StoredInvitation;
  const given = Buffer.from(hashOf(secret), 'hex');
  const kept = Buffer.from(stored.tokenHash, 'hex');
  if (given.length !== kept.length || !timingSafeEqual(given, kept)) return null;
  if (stored.expiresAt.toMillis() <= now.getTime()) return null;
  return stored;
}

function splitToken(token: string): { id: string; secret: string } {
  const [id = '', secret = ''] = token.split('.');
  return { id, secret };
}

/** What an invitation link offers; 404 (one answer for every wrong, used or expired link). */
export async function lookUpInvitation(
  token: string,
  now: Date,
): Promise<{ email: string; role: AdminRole; expiresAt: Date; account: InvitedAccount }> {
  const { id, secret } = splitToken(token);
  const stored = matching(await invitations().doc(id).get(), secret, now);
  if (!stored) throw new NotFoundError(INVITATION_NOT_VALID);
  const account = await accountByEmail(stored.email);
  return {
    email: stored.email,
    role: stored.role,
    expiresAt: stored.expiresAt.toDate(),
    account: !account ? 'none' : account.emailVerified ? 'verified' : 'unverified',
  };
}

/** How the link's holder accepts: signed in with the invited address verified, or with a new password. */
export type Acceptance =
  | { by: 'signed-in'; uid: string; refusal: (invitedEmail: string) => string | null }
  | { by: 'new-password'; newPassword: string };

/**
 * Accepts the invitation a token names, once: the invitation is deleted in the transaction that
 * checks it, so a second use finds nothing, and only then is the account changed (and the change
 * audited). With a new password the address's account (made when there is none) gets that password
 * and a verified address, loses every other sign-in method and has its sessions ended: whoever
 * registered the address before keeps nothing. 404 for a wrong, used or expired link; 403 when the
 * signed-in caller is not the invited address, verified. If Auth then fails the invitation is put
 * back, so the link still works.
 */
export async function acceptInvitation(
  token: string,
  acceptance: Acceptance,
  now: Date,
): Promise<{ email: string; role: AdminRole; uid: string }> {
  const { id, secret } = splitToken(token);
  const ref = invitations().doc(id);
  let account: UserRecord | undefined;
  const peek = matching(await ref.get(), secret, now);
  if (!peek) throw new NotFoundError(INVITATION_NOT_VALID);
  if (acceptance.by === 'signed-in') {
    const refusal = acceptance.refusal(peek.email);
    if (refusal) throw new ForbiddenError(refusal);
  } else {
    // A new password is held to the shop's password rule (docs/decisions.md rule 72) before the
    // invitation is used up: the invited address itself is a first guess.
    const weak = weakPasswordMessage(
      acceptance.newPassword,
      { email: peek.email },
      await loadPasswordScorer(),
    );
    if (weak) throw new InvalidRequestError(weak, [{ path: 'newPassword', message: weak }]);
    account = await accountByEmail(peek.email);
  }
  const uid = acceptance.by === 'signed-in' ? acceptance.uid : (account?.uid ?? invitations().doc().id);
  const stored = await db().runTransaction(async (tx) => {
    const found = matching(await tx.get(ref), secret, now);
    if (!found) throw new NotFoundError(INVITATION_NOT_VALID);
    tx.delete(ref);
    return found;
  });
  try {
    if (acceptance.by === 'new-password') {
      if (account) {
        const others = account.providerData
          .map((provider) => provider.providerId)
          .filter((p) => p !== 'password');
        await auth().updateUser(uid, {
          password: acceptance.newPassword,
          emailVerified: true,
          ...(others.length > 0 ? { providersToUnlink: others } : {}),
        });
        await auth().revokeRefreshTokens(uid);
      } else {
        await auth().createUser({
          uid,
          email: stored.email,
          password: acceptance.newPassword,
          emailVerified: true,
        });
      }
    }
    const current = await auth().getUser(uid);
    await auth().setCustomUserClaims(uid, claimsWithRole(current.customClaims, stored.role));
  } catch (error) {
    await ref.set(stored);
    throw error;
  }
  await db().runTransaction(async (tx) => {
    recordAudit(tx, { uid, email: stored.email, role: stored.role }, 'staff.accept', `staff/${uid}`, {
      role: { before: 'none', after: stored.role },
    });
  });
  return { email: stored.email, role: stored.role, uid };
}
