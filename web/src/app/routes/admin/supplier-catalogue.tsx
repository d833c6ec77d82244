import { SupplierCataloguePage } from '@/features/admin/supplier/components/supplier-catalogue-page';

export function Component() {
  return <SupplierCataloguePage />;
}
