import { useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { messageOf } from './error-message';

export type AdminDataState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/**
 * GET `path` of the admin API; `reload` reads it again after a change. A null path (nothing to read
 * yet, e.g. no ?id) stays loading. `what` names the data in the error message ("the store products").
 */
export function useAdminData<T>(path: string | null, what: string) {
  const [result, setResult] = useState<{ key: string; state: AdminDataState<T> } | null>(null);
  const [reads, setReads] = useState(0);
  const reload = useCallback(() => setReads((value) => value + 1), []);
  const key = `${path ?? ''}#${reads}`;

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    api.get<T>(path, controller.signal).then(
      ({ data }) => setResult({ key, state: { status: 'ready', data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setResult({
            key,
            state: { status: 'error', message: `${what} could not be loaded: ${messageOf(error)}` },
          });
        }
      },
    );
    return () => controller.abort();
  }, [path, key, what]);

  // Keep showing the previous data while a reload of the same path runs, so lists do not flicker.
  const state: AdminDataState<T> =
    result?.key === key
      ? result.state
      : result && result.key.startsWith(`${path ?? ''}#`)
        ? result.state
        : { status: 'loading' };
  return { state, reload };
}
