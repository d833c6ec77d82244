import { InvoicesPage } from '@/features/admin/invoices/components/invoices-page';

export function Component() {
  return <InvoicesPage />;
}
