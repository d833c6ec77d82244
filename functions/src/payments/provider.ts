// Who takes the payments: Stripe with the real keys, or, on the local stack without them, the test
// payment provider (docs/decisions.md rule 5). Everything else in payments/ talks to the small StripeClient
// interface below, so tests inject their own and nothing else knows which one runs.
import { createHash } from 'node:crypto';
import type { PaymentProviderName } from '@shop/domain';
import Stripe from 'stripe';
import { stripeSecretKey, stripeWebhookSecret } from '../config';

/**
 * The Stripe API version the shop speaks: the one the installed SDK is typed for. The client sends it
 * on every request and the webhook endpoint must be created with it (README, Deploy), so the events
 * arrive in the shapes webhook.ts reads (refund.* for every refund, charge.refunded without its
 * refunds). Raising it is a deliberate change: upgrade the SDK, read Stripe's changelog, change both.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies NonNullable<
  Stripe.StripeConfig['apiVersion']
>;

/** The part of a PaymentIntent the shop reads back from Stripe. */
export type CreatedPaymentIntent = Pick<Stripe.PaymentIntent, 'id' | 'client_secret' | 'amount' | 'currency'>;

/** The part of a PaymentIntent the shop reads to check a client secret or cancel it. */
export type RetrievedPaymentIntent = Pick<
  Stripe.PaymentIntent,
  'id' | 'client_secret' | 'amount' | 'currency' | 'status' | 'metadata'
>;

/** The part of a Refund the shop reads back from Stripe. */
export type CreatedRefund = Pick<Stripe.Refund, 'id' | 'amount' | 'status'>;

/** The part of the Stripe SDK the shop uses; a `new Stripe(key)` satisfies it. */
export interface StripeClient {
  paymentIntents: {
    create(
      params: Stripe.PaymentIntentCreateParams,
      options: { idempotencyKey: string },
    ): Promise<CreatedPaymentIntent>;
    retrieve(id: string): Promise<RetrievedPaymentIntent>;
    cancel(
      id: string,
      params: Stripe.PaymentIntentCancelParams,
      options: { idempotencyKey: string },
    ): Promise<RetrievedPaymentIntent>;
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
  /**
   * Cancels a PaymentIntent that will not be paid (its order is purged or cancelled), so that it
   * can never take money later. A PaymentIntent already cancelled counts as done; one that has
   * succeeded or is otherwise past cancelling throws Stripe's error.
   */
  cancelPaymentIntent(paymentIntentId: string): Promise<void>;
}

/** Whether Stripe refused a cancel because the PaymentIntent is already cancelled. */
function alreadyCanceled(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError) || error.code !== 'payment_intent_unexpected_state')
    return false;
  const intent = (error.raw as { payment_intent?: { status?: string } }).payment_intent;
  return intent?.status === 'canceled' || /status of canceled/.test(error.message);
}

/** A provider around a Stripe client: what every provider does the same way. */
export function providerFor(
  name: PaymentProviderName,
  stripe: StripeClient,
  webhookSecret: string,
): PaymentProvider {
  return {
    name,
    stripe,
    webhookSecret,
    async cancelPaymentIntent(paymentIntentId) {
      try {
        await stripe.paymentIntents.cancel(
          paymentIntentId,
          { cancellation_reason: 'abandoned' },
          { idempotencyKey: `cancel-${paymentIntentId}` },
        );
      } catch (error) {
        if (!alreadyCanceled(error)) throw error;
      }
    },
  };
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

/** The test provider's PaymentIntents by id, as created (amount, currency, metadata) and cancelled. */
const testIntents = new Map<string, RetrievedPaymentIntent>();

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
      const intent: RetrievedPaymentIntent = {
        id,
        client_secret: `${id}_secret_${digest(`secret:${idempotencyKey}`)}`,
        amount: params.amount,
        currency: params.currency,
        status: 'requires_payment_method',
        metadata: Object.fromEntries(
          Object.entries(params.metadata || {}).map(([name, value]) => [name, String(value)]),
        ),
      };
      if (!testIntents.has(id)) testIntents.set(id, intent);
      return Promise.resolve(testIntents.get(id)!);
    },
    retrieve(id) {
      const intent = testIntents.get(id);
      if (intent) return Promise.resolve(intent);
      return Promise.reject(
        Stripe.errors.StripeError.generate({
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${id}'`,
          statusCode: 404,
        }),
      );
    },
    cancel(id) {
      // Unknown to this process (made before a restart): it is cancelled all the same.
      const intent: RetrievedPaymentIntent = {
        ...(testIntents.get(id) ?? { id, client_secret: null, amount: 0, currency: 'eur', metadata: {} }),
        status: 'canceled',
      };
      testIntents.set(id, intent);
      return Promise.resolve(intent);
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
    if (stripeForKey?.key !== key) {
      stripeForKey = {
        key,
        client: new Stripe(key, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2 }),
      };
    }
    return providerFor('stripe', stripeForKey.client, webhookSecret);
  }
  if (testProviderAllowed()) return providerFor('test', testStripeClient, webhookSecret);
  throw new Error(
    `${stripeSecretKey.name} is not a Stripe secret key: set it with firebase functions:secrets:set`,
  );
}
