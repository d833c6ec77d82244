import {
  countryName,
  formatEuro,
  shopConfig,
  vatNote,
  type CountryCode,
  type CartTotals,
} from '@shop/domain';
import styles from './cart-summary.module.css';

// Each row is a <div> of one <dt> and one <dd>: the only wrapper a <dl> may hold.
function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId: string;
}) {
  return (
    <div className={strong ? `${styles.row} ${styles.total}` : styles.row}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/**
 * The cart's money as the server computed it with the domain's cartTotals: goods, discount, shipping
 * (an estimate for `country`: the destination decides), total and the VAT it contains (decisions
 * rules 9-11).
 */
export function CartSummary({ totals, country }: { totals: CartTotals; country: CountryCode }) {
  const destination = countryName(country) ?? country;
  return (
    <div>
      <dl>
        <Row label="Subtotal" value={formatEuro(totals.goods)} testId="cart-goods" />
        {totals.discount > 0 && (
          <Row label="Discount" value={`− ${formatEuro(totals.discount)}`} testId="cart-discount" />
        )}
        <Row
          label="Shipping (estimate)"
          value={totals.shipping === 0 ? 'Free' : formatEuro(totals.shipping)}
          testId="cart-shipping"
        />
        <Row label="Total" value={formatEuro(totals.payable)} strong testId="cart-payable" />
      </dl>
      <p className={styles.note} data-testid="cart-vat">
        {vatNote(totals)}
      </p>
      <p className={styles.note}>
        Shipping shown for delivery to {destination}. Shipping depends on the destination: free within Europe,
        elsewhere free from {formatEuro(shopConfig.shipping.freeFromGoods)} and otherwise{' '}
        {formatEuro(shopConfig.shipping.flatRate)}. You choose the country at checkout.
      </p>
    </div>
  );
}
