/**
 * GET invoice/{orderId} with the visitor's ID token, saved as the PDF the server names. Loaded on
 * click, so /track's first paint carries no download code.
 */
export async function downloadInvoice(orderId: string): Promise<string> {
  const { apiDownload, saveFile } = await import('@/lib/api-download');
  const file = await apiDownload(`invoice/${encodeURIComponent(orderId)}`, `invoice-${orderId}.pdf`);
  saveFile(file);
  return file.fileName;
}
