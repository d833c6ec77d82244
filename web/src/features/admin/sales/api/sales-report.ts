import { salesReportFileName, type SalesGrouping } from '@shop/domain';
import { apiDownload, saveFile } from '@/lib/api-download';

export interface SalesReportView {
  from: string;
  to: string;
  by: SalesGrouping;
}

/** GET salesreport?from&to&by: the report as JSON (for useAdminData). */
export function salesReportPath({ from, to, by }: SalesReportView): string {
  return `salesreport?${new URLSearchParams({ from, to, by })}`;
}

/** GET salesreport?...&format=xlsx, saved as `sales-by-{by}-{from}-to-{to}.xlsx`; answers the file name. */
export async function downloadSalesReport(view: SalesReportView): Promise<string> {
  const file = await apiDownload(
    `salesreport?${new URLSearchParams({ ...view, format: 'xlsx' })}`,
    salesReportFileName(view),
  );
  saveFile(file);
  return file.fileName;
}

/** GET todaysales: Today's sales, refunds and net, the owner's only (docs/decisions.md rule 69). */
export const TODAY_SALES_PATH = 'todaysales';
