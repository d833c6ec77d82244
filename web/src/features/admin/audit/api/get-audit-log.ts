import { auditListParams, type AuditListView } from '@shop/domain';

/**
 * GET getauditlog: a page of the entries matching the filters given, newest first; `before`
 * continues after that entry.
 */
export function auditLogPath(filters: AuditListView, limit: number, before: string | null): string {
  const params = auditListParams(filters);
  params.set('limit', String(limit));
  if (before) params.set('before', before);
  return `getauditlog?${params}`;
}
