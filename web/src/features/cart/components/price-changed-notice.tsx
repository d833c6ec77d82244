import type { StoreCartLine } from '@shop/domain';
import { fill, formatPrice, words } from '@/app/i18n/page-language';
import styles from './price-changed-notice.module.css';

/**
 * "Price changed from € 910,00 to € 1.410,00" under a cart or checkout line whose price is not the
 * one it was added at: the cart charges today's price, and says so, in the page's language. Nothing
 * when it is unchanged.
 */
export function PriceChangedNotice({ line }: { line: Pick<StoreCartLine, 'previousPrice' | 'unitPrice'> }) {
  if (line.previousPrice === null) return null;
  return (
    <p className={styles.notice} data-testid="price-changed">
      {fill(words().cart.priceChanged, {
        previous: formatPrice(line.previousPrice),
        price: formatPrice(line.unitPrice),
      })}
    </p>
  );
}
