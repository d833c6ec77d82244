import { useEffect, useState } from 'react';
import type { AdminReturnRequest, ReturnsListView } from '@shop/domain';
import { api } from '@/lib/api-client';
import { messageOf } from '../../api/error-message';

/** How many requests the list shows at first and adds with Show more. */
export const RETURNS_PAGE = 50;

export type ReturnRequestsState =
  | { status: 'loading' }
  | {
      status: 'ready';
      requests: AdminReturnRequest[];
      hasMore: boolean;
      /** Show more is reading the next page. */
      loadingMore: boolean;
      /** Why the last Show more failed, or null. */
      moreFailed: string | null;
    }
  | { status: 'error'; message: string };

/** One page after `before` (a request id; null: the first), one more than shown to know if there are more. */
async function fetchPage(
  view: ReturnsListView,
  before: string | null,
  signal?: AbortSignal,
): Promise<{ requests: AdminReturnRequest[]; hasMore: boolean }> {
  const query = new URLSearchParams({ limit: String(RETURNS_PAGE + 1) });
  if (view.state !== null) query.set('state', view.state);
  if (view.search.trim() !== '') query.set('search', view.search.trim());
  if (before !== null) query.set('before', before);
  const { data } = await api.get<AdminReturnRequest[]>(`getreturnrequests?${query.toString()}`, signal);
  return { requests: data.slice(0, RETURNS_PAGE), hasMore: data.length > RETURNS_PAGE };
}

/**
 * GET getreturnrequests for a view: the /returnform requests, newest first, each with its order; read
 * again from the start when the view or `version` changes (after a decision). `showMore` adds the
 * next page after the last request shown (a cursor: a request added meanwhile never shifts a page).
 */
export function useReturnRequests(
  view: ReturnsListView,
  version = 0,
): { state: ReturnRequestsState; showMore: () => void } {
  const { state: wanted, search } = view;
  const key = JSON.stringify([wanted, search.trim(), version]);
  const [result, setResult] = useState<{ key: string; state: ReturnRequestsState } | null>(null);
  const state: ReturnRequestsState = result && result.key === key ? result.state : { status: 'loading' };

  useEffect(() => {
    const controller = new AbortController();
    fetchPage({ state: wanted, search }, null, controller.signal).then(
      ({ requests, hasMore }) =>
        setResult({
          key,
          state: { status: 'ready', requests, hasMore, loadingMore: false, moreFailed: null },
        }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setResult({
            key,
            state: {
              status: 'error',
              message: `The return requests could not be loaded: ${messageOf(error)}`,
            },
          });
        }
      },
    );
    return () => controller.abort();
  }, [key, wanted, search]);

  function showMore() {
    if (state.status !== 'ready' || state.loadingMore || !state.hasMore) return;
    const last = state.requests.at(-1)?.id ?? null;
    // Only into the list it was asked for: a view changed meanwhile keeps its own rows.
    const update = (
      change: (current: Extract<ReturnRequestsState, { status: 'ready' }>) => ReturnRequestsState,
    ) =>
      setResult((current) =>
        current && current.key === key && current.state.status === 'ready'
          ? { key, state: change(current.state) }
          : current,
      );
    update((current) => ({ ...current, loadingMore: true, moreFailed: null }));
    fetchPage({ state: wanted, search }, last).then(
      ({ requests, hasMore }) =>
        update((current) => ({
          ...current,
          requests: [...current.requests, ...requests],
          hasMore,
          loadingMore: false,
        })),
      (error: unknown) =>
        update((current) => ({
          ...current,
          loadingMore: false,
          moreFailed: `More return requests could not be loaded: ${messageOf(error)}`,
        })),
    );
  }

  return { state, showMore };
}
