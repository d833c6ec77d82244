import { CustomProductPage } from '@/features/admin/custom-products/components/custom-product-form';

export function Component() {
  return <CustomProductPage />;
}
