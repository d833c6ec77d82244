import { apiDownload, saveFile } from '@/lib/api-download';

/** GET invoice/{orderId}: the order's VAT invoice (and credit note) as a PDF; answers the file name. */
export async function downloadOrderInvoice(orderId: string): Promise<string> {
  const file = await apiDownload(`invoice/${encodeURIComponent(orderId)}`, `invoice-${orderId}.pdf`);
  saveFile(file);
  return file.fileName;
}
