// The Stripe webhook (function `stripeWebhook`): the only way an order becomes paid or refunded
// (docs/decisions.md rules 5 and 27). The signature is checked on the raw body; only the events in
// WEBHOOK_EVENT_TYPES are processed, read in the shapes of the pinned API version; each event id
// counts once; a failure answers 500 so Stripe delivers the event again.
import {
  apiError,
  disputeStateOf,
  PAYMENT_METHODS,
  refundStateOf,
  type OrderDispute,
  type PaymentMethod,
} from '@shop/domain';
import type { Request, Response } from 'express';
import type Stripe from 'stripe';
import { config } from '../config';
import { applyDisputeEvent } from '../data/disputes';
import { applyPaymentEvent, type PaymentEventKind, type PaymentMails } from '../data/orders';
import { applyRefundEvent, externalRefundId, type RefundMails, type RefundReport } from '../data/refunds';
import * as logs from '../logs';
import { orderDisputeMail, orphanPaymentMail } from '../mail/order-dispute';
import { orderConfirmationMail, orderRefundMail } from '../mail/order-payment';
import { paidOrderMail } from '../mail/shop-mails';
import { orderRefundedMail } from '../mail/order-refund';
import { paymentProvider, STRIPE_API_VERSION, type PaymentProvider } from './provider';

/** The events the shop acts on; anything else is acknowledged and ignored. */
const HANDLED_EVENTS: Readonly<Record<string, PaymentEventKind>> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  // A cancelled PaymentIntent can no longer pay: like a failure, it ends the order's coupon hold.
  'payment_intent.canceled': 'failed',
  'payment_intent.processing': 'processing',
};

/**
 * The refund events the shop acts on. The refund.* events carry one refund; charge.refunded carries
 * no list of refunds in the pinned version (since 2022-11-15) and is read only if an older endpoint
 * sends one. The refunds the shop asked for carry its refund id in their metadata; others (made in
 * Stripe's dashboard) are recorded by Stripe's id.
 */
const REFUND_EVENTS = new Set(['charge.refunded', 'refund.created', 'refund.updated', 'refund.failed']);

/** A shopper's bank disputes a payment, Stripe updates the dispute, and closes it won or lost (rule 31). */
const DISPUTE_EVENTS = new Set(['charge.dispute.created', 'charge.dispute.updated', 'charge.dispute.closed']);

/** Every event type the webhook endpoint must be subscribed to (README, Deploy). */
export const WEBHOOK_EVENT_TYPES: readonly string[] = [
  ...Object.keys(HANDLED_EVENTS),
  ...REFUND_EVENTS,
  ...DISPUTE_EVENTS,
];

/** The shop's refunds an event reports, with the state Stripe gives each. */
function refundReports(event: Stripe.Event): RefundReport[] {
  const refunds =
    event.type === 'charge.refunded'
      ? ((event.data.object as Stripe.Charge).refunds?.data ?? [])
      : [event.data.object as Stripe.Refund];
  return refunds.flatMap((refund): RefundReport[] => {
    const state = refundStateOf(refund.status);
    const refundId = refund.metadata?.refundId;
    if (refundId) return [{ refundId, stripeRefundId: refund.id, state, external: null }];
    // Made outside the shop (Stripe's dashboard): recorded against the order its PaymentIntent paid.
    const paymentIntentId =
      typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
    return paymentIntentId
      ? [
          {
            refundId: externalRefundId(refund.id),
            stripeRefundId: refund.id,
            state,
            external: { paymentIntentId, amount: refund.amount },
          },
        ]
      : [];
  });
}

export interface WebhookAnswer {
  status: number;
  body: unknown;
}

const answer = (status: number, body: unknown): WebhookAnswer => ({ status, body });

const mails: PaymentMails = {
  confirmation: (order, orderId) => orderConfirmationMail(order, orderId, config().shopBaseUrl),
  refund: (order, orderId, soldOut) => orderRefundMail(order, orderId, soldOut, config().shopBaseUrl),
  orphan: (payment) => orphanPaymentMail(payment, config().shopBaseUrl),
  paidOrder: (order, orderId) => paidOrderMail(order, orderId, config().shopBaseUrl),
};

/** How the PaymentIntent was paid, in the shop's words (card when Stripe names another method). */
function paymentMethodOf(intent: Stripe.PaymentIntent): PaymentMethod {
  const type = intent.payment_method_types?.[0];
  return (PAYMENT_METHODS as readonly string[]).includes(type ?? '') ? (type as PaymentMethod) : 'card';
}

const refundMails: RefundMails = {
  refunded: (order, orderId, refund) => orderRefundedMail(order, orderId, refund, config().shopBaseUrl),
};

/**
 * Handles one delivery: `rawBody` exactly as received and the `Stripe-Signature` header. The test
 * payment provider calls this too, with an event it signed the same way.
 */
