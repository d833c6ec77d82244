import { useCallback, useEffect, useState } from 'react';
import type { AdminCoupon } from '@shop/domain';
import { api } from '@/lib/api-client';
import { messageOf } from '../../api/error-message';

export type CouponsState =
  { status: 'loading' } | { status: 'ready'; coupons: AdminCoupon[] } | { status: 'error'; message: string };

/** GET getcouponitems, newest first; `reload` reads them again after a change. */
export function useCoupons() {
  const [state, setState] = useState<CouponsState>({ status: 'loading' });
  const [reads, setReads] = useState(0);
  const reload = useCallback(() => setReads((value) => value + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    api.get<AdminCoupon[]>('getcouponitems', controller.signal).then(
      ({ data }) => setState({ status: 'ready', coupons: data }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'error', message: `The coupons could not be loaded: ${messageOf(error)}` });
      },
    );
    return () => controller.abort();
  }, [reads]);

  return { state, reload };
}
