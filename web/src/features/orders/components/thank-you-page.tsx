import { words } from '@/app/i18n/page-language';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import {
  CHECKOUT_MESSAGES,
  deliveryDates,
  DELIVERY_PROMISE,
  formatEuro,
  MESSAGES,
  orderReference,
  shopConfig,
} from '@shop/domain';
import button from '@/components/ui/button.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import shop from '@/components/ui/shop.module.css';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { notifyCartChanged } from '@/features/cart/api/cart-events';
import { useKnownVisitor } from '@/lib/firebase/auth';
import { usePaymentVerdict, type ThankYouOrder } from '../api/use-payment-verdict';
import { DeliveryAddress, OrderLines, OrderMoney } from './order-parts';
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

/** "What happens next", the same for every paid order. */
function NextSteps() {
  return (
    <section aria-labelledby="next-steps-heading" className={styles.section}>
      <h2 id="next-steps-heading" className={styles.sectionTitle}>
        What happens next
      </h2>
      <ol className={styles.steps} data-testid="next-steps">
        <li>We send you a confirmation e-mail with your order and its VAT invoice link.</li>
        <li>{DELIVERY_PROMISE.dispatch} When it leaves, we e-mail you the carrier and a tracking link.</li>
        <li>
          Follow its status and parcel at any time on the{' '}
          <Link to={paths.track.href()}>order tracking page</Link>. You can return an item within{' '}
          {shopConfig.returns.days} days of delivery (<Link to={paths.returnPolicy.href()}>returns</Link>).
        </li>
      </ol>
    </section>
  );
}

/**
 * A guest's offer to keep this order with an account: registering keeps the visitor's id, so this
 * order, the cart and the wishlist stay theirs (docs/decisions.md rule 1). Shown once the session
 * says the visitor has no account; a signed-in customer sees nothing here.
 */
function AccountOffer() {
  const visitor = useKnownVisitor();
  if (visitor.loading || !visitor.isAnonymous) return null;
  return (
    <section aria-labelledby="account-offer-heading" className={styles.offer} data-testid="account-offer">
      <h2 id="account-offer-heading" className={styles.sectionTitle}>
        Save your details for next time
      </h2>
      <p className={styles.text}>
        Create an account to follow this order and every next one in one place, check out faster with your
        saved address, and keep your wishlist on every device. This order comes with you.
      </p>
      <Link to={paths.register.href()} className={`${button.button} ${button.lg} ${button.solid}`}>
        Create an account
      </Link>
    </section>
  );
}

/**
 * A paid order: its number, the delivery dates by the shop's one promise (docs/decisions.md rule 52),
 * its lines with their pictures, the money with the coupon and the VAT, the delivery address, what
 * happens next, and a guest's offer of an account. Read by its client secret only (another browser,
 * docs/decisions.md rule 29), the order's lines and address are not known: the page says what it may.
 */
function OrderPaid({ order }: { order: ThankYouOrder }) {
  const full = order.order;
  const reference = orderReference(order);
  return (
    <Outcome title={words().thankYou.title}>
      <p className={styles.reference} data-testid="order-reference">
        Order number {reference} · {formatEuro(order.payable)} paid. {CHECKOUT_MESSAGES.paymentReceived}{' '}
        {full
          ? `A confirmation is on its way to ${full.customer.email}.`
          : 'A confirmation is on its way to the e-mail address you gave.'}
      </p>
      <div className={styles.details}>
        <section aria-labelledby="delivery-heading" className={styles.section}>
          <h2 id="delivery-heading" className={styles.sectionTitle}>
            Delivery
          </h2>
          <p className={styles.promise} data-testid="delivery-promise">
            {full
              ? `Expected ${deliveryDates(full.createdAt.toMillis(), full.customer.country)}.`
              : DELIVERY_PROMISE.times}
          </p>
          {full && <DeliveryAddress customer={full.customer} />}
        </section>
        {full && (
          <section aria-labelledby="order-items-heading" className={styles.section}>
            <h2 id="order-items-heading" className={styles.sectionTitle}>
              Your order
            </h2>
            <OrderLines lines={full.lines} label={`Items of order ${reference}`} />
            <OrderMoney totals={full.totals} couponCode={full.couponCode} />
          </section>
        )}
        <NextSteps />
        {/* Only the visitor who placed it keeps it by registering: not a holder of its client secret. */}
        {full && <AccountOffer />}
      </div>
      <TrackLink />
    </Outcome>
  );
}

/**
 * /thankyou: where the checkout (and a bank or PayPal redirect) lands. A failed redirect shows the
 * failure at once; otherwise the page waits for the webhook's verdict on the order (docs/decisions.md rule 5)
 * and thanks the shopper only once the order is paid.
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
    content = <OrderPaid order={verdict.order} />;
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
