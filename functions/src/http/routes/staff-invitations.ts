// Accepting an invitation to the shop's team (docs/decisions.md rule 70). The link's token comes in the
// body, never in a URL a server or proxy logs. Looking one up answers what the page needs to offer the
// right way in; accepting grants the role to the holder of the invited address only.
import {
  ADMIN_ROLE_NAMES,
  acceptInvitationBodySchema,
  lookUpInvitationBodySchema,
  signedInAcceptRefusal,
  type AcceptInvitationParsed,
  type AcceptInvitationResponse,
  type StaffInvitationView,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { acceptInvitation, lookUpInvitation } from '../../data/admin/staff-invitations';
import { abuseLimit } from '../abuse-limits';
import { currentCaller, requireUser, validateBody } from '../middleware';

/** POST staffinvitation { token }: StaffInvitationView; 404 for a wrong, used or expired link. */
const postLookUp: RequestHandler = async (req, res) => {
  const { token } = req.body as { token: string };
  const found = await lookUpInvitation(token, new Date());
  const view: StaffInvitationView = {
    email: found.email,
    role: found.role,
    roleName: ADMIN_ROLE_NAMES[found.role],
    expiresAt: found.expiresAt.toISOString(),
    account: found.account,
  };
  res.json(view);
};

/**
 * POST acceptinvitation { token, newPassword? }: with newPassword, the address's account takes it
 * (the link proves the mailbox; made when there is none; its other sessions end); without, the caller
 * must be signed in as the invited address, verified (403 says what to do otherwise). 404 for a wrong,
 * used or expired link. The caller signs in again (or refreshes the token) to carry the role.
 */
const postAccept: RequestHandler = async (req, res) => {
  const { token, newPassword } = req.body as AcceptInvitationParsed;
  const now = new Date();
  const accepted =
    newPassword !== undefined
      ? await acceptInvitation(token, { by: 'new-password', newPassword }, now)
      : await acceptInvitation(
          token,
          {
            by: 'signed-in',
            uid: currentCaller(res).uid,
            refusal: (invitedEmail) => {
              const { token: idToken } = currentCaller(res);
              return signedInAcceptRefusal(
                {
                  email: idToken.email,
                  emailVerified: idToken.email_verified === true,
                  anonymous: idToken.firebase.sign_in_provider === 'anonymous',
                },
                invitedEmail,
              );
            },
          },
          now,
        );
  res.json({ email: accepted.email, role: accepted.role } satisfies AcceptInvitationResponse);
};

/** Without a new password, acceptance is by the signed-in account: its token is checked (revocation too). */
const requireUserUnlessNewPassword: RequestHandler = (req, res, next) => {
  if ((req.body as { newPassword?: unknown }).newPassword !== undefined) {
    next();
    return;
  }
  requireUser(req, res, next);
};

export const staffInvitationsRouter = Router()
  .post('/staffinvitation', abuseLimit('invitation'), validateBody(lookUpInvitationBodySchema), postLookUp)
  .post(
    '/acceptinvitation',
    abuseLimit('invitation'),
    validateBody(acceptInvitationBodySchema),
    requireUserUnlessNewPassword,
    postAccept,
  );
