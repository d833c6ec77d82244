import { useEffect } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { CHECKOUT_MESSAGES, PAYMENT_METHODS, type PaymentMethod } from '@shop/domain';
import { stripePublishableKey } from '@/config/payment-env';
import { pageLanguage } from '@/app/i18n/page-language';
import type { PaymentPartProps } from './payment-step';

/**
 * Stripe's Payment Element in deferred-intent mode, offering the methods the shipping country and the
 * amount allow (docs/decisions.md rule 75; it updates when they change), with Apple Pay and Google Pay
 * where the browser has them (on a domain registered with Stripe: docs/deploy.md). It shows before
 * the order exists; paying validates it, lets the page create the PaymentIntent on the server for
 * the chosen method and confirms it.
 * This module is loaded only on the checkout pages and only when VITE_STRIPE_PUBLISHABLE_KEY is set;
 * `/pure` loads js.stripe.com on first use rather than on import.
 */
const stripePromise = stripePublishableKey ? loadStripe(stripePublishableKey) : null;

/** The shop's method for the Payment Element's choice: Apple Pay and Google Pay pay as cards. */
function paymentMethodOf(type: string): PaymentMethod | null {
  if (type === 'apple_pay' || type === 'google_pay') return 'card';
  return (PAYMENT_METHODS as readonly string[]).includes(type) ? (type as PaymentMethod) : null;
}

/** The wallets show wherever the browser offers them (Stripe decides per device). */
const PAYMENT_ELEMENT_OPTIONS = { wallets: { applePay: 'auto', googlePay: 'auto' } } as const;

function StripeFields({ onMethodChange, onReady }: Pick<PaymentPartProps, 'onMethodChange' | 'onReady'>) {
  const stripe = useStripe();
  const elements = useElements();

  useEffect(() => {
    if (!stripe || !elements) return;
    onReady({
      async prepare() {
        const { error } = await elements.submit();
        return error ? (error.message ?? CHECKOUT_MESSAGES.cardPaymentFailed) : null;
      },
      async pay(charge, returnTo) {
        const { error } = await stripe.confirmPayment({
          elements,
          clientSecret: charge.client_secret,
          // Stripe adds payment_intent and redirect_status when a bank or PayPal sends the shopper back.
          confirmParams: { return_url: new URL(returnTo, window.location.origin).toString() },
          redirect: 'if_required',
        });
        return error
          ? { kind: 'failed', message: error.message ?? CHECKOUT_MESSAGES.cardPaymentFailed }
          : { kind: 'confirmed' };
      },
    });
  }, [stripe, elements, onReady]);

  return (
    <PaymentElement
      options={PAYMENT_ELEMENT_OPTIONS}
      onChange={(event) => {
        const method = paymentMethodOf(event.value.type);
        if (method) onMethodChange(method);
      }}
    />
  );
}

export default function StripePayment({ amount, methods, onMethodChange, onReady }: PaymentPartProps) {
  return (
    <Elements
      stripe={stripePromise}
      options={{
        mode: 'payment',
        amount,
        currency: 'eur',
        // Stripe's own labels and messages in the page's language (it knows all four).
        locale: pageLanguage(),
        allowedPaymentMethodTypes: methods,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#7a5c14', colorText: '#111111' } },
      }}
    >
      <StripeFields onMethodChange={onMethodChange} onReady={onReady} />
    </Elements>
  );
}
