import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CHECKOUT_MESSAGES, formatEuro, MESSAGES, orderReference } from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import shop from '@/components/ui/shop.module.css';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { notifyCartChanged } from '@/features/cart/api/cart-events';
import { usePaymentVerdict } from '../api/use-payment-verdict';
import styles from './thank-you-page.module.css';

function Outcome({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={styles.outcome}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

function TrackLink() {
  return (
    <Link to={paths.track.href()} className={styles.link}>
      Track your order
    </Link>
  );
}

/** A failed payment: the spec's iDEAL text on an iDEAL return, and the way back to paying. */
function PaymentFailed({ ideal }: { ideal: boolean }) {
  return (
    <Outcome title="Payment failed">
      <p role="alert" className={styles.lead} data-testid="payment-failed">
        {ideal ? MESSAGES.idealPaymentFailed : CHECKOUT_MESSAGES.paymentFailed}
      </p>
      <Link to={ideal ? paths.checkoutIdeal.href() : paths.checkout.href()} className={styles.link}>
        Try again
      </Link>
      <p className={styles.next}>
        <Link to={paths.cart.href()} className={styles.link}>
          Back to your cart
        </Link>
      </p>
    </Outcome>
  );
}

/**
 * /thankyou: where the checkout (and a bank or PayPal redirect) lands. A failed redirect shows the
 * failure at once; otherwise the page waits for the webhook's verdict on the order (docs/decisions.md rule 5)
 * and shows the spec's thank-you texts only once the order is paid.
 */
export function ThankYouPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const redirectFailed = params.get('redirect_status') === 'failed';
  const ideal = params.get('source_type') === 'ideal';
  // Stripe adds these when a bank or PayPal sends the shopper back, maybe to another browser.
  const paymentIntentId = params.get('payment_intent');
  const clientSecret = params.get('payment_intent_client_secret');
  const verdict = usePaymentVerdict(
    orderId,
    !redirectFailed,
    paymentIntentId && clientSecret ? { paymentIntentId, clientSecret } : null,
  );

  const paidOrder =
    verdict.status === 'settled' && verdict.order.payment === 'Paid' ? verdict.order.order : null;
  useEffect(() => {
    if (!paidOrder) return;
    // A paid order has emptied the cart: the header badge re-reads it.
    notifyCartChanged();
    // For analytics, if the shop has it and the shopper accepts (features/consent/api/shop-events.ts).
    if (__SHOP_ANALYTICS__)
      (window.shopEvents ??= []).push({ name: 'purchase', detail: { order: paidOrder } });
  }, [paidOrder]);

  let content: ReactNode;
  if (redirectFailed) {
    content = <PaymentFailed ideal={ideal} />;
  } else if (verdict.status === 'waiting') {
    content = (
      <Outcome title="Confirming your payment">
        <LoadingState label={CHECKOUT_MESSAGES.waitingForPayment} />
      </Outcome>
    );
  } else if (verdict.status === 'timeout') {
    content = (
      <Outcome title="Payment not confirmed yet">
        <p className={styles.text}>{CHECKOUT_MESSAGES.stillWaiting}</p>
        <TrackLink />
      </Outcome>
    );
  } else if (verdict.status === 'missing') {
    content = (
      <Outcome title="Order not found">
        <p className={styles.text}>
          We could not find this order. Your orders and their payment status are on the Track order page.
        </p>
        <TrackLink />
      </Outcome>
    );
  } else if (verdict.status === 'error') {
    content = (
      <Outcome title="Payment status unavailable">
        <ErrorState title="We could not check your payment" message={verdict.message} />
        <TrackLink />
      </Outcome>
    );
  } else if (verdict.order.payment === 'Paid') {
    content = (
      <Outcome title={MESSAGES.paymentCompleted}>
        <p className={styles.promise} data-testid="delivery-promise">
          {CHECKOUT_MESSAGES.deliveryPromise}
        </p>
        <p className={styles.reference} data-testid="order-reference">
          Order number {orderReference(verdict.order)} · {formatEuro(verdict.order.payable)} paid. A
          confirmation has been sent to{' '}
          {verdict.order.order ? verdict.order.order.customer.email : 'the e-mail address you gave'}.
        </p>
        <TrackLink />
      </Outcome>
    );
  } else if (verdict.order.payment === 'Refund due') {
    content = (
      <Outcome title="Order cancelled">
        <p role="alert" className={styles.lead} data-testid="refund-due">
          {CHECKOUT_MESSAGES.refundDue}
        </p>
        <TrackLink />
      </Outcome>
    );
  } else {
    content = <PaymentFailed ideal={ideal || verdict.order.paymentMethod === 'ideal'} />;
  }

  return (
    <div className={`${shop.container} ${shop.narrow} ${styles.page}`} aria-live="polite">
      {content}
    </div>
  );
}
