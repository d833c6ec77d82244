import { useState } from 'react';
import { Link } from '@/components/ui/link';
import {
  isInvoiceable,
  orderReference,
  PAYMENT_METHOD_LABELS,
  refundText,
  type PaymentStatus,
  type StoreTrackedOrder,
} from '@shop/domain';
import button from '@/components/ui/button.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { CheckedForm } from '@/components/ui/checked-form';
import { FormField } from '@/components/ui/form-field';
import shop from '@/components/ui/shop.module.css';
import { documentFailureText, orderReadFailure } from '@/app/i18n/form-words';
import { fill, formatDateTime, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { formSchema, useCheckedForm } from '@/hooks/use-checked-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import page from './track-page.module.css';
import styles from './tracked-order.module.css';
import { downloadInvoice } from '../api/download-invoice';
import { findOrder } from '../api/find-order';
import { useTrackedOrders } from '../api/get-tracked-orders';
import { OrderLines, OrderMoney } from './order-parts';
import { OrderTimeline } from './order-timeline';

// Text colours with at least 4.5:1 on white; none is the links' blue, so a status never reads as a link.
const PAYMENT_COLOURS: Record<PaymentStatus, string> = {
  Pending: 'var(--chakra-colors-fg-muted)',
  Paid: 'var(--chakra-colors-green-700)',
  Failed: 'var(--chakra-colors-red-700)',
  'Refund due': 'var(--chakra-colors-orange-700)',
  'Partly refunded': 'var(--chakra-colors-gray-800)',
  Refunded: 'var(--chakra-colors-gray-800)',
};

/** How the shopper knows the order: its number, or the id of an order placed before numbers. */
const referenceOf = (order: StoreTrackedOrder) =>
  orderReference({ id: order.orderId, orderNumber: order.orderNumber });

function TrackedOrder({ order, idPrefix = 'order' }: { order: StoreTrackedOrder; idPrefix?: string }) {
  const headingId = `${idPrefix}-${order.orderId}`;
  const reference = referenceOf(order);
  const { track } = words();
  return (
    <article
      aria-labelledby={headingId}
      className={styles.order}
      data-testid="tracked-order"
      data-order-id={order.orderId}
    >
      <div className={styles.head}>
        <h3 id={headingId} className={styles.title}>
          {fill(track.order, { number: reference })}
        </h3>
        <span className={styles.placed}>{formatDateTime(order.createdAt)}</span>
      </div>
      <OrderTimeline order={order} />
      <dl className={styles.facts}>
        <dt>{track.payment}</dt>
        <dd data-testid="order-payment" style={{ color: PAYMENT_COLOURS[order.payment], fontWeight: 600 }}>
          {track.payments[order.payment]}
        </dd>
        {order.refund && (
          <>
            <dt>{track.refund}</dt>
            <dd data-testid="order-refund">{refundText(order.refund)}</dd>
          </>
        )}
        <dt>{track.status}</dt>
        <dd data-testid="order-status">{words().orderStatuses[order.status]}</dd>
        {order.shipment && (
          <>
            <dt>{track.parcel}</dt>
            {/* The carrier's link is the timeline's Shipped step. */}
            <dd data-testid="order-shipment">
              {fill(track.shipment, {
                carrier: order.shipment.carrier,
                number: order.shipment.trackingNumber,
              })}
            </dd>
          </>
        )}
      </dl>
      <OrderLines lines={order.lines} label={fill(track.itemsOf, { number: reference })} />
      <OrderMoney
        totals={order.totals}
        couponCode={order.couponCode}
        paid={order.payment !== 'Pending' && order.payment !== 'Failed'}
      />
      <p className={styles.summary}>
        {PAYMENT_METHOD_LABELS[order.paymentMethod]} ·{' '}
        {order.totalItems === 1 ? track.oneItem : fill(track.manyItems, { count: order.totalItems })}
      </p>
      {order.payment === 'Refund due' && <p className={styles.refundDue}>{words().thankYouPage.refundDue}</p>}
      {isInvoiceable(order) && <InvoiceButton order={order} />}
    </article>
  );
}

/** Download invoice (PDF): the order's VAT invoice, with a credit note for any refund. */
function InvoiceButton({ order }: { order: StoreTrackedOrder }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const { track } = words();
  async function download() {
    setState({ busy: true, error: null });
    try {
      await downloadInvoice(order.orderId);
      setState({ busy: false, error: null });
    } catch (failure) {
      const reason = documentFailureText(failure, track.pleaseTryAgain);
      setState({ busy: false, error: fill(track.invoiceFailed, { reason }) });
    }
  }
  return (
    <p>
      <button
        type="button"
        className={`${button.button} ${button.sm} ${button.outline}`}
        onClick={() => void download()}
        disabled={state.busy}
      >
        {state.busy ? track.preparingInvoice : track.downloadInvoice}
        <span className={styles.srOnly}>{fill(track.invoiceOf, { number: referenceOf(order) })}</span>
      </button>
      {state.error && <span role="alert">{state.error}</span>}
    </p>
  );
}

const EMPTY_LOOKUP = { orderId: '', email: '' };

/**
 * "Find an order": a guest on another device, or after clearing the browser, finds an order by its
 * number and the e-mail address it was placed with. The server answers nothing unless both match.
 */
function FindOrder({
  found,
  setFound,
}: {
  found: StoreTrackedOrder | null;
  setFound: (order: StoreTrackedOrder | null) => void;
}) {
  const { track } = words();
  const form = useCheckedForm(formSchema('storeFindOrderBodySchema'), EMPTY_LOOKUP, async (values) => {
    setFound(null);
    const order = await findOrder(values);
    setFound(order);
    return fill(track.shownBelow, { number: referenceOf(order) });
  });
  const { field } = form;
  return (
    <section aria-labelledby="find-order-heading" className={page.findOrder}>
      <h2 id="find-order-heading" className={page.findOrderTitle}>
        {track.findTitle}
      </h2>
      <p className={page.findOrderLead}>{track.findLead}</p>
      <CheckedForm
        label={track.findTitle}
        form={form}
        sentTitle={track.found}
        failedTitle={track.noneFound}
        submitLabel={track.findButton}
      >
        <div className={page.fieldGrid}>
          <FormField label={track.orderNumber} autoComplete="off" required {...field('orderId')} />
          <FormField
            label={track.emailShort}
            type="email"
            autoComplete="email"
            required
            {...field('email')}
          />
        </div>
      </CheckedForm>
      {found && (
        <div className={page.found}>
          <TrackedOrder order={found} idPrefix="found-order" />
        </div>
      )}
    </section>
  );
}

/**
 * /track (docs/decisions.md rules 55 and 74): the visitor's own orders lead once there are any, newest
 * first, each with its timeline and expected days, items, money, payment with any refund's amount,
 * status and parcel (rule 18): those paid or refunded and those awaiting payment for less than a day
 * (the server leaves failed and abandoned attempts out). "Find an order" follows them; for a
 * first-time visitor, who has none, it leads.
 */
export function TrackPage() {
  const { track, cart } = words();
  useDocumentTitle(track.title);
  const { state, reload } = useTrackedOrders();
  // An order found by the lookup is an order: the list then never says there are none.
  const [found, setFound] = useState<StoreTrackedOrder | null>(null);
  const ordersFirst = state.status === 'ready' && state.orders.length > 0;
  const findOrder = <FindOrder found={found} setFound={setFound} />;
  const orders = (
    <section aria-labelledby="your-orders-heading" className={ordersFirst ? page.ordersFirst : page.orders}>
      <h2 id="your-orders-heading" className={page.findOrderTitle}>
        {track.yourOrders}
      </h2>
      {/* As high as the spinner, so what replaces it moves nothing below (layout shift). */}
      <div className={page.ordersBody}>
        {state.status === 'loading' && <LoadingState label={track.loadingOrders} />}
        {state.status === 'error' && (
          <ErrorState title={track.ordersFailed} message={orderReadFailure(state.error)}>
            <button
              type="button"
              className={`${button.button} ${button.sm} ${button.outline} ${page.retry}`}
              onClick={reload}
            >
              {cart.tryAgain}
            </button>
          </ErrorState>
        )}
        {state.status === 'ready' && state.orders.length > 0 && (
          <div className={page.list}>
            {state.orders.map((order) => (
              <TrackedOrder key={order.orderId} order={order} />
            ))}
          </div>
        )}
        {state.status === 'ready' && state.orders.length === 0 && !found && (
          <p className={page.noOrders}>
            {track.listedHere}{' '}
            <Link to={paths.products.href({ p: 'bags', t: 'all' })} className={page.continue}>
              {cart.continueShopping}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
  return (
    <div className={`${shop.container} ${shop.narrow} ${page.page}`}>
      <h1 className={`${shop.pageTitle} ${page.title}`}>{track.title}</h1>
      {ordersFirst ? (
        <>
          {orders}
          <div className={page.orders}>{findOrder}</div>
        </>
      ) : (
        <>
          {findOrder}
          {orders}
        </>
      )}
    </div>
  );
}
