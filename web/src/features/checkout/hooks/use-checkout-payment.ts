import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CHECKOUT_MESSAGES,
  DEFAULT_LANGUAGE,
  PAYMENT_METHOD_LABELS,
  paymentAmountChange,
  paymentMethodRefusal,
  paymentMethodsFor,
  type PaymentMethod,
  type PaymentMethodRefusal,
  type StoreCart,
  type StoreCheckoutDetailsParsed,
} from '@shop/domain';
import { pageCountryName } from '@/app/i18n/country-names';
import { fill, formatPrice, pageLanguage, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { notifyCartChanged } from '@/features/cart/api/cart-events';
import { checkoutFailureText } from '../checkout-failure';
import { readOrderNote } from '@/features/cart/api/order-note';
import { isCouponUsedUp } from '../api/coupon-used-up';
import { reportPayment } from '../api/report-payment';
import { startPayment } from '../api/start-payment';
import type { PaymentStep } from '../components/payment-step';
import { paymentProvider } from '../payment-provider';

export interface CheckoutPaymentOptions {
  page: 'card' | 'ideal';
  /** The shipping country chosen in the details form: the methods offered follow it. */
  country: string;
  /** What the order comes to (the cart's payable total for that country). */
  amount: number;
  /** Reads the cart again: its totals changed, or a coupon in it is used up. */
  reloadCart(): void;
  /** What the checkout's details form does once the order is being paid. */
  paidWith(details: StoreCheckoutDetailsParsed): Promise<void>;
}

/** Why a method cannot pay this order, in the page's language (the domain's English on an English page). */
function refusalText(refusal: PaymentMethodRefusal | null, country: string, amount: number): string | null {
  if (!refusal || pageLanguage() === DEFAULT_LANGUAGE) return refusal?.message ?? null;
  const text = words().checkoutForm;
  const method = PAYMENT_METHOD_LABELS[refusal.method];
  if (!refusal.range) {
    const names = refusal.countries.map(pageCountryName);
    const countries = new Intl.ListFormat(pageLanguage(), { type: 'conjunction' }).format(names);
    return fill(text.methodCountries, { method, countries });
  }
  return fill(text.methodAmounts, {
    method,
    min: formatPrice(refusal.range.min),
    max: formatPrice(refusal.range.max),
    country: pageCountryName(country),
    amount: formatPrice(amount),
  });
}

/**
 * The checkout's payment: the method chosen in the payment part, and paying an order for the
 * details given: the server makes the order and says what it charges, the payment part pays it,
 * and the shopper goes to the thank-you page (or where the bank sends them). A failure is said
 * above the Pay button and the shopper may try again.
 */
export function useCheckoutPayment({ page, country, amount, reloadCart, paidWith }: CheckoutPaymentOptions) {
  const navigate = useNavigate();
  // What the destination and amount allow (docs/decisions.md rule 75); the iDEAL page offers iDEAL alone.
  const allowed = paymentMethodsFor(country, amount);
  const methods = page === 'ideal' ? allowed.filter((method) => method === 'ideal') : allowed;
  /** Why the iDEAL page cannot take this order (another country), said instead of the payment part. */
  const unavailable =
    page === 'ideal' ? refusalText(paymentMethodRefusal('ideal', country, amount), country, amount) : null;
  const [chosen, setMethod] = useState<PaymentMethod | null>(null);
  // A method the new country does not allow falls back to the first it does.
  const method = chosen !== null && methods.includes(chosen) ? chosen : (methods[0] ?? page);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const step = useRef<PaymentStep | null>(null);
  const onReady = useCallback((ready: PaymentStep) => {
    step.current = ready;
  }, []);

  /** Pays for the cart as shown (its payable total is what the Pay button said) with these details. */
  async function pay(cart: StoreCart, details: StoreCheckoutDetailsParsed) {
    const payment = step.current;
    if (!payment) {
      setError(words().checkoutForm.paymentFormLoading);
      return;
    }

    setPaying(true);
    try {
      const problem = await payment.prepare();
      if (problem) {
        setError(problem);
        return;
      }
      const note = readOrderNote();
      // What the Pay button showed: the payment is confirmed only for that amount.
      const shown = cart.totals.payable;
      const charge = await startPayment(method, details, note);
      if (charge.provider !== paymentProvider) {
        setError(CHECKOUT_MESSAGES.paymentsNotConfigured);
        return;
      }
      const changed = paymentAmountChange(shown, charge.amount);
      if (changed) {
        // The summary and the Pay button show the new total; paying again confirms it.
        reloadCart();
        setError(changed);
        return;
      }
      const returnTo = `${paths.thankYou.href()}?order=${encodeURIComponent(charge.orderId)}${method === 'ideal' ? '&source_type=ideal' : ''}`;
      const attempt = await payment.pay(charge, returnTo);
      if (attempt.kind === 'failed') {
        setError(attempt.message);
        return;
      }
      if (attempt.kind === 'confirmed') await reportPayment(charge, details, note, cart.items);
      await paidWith(details);
      // The webhook may already have emptied the cart: the header badge re-reads it.
      notifyCartChanged();
      navigate(attempt.kind === 'redirect' ? attempt.to : returnTo);
    } catch (failure) {
      if (isCouponUsedUp(failure)) reloadCart();
      setError(checkoutFailureText(failure));
    } finally {
      setPaying(false);
    }
  }

  return {
    methods,
    method,
    unavailable,
    paying,
    error,
    /** Clears the last attempt's error, as a new attempt starts. */
    clearError: () => setError(null),
    setMethod,
    onReady,
    pay,
  };
}
