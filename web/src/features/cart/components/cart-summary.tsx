import { shopConfig, vatNote, type CountryCode, type CartTotals } from '@shop/domain';
import { pageCountryName, pageMoneyWriting } from '@/app/i18n/country-names';
import { fill, formatPrice, words } from '@/app/i18n/page-language';
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
 * rules 9-11), in the page's language and format (docs/decisions.md rule 79).
 */
export function CartSummary({ totals, country }: { totals: CartTotals; country: CountryCode }) {
  const { cart: text } = words();
  return (
    <div>
      <dl>
        <Row label={text.subtotal} value={formatPrice(totals.goods)} testId="cart-goods" />
        {totals.discount > 0 && (
          <Row label={text.discount} value={`− ${formatPrice(totals.discount)}`} testId="cart-discount" />
        )}
        <Row
          label={text.shippingEstimate}
          value={totals.shipping === 0 ? text.free : formatPrice(totals.shipping)}
          testId="cart-shipping"
        />
        <Row label={text.total} value={formatPrice(totals.payable)} strong testId="cart-payable" />
      </dl>
      <p className={styles.note} data-testid="cart-vat">
        {vatNote(totals, pageMoneyWriting())}
      </p>
      <p className={styles.note}>
        {fill(text.shippingNote, {
          country: pageCountryName(country),
          freeFrom: formatPrice(shopConfig.shipping.freeFromGoods),
          flatRate: formatPrice(shopConfig.shipping.flatRate),
        })}
      </p>
    </div>
  );
}
