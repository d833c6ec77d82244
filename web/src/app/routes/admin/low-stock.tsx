import { LowStockPage } from '@/features/admin/stock/components/low-stock-page';

export function Component() {
  return <LowStockPage />;
}
