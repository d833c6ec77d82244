import type { AdminInvoiceEntry } from '@shop/domain';
import { apiDownload, saveFile } from '@/lib/api-download';

export interface Period {
  from: string;
  to: string;
}

/** GET invoices?from&to: the period's invoices and credit notes as JSON (for useAdminData). */
export function invoicesPath({ from, to }: Period): string {
  return `invoices?${new URLSearchParams({ from, to })}`;
}

/** GET invoices?from&to&format=xlsx, saved as `invoices-{from}-to-{to}.xlsx`; answers the file name. */
export async function downloadInvoiceList(period: Period): Promise<string> {
  const file = await apiDownload(
    `invoices?${new URLSearchParams({ ...period, format: 'xlsx' })}`,
    `invoices-${period.from}-to-${period.to}.xlsx`,
  );
  saveFile(file);
  return file.fileName;
}

/** The document's PDF (its `pdf` API path), saved under the name the server gives; answers it. */
export async function downloadDocument(entry: Pick<AdminInvoiceEntry, 'pdf' | 'number'>): Promise<string> {
  const file = await apiDownload(entry.pdf, `${entry.number}.pdf`);
  saveFile(file);
  return file.fileName;
}
