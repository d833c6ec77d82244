import { expectedDeliveryText, orderTimeline, type StoreTrackedOrder } from '@shop/domain';
import { formatDate, words } from '@/app/i18n/page-language';
import styles from './order-timeline.module.css';

/**
 * An order's way to the shopper (docs/decisions.md rule 74): placed, paid, shipped with the carrier's
 * link, delivered, each marked done or to come, and until it is delivered the days the thank-you page
 * promised. An ordered list, so a screen reader hears the steps in order and which are done.
 */
export function OrderTimeline({ order }: { order: StoreTrackedOrder }) {
  const steps = orderTimeline(order);
  if (!steps) return null;
  const expected = expectedDeliveryText(order);
  return (
    <div className={styles.timeline} data-testid="order-timeline">
      <ol className={styles.steps} aria-label={words().track.whereIsOrder}>
        {steps.map((step) => (
          <li
            key={step.name}
            className={step.done ? `${styles.step} ${styles.done}` : styles.step}
            data-step={step.name}
            data-done={step.done}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.label}>
              {step.label}
              <span className={styles.srOnly}>{step.done ? ', done' : ', to come'}</span>
            </span>
            {step.at && <span className={styles.when}>{formatDate(step.at)}</span>}
            {step.name === 'shipped' && order.shipment && (
              <a className={styles.link} href={order.shipment.trackingUrl} target="_blank" rel="noreferrer">
                Track your parcel with {order.shipment.carrier}
                <span className={styles.srOnly}> (opens in a new tab)</span>
              </a>
            )}
          </li>
        ))}
      </ol>
      {expected && (
        <p className={styles.expected} data-testid="order-expected-delivery">
          {expected}
        </p>
      )}
    </div>
  );
}
