import { Link } from '@/components/ui/link';
import { pageCountryName, pageMoneyWriting } from '@/app/i18n/country-names';
import { fill, formatPrice, words } from '@/app/i18n/page-language';
import {
  orderMoneyRows,
  vatNote,
  PICTURE_SIZES,
  type CustomerDetails,
  type OrderLine,
  type OrderTotals,
} from '@shop/domain';
import { ProductPicture } from '@/components/ui/product-picture';
import { paths } from '@/config/paths';
import styles from './order-parts.module.css';

/** An order's items with their pictures, sizes, quantities and totals (thank-you page, /track). */
export function OrderLines({ lines, label }: { lines: readonly OrderLine[]; label: string }) {
  return (
    <ul className={styles.lines} aria-label={label} data-testid="order-lines">
      {lines.map((line) => (
        <li key={`${line.productId}-${line.size ?? ''}`} className={styles.line} data-testid="order-line">
          <ProductPicture
            src={line.image}
            alt=""
            sizes={PICTURE_SIZES.thumbnail}
            width={56}
            className={styles.image}
          />
          <div>
            <Link to={paths.product.href(line.productId)} className={styles.name}>
              {line.title}
            </Link>
            <div className={styles.detail}>
              {line.size ? fill(words().checkoutForm.sizeOf, { size: line.size }) : words().sizes.oneSize} ·{' '}
              {line.qty} × {formatPrice(line.unitPrice)}
            </div>
          </div>
          <span className={styles.lineTotal}>
            <span className={styles.srOnly}>{words().thankYouPage.lineTotal} </span>
            {formatPrice(line.lineTotal)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Subtotal, the coupon's discount with its code, shipping, the total paid and the VAT in it, worded
 * once in the domain (orderMoneyRows, vatNote) for these pages and the confirmation mail, in the
 * page's language.
 */
export function OrderMoney({
  totals,
  couponCode,
  paid = true,
}: {
  totals: OrderTotals;
  couponCode: string | null;
  /** Whether the money was taken: the total then reads "Total paid". */
  paid?: boolean;
}) {
  const writing = pageMoneyWriting();
  return (
    <div className={styles.money} data-testid="order-money">
      <dl>
        {orderMoneyRows(totals, couponCode, paid, writing).map((row) => (
          <div key={row.kind} className={row.kind === 'total' ? `${styles.row} ${styles.total}` : styles.row}>
            <dt>{row.label}</dt>
            <dd data-testid={`order-${row.kind}`}>{row.amount}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.vat} data-testid="order-vat">
        {vatNote(totals, writing)}
      </p>
    </div>
  );
}

/** Where the order goes, as the shopper typed it. */
export function DeliveryAddress({ customer }: { customer: CustomerDetails }) {
  const lines = [
    customer.fullName,
    customer.address,
    [customer.postcode, customer.city].filter(Boolean).join(' '),
    customer.state,
    pageCountryName(customer.country),
  ].filter((line) => line !== '');
  return (
    <address className={styles.address} data-testid="delivery-address">
      {lines.map((line) => (
        <span key={line} className={styles.addressLine}>
          {line}
        </span>
      ))}
    </address>
  );
}
