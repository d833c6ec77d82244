// Who takes the payments: Stripe with the real keys, or, on the local stack without them, the test
// payment provider (docs/decisions.md rule 5). Everything else in payments/ talks to the small StripeClient
// interface below, so tests inject their own and nothing else knows which one runs.
import { createHash } from 'node:crypto';
import type { PaymentProviderName } from '@shop/domain';
import Stripe from 'stripe';
import { stripeSecretKey, stripeWebhookSecret } from '../config';

/** The part of a PaymentIntent the shop reads back from Stripe. */
export type CreatedPaymentIntent = Pick<Stripe.PaymentIntent, 'id' | 'client_secret' | 'amount' | 'currency'>;

/** The part of a Refund the shop reads back from Stripe. */
export type CreatedRefund = Pick<Stripe.Refund, 'id' | 'amount' | 'status'>;

/** The part of the Stripe SDK the shop uses; a `new Stripe(key)` satisfies it. */
export interface StripeClient {
  paymentIntents: {
    create(
      params: Stripe.PaymentIntentCreateParams,
      options: { idempotencyKey: string },
    ): Promise<CreatedPaymentIntent>;
  };
  refunds: {
    create(params: Stripe.RefundCreateParams, options: { idempotencyKey: string }): Promise<CreatedRefund>;
  };
  webhooks: {
    /** Verifies the signature of the raw body (throws otherwise) and parses the event. */
    constructEvent(payload: string | Buffer, header: string, secret: string): Stripe.Event;
  };
}

export interface PaymentProvider {
  name: PaymentProviderName;
  stripe: StripeClient;
  /** The secret that signs webhook events (whsec_...). */
  webhookSecret: string;
  /** Cancels a PaymentIntent nobody should pay any more (an order the admin cancelled unpaid). */
  cancelPaymentIntent(paymentIntentId: string): Promise<void>;
}

/** A Stripe secret or restricted key; anything else (the emulator's placeholder) is none. */
export function isStripeKey(key: string | undefined): key is string {
  return /^(sk|rk)_(test|live)_\w+$/.test(key ?? '');
}

/**
 * Whether the test payment provider may run: only inside the Functions emulator, and only while no
 * real Stripe key is configured, so a deployed function can never take a pretend payment.
 */
export function testProviderAllowed(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true' && !isStripeKey(process.env[stripeSecretKey.name]);
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/**
 * The test provider's PaymentIntents and Refunds: made up locally, never sent anywhere. Ids (and the
 * client secret) follow from the idempotency key, so a repeated create answers the same object, as
 * Stripe does. A refund starts pending: only its webhook events settle it, as with Stripe. Webhook
 * verification is Stripe's own code: test events are signed like real ones.
 */
export const testStripeClient: StripeClient = {
  paymentIntents: {
    create(params, { idempotencyKey }) {
      const id = `pi_test_${digest(idempotencyKey)}`;
      return Promise.resolve({
        id,
        client_secret: `${id}_secret_${digest(`secret:${idempotencyKey}`)}`,
        amount: params.amount,
        currency: params.currency,
      });
    },
  },
  refunds: {
    create(params, { idempotencyKey }) {
      return Promise.resolve({
        id: `re_test_${digest(idempotencyKey)}`,
        amount: params.amount ?? 0,
        status: 'pending',
      });
    },
  },
  webhooks: Stripe.webhooks,
};

/** The test provider's PaymentIntents exist nowhere but in their ids: cancelling one has nothing to do. */
export function cancelTestPaymentIntent(_paymentIntentId: string): Promise<void> {
  return Promise.resolve();
}

let injected: PaymentProvider | undefined;
let stripeForKey: { key: string; client: Stripe } | undefined;

/**
 * Tests replace the provider (Stripe cannot be reached from them); undefined restores the real one.
 * @forTests the seam at Stripe's boundary (scripts/check-imports.ts)
 */
export function usePaymentProvider(provider: PaymentProvider | undefined): void {
  injected = provider;
}

/**
 * The provider for this request. Secrets are read per call: they only have values while a function
 * runs. A missing key outside the emulator is a configuration error, never a silent test provider.
 */
export function paymentProvider(): PaymentProvider {
  if (injected) return injected;
  const key = stripeSecretKey.value();
  const webhookSecret = stripeWebhookSecret.value();
  if (isStripeKey(key)) {
    if (stripeForKey?.key !== key) stripeForKey = { key, client: new Stripe(key) };
    const client = stripeForKey.client;
    return {
      name: 'stripe',
      stripe: client,
      webhookSecret,
      cancelPaymentIntent: async (paymentIntentId) => {
        await client.paymentIntents.cancel(paymentIntentId);
      },
    };
  }
  if (testProviderAllowed()) {
    return {
      name: 'test',
      stripe: testStripeClient,
      webhookSecret,
      cancelPaymentIntent: cancelTestPaymentIntent,
    };
  }
  throw new Error(
    `${stripeSecretKey.name} is not a Stripe secret key: set it with firebase functions:secrets:set`,
  );
}
