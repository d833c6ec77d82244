import { CustomerPage } from '@/features/admin/customers/components/customer-page';

export function Component() {
  return <CustomerPage />;
}
