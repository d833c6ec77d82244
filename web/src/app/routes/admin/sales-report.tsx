import { SalesReportPage } from '@/features/admin/sales/components/sales-report-page';

export function Component() {
  return <SalesReportPage />;
}
