import { Link } from '@/components/ui/link';
import { words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import styles from './empty-cart.module.css';

/** The empty cart: an image of an empty bag and a way back to the shop. */
export function EmptyCart({ continueTo }: { continueTo: string }) {
  const { cart: text } = words();
  return (
    <div className={styles.empty} data-testid="empty-cart">
      <svg
        role="img"
        aria-label={text.emptyImage}
        width="160"
        height="160"
        viewBox="0 0 160 160"
        className={styles.image}
      >
        <rect width="160" height="160" rx="80" fill="#f5efe3" />
        <path
          d="M46 62h68l-6 62a6 6 0 0 1-6 5H58a6 6 0 0 1-6-5z"
          fill="#ffffff"
          stroke="#7a5c14"
          strokeWidth="3"
        />
        <path
          d="M64 62V52a16 16 0 0 1 32 0v10"
          fill="none"
          stroke="#7a5c14"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <p className={styles.message}>{text.emptyMessage}</p>
      <Link className={styles.link} to={continueTo}>
        {text.continueShopping}
      </Link>
    </div>
  );
}

/** Where CONTINUE SHOPPING goes: all bags. */
export const continueShoppingHref = paths.products.href({ p: 'bags', t: 'all' });
