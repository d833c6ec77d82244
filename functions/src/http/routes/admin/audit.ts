// Admin: the audit log viewer (beyond the spec): who changed what, newest first.
import type { RequestHandler } from 'express';
import { listAuditEntries } from '../../../data/admin/audit';
import { wholeNumberParam, type AdminRoute } from '../../admin-routes';
import { invalidRequest } from '../../errors';

/** GET getauditlog?limit=50&before={entryId}: a page of entries, newest first. */
const auditLog: RequestHandler = async (req, res) => {
  const limit = wholeNumberParam(req.query.limit, 'limit', 1, 200, 50);
  const before = req.query.before;
  if (before !== undefined && typeof before !== 'string') {
    throw invalidRequest('before must be an entry id', [
      { path: 'before', message: 'before must be an entry id' },
    ]);
  }
  res.json(await listAuditEntries(limit, before || null));
};

export const auditRoutes: AdminRoute[] = [{ method: 'get', path: '/getauditlog', handlers: [auditLog] }];
