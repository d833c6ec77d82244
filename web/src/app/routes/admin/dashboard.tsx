import { SupplierLandingPage } from '@/features/admin/supplier/components/supplier-landing-page';

export function Component() {
  return <SupplierLandingPage />;
}
