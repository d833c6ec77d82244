import { priceChangedMessage, type StoreCartLine } from '@shop/domain';
import styles from './price-changed-notice.module.css';

/**
 * "Price changed from € 910,00 to € 1.410,00" under a cart or checkout line whose price is not the
 * one it was added at: the cart charges today's price, and says so. Nothing when it is unchanged.
 */
export function PriceChangedNotice({ line }: { line: Pick<StoreCartLine, 'previousPrice' | 'unitPrice'> }) {
  if (line.previousPrice === null) return null;
  return (
    <p className={styles.notice} data-testid="price-changed">
      {priceChangedMessage(line.previousPrice, line.unitPrice)}
    </p>
  );
}
