import { apiDownload, saveFile } from '@/lib/api-download';

export interface Period {
  from: string;
  to: string;
}

/** GET vatreport?from&to: the report as JSON (for useAdminData). */
export function vatReportPath({ from, to }: Period): string {
  return `vatreport?${new URLSearchParams({ from, to })}`;
}

/** GET vatreport?from&to&format=xlsx, saved as `vat-{from}-to-{to}.xlsx`; answers the file name. */
export async function downloadVatReport(period: Period): Promise<string> {
  const file = await apiDownload(
    `vatreport?${new URLSearchParams({ ...period, format: 'xlsx' })}`,
    `vat-${period.from}-to-${period.to}.xlsx`,
  );
  saveFile(file);
  return file.fileName;
}
