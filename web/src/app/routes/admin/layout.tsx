import { AdminGuard } from '@/features/admin/auth/components/admin-guard';
import { AdminLayout } from '@/features/admin/layout/components/admin-layout';
import { PageOutlet } from '../../page-outlet';

/** Parent of every admin screen except /admin: admins only, with the top bar and drawer. */
export function Component() {
  return (
    <AdminGuard>
      <AdminLayout outlet={<PageOutlet />} />
    </AdminGuard>
  );
}
