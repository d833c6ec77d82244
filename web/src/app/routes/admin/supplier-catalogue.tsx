import { AdminPlaceholder } from '@/features/admin/layout/components/admin-placeholder';

export function Component() {
  return <AdminPlaceholder title="Supplier catalogue" />;
}
