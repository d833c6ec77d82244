// When an order document is deleted (the TTL policy purges unpaid orders after 30 days, or an admin
// deletes one), its PaymentIntent is cancelled so it can never take money for an order that no
// longer exists (docs/decisions.md rule 31). A PaymentIntent that was paid meanwhile cannot be
// cancelled: the webhook's payment_intent.succeeded records that money as Refund due.
import { paymentFailureOf, stripeErrorFacts, type Order } from '@shop/domain';
import * as logs from '../logs';
import { paymentProvider } from './provider';

/** The payments that leave a PaymentIntent open: nothing was taken (or it failed and may be retried). */
const OPEN_PAYMENTS: ReadonlySet<Order['payment']> = new Set(['Pending', 'Failed']);

export async function cancelPurgedOrderPayment(orderId: string, order: Order | undefined): Promise<void> {
  const paymentIntentId = order?.paymentIntentId;
  if (!order || !paymentIntentId || !OPEN_PAYMENTS.has(order.payment)) return;
  try {
    await paymentProvider().cancelPaymentIntent(paymentIntentId);
    logs.purgedOrderPaymentCancelled(orderId, paymentIntentId);
  } catch (error) {
    logs.purgedOrderPaymentNotCancelled(orderId, paymentIntentId, error);
    // Stripe unreachable: the trigger is retried. Refused (paid meanwhile: it ends as Refund due by
    // its webhook event; or gone): retrying would not change the answer.
    if (paymentFailureOf(stripeErrorFacts(error)) === 'unreachable') throw error;
  }
}
