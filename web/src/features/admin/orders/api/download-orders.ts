import { orderExportFileName, type OrderFilter, type PaymentStatus } from '@shop/domain';
import { apiDownload, saveFile } from '@/lib/api-download';

export interface OrderExportRequest {
  from: string;
  to: string;
  filter: OrderFilter;
  payment: PaymentStatus | null;
}

/**
 * GET exportorders (docs/decisions.md rule 23): every order of the period with the screen's
 * filters, as an XLSX the server builds, saved under the server's file name. Answers how many
 * orders it holds; `onProgress` hears the share of the file received.
 */
export async function downloadOrders(
  request: OrderExportRequest,
  onProgress: (share: number) => void,
): Promise<{ count: number; fileName: string }> {
  const params = new URLSearchParams({ from: request.from, to: request.to, filter: request.filter });
  if (request.payment) params.set('payment', request.payment);
  const file = await apiDownload(`exportorders?${params}`, orderExportFileName(request), onProgress);
  const count = Number(file.headers.get('X-Order-Count') ?? 0);
  if (count > 0) saveFile(file);
  return { count, fileName: file.fileName };
}
