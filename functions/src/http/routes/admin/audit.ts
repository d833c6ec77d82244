// Admin: the audit log viewer (beyond the spec): who changed what, newest first, filtered by admin,
// action, document and period.
import { auditLogPlan, auditLogQuerySchema } from '@shop/domain';
import type { RequestHandler } from 'express';
import { listAuditEntries } from '../../../data/admin/audit';
import type { AdminRoute } from '../../admin-routes';
import { notFound } from '../../errors';

/**
 * GET getauditlog[?actor={uid}&action={code}&target={collection/id}&from&to&limit=50&before={entryId}]:
 * a page of the entries matching every filter given, newest first; 404 when `before` names no entry.
 */
const auditLog: RequestHandler = async (req, res) => {
  const query = auditLogQuerySchema.parse(req.query);
  const entries = await listAuditEntries(auditLogPlan(query), query.before ?? null);
  if (entries === null) throw notFound(`There is no audit entry ${query.before ?? ''}`);
  res.json(entries);
};

export const auditRoutes: AdminRoute[] = [{ method: 'get', path: '/getauditlog', handlers: [auditLog] }];
