import { AuditLogPage } from '@/features/admin/audit/components/audit-log-page';

export function Component() {
  return <AuditLogPage />;
}
