import { useCallback, useEffect, useState } from 'react';
import type { StoreTrackedOrder } from '@shop/domain';
import { api } from '@/lib/api-client';
import { getVisitorUid, hasHadVisitorSession } from '@/lib/firebase/auth';

/** GET gettrackallitems/{uid}: the visitor's orders, newest first, with items, payment and status. */
export async function getTrackedOrders(signal?: AbortSignal): Promise<StoreTrackedOrder[]> {
  // A first visit has placed no orders: no anonymous sign-up (and Auth SDK) on /track just for that.
  if (!hasHadVisitorSession()) return [];
  const uid = await getVisitorUid();
  const { data } = await api.get<StoreTrackedOrder[]>(`gettrackallitems/${encodeURIComponent(uid)}`, signal);
  return data;
}

export type TrackedOrdersState =
  | { status: 'loading' }
  | { status: 'ready'; orders: StoreTrackedOrder[] }
  /** The page says it in its words (`loadFailureText`): an API refusal by its code. */
  | { status: 'error'; error: unknown };

/** The visitor's orders, read on mount and on reload(). */
export function useTrackedOrders() {
  const [state, setState] = useState<TrackedOrdersState>({ status: 'loading' });
  const [reads, setReads] = useState(0);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setReads((value) => value + 1);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    getTrackedOrders(controller.signal).then(
      (orders) => setState({ status: 'ready', orders }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [reads]);

  return { state, reload };
}