export async function receiveStripeEvent(
  rawBody: Buffer | undefined,
  signature: string | undefined,
  provider: PaymentProvider = paymentProvider(),
): Promise<WebhookAnswer> {
  if (!signature) {
    logs.webhookSignatureRejected('no Stripe-Signature header');
    return answer(401, apiError('unauthenticated', 'The Stripe-Signature header is missing'));
  }
  if (!rawBody || rawBody.length === 0) {
    return answer(400, apiError('invalid-request', 'The request has no body'));
  }
  let event: Stripe.Event;
  try {
    event = provider.stripe.webhooks.constructEvent(rawBody, signature, provider.webhookSecret);
  } catch (error) {
    logs.webhookSignatureRejected(error instanceof Error ? error.message : String(error));
    return answer(401, apiError('unauthenticated', 'The Stripe signature does not match this request'));
  }

  if (event.api_version !== STRIPE_API_VERSION) {
    logs.webhookVersionMismatch(event.id, event.type, event.api_version, STRIPE_API_VERSION);
  }
  if (!WEBHOOK_EVENT_TYPES.includes(event.type)) {
    logs.webhookEventIgnored(event.id, event.type);
    return answer(200, { received: true, ignored: true });
  }
  if (REFUND_EVENTS.has(event.type)) return receiveRefundEvent(event);
  if (DISPUTE_EVENTS.has(event.type)) return receiveDisputeEvent(event);
  const kind = HANDLED_EVENTS[event.type]!;
  const intent = event.data.object as Stripe.PaymentIntent;
  const orderId = intent.metadata?.orderId;
  if (!orderId) {
    // A PaymentIntent made by something other than the shop on the same Stripe account.
    logs.webhookEventIgnored(event.id, event.type);
    return answer(200, { received: true, ignored: true });
  }

  try {
    const outcome = await applyPaymentEvent(
      {
        eventId: event.id,
        eventType: event.type,
        kind,
        orderId,
        paymentIntentId: intent.id,
        amount: intent.amount,
        currency: intent.currency,
        uid: intent.metadata?.uid ?? '',
        paymentMethod: paymentMethodOf(intent),
      },
      mails,
    );
    if (outcome.result === 'orphan-payment')
      logs.paymentWithoutOrder(event.id, orderId, intent.id, intent.amount);
    else logs.webhookEventProcessed(event.id, event.type, orderId, outcome);
    return answer(200, { received: true, ...outcome });
  } catch (error) {
    logs.webhookEventFailed(event.id, event.type, error);
    return answer(500, apiError('internal', 'The event could not be processed; deliver it again'));
  }
}

async function receiveRefundEvent(event: Stripe.Event): Promise<WebhookAnswer> {
  const reports = refundReports(event);
  if (reports.length === 0) {
    // charge.refunded without its list (the pinned version): the refund.* events carry each refund.
    logs.webhookEventIgnored(event.id, event.type);
    return answer(200, { received: true, ignored: true });
  }
  try {
    const outcome = await applyRefundEvent(
      { eventId: event.id, eventType: event.type, reports },
      refundMails,
    );
    logs.refundEventProcessed(
      event.id,
      event.type,
      reports.map((report) => report.refundId),
      outcome,
    );
    return answer(200, { received: true, ...outcome });
  } catch (error) {
    logs.webhookEventFailed(event.id, event.type, error);
    return answer(500, apiError('internal', 'The event could not be processed; deliver it again'));
  }
}

/** The dispute an event carries, in the shop's words. */
function orderDisputeOf(dispute: Stripe.Dispute): OrderDispute {
  const dueBy = dispute.evidence_details?.due_by;
  return {
    disputeId: dispute.id,
    state: disputeStateOf(dispute.status),
    amount: dispute.amount,
    currency: dispute.currency,
    reason: dispute.reason ?? null,
    stripeStatus: dispute.status,
    evidenceDueBy: dueBy ? new Date(dueBy * 1000).toISOString() : null,
  };
}

async function receiveDisputeEvent(event: Stripe.Event): Promise<WebhookAnswer> {
  const dispute = event.data.object as Stripe.Dispute;
  const paymentIntentId =
    typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
  if (!paymentIntentId) {
    logs.webhookEventIgnored(event.id, event.type);
    return answer(200, { received: true, ignored: true });
  }
  try {
    const outcome = await applyDisputeEvent(
      { eventId: event.id, eventType: event.type, paymentIntentId, dispute: orderDisputeOf(dispute) },
      (order, orderId, recorded) => orderDisputeMail(order, orderId, recorded, config().shopBaseUrl),
    );
    if (outcome.result === 'unknown-order') logs.disputeWithoutOrder(event.id, dispute.id, paymentIntentId);
    else
      logs.webhookEventProcessed(event.id, event.type, 'orderId' in outcome ? outcome.orderId : '', outcome);
    return answer(200, { received: true, ...outcome });
  } catch (error) {
    logs.webhookEventFailed(event.id, event.type, error);
    return answer(500, apiError('internal', 'The event could not be processed; deliver it again'));
  }
}

/**
 * The `stripeWebhook` function. Cloud Functions keeps the unparsed body in `req.rawBody`; an Express
 * app with express.raw() (the tests) has it as a Buffer body.
 */
export async function stripeWebhookHandler(
  req: Request & { rawBody?: Buffer },
  res: Response,
): Promise<void> {
  if (req.method !== 'POST') {
    res
      .set('Allow', 'POST')
      .status(405)
      .json(apiError('invalid-request', 'Stripe delivers webhook events with POST'));
    return;
  }
  const rawBody = req.rawBody ?? (Buffer.isBuffer(req.body) ? req.body : undefined);
  try {
    const { status, body } = await receiveStripeEvent(rawBody, req.get('stripe-signature'));
    res.status(status).json(body);
  } catch (error) {
    // No provider (a missing secret): Stripe keeps the event and retries once it is fixed.
    logs.unexpectedError(req.method, 'stripeWebhook', error);
    res.status(500).json(apiError('internal', 'The event could not be processed; deliver it again'));
  }
}
