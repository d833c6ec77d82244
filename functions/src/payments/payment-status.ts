// The thank-you page for whoever holds the order's client secret (docs/decisions.md rule 29): a
// shopper sent back by a bank or PayPal to another browser, or whose session ended, has no right to
// read the order, but the return address carries its PaymentIntent id and client secret. The secret
// is checked against the one the checkout stored (as a hash) or, for an order from before that,
// against Stripe's own; any mismatch is the same 404 as an unknown order.
import { createHash, timingSafeEqual } from 'node:crypto';
import { NotFoundError, type StorePaymentStatusParsed, type StorePaymentStatusResponse } from '@shop/domain';
import { getOrder } from '../data/orders';
import * as logs from '../logs';
import { paymentProvider } from './provider';

/** What the order keeps of its client secret: a SHA-256, hex (the secret itself is never stored). */
export const clientSecretHash = (clientSecret: string) =>
  createHash('sha256').update(clientSecret).digest('hex');

/** Compares two secrets in time independent of where they differ. */
function sameHash(hash: string, expectedHash: string): boolean {
  const a = Buffer.from(hash, 'hex');
  const b = Buffer.from(expectedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

const NO_MATCH = 'No order matches this payment.';

export async function paymentStatusBySecret(
  body: StorePaymentStatusParsed,
): Promise<StorePaymentStatusResponse> {
  const { orderId, paymentIntentId, clientSecret } = body;
  const order = await getOrder(orderId);
  // A client secret is always its PaymentIntent's id followed by _secret_.
  if (
    !order ||
    order.paymentIntentId !== paymentIntentId ||
    !clientSecret.startsWith(`${paymentIntentId}_secret_`)
  ) {
    logs.paymentStatusRefused(orderId);
    throw new NotFoundError(NO_MATCH);
  }
  let expected = order.clientSecretHash;
  if (!expected) {
    const intent = await paymentProvider().stripe.paymentIntents.retrieve(paymentIntentId);
    expected = intent.client_secret ? clientSecretHash(intent.client_secret) : undefined;
  }
  if (!expected || !sameHash(clientSecretHash(clientSecret), expected)) {
    logs.paymentStatusRefused(orderId);
    throw new NotFoundError(NO_MATCH);
  }
  return {
    orderId,
    orderNumber: order.orderNumber ?? null,
    payment: order.payment,
    status: order.status,
    paymentMethod: order.paymentMethod,
    payable: order.totals.payable,
  };
}
