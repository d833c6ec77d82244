import { useEffect, useState } from 'react';
import type { AdminOrder, AdminUserDetails } from '@shop/domain';
import { api } from '@/lib/api-client';
import { messageOf } from '../../api/error-message';

export type OrderDetailsState =
  | { status: 'loading' }
  | { status: 'ready'; order: AdminOrder; user: AdminUserDetails }
  | { status: 'error'; message: string };

const NO_ORDER: OrderDetailsState = {
  status: 'error',
  message:
    'This link names no order: it needs ?id={user id}&orderId={order id}. Open the order from the orders table.',
};

/**
 * GET getorderdetails/{userId}/{orderId}, then getuserdetails/{userId}?view=account with the order's
 * e-mail (a guest may have registered since), for the Order Details page; read again whenever
 * `version` changes (after a refund). The order on screen stays while it reloads.
 */
export function useOrderDetails(userId: string, orderId: string, version = 0): OrderDetailsState {
  const key = `${userId}/${orderId}`;
  const [result, setResult] = useState<{ key: string; state: OrderDetailsState } | null>(null);

  useEffect(() => {
    if (userId === '' || orderId === '') return;
    const controller = new AbortController();
    const user = encodeURIComponent(userId);
    api
      .get<AdminOrder>(`getorderdetails/${user}/${encodeURIComponent(orderId)}`, controller.signal)
      .then(async (order) => {
        const email = encodeURIComponent(order.data.customer.email);
        const details = await api.get<AdminUserDetails>(
          `getuserdetails/${user}?view=account&email=${email}`,
          controller.signal,
        );
        return [order, details] as const;
      })
      .then(
        ([order, details]) =>
          setResult({ key, state: { status: 'ready', order: order.data, user: details.data } }),
        (error: unknown) => {
          if (!controller.signal.aborted)
            setResult({ key, state: { status: 'error', message: messageOf(error) } });
        },
      );
    return () => controller.abort();
  }, [key, version, userId, orderId]);

  if (userId === '' || orderId === '') return NO_ORDER;
  return result && result.key === key ? result.state : { status: 'loading' };
}
