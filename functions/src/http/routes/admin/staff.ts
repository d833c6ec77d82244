// Admin: the team and the owner's settings (docs/decisions.md rule 58). Who may call which is in the
// role table (admin-route-roles.ts): the team and changing settings are the owner's; staff read the
// settings so their screens can state their refund limit.
import {
  addStaffBodySchema,
  documentIdSchema,
  shopSettingsBodySchema,
  type AddStaffParsed,
  type AdminAddStaffResponse,
  type AdminStaffInvitation,
  type AdminStaffMember,
  type ShopSettings,
  type ShopSettingsChange,
} from '@shop/domain';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { readShopSettings, saveShopSettings } from '../../../data/admin/settings';
import { addStaffMember, listStaff, removeStaffMember } from '../../../data/admin/staff';
import {
  listInvitations,
  resendInvitation,
  withdrawInvitation,
  type SentInvitation,
} from '../../../data/admin/staff-invitations';
import { actorOf, type AdminRoute } from '../../admin-routes';
import { validateBody } from '../../middleware';

/** GET staff: AdminStaffMember[], owners first, then by e-mail. */
const getStaff: RequestHandler = async (_req, res) => {
  const members: AdminStaffMember[] = await listStaff();
  res.json(members);
};

/** The invitation as the owner sees it: the link's token goes only to the invited address. */
function shown({ token: _token, ...invitation }: SentInvitation): AdminStaffInvitation {
  return invitation;
}

/**
 * POST staff { email, role }: a member of the team gets the role at once (their sessions end); any
 * other address is invited by mail and gets nothing until its holder accepts (docs/decisions.md rule
 * 70). Answers AdminAddStaffResponse: 201 `invited`, 200 `role-changed` or `unchanged`. 400 bad e-mail
 * or role; 409 for the caller's own account.
 */
const postStaff: RequestHandler = async (req, res) => {
  const { email, role } = req.body as AddStaffParsed;
  const change = await addStaffMember(email, role, actorOf(res), new Date());
  const answer: AdminAddStaffResponse =
    change.outcome === 'invited' ? { outcome: 'invited', invitation: shown(change.invitation) } : change;
  res.status(change.outcome === 'invited' ? 201 : 200).json(answer);
};

const invitationParams = z.object({ invitationId: documentIdSchema });

/** GET staffinvitations: AdminStaffInvitation[], newest first (expired ones flagged). */
const getInvitations: RequestHandler = async (_req, res) => {
  res.json(await listInvitations(new Date()));
};

/** POST staffinvitations/{id}/resend: a new link (the old one stops working), 7 more days. 404 when gone. */
const postResendInvitation: RequestHandler = async (req, res) => {
  const { invitationId } = invitationParams.parse(req.params);
  res.json(shown(await resendInvitation(invitationId, actorOf(res), new Date())));
};

/** DELETE staffinvitations/{id}: the link stops working; answers the withdrawn invitation. 404 when gone. */
const deleteInvitation: RequestHandler = async (req, res) => {
  const { invitationId } = invitationParams.parse(req.params);
  res.json(await withdrawInvitation(invitationId, actorOf(res)));
};

/** DELETE staff/{uid}: answers { removed: true, uid }; 404 unless on the staff; 409 for oneself. */
const deleteStaff: RequestHandler = async (req, res) => {
  const { userId } = z.object({ userId: documentIdSchema }).parse(req.params);
  await removeStaffMember(userId, actorOf(res));
  res.json({ removed: true, uid: userId });
};

/** GET settings: ShopSettings. */
const getSettings: RequestHandler = async (_req, res) => {
  const settings: ShopSettings = await readShopSettings();
  res.json(settings);
};

/** POST settings { staffRefundLimit?, paidOrderMail?, dailySummaryMail? }: answers ShopSettings. */
const postSettings: RequestHandler = async (req, res) => {
  const settings: ShopSettings = await saveShopSettings(req.body as ShopSettingsChange, actorOf(res));
  res.json(settings);
};

export const staffRoutes: AdminRoute[] = [
  { method: 'get', path: '/staff', handlers: [getStaff] },
  { method: 'post', path: '/staff', handlers: [validateBody(addStaffBodySchema), postStaff] },
  // The uid of DELETE staff/{uid}: named userId so the path check takes it for a document id.
  { method: 'delete', path: '/staff/:userId', handlers: [deleteStaff] },
  { method: 'get', path: '/staffinvitations', handlers: [getInvitations] },
  { method: 'post', path: '/staffinvitations/:invitationId/resend', handlers: [postResendInvitation] },
  { method: 'delete', path: '/staffinvitations/:invitationId', handlers: [deleteInvitation] },
  { method: 'get', path: '/settings', handlers: [getSettings] },
  { method: 'post', path: '/settings', handlers: [validateBody(shopSettingsBodySchema), postSettings] },
];
