import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CHECKOUT_MESSAGES,
  formatEuro,
  formatShopDateTime,
  isInvoiceable,
  orderReference,
  PAYMENT_METHOD_LABELS,
  type PaymentStatus,
  type StoreTrackedOrder,
  PICTURE_SIZES,
} from '@shop/domain';
import button from '@/components/ui/button.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { CheckedForm } from '@/components/ui/checked-form';
import { FormField } from '@/components/ui/form-field';
import shop from '@/components/ui/shop.module.css';
import { paths } from '@/config/paths';
import { formSchema, useCheckedForm } from '@/features/information/components/use-checked-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import page from './track-page.module.css';
import styles from './tracked-order.module.css';
import { downloadInvoice } from '../api/download-invoice';
import { findOrder } from '../api/find-order';
import { useTrackedOrders } from '../api/get-tracked-orders';
import { ProductPicture } from '@/components/ui/product-picture';

// Text colours with at least 4.5:1 on white.
const PAYMENT_COLOURS: Record<PaymentStatus, string> = {
  Pending: 'var(--chakra-colors-fg-muted)',
  Paid: 'var(--chakra-colors-green-700)',
  Failed: 'var(--chakra-colors-red-700)',
  'Refund due': 'var(--chakra-colors-orange-700)',
  'Partly refunded': 'var(--chakra-colors-blue-700)',
  Refunded: 'var(--chakra-colors-blue-700)',
};

/** How the shopper knows the order: its number, or the id of an order placed before numbers. */
const referenceOf = (order: StoreTrackedOrder) =>
  orderReference({ id: order.orderId, orderNumber: order.orderNumber });

