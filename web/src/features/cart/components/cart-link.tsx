import { fill, words } from '@/app/i18n/page-language';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { BagIcon } from '@/components/ui/icons';
import styles from '@/components/ui/icon-button.module.css';
import { useCartCount } from '../api/get-cart-count';

/** The header's cart icon with a badge showing how many items the cart holds. */
export function CartLink() {
  const count = useCartCount();
  const { header } = words();
  const label = fill(count === 1 ? header.cartOne : header.cartOther, { count });
  return (
    <Link className={styles.iconButton} to={paths.cart.href()} aria-label={label} title={label}>
      <BagIcon />
      <span
        aria-hidden="true"
        className={count > 0 ? styles.badge : `${styles.badge} ${styles.badgeEmpty}`}
        data-testid="cart-count"
      >
        {/* At most 10,000 items (docs/decisions.md rule 12): the badge shows the exact count. */}
        {count}
      </span>
    </Link>
  );
}
