import { useEffect, useState } from 'react';
import type { AdminRefund, AdminRefundOrderBody, AdminRefundResponse } from '@shop/domain';
import { api } from '@/lib/api-client';
import { messageOf } from '../../api/error-message';

/**
 * POST refundorder: reserves the refund and asks Stripe. The body's refundId is made once per
 * refund dialog, so a double click or a retry is the same refund. The order's payment changes when
 * Stripe's webhook reports the refund (at once with the local test payment provider).
 */
export async function refundOrder(body: AdminRefundOrderBody): Promise<AdminRefundResponse> {
  const { data } = await api.post<AdminRefundResponse>('refundorder', body);
  return data;
}

export type OrderRefundsState =
  { status: 'loading' } | { status: 'ready'; refunds: AdminRefund[] } | { status: 'error'; message: string };

/** GET getorderrefunds/{orderId}, read again whenever `version` changes (after a refund). */
export function useOrderRefunds(orderId: string, version: number): OrderRefundsState {
  const key = `${orderId}/${version}`;
  const [result, setResult] = useState<{ key: string; state: OrderRefundsState } | null>(null);

  useEffect(() => {
    if (orderId === '') return;
    const controller = new AbortController();
    api.get<AdminRefund[]>(`getorderrefunds/${encodeURIComponent(orderId)}`, controller.signal).then(
      ({ data }) => setResult({ key, state: { status: 'ready', refunds: data } }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setResult({ key, state: { status: 'error', message: messageOf(error) } });
      },
    );
    return () => controller.abort();
  }, [key, orderId]);

  return result && result.key === key ? result.state : { status: 'loading' };
}
