// The test payment provider's "the shopper paid" / "the payment failed" (docs/decisions.md rule 5): builds the
// event Stripe would send for the order's PaymentIntent, signs it with the webhook secret exactly as
// Stripe does, and hands it to the webhook's own code; refunds the same way. Only reachable where
// testProviderAllowed().
import { randomUUID } from 'node:crypto';
import type { Order, PaymentMethod, TestPaymentOutcome, WithId } from '@shop/domain';
import Stripe from 'stripe';
import { paymentProvider, STRIPE_API_VERSION } from './provider';
import { receiveStripeEvent, type WebhookAnswer } from './webhook';

const DECLINES: Record<PaymentMethod, string> = {
  card: 'Your card was declined.',
  ideal: 'The payment was cancelled at the bank.',
  paypal: 'The PayPal payment was not approved.',
  bancontact: 'The payment was cancelled at the bank.',
  klarna: 'Klarna did not approve the payment.',
  eps: 'The payment was cancelled at the bank.',
  p24: 'The payment was cancelled at the bank.',
};

/** The PaymentIntent event Stripe sends for each outcome, and the status it reports. */
const EVENTS: Record<TestPaymentOutcome, { type: string; status: string }> = {
  succeeded: { type: 'payment_intent.succeeded', status: 'succeeded' },
  failed: { type: 'payment_intent.payment_failed', status: 'requires_payment_method' },
  // A bank or Klarna payment under way: the shopper is back, the money not yet confirmed.
  processing: { type: 'payment_intent.processing', status: 'processing' },
};

/** A Stripe-shaped payment_intent.succeeded / payment_failed / processing event for the order. */
function testPaymentEvent(
  order: WithId<Order>,
  paymentIntentId: string,
  outcome: TestPaymentOutcome,
  paymentMethod: PaymentMethod,
): object {
  const succeeded = outcome === 'succeeded';
  return {
    id: `evt_test_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: EVENTS[outcome].type,
    data: {
      object: {
        id: paymentIntentId,
        object: 'payment_intent',
        amount: order.totals.payable,
        amount_received: succeeded ? order.totals.payable : 0,
        currency: 'eur',
        livemode: false,
        metadata: { orderId: order.id, uid: order.userId },
        payment_method_types: [paymentMethod],
        status: EVENTS[outcome].status,
        last_payment_error:
          outcome === 'failed'
            ? { type: 'card_error', code: 'payment_declined', message: DECLINES[paymentMethod] }
            : null,
      },
    },
  };
}

/** Signs the event and delivers it to the webhook; answers what the webhook answered. */
export function deliverTestPayment(
  order: WithId<Order>,
  paymentIntentId: string,
  outcome: TestPaymentOutcome,
  paymentMethod: PaymentMethod,
): Promise<WebhookAnswer> {
  const provider = paymentProvider();
  const payload = JSON.stringify(testPaymentEvent(order, paymentIntentId, outcome, paymentMethod));
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: provider.webhookSecret });
  return receiveStripeEvent(Buffer.from(payload), signature, provider);
}

/** What the test provider's refund events describe: the shop's refund and Stripe's (made-up) one. */
export interface TestRefund {
  refundId: string;
  orderId: string;
  stripeRefundId: string;
  paymentIntentId: string;
  amount: number;
}

function testEvent(type: string, object: object): object {
  return {
    id: `evt_test_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/**
 * The test provider settles a refund as Stripe does for a card, in the pinned API version's shapes
 * (STRIPE_API_VERSION): `refund.created` (pending), `charge.refunded` (the charge, without its list
 * of refunds) and `refund.updated` (succeeded), each signed and handed to the webhook's own code.
 * Answers the webhook's answers, in delivery order.
 */
export async function deliverTestRefund(refund: TestRefund): Promise<WebhookAnswer[]> {
  const provider = paymentProvider();
  const stripeRefund = (status: string) => ({
    id: refund.stripeRefundId,
    object: 'refund',
    amount: refund.amount,
    currency: 'eur',
    payment_intent: refund.paymentIntentId,
    metadata: { orderId: refund.orderId, refundId: refund.refundId },
    status,
  });
  const events = [
    testEvent('refund.created', stripeRefund('pending')),
    testEvent('charge.refunded', {
      id: `ch_test_${refund.paymentIntentId}`,
      object: 'charge',
      amount_refunded: refund.amount,
      payment_intent: refund.paymentIntentId,
      refunded: true,
    }),
    testEvent('refund.updated', stripeRefund('succeeded')),
  ];
  const answers: WebhookAnswer[] = [];
  for (const event of events) {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: provider.webhookSecret });
    answers.push(await receiveStripeEvent(Buffer.from(payload), signature, provider));
  }
  return answers;
}
