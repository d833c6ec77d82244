/**
 * An issued invoice (GET invoice/{orderId}) or credit note (GET creditnote/{number}) with the
 * visitor's ID token, saved as the PDF the server names; answers the file name. Loaded on click, so
 * the account page's first paint carries no download code.
 */
export async function downloadOrderDocument(path: string, fallbackName: string): Promise<string> {
  const { apiDownload, saveFile } = await import('@/lib/api-download');
  const file = await apiDownload(path, fallbackName);
  saveFile(file);
  return file.fileName;
}
