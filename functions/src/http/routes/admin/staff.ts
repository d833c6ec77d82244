// Admin: the team and the owner's settings (docs/decisions.md rule 58). Who may call which is in the
// role table (admin-route-roles.ts): the team and changing settings are the owner's; staff read the
// settings so their screens can state their refund limit.
import {
  ADMIN_ROLE_NAMES,
  addStaffBodySchema,
  documentIdSchema,
  shopConfig,
  shopSettingsBodySchema,
  staffWelcomeMail,
  type AddStaffParsed,
  type AdminAddStaffResponse,
  type AdminStaffMember,
  type ShopSettings,
  type ShopSettingsChange,
} from '@shop/domain';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { config } from '../../../config';
import { queueAccountMail } from '../../../data/customers';
import { readShopSettings, saveShopSettings } from '../../../data/admin/settings';
import { addStaffMember, listStaff, removeStaffMember, setPasswordLink } from '../../../data/admin/staff';
import { actorOf, type AdminRoute } from '../../admin-routes';
import { validateBody } from '../../middleware';

/** GET staff: AdminStaffMember[], owners first, then by e-mail. */
const getStaff: RequestHandler = async (_req, res) => {
  const members: AdminStaffMember[] = await listStaff();
  res.json(members);
};

/**
 * POST staff { email, role }: gives the account with that e-mail the role (an account is made when
 * there is none, and mailed a link to choose its password); the member is mailed either way when
 * their role changed. Answers AdminAddStaffResponse, 201 when the account is new. 400 bad e-mail or
 * role; 409 for the caller's own account.
 */
const postStaff: RequestHandler = async (req, res) => {
  const { email, role } = req.body as AddStaffParsed;
  const { member, created, changed } = await addStaffMember(email, role, actorOf(res));
  if (changed) {
    const { shopBaseUrl } = config();
    const link = created ? await setPasswordLink(email, `${shopBaseUrl}/admin`) : null;
    const message = staffWelcomeMail(
      { roleName: ADMIN_ROLE_NAMES[role], setPasswordLink: link },
      shopConfig.name,
      shopBaseUrl,
    );
    await queueAccountMail({ to: email, message });
  }
  const answer: AdminAddStaffResponse = { member, invited: created };
  res.status(created ? 201 : 200).json(answer);
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
  { method: 'get', path: '/settings', handlers: [getSettings] },
  { method: 'post', path: '/settings', handlers: [validateBody(shopSettingsBodySchema), postSettings] },
];
