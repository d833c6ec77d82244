import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Elements, ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  StripeExpressCheckoutElementConfirmEvent,
  StripeExpressCheckoutElementOptions,
} from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import {
  CHECKOUT_MESSAGES,
  DEFAULT_COUNTRY,
  EXPRESS_WALLETS,
  walletCustomerDetails,
  type ExpressWallet,
  type StoreExpressQuote,
} from '@shop/domain';
import { LoadingState } from '@/components/ui/loading-state';
import { stripePublishableKey } from '@/config/payment-env';
import { paths } from '@/config/paths';
import { words } from '@/app/i18n/page-language';
import { quoteExpress, startExpressPayment } from '../api/express-checkout';
import { buyNowFailureText, type ExpressPartProps } from './express-part';

/**
 * Stripe's Express Checkout Element in deferred-intent mode (docs/decisions.md rule 76): Apple Pay,
 * Google Pay and Link where the browser has them (on a domain registered with Stripe: docs/deploy.md).
 * The sheet asks for the address, e-mail, name and phone; each address it reports is priced again by
 * the server (an address the shop does not deliver to is refused in the sheet), and paying opens the
 * order at the amount the sheet showed before Stripe confirms it. Loaded only on the product page and
 * the cart, after the page, and only when a publishable key is configured.
 */
const stripePromise = stripePublishableKey ? loadStripe(stripePublishableKey) : null;

const BUTTON_OPTIONS: StripeExpressCheckoutElementOptions = {
  paymentMethods: {
    applePay: 'auto',
    googlePay: 'auto',
    link: 'auto',
    paypal: 'never',
    amazonPay: 'never',
    klarna: 'never',
  },
  buttonType: { applePay: 'buy', googlePay: 'buy' },
};

/** The sheet's rows and shipping option for a quote, in Stripe's shape. */
function sheetOf(quote: StoreExpressQuote) {
  return {
    lineItems: quote.lineItems,
    shippingRates: [quote.shippingRate],
  };
}

const isWallet = (type: string): type is ExpressWallet =>
  (EXPRESS_WALLETS as readonly string[]).includes(type);

function ExpressButtons({ source, onMessage, quote }: ExpressPartProps & { quote: StoreExpressQuote }) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  // What the sheet shows now: the amount POST expresscharges must find again.
  const shown = useRef(quote);

  async function requote(country: string) {
    const next = await quoteExpress(source, country);
    elements?.update({ amount: next.amount });
    shown.current = next;
    return next;
  }

  async function confirm(event: StripeExpressCheckoutElementConfirmEvent) {
    if (!stripe || !elements) return;
    onMessage(null);
    const { error: submitError } = await elements.submit();
    if (submitError) {
      onMessage(submitError.message ?? CHECKOUT_MESSAGES.cardPaymentFailed);
      return;
    }
    const wallet = event.expressPaymentType;
    const address = event.shippingAddress?.address;
    try {
      if (!isWallet(wallet)) throw new Error(CHECKOUT_MESSAGES.cardPaymentFailed);
      const charge = await startExpressPayment(
        source,
        wallet,
        shown.current.amount,
        walletCustomerDetails({
          name: event.shippingAddress?.name ?? event.billingDetails?.name ?? '',
          email: event.billingDetails?.email ?? '',
          phone: event.billingDetails?.phone ?? '',
          line1: address?.line1 ?? '',
          line2: address?.line2 ?? '',
          city: address?.city ?? '',
          state: address?.state ?? '',
          postalCode: address?.postal_code ?? '',
          country: address?.country ?? '',
        }),
      );
      const returnTo = `${paths.thankYou.href()}?order=${encodeURIComponent(charge.orderId)}`;
      const { error } = await stripe.confirmPayment({
        elements,
        clientSecret: charge.client_secret,
        confirmParams: { return_url: new URL(returnTo, window.location.origin).toString() },
        redirect: 'if_required',
      });
      if (error) onMessage(error.message ?? CHECKOUT_MESSAGES.cardPaymentFailed);
      else navigate(returnTo);
    } catch (error) {
      event.paymentFailed({ reason: 'fail' });
      onMessage(buyNowFailureText(error));
    }
  }

  return (
    <ExpressCheckoutElement
      options={BUTTON_OPTIONS}
      onClick={(event) =>
        event.resolve({
          emailRequired: true,
          phoneNumberRequired: true,
          shippingAddressRequired: true,
          ...sheetOf(shown.current),
        })
      }
      onShippingAddressChange={(event) => {
        requote(event.address.country)
          .then((next) => event.resolve(sheetOf(next)))
          .catch((error: unknown) => {
            onMessage(buyNowFailureText(error));
            event.reject();
          });
      }}
      onShippingRateChange={(event) => event.resolve()}
      onConfirm={(event) => void confirm(event)}
    />
  );
}

/** The element for the source's first quote (to the shop's country until the sheet reports another). */
export default function ExpressCheckoutStripe({ source, onMessage }: ExpressPartProps) {
  const key = JSON.stringify(source);
  // The quote with the source it is for: a quote of another size or product is never shown.
  const [quoted, setQuoted] = useState<{ key: string; quote: StoreExpressQuote } | null>(null);
  useEffect(() => {
    let current = true;
    quoteExpress(source, DEFAULT_COUNTRY)
      .then((quote) => current && setQuoted({ key, quote }))
      // Nothing to buy now (sold out, empty): no buttons; the page says why where it shows stock.
      .catch(() => current && setQuoted(null));
    return () => {
      current = false;
    };
    // The source's content, not its object, decides the quote.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const quote = quoted?.key === key ? quoted.quote : null;
  if (!stripePromise) return null;
  if (!quote) return <LoadingState label={words().buyNow.loading} />;
  return (
    <Elements
      key={key}
      stripe={stripePromise}
      options={{
        mode: 'payment',
        amount: quote.amount,
        currency: 'eur',
        allowedPaymentMethodTypes: ['card', 'link'],
        appearance: { theme: 'stripe', variables: { colorPrimary: '#7a5c14', colorText: '#111111' } },
      }}
    >
      <ExpressButtons source={source} onMessage={onMessage} quote={quote} />
    </Elements>
  );
}
