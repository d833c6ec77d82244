import { useEffect, useState } from 'react';
import {
  adminOrdersQuery,
  matchesCustomerSearch,
  ordersListParams,
  type AdminOrder,
  type AdminOrdersPage,
  type OrdersListView,
  type OrdersOverview,
} from '@shop/domain';
import { api } from '@/lib/api-client';
import { useVisitor } from '@/lib/firebase/auth';
import { watchOrders } from '@/lib/firebase/firestore-admin';
import { messageOf } from '../../api/error-message';

export type OrdersState =
  | { status: 'loading' }
  | { status: 'ready'; orders: AdminOrder[]; hasMore: boolean }
  | { status: 'error'; message: string };

/** How often staff's All Orders asks the API again (the owner's list is live). */
export const STAFF_ORDERS_REFRESH_MS = 15_000;

/**
 * The All Orders table's orders for a view, newest first. The owner's list is live (Firestore's
 * listener): a new order, a status change or a deletion shows without reloading. Staff may not list
 * customers' orders in Firestore (docs/decisions.md rule 71), so theirs reads GET adminorders and
 * again every STAFF_ORDERS_REFRESH_MS. At most `max` orders; raising `max` keeps the rows on screen
 * while the longer list arrives, changing the view does not.
 */
export function useOrders(view: OrdersListView, max: number): OrdersState {
  const { adminRole } = useVisitor();
  const live = useLiveOrders(view, max, adminRole === 'owner');
  const polled = usePolledOrders(view, max, adminRole === 'staff');
  return adminRole === 'owner' ? live : polled;
}

function usePolledOrders(view: OrdersListView, max: number, enabled: boolean): OrdersState {
  const key = `${ordersListParams(view).toString()}&limit=${max}`;
  const [result, setResult] = useState<{ key: string; state: OrdersState } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const read = () =>
      api.get<AdminOrdersPage>(`adminorders?${key}`, controller.signal).then(
        ({ data }) => setResult({ key, state: { status: 'ready', ...data } }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setResult({
            key,
            state: { status: 'error', message: `The orders could not be loaded: ${messageOf(error)}` },
          });
        },
      );
    void read();
    const timer = window.setInterval(() => void read(), STAFF_ORDERS_REFRESH_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [key, enabled]);

  return result && result.key === key ? result.state : { status: 'loading' };
}

function useLiveOrders(view: OrdersListView, max: number, enabled: boolean): OrdersState {
  const { filter, payment, toShip } = view;
  const searchField = view.search?.field ?? null;
  const searchText = view.search?.text ?? '';
  const key = JSON.stringify([filter, payment, toShip, searchField, searchText.trim()]);
  const [result, setResult] = useState<{ key: string; state: OrdersState } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    return watchOrders(
      adminOrdersQuery(
        filter,
        payment,
        searchField === null ? null : { field: searchField, text: searchText },
        max,
        toShip,
      ),
      ({ orders, hasMore }) => {
        // The query finds a name or e-mail search by one word; the others are checked here.
        const shown =
          searchField === 'customer'
            ? orders.filter((order) => matchesCustomerSearch(order.customer, searchText))
            : orders;
        setResult({ key, state: { status: 'ready', orders: shown, hasMore } });
      },
      (error) =>
        setResult({
          key,
          state: { status: 'error', message: `The orders could not be loaded: ${messageOf(error)}` },
        }),
    );
  }, [enabled, key, filter, payment, toShip, searchField, searchText, max]);

  return result && result.key === key ? result.state : { status: 'loading' };
}

/** Today's figures: null until the first answer; `failed` says why the last read failed. */
export interface OverviewState {
  overview: OrdersOverview | null;
  failed: string | null;
}

/**
 * Today's overview, read again whenever `refresh` changes (the live table's orders: a new order or
 * a payment change updates the figures). A failed read keeps the last figures and says so.
 */
export function useOrdersOverview(refresh: unknown): OverviewState {
  const [state, setState] = useState<OverviewState>({ overview: null, failed: null });
  useEffect(() => {
    let current = true;
    api.get<OrdersOverview>('ordersoverview').then(
      ({ data: overview }) => {
        if (current) setState({ overview, failed: null });
      },
      (error: unknown) => {
        if (current) setState((last) => ({ overview: last.overview, failed: messageOf(error) }));
      },
    );
    return () => {
      current = false;
    };
  }, [refresh]);
  return state;
}
