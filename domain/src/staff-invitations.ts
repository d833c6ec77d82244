// Invitations to the shop's team (docs/decisions.md rule 70): the owner invites an address, and the role
// goes to whoever proves that mailbox, by following the mail's single-use link, and then either signs in
// with that address verified or chooses a new password (so a stranger who registered the address first
// keeps nothing: not the role, not their password). Only the rules and the words are here; the API
// stores the invitation (staffInvitations, the token hashed) and grants the role.
import { z } from 'zod';
import type { Instant, MailDoc } from './documents';
import { storeChangePasswordBodySchema } from './accounts';
import { escapeHtml } from './shop-mails';
import { ADMIN_ROLE_NAMES, type AdminRole, type AdminStaffMember } from './staff';

/** An invitation's link works this long after it was (re)sent. */
export const STAFF_INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When an invitation sent at `sentAt` stops working. */
export function invitationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + STAFF_INVITATION_DAYS * DAY_MS);
}

/**
 * staffInvitations/{id}: one per invited address, written and read by the API only (no client reads
 * it). The link's secret is kept as its SHA-256 hash, so a copy of the database accepts nothing; it is
 * deleted when accepted or withdrawn (the audit log keeps what happened).
 */
export interface StaffInvitationDoc {
  email: string;
  role: AdminRole;
  /** SHA-256 (hex) of the link's secret. */
  tokenHash: string;
  invitedBy: { uid: string; email: string | null };
  sentAt: Instant;
  expiresAt: Instant;
}

/** One invitation waiting for its address, as GET staffinvitations answers (the token is never shown). */
export interface AdminStaffInvitation {
  id: string;
  email: string;
  role: AdminRole;
  /** The owner who (last) sent it. */
  invitedBy: string | null;
  /** ISO times. */
  sentAt: string;
  expiresAt: string;
  /** True once expiresAt has passed: the owner can send it again. */
  expired: boolean;
}

/**
 * POST staff's answer: an address not yet on the team is invited (201); a member's role is changed at
 * once, their sessions ended (200); a member who has the role already changes nothing (200).
 */
export type AdminAddStaffResponse =
  | { outcome: 'invited'; invitation: AdminStaffInvitation }
  | { outcome: 'role-changed' | 'unchanged'; member: AdminStaffMember };

/**
 * The link's secret, as the mail carries it: `<invitation id>.<secret>` (the id finds the document,
 * the secret is checked against its stored hash). In the body, never in a URL the server logs.
 */
export const invitationTokenSchema = z
  .string({ error: 'token is required: the code from the invitation link' })
  .trim()
  .regex(
    /^[A-Za-z0-9]{1,64}\.[A-Za-z0-9_-]{20,100}$/,
    'This invitation link is not complete: open it from the e-mail again',
  );

/** POST staffinvitation { token }: what the invitation is, for the page that accepts it. */
export const lookUpInvitationBodySchema = z.strictObject({ token: invitationTokenSchema });

/**
 * POST acceptinvitation { token, newPassword? }: with newPassword the link's holder takes the address's
 * account (made when there is none) with that password; without it the caller must be signed in with
 * the invited address, verified.
 */
export const acceptInvitationBodySchema = z.strictObject({
  token: invitationTokenSchema,
  newPassword: storeChangePasswordBodySchema.shape.newPassword.optional(),
});
export type AcceptInvitationParsed = z.infer<typeof acceptInvitationBodySchema>;

/** What the address's account is, so the page offers the right way to accept. */
export type InvitedAccount = 'none' | 'unverified' | 'verified';

/** POST staffinvitation's answer. */
export interface StaffInvitationView {
  email: string;
  role: AdminRole;
  roleName: string;
  expiresAt: string;
  account: InvitedAccount;
}

/** POST acceptinvitation's answer: the address now on the team, and with which role. */
export interface AcceptInvitationResponse {
  email: string;
  role: AdminRole;
}

/** The one answer for a link that is wrong, used, withdrawn or expired: it tells a guesser nothing. */
export const INVITATION_NOT_VALID =
  'This invitation link is not valid any more: it was used, withdrawn or has expired. Ask the shop owner to send it again.';

/** Why a signed-in account may not take the invitation by signing in, or null when it may. */
export function signedInAcceptRefusal(
  caller: { email: string | undefined; emailVerified: boolean; anonymous: boolean },
  invitedEmail: string,
): string | null {
  if (caller.anonymous || !caller.email) {
    return `Sign in as ${invitedEmail}, or choose a new password for it, to accept this invitation.`;
  }
  if (caller.email.toLowerCase() !== invitedEmail) {
    return `This invitation is for ${invitedEmail}; you are signed in as ${caller.email}. Sign in with the invited address.`;
  }
  if (!caller.emailVerified) {
    return `${invitedEmail} is not verified yet: choose a new password for it below (the link proves the address), or verify it first.`;
  }
  return null;
}

/** The page that accepts an invitation (web/src/config/paths.ts, admin.acceptInvitation). */
export function invitationUrl(shopUrl: string, token: string): string {
  // The token in the fragment: browsers never send it to a server, nor in a Referer.
  return `${shopUrl}/adminacceptinvitation#${token}`;
}

/** The invitation mail: who invites, the role, the link and until when it works. */
export function staffInvitationMail(
  invitation: { role: AdminRole; link: string; expiresAt: Date },
  shopName: string,
): MailDoc['message'] {
  const role = ADMIN_ROLE_NAMES[invitation.role].toLowerCase();
  const until = invitation.expiresAt.toISOString().slice(0, 10);
  const subject = `You are invited to the ${shopName} admin as ${role}`;
  const text = [
    `You are invited to join the ${shopName} admin as ${role}.`,
    '',
    `Accept with this link (it works once, until ${until}):`,
    invitation.link,
    '',
    'You will sign in with this address, or choose a new password for it.',
    'If you did not expect this, ignore this e-mail: nothing changes until the link is used.',
  ].join('\n');
  const html = [
    `<p>You are invited to join the ${escapeHtml(shopName)} admin as ${escapeHtml(role)}.</p>`,
    `<p><a href="${escapeHtml(invitation.link)}">Accept the invitation</a> (the link works once, until ${escapeHtml(until)}).</p>`,
    '<p>You will sign in with this address, or choose a new password for it.</p>',
    '<p>If you did not expect this, ignore this e-mail: nothing changes until the link is used.</p>',
  ].join('\n');
  return { subject, text, html };
}
