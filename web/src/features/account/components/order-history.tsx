import { Link } from '@/components/ui/link';
import { formatEuro, orderReference, type Order, type WithId } from '@shop/domain';
import { fill, formatDateTime, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { OrderDocuments } from './order-documents';
import styles from './order-history.module.css';

/**
 * The account's orders, newest first: when, what, how much, payment and status (the words /track
 * uses), each with a link to /track for the details. Plain HTML and static CSS; each order a card
 * that folds to one column on a phone.
 */
export function OrderHistory({ orders }: { orders: readonly WithId<Order>[] }) {
  const { account, track, cart, orderStatuses } = words();
  if (orders.length === 0) {
    return (
      <div>
        <p>{account.noOrdersYet}</p>
        <Link className={styles.link} to={paths.products.href({ p: 'bags', t: 'all' })}>
          {cart.continueShopping}
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles.list} aria-label={account.newestFirst}>
      {orders.map((order) => (
        <li key={order.id} className={styles.order} data-order-id={order.id}>
          <div className={styles.head}>
            <span className={styles.number}>{fill(track.order, { number: orderReference(order) })}</span>
            <span className={styles.placed}>{formatDateTime(order.createdAt.toMillis())}</span>
          </div>
          <p className={styles.items}>{order.lines.map((line) => line.title).join(', ')}</p>
          <dl className={styles.facts}>
            <dt>{account.total}</dt>
            <dd className={styles.total}>
              {formatEuro(order.totals.payable)} ·{' '}
              {order.totalItems === 1 ? track.oneItem : fill(track.manyItems, { count: order.totalItems })}
            </dd>
            <dt>{track.payment}</dt>
            <dd>{track.payments[order.payment]}</dd>
            <dt>{track.status}</dt>
            <dd>{orderStatuses[order.status]}</dd>
          </dl>
          <OrderDocuments order={order} />
          <Link className={styles.link} to={paths.track.href()}>
            {account.trackThis}
            <span className={styles.srOnly}> ({orderReference(order)})</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
