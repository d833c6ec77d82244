import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { messageOf } from './error-message';

/** A figure read from the admin API: null until the first answer; `failed` says why the last read failed. */
export interface RefreshedRead<T> {
  data: T | null;
  failed: string | null;
}

/**
 * GET `path` of the admin API, read again whenever `refresh` changes (Today's figures follow the
 * live orders table). A failed read keeps the last answer and says why. A null path reads nothing.
 */
export function useRefreshedRead<T>(path: string | null, refresh: unknown): RefreshedRead<T> {
  const [state, setState] = useState<RefreshedRead<T>>({ data: null, failed: null });
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    api.get<T>(path, controller.signal).then(
      ({ data }) => setState({ data, failed: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState((last) => ({ data: last.data, failed: messageOf(error) }));
      },
    );
    return () => controller.abort();
  }, [path, refresh]);
  return state;
}
