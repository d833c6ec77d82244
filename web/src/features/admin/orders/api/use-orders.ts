import { useEffect, useState } from 'react';
import { completedForFilter, type AdminOrder, type OrderFilter } from '@shop/domain';
import { watchOrders } from '@/lib/firebase/firestore-admin';
import { messageOf } from '../../api/error-message';

export type OrdersState =
  | { status: 'loading' }
  | { status: 'ready'; orders: AdminOrder[]; hasMore: boolean }
  | { status: 'error'; message: string };

/**
 * The All Orders table's orders for a filter, newest first, kept live: a new order, a status change
 * or a deletion (by this admin or another) shows without reloading. At most `max` orders; raising
 * `max` keeps the rows on screen while the longer list arrives, changing the filter does not.
 */
export function useOrders(filter: OrderFilter, max: number): OrdersState {
  const [result, setResult] = useState<{ filter: OrderFilter; state: OrdersState } | null>(null);

  useEffect(
    () =>
      watchOrders(
        completedForFilter(filter),
        max,
        ({ orders, hasMore }) => setResult({ filter, state: { status: 'ready', orders, hasMore } }),
        (error) =>
          setResult({
            filter,
            state: { status: 'error', message: `The orders could not be loaded: ${messageOf(error)}` },
          }),
      ),
    [filter, max],
  );

  return result && result.filter === filter ? result.state : { status: 'loading' };
}
