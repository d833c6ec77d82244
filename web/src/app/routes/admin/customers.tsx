import { CustomersPage } from '@/features/admin/customers/components/customers-page';

export function Component() {
  return <CustomersPage />;
}
