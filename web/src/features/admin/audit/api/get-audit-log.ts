/** GET getauditlog: a page of the audit log, newest first; `before` continues after that entry. */
export function auditLogPath(limit: number, before: string | null): string {
  return `getauditlog?limit=${limit}${before ? `&before=${encodeURIComponent(before)}` : ''}`;
}
