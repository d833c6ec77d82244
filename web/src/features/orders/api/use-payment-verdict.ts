import { useEffect, useState } from 'react';
import type { Order, OrderStatus, PaymentMethod, PaymentStatus, WithId } from '@shop/domain';
import { getVisitorUid } from '@/lib/firebase/auth';
import { getOrder } from '@/lib/firebase/firestore-lite';
import { getPaymentStatus } from './get-payment-status';
import { getTrackedOrders } from './get-tracked-orders';

/** How often the order is read while the payment provider has not answered, and for how long. */
const POLL_MS = 1_000;
const WAIT_MS = 30_000;

/** What the thank-you page shows of an order, read as its visitor or by its client secret. */
export interface ThankYouOrder {
  id: string;
  orderNumber: string | null;
  payment: PaymentStatus;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  payable: number;
  /** The whole order: only when the visitor who placed it reads it (null by client secret). */
  order: WithId<Order> | null;
}

/** The PaymentIntent and client secret a bank or PayPal return address carries. */
export interface PaymentSecret {
  paymentIntentId: string;
  clientSecret: string;
}

export type PaymentVerdictState =
  | { status: 'waiting' }
  /** The webhook has decided: Paid, Failed or Refund due. */
  | { status: 'settled'; order: ThankYouOrder }
  /** Still pending after WAIT_MS: the provider can take longer (bank payments). */
  | { status: 'timeout'; order: ThankYouOrder }
  | { status: 'missing' }
  /** The page says it in its words (`loadFailureText`): an API refusal by its code. */
  | { status: 'error'; error: unknown };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ownOrder = (order: WithId<Order>): ThankYouOrder => ({
  id: order.id,
  orderNumber: order.orderNumber ?? null,
  payment: order.payment,
  status: order.status,
  paymentMethod: order.paymentMethod,
  payable: order.totals.payable,
  order,
});

/**
 * The order as this browser may read it: as the visitor who placed it, or else (another browser, an
 * ended session) by the client secret of the return address (docs/decisions.md rule 29).
 */
async function readOrder(id: string, secret: PaymentSecret | null): Promise<ThankYouOrder | null> {
  const own = await getOrder(id);
  if (own) return ownOrder(own);
  if (!secret) return null;
  try {
    const status = await getPaymentStatus({ orderId: id, ...secret });
    return { ...status, id: status.orderId, order: null };
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) return null;
    throw error;
  }
}

/**
 * Waits for the webhook's verdict on the order (docs/decisions.md rule 5): reads it until its
 * payment is no longer Pending. Without an order id, the visitor's newest order. Never trusts a
 * redirect: only the server's payment status counts.
 */
export function usePaymentVerdict(
  orderId: string | null,
  enabled: boolean,
  secret: PaymentSecret | null = null,
): PaymentVerdictState {
  const [state, setState] = useState<PaymentVerdictState>({ status: 'waiting' });
  const paymentIntentId = secret?.paymentIntentId ?? null;
  const clientSecret = secret?.clientSecret ?? null;

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const held = paymentIntentId && clientSecret ? { paymentIntentId, clientSecret } : null;
    async function watch() {
      // The rules let only the order's visitor read it, so the read waits for the visitor's session:
      // after a reload the page runs before the stored sign-in is restored, and a read sent without
      // it is refused (and was shown as "Order not found" for a paid order).
      await getVisitorUid();
      const id = orderId ?? (await getTrackedOrders())[0]?.orderId ?? null;
      const started = Date.now();
      for (;;) {
        const order = id ? await readOrder(id, held) : null;
        if (cancelled) return;
        if (!order) return setState({ status: 'missing' });
        if (order.payment !== 'Pending') return setState({ status: 'settled', order });
        if (Date.now() - started >= WAIT_MS) return setState({ status: 'timeout', order });
        await pause(POLL_MS);
        if (cancelled) return;
      }
    }
    watch().catch((error: unknown) => {
      if (!cancelled) setState({ status: 'error', error });
    });
    return () => {
      cancelled = true;
    };
  }, [orderId, enabled, paymentIntentId, clientSecret]);

  return state;
}
