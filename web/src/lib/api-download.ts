import { API_BASE, ApiError } from '@/lib/api-client';
import { appCheckHeaders } from '@/lib/firebase/app-check';
import { getIdToken } from '@/lib/firebase/auth';

/** A file the API answered: its bytes, the name the server gave it, and its response headers. */
export interface ApiFile {
  blob: Blob;
  fileName: string;
  headers: Headers;
}

/** The file name of a `Content-Disposition: attachment; filename="..."` header. */
function fileNameOf(headers: Headers, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * GET `/api/v1/main/{path}` answering a file (an export), with the visitor's ID token like
 * apiRequest. `onProgress` hears the share received (0-1) while the body arrives, when the server
 * said its length. A refusal throws the server's message as an ApiError.
 */
export async function apiDownload(
  path: string,
  fallbackName: string,
  onProgress: (share: number) => void = () => undefined,
): Promise<ApiFile> {
  const [token, appCheck] = await Promise.all([getIdToken(), appCheckHeaders()]);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${path.replace(/^\/+/, '')}`, {
      headers: { Authorization: `Bearer ${token}`, ...appCheck },
    });
  } catch {
    throw new ApiError(0, 'network', 'The shop could not be reached. Check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'http',
      body?.error?.message ?? `Something went wrong (error ${response.status}). Please try again.`,
    );
  }
  const total = Number(response.headers.get('Content-Length') ?? 0);
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      if (total > 0) onProgress(Math.min(1, received / total));
    }
  }
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks as BlobPart[], { type }),
    fileName: fileNameOf(response.headers, fallbackName),
    headers: response.headers,
  };
}

/** Saves a downloaded file the way a link with `download` does. */
export function saveFile(file: ApiFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click the browser holds the file; the URL is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
