import { fill, formatDate, formatPrice, pageLanguage, words } from '@/app/i18n/page-language';
import { fillNodes } from '@/app/i18n/fill-nodes';
import { orderReadFailure } from '@/app/i18n/form-words';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import {
  DEFAULT_LANGUAGE,
  DISPATCH_WORKING_DAYS,
  deliveryDates,
  deliveryWindow,
  orderReference,
  shopConfig,
  workingDaysRange,
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

/** When a paid order is expected, in the page's language ("between 3 and 7 December 2026"). */
function expectedDates(placedAt: number, country: string): string {
  if (pageLanguage() === DEFAULT_LANGUAGE) return deliveryDates(placedAt, country);
  const { earliest, latest } = deliveryWindow(placedAt, country);
  return fill(words().deliveryTimes.between, { from: formatDate(earliest), to: formatDate(latest) });
}

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
      {words().pages.track}
    </Link>
  );
}

/** A failed payment: the spec's iDEAL text on an iDEAL return, and the way back to paying. */
function PaymentFailed({ ideal }: { ideal: boolean }) {
  return (
    <Outcome title={words().orderStatuses['Payment failed']}>
      <p role="alert" className={styles.lead} data-testid="payment-failed">
        {ideal ? words().thankYouPage.idealFailed : words().thankYouPage.paymentFailed}
      </p>
      <Link to={ideal ? paths.checkoutIdeal.href() : paths.checkout.href()} className={styles.link}>
        {words().cart.tryAgain}
      </Link>
      <p className={styles.next}>
        <Link to={paths.cart.href()} className={styles.link}>
          {words().thankYouPage.backToCart}
        </Link>
      </p>
    </Outcome>
  );
}

/** "What happens next", the same for every paid order. */
function NextSteps() {
  const text = words().thankYouPage;
  return (
    <section aria-labelledby="next-steps-heading" className={styles.section}>
      <h2 id="next-steps-heading" className={styles.sectionTitle}>
        {text.whatNext}
      </h2>
      <ol className={styles.steps} data-testid="next-steps">
        <li>{text.stepConfirmation}</li>
        <li>
          {fill(words().deliveryTimes.dispatch, { days: DISPATCH_WORKING_DAYS })} {text.stepDispatch}
        </li>
        <li>
          {fillNodes(fill(text.stepTrack, { days: shopConfig.returns.days }), {
            track: <Link to={paths.track.href()}>{text.trackPage}</Link>,
            returns: <Link to={paths.returnPolicy.href()}>{text.returns}</Link>,
          })}
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
        {words().thankYouPage.saveDetails}
      </h2>
      <p className={styles.text}>{words().thankYouPage.accountOffer}</p>
      <Link to={paths.register.href()} className={`${button.button} ${button.lg} ${button.solid}`}>
        {words().pages.register}
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
  const text = words().thankYouPage;
  return (
    <Outcome title={words().thankYou.title}>
      <p className={styles.reference} data-testid="order-reference">
        {fill(text.paidLine, { number: reference, amount: formatPrice(order.payable) })}{' '}
        {text.paymentReceived}{' '}
        {full ? fill(text.confirmationTo, { email: full.customer.email }) : text.confirmationGiven}
      </p>
      <div className={styles.details}>
        <section aria-labelledby="delivery-heading" className={styles.section}>
          <h2 id="delivery-heading" className={styles.sectionTitle}>
            {text.delivery}
          </h2>
          <p className={styles.promise} data-testid="delivery-promise">
            {full
              ? fill(text.expected, {
                  dates: expectedDates(full.createdAt.toMillis(), full.customer.country),
                })
              : fill(words().deliveryTimes.times, {
                  europe: workingDaysRange('europe'),
                  world: workingDaysRange('world'),
                })}
          </p>
          {full && <DeliveryAddress customer={full.customer} />}
        </section>
        {full && (
          <section aria-labelledby="order-items-heading" className={styles.section}>
            <h2 id="order-items-heading" className={styles.sectionTitle}>
              {text.yourOrder}
            </h2>
            <OrderLines lines={full.lines} label={fill(text.itemsOf, { number: reference })} />
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
      <Outcome title={words().thankYouPage.confirming}>
        <LoadingState label={words().thankYouPage.waiting} />
      </Outcome>
    );
  } else if (verdict.status === 'timeout') {
    content = (
      <Outcome title={words().thankYouPage.notConfirmed}>
        <p className={styles.text}>{words().thankYouPage.stillWaiting}</p>
        <TrackLink />
      </Outcome>
    );
  } else if (verdict.status === 'missing') {
    content = (
      <Outcome title={words().thankYouPage.notFound}>
        <p className={styles.text}>{words().thankYouPage.notFoundText}</p>
        <TrackLink />
      </Outcome>
    );
  } else if (verdict.status === 'error') {
    const { thankYouPage } = words();
    const reason = orderReadFailure(verdict.error, thankYouPage.checkFailed);
    content = (
      <Outcome title={thankYouPage.statusUnavailable}>
        <ErrorState title={thankYouPage.couldNotCheck} message={reason} />
        <TrackLink />
      </Outcome>
    );
  } else if (verdict.order.payment === 'Paid') {
    content = <OrderPaid order={verdict.order} />;
  } else if (verdict.order.payment === 'Refund due') {
    content = (
      <Outcome title={words().thankYouPage.cancelled}>
        <p role="alert" className={styles.lead} data-testid="refund-due">
          {words().thankYouPage.refundDue}
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
