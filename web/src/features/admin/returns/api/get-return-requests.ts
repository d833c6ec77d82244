import { useEffect, useState } from 'react';
import type { AdminReturnRequest } from '@shop/domain';
import { api } from '@/lib/api-client';
import { messageOf } from '../../api/error-message';

export type ReturnRequestsState =
  | { status: 'loading' }
  | { status: 'ready'; requests: AdminReturnRequest[] }
  | { status: 'error'; message: string };

/** GET getreturnrequests: the /returnform requests, newest first, each with its order; read again when `version` changes. */
export function useReturnRequests(version = 0): ReturnRequestsState {
  const [state, setState] = useState<ReturnRequestsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    api.get<AdminReturnRequest[]>('getreturnrequests', controller.signal).then(
      ({ data }) => setState({ status: 'ready', requests: data }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({
            status: 'error',
            message: `The return requests could not be loaded: ${messageOf(error)}`,
          });
        }
      },
    );
    return () => controller.abort();
  }, [version]);

  return state;
}
