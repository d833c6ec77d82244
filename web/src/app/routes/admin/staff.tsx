import { OwnerOnly } from '@/features/admin/auth/components/owner-only';
import { StaffPage } from '@/features/admin/staff/components/staff-page';

export function Component() {
  return (
    <OwnerOnly title="Staff and settings">
      <StaffPage />
    </OwnerOnly>
  );
}
