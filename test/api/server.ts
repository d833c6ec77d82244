// Serves an Express app on a free port for real HTTP requests with fetch.
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface RunningServer {
  /** e.g. http://127.0.0.1:53124 */
  origin: string;
  close(): Promise<void>;
}

export function serve(app: Express): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1', (error?: Error) => {
      if (error) {
        reject(error);
        return;
      }
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.closeAllConnections();
            server.close((closeError) => (closeError ? fail(closeError) : done()));
          }),
      });
    });
  });
}

/** A fetch answer with its body parsed as JSON, and the content type to check it really was JSON. */
export async function fetchJson(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; contentType: string; body: unknown }> {
  const response = await fetch(url, init);
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(
      `Expected JSON from ${init?.method ?? 'GET'} ${url} (${response.status}), got: ${text.slice(0, 200)}`,
    );
  }
  return { status: response.status, contentType, body };
}

/** POSTs `body` as JSON (no auth) and answers like fetchJson. */
export function postJson(url: string, body: unknown): ReturnType<typeof fetchJson> {
  return fetchJson(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Calls `url` as `user` (its ID token; none for null), with `body` as JSON, answering like fetchJson. */
export function fetchJsonAs(
  user: { idToken: string } | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): ReturnType<typeof fetchJson> {
  const headers: Record<string, string> = {};
  if (user) headers.authorization = `Bearer ${user.idToken}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetchJson(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
