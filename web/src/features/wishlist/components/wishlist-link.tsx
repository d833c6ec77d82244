import { fill, words } from '@/app/i18n/page-language';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { HeartIcon } from '@/components/ui/icons';
import styles from '@/components/ui/icon-button.module.css';
import header from './wishlist-link.module.css';
import { useWishlistSync } from '../api/saved-products';

/**
 * The header's heart: /wishlist for every visitor, anonymous ones included, with how many products
 * are saved. It also keeps the saved-products store fresh for the hearts on cards and product pages.
 */
export function WishlistLink() {
  const count = useWishlistSync();
  const { header: text } = words();
  const label = fill(count === 1 ? text.wishlistOne : text.wishlistOther, { count });
  return (
    // Phones of 320 px have no room beside menu, logo, search, account and cart: the menu links it there.
    <Link
      className={`${styles.iconButton} ${header.fromSmallPhones}`}
      to={paths.wishlist.href()}
      aria-label={label}
      title={label}
    >
      <HeartIcon />
      {count > 0 && (
        <span aria-hidden="true" className={styles.badge} data-testid="wishlist-count">
          {count}
        </span>
      )}
    </Link>
  );
}
