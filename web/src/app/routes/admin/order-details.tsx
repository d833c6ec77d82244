import { OrderDetailsPage } from '@/features/admin/orders/components/order-details-page';

export function Component() {
  return <OrderDetailsPage />;
}
