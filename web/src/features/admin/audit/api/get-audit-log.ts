/** What the audit log screen filters by: an admin's uid, an action code, a document path, a period. */
export interface AuditFilters {
  actor: string;
  action: string;
  target: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { actor: '', action: '', target: '', from: '', to: '' };

/**
 * GET getauditlog: a page of the entries matching the filters given, newest first; `before`
 * continues after that entry.
 */
export function auditLogPath(filters: AuditFilters, limit: number, before: string | null): string {
  const params = new URLSearchParams({ limit: String(limit) });
  for (const [name, value] of Object.entries(filters))
    if (value.trim() !== '') params.set(name, value.trim());
  if (before) params.set('before', before);
  return `getauditlog?${params}`;
}
