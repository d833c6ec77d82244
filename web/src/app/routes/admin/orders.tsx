import { OrdersPage } from '@/features/admin/orders/components/orders-page';

export function Component() {
  return <OrdersPage />;
}
