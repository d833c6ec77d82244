import { useEffect, useState } from 'react';
import type { Order, WithId } from '@shop/domain';
import { getVisitorUid } from '@/lib/firebase/auth';
import { getOrder } from '@/lib/firebase/firestore-lite';
import { getTrackedOrders } from './get-tracked-orders';

/** How often the order is read while the payment provider has not answered, and for how long. */
const POLL_MS = 1_000;
const WAIT_MS = 30_000;

export type PaymentVerdictState =
  | { status: 'waiting' }
  /** The webhook has decided: Paid, Failed or Refund due. */
  | { status: 'settled'; order: WithId<Order> }
  /** Still pending after WAIT_MS: the provider can take longer (bank payments). */
  | { status: 'timeout'; order: WithId<Order> }
  | { status: 'missing' }
  | { status: 'error'; message: string };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the webhook's verdict on the order (docs/decisions.md rule 5): reads `orders/{orderId}` until its
 * payment is no longer Pending. Without an order id, the visitor's newest order. Never trusts a
 * redirect: only the server's payment status counts.
 */
export function usePaymentVerdict(orderId: string | null, enabled: boolean): PaymentVerdictState {
  const [state, setState] = useState<PaymentVerdictState>({ status: 'waiting' });

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    async function watch() {
      // The rules let only the order's visitor read it, so the read waits for the visitor's session:
      // after a reload the page runs before the stored sign-in is restored, and a read sent without
      // it is refused (and was shown as "Order not found" for a paid order).
      await getVisitorUid();
      const id = orderId ?? (await getTrackedOrders())[0]?.orderId ?? null;
      const started = Date.now();
      for (;;) {
        const order = id ? await getOrder(id) : null;
        if (cancelled) return;
        if (!order) return setState({ status: 'missing' });
        if (order.payment !== 'Pending') return setState({ status: 'settled', order });
        if (Date.now() - started >= WAIT_MS) return setState({ status: 'timeout', order });
        await pause(POLL_MS);
        if (cancelled) return;
      }
    }
    watch().catch((error: unknown) => {
      if (!cancelled)
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      cancelled = true;
    };
  }, [orderId, enabled]);

  return state;
}
