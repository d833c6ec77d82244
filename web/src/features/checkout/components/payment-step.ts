import type { PaymentMethod, StoreChargeResponse } from '@shop/domain';

/** How a payment attempt ended, as far as the browser can tell (the webhook has the last word). */
export type PaymentAttempt =
  /** The provider confirmed without leaving the page (a card or wallet): report it and show the thank-you page. */
  | { kind: 'confirmed' }
  /**
   * The shopper goes to this in-app address, as a bank, PayPal or Klarna redirect would send them
   * (the test provider's every method but card).
   */
  | { kind: 'redirect'; to: string }
  /** Declined or refused: the shopper stays and may try again. */
  | { kind: 'failed'; message: string };

/**
 * The payment part of the checkout: Stripe's Payment Element, or the local stack's test payment
 * panel. The page validates the details, starts the payment on the server and hands the charge here.
 */
export interface PaymentStep {
  /** Checks the payment fields before an order is made; a message when they are not complete. */
  prepare(): Promise<string | null>;
  /** Pays the charge; `returnTo` is the thank-you address for this order. */
  pay(charge: StoreChargeResponse, returnTo: string): Promise<PaymentAttempt>;
}

/**
 * What the page gives a payment part: the amount shown, the methods the shipping country and the
 * amount allow (docs/decisions.md rule 75; they change with the country) and the one chosen.
 */
export interface PaymentPartProps {
  amount: number;
  methods: PaymentMethod[];
  method: PaymentMethod;
  /** The method the shopper picked in the payment part; sent with the checkout. */
  onMethodChange(method: PaymentMethod): void;
  /** Called once the part can pay. */
  onReady(step: PaymentStep): void;
}
