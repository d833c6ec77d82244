import { appCheckHeaders } from '@/lib/firebase/app-check';
import { getIdToken } from '@/lib/firebase/auth';

/** Base path of the shop's own API (firebase.json rewrites it to the `api` function). */
export const API_BASE = '/api/v1/main';

/** One field the server refused, with the message to show beside it (a 400's `details`). */
export type ApiFieldProblem = { path: string; message: string };

/**
 * A failed API call: the server's `{ error: { code, message, details } }`, or a readable stand-in.
 * The message is written for the shopper (the API never prefixes it with a field path); `fields`
 * names the fields a 400 refused, so a form can show each message beside its field.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: readonly ApiFieldProblem[];

  constructor(status: number, code: string, message: string, fields: readonly ApiFieldProblem[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

function fieldProblems(details: unknown): ApiFieldProblem[] {
  if (!Array.isArray(details)) return [];
  return details.filter(
    (detail): detail is ApiFieldProblem =>
      typeof detail === 'object' &&
      detail !== null &&
      typeof (detail as { path?: unknown }).path === 'string' &&
      typeof (detail as { message?: unknown }).message === 'string',
  );
}

export type ApiResponse<T> = { status: number; data: T };

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

function isErrorBody(
  value: unknown,
): value is { error: { code?: unknown; message?: unknown; details?: unknown } } {
  return typeof value === 'object' && value !== null && 'error' in value && typeof value.error === 'object';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls `/api/v1/main/{path}` on the same origin with the visitor's ID token (docs/decisions.md rule 2) and,
 * where App Check is configured, its token (lib/firebase/app-check.ts).
 * Resolves with the status and parsed JSON for any 2xx answer (callers that care, such as "already in
 * cart" = 201, read the status); throws an ApiError carrying the server's message otherwise.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const [token, appCheck] = await Promise.all([getIdToken(), appCheckHeaders()]);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${token}`,
    ...appCheck,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${path.replace(/^\/+/, '')}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'The shop could not be reached. Check your connection and try again.');
  }

  const data = await readJson(response);
  if (!response.ok) {
    if (isErrorBody(data) && typeof data.error.message === 'string') {
      const code = typeof data.error.code === 'string' ? data.error.code : 'error';
      throw new ApiError(response.status, code, data.error.message, fieldProblems(data.error.details));
    }
    throw new ApiError(
      response.status,
      'http',
      `Something went wrong (error ${response.status}). Please try again.`,
    );
  }
  return { status: response.status, data: data as T };
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body: unknown, signal?: AbortSignal) =>
    apiRequest<T>(path, { method: 'POST', body, signal }),
};
