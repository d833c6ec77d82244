import { VatReportPage } from '@/features/admin/books/components/vat-report-page';

export function Component() {
  return <VatReportPage />;
}
