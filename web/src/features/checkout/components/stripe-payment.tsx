import { useEffect } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { CHECKOUT_MESSAGES, PAYMENT_METHODS, type PaymentMethod } from '@shop/domain';
import { stripePublishableKey } from '@/config/payment-env';
import type { PaymentPartProps } from './payment-step';

/**
 * Stripe's Payment Element (card, iDEAL, PayPal) in deferred-intent mode: it shows before the order
 * exists; paying validates it, lets the page create the PaymentIntent on the server and confirms it.
 * This module is loaded only on the checkout pages and only when VITE_STRIPE_PUBLISHABLE_KEY is set;
 * `/pure` loads js.stripe.com on first use rather than on import.
 */
const stripePromise = stripePublishableKey ? loadStripe(stripePublishableKey) : null;

const isPaymentMethod = (type: string): type is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(type);

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
      onChange={(event) => {
        if (isPaymentMethod(event.value.type)) onMethodChange(event.value.type);
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
        allowedPaymentMethodTypes: methods,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#7a5c14', colorText: '#111111' } },
      }}
    >
      <StripeFields onMethodChange={onMethodChange} onReady={onReady} />
    </Elements>
  );
}