function TrackedOrder({ order, idPrefix = 'order' }: { order: StoreTrackedOrder; idPrefix?: string }) {
  const headingId = `${idPrefix}-${order.orderId}`;
  const reference = referenceOf(order);
  return (
    <article
      aria-labelledby={headingId}
      className={styles.order}
      data-testid="tracked-order"
      data-order-id={order.orderId}
    >
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          Order {reference}
        </h2>
        <span className={styles.placed}>{formatShopDateTime(order.createdAt, 'long')}</span>
      </div>
      <ul className={styles.lines} aria-label={`Items of order ${reference}`}>
        {order.lines.map((line) => (
          <li key={`${line.productId}-${line.size ?? ''}`} className={styles.line}>
            <ProductPicture
              src={line.image}
              alt=""
              sizes={PICTURE_SIZES.thumbnail}
              width={40}
              className={styles.image}
            />
            <div>
              <Link to={paths.product.href(line.productId)} className={styles.name}>
                {line.title}
              </Link>
              <div className={styles.detail}>
                {line.size ?? 'One size'} · {line.qty} × {formatEuro(line.unitPrice)}
              </div>
            </div>
            <span className={styles.lineTotal}>
              <span className={styles.srOnly}>Total: </span>
              {formatEuro(line.lineTotal)}
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.foot}>
        <dl className={styles.facts}>
          <dt>Payment</dt>
          <dd data-testid="order-payment" style={{ color: PAYMENT_COLOURS[order.payment], fontWeight: 600 }}>
            {order.payment}
          </dd>
          <dt>Status</dt>
          <dd data-testid="order-status">{order.status}</dd>
          {order.shipment && (
            <>
              <dt>Parcel</dt>
              <dd data-testid="order-shipment">
                {order.shipment.carrier} {order.shipment.trackingNumber} ·{' '}
                <a href={order.shipment.trackingUrl} target="_blank" rel="noreferrer">
                  Track your parcel<span className={styles.srOnly}> with {order.shipment.carrier}</span>
                </a>
              </dd>
            </>
          )}
        </dl>
        <p className={styles.summary}>
          {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {order.totalItems}{' '}
          {order.totalItems === 1 ? 'item' : 'items'} ·{' '}
          <span className={styles.total}>{formatEuro(order.totals.payable)}</span>
          {order.totals.vatFree ? ' (without VAT)' : ''}
        </p>
      </div>
      {order.payment === 'Refund due' && <p className={styles.refundDue}>{CHECKOUT_MESSAGES.refundDue}</p>}
      {isInvoiceable(order) && <InvoiceButton order={order} />}
    </article>
  );
}

/** Download invoice (PDF): the order's VAT invoice, with a credit note for any refund. */
function InvoiceButton({ order }: { order: StoreTrackedOrder }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  async function download() {
    setState({ busy: true, error: null });
    try {
      await downloadInvoice(order.orderId);
      setState({ busy: false, error: null });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'Please try again.';
      setState({ busy: false, error: `The invoice could not be downloaded: ${message}` });
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
        {state.busy ? 'Preparing the invoice…' : 'Download invoice (PDF)'}
        <span className={styles.srOnly}> of order {referenceOf(order)}</span>
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
  const form = useCheckedForm(formSchema('storeFindOrderBodySchema'), EMPTY_LOOKUP, async (values) => {
    setFound(null);
    const order = await findOrder(values);
    setFound(order);
    return `Order ${referenceOf(order)} is shown below.`;
  });
  const { field } = form;
  return (
    <section aria-labelledby="find-order-heading" className={page.findOrder}>
      <h2 id="find-order-heading" className={page.findOrderTitle}>
        Find an order
      </h2>
      <p className={page.findOrderLead}>
        Ordered on another device or as a guest? Enter the order number from your confirmation e-mail and the
        address you ordered with.
      </p>
      <CheckedForm
        label="Find an order"
        form={form}
        sentTitle="Order found"
        failedTitle="No order found"
        submitLabel="Find order"
      >
        <div className={page.fieldGrid}>
          <FormField label="Order number" autoComplete="off" required {...field('orderId')} />
          <FormField label="E-mail" type="email" autoComplete="email" required {...field('email')} />
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
 * /track: the spec's SHOPPING CART page with the visitor's orders, newest first, each with its
 * items, PAYMENT and STATUS (docs/decisions.md rule 18): those paid or refunded and those awaiting payment
 * for less than a day (the server leaves failed and abandoned attempts out). Below, "Find an order".
 */
export function TrackPage() {
  useDocumentTitle('Track your order');
  const { state, reload } = useTrackedOrders();
  // An order found below is an order: the list above then never says there are none.
  const [found, setFound] = useState<StoreTrackedOrder | null>(null);
  return (
    <div className={`${shop.container} ${shop.narrow} ${page.page}`}>
      <h1 className={`${shop.pageTitle} ${page.title}`}>SHOPPING CART</h1>
      <p className={page.subtitle}>Track your order</p>
      {/* As high as the spinner, so "no orders yet" replacing it moves nothing below (layout shift). */}
      <div className={page.orders}>
        {state.status === 'loading' && <LoadingState label="Loading your orders…" />}
        {state.status === 'error' && (
          <ErrorState title="Your orders could not be loaded" message={state.message}>
            <button
              type="button"
              className={`${button.button} ${button.sm} ${button.outline} ${page.retry}`}
              onClick={reload}
            >
              Try again
            </button>
          </ErrorState>
        )}
        {state.status === 'ready' && state.orders.length === 0 && !found && (
          <div>
            <p className={page.noOrders}>{CHECKOUT_MESSAGES.noOrders}</p>
            <Link to={paths.products.href({ p: 'bags', t: 'all' })} className={page.continue}>
              Continue shopping
            </Link>
          </div>
        )}
        {state.status === 'ready' && state.orders.length > 0 && (
          <div className={page.list}>
            {state.orders.map((order) => (
              <TrackedOrder key={order.orderId} order={order} />
            ))}
          </div>
        )}
      </div>
      <FindOrder found={found} setFound={setFound} />
    </div>
  );
}
