// Asking Stripe for a refund the admin reserved (functions/src/data/refunds.ts). The refund id is
// the idempotency key, so however often it is sent Stripe makes one refund; only Stripe's definite
// refusal fails it (stripeRefundAnswer), anything else leaves it pending to be sent again.
import {
  paymentFailureOf,
  stripeErrorFacts,
  stripeRefundAnswer,
  type PaymentFailure,
  type RefundDoc,
} from '@shop/domain';
import * as logs from '../logs';
import type { PaymentProvider } from './provider';

export type RefundSent =
  /**
   * Stripe made the refund. Whatever status it answers (`pending` for every Klarna and Bancontact
   * refund, which settle asynchronously, docs/decisions.md rule 75), the refund stays pending here:
   * only the webhook's refund.updated / refund.failed settle it.
   */
  | { kind: 'sent'; stripeRefundId: string }
  /** Stripe answered with a refusal: it made no refund. */
  | { kind: 'refused'; failure: PaymentFailure; stripeMessage: string | null }
  /** Stripe could not be reached or is still making it: the refund stays pending; send it again. */
  | { kind: 'pending'; failure: PaymentFailure; stripeMessage: string | null };

/** How often a refund Stripe reports in flight (409) is asked again within one request. */
const IN_FLIGHT_TRIES = 4;

/**
 * Asks Stripe to make the refund. While Stripe answers 409 `idempotency_key_in_use` (the same
 * refund sent twice, the first still being made) it asks again with the same key after a short
 * wait, which answers the refund the first request made.
 */
export async function askStripeForRefund(
  provider: PaymentProvider,
  refundId: string,
  refund: Pick<RefundDoc, 'orderId' | 'paymentIntentId' | 'amount'>,
): Promise<RefundSent> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const created = await provider.stripe.refunds.create(
        {
          payment_intent: refund.paymentIntentId,
          amount: refund.amount,
          metadata: { orderId: refund.orderId, refundId },
        },
        { idempotencyKey: `refund-${refundId}` },
      );
      return { kind: 'sent', stripeRefundId: created.id };
    } catch (error) {
      const facts = stripeErrorFacts(error);
      logs.stripeRefundRequestFailed(refundId, facts);
      const answer = stripeRefundAnswer(error);
      const failure = paymentFailureOf(facts);
      if (answer === 'refused') return { kind: 'refused', failure, stripeMessage: facts.message };
      if (answer === 'in-flight' && attempt < IN_FLIGHT_TRIES) {
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
        continue;
      }
      return { kind: 'pending', failure, stripeMessage: facts.message };
    }
  }
}
