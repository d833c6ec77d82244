import { CouponsPage } from '@/features/admin/coupons/components/coupons-page';

export function Component() {
  return <CouponsPage />;
}
