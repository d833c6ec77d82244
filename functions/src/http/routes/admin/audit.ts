// Admin: the audit log viewer (beyond the spec): who changed what, newest first, filtered by admin,
// action, document (or an order number: the order's whole history) and period.
import { auditLogPlan, auditLogQuerySchema, parseOrderNumber } from '@shop/domain';
import type { RequestHandler } from 'express';
import { auditTargetsOfOrderNumber, listAuditEntries } from '../../../data/admin/audit';
import type { AdminRoute } from '../../admin-routes';
import { notFound } from '../../errors';

/**
 * GET getauditlog[?who={part of an e-mail}&actor={uid}&action={code}&target={collection/id or
 * order number}&from&to&limit=50&before={entryId}]: a page of the entries matching every filter
 * given, newest first, each with what its target is now; an order number selects the order's
 * entries and its refunds' and return requests'. 404 when `before` names no entry.
 */
const auditLog: RequestHandler = async (req, res) => {
  const query = auditLogQuerySchema.parse(req.query);
  const orderNumber = query.target ? parseOrderNumber(query.target) : null;
  const targets = orderNumber === null ? null : await auditTargetsOfOrderNumber(orderNumber);
  // An order number no order has: nothing in the log can be about it.
  if (orderNumber !== null && targets === null) {
    res.json([]);
    return;
  }
  const entries = await listAuditEntries(auditLogPlan(query, targets), query.before ?? null);
  if (entries === null) throw notFound(`There is no audit entry ${query.before ?? ''}`);
  res.json(entries);
};

export const auditRoutes: AdminRoute[] = [{ method: 'get', path: '/getauditlog', handlers: [auditLog] }];
