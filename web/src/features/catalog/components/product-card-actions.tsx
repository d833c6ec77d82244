import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { shopConfig } from '@shop/domain';
import { words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { EyeIcon, HeartIcon } from '@/components/ui/icons';
import { showSnackbar } from '@/components/ui/snackbar';
import { useSavedProductIds } from '@/features/wishlist/api/saved-products';
import styles from './product-card.module.css';

/**
 * What a click says when the card's module could not load (the connection dropped): the module's
 * own calls say their outcome, refusals included, and never throw.
 */
const moduleFailed = () => words().page.tryAgain;

/**
 * Why a quick view opens: to look and choose (the eye, or ADD TO CART of a product with sizes), or
 * for FAST CHECKOUT of a product with sizes, which goes on to the checkout once one is chosen and added.
 */
export type QuickViewIntent = 'look' | 'fast-checkout';

/**
 * A listing card's buttons: quick view and the wishlist heart (filled while the product is saved; a
 * second click removes it, with an undo), and ADD TO CART and FAST CHECKOUT (add, then straight on to
 * the checkout once the add is confirmed). Where a pointer hovers they sit over the picture, the cart
 * buttons shown on hover or keyboard focus; on a touch screen nothing covers the picture: a small
 * "Add to cart" and the heart sit under the price, so a tap anywhere on the picture or its text opens
 * the product (docs/decisions.md rule 73). A product with several sizes in stock asks for the size
 * in the quick view first (docs/decisions.md rule 14); a sold-out one cannot be added (rule 15).
 * Each button is described by the product title.
 */
export function ProductCardActions({
  productId,
  describedBy,
  soldOut,
  needsSize,
  onQuickView,
}: {
  productId: string;
  describedBy: string;
  soldOut: boolean;
  needsSize: boolean;
  onQuickView: (productId: string, intent?: QuickViewIntent) => void;
}) {
  const navigate = useNavigate();
  const saved = useSavedProductIds().has(productId);
  const [busy, setBusy] = useState<'cart' | 'checkout' | 'wishlist' | null>(null);

  async function addToCart(then: 'stay' | 'checkout') {
    if (needsSize) {
      // The size is chosen in the quick view, which then goes on to the checkout for FAST CHECKOUT.
      onQuickView(productId, then === 'checkout' ? 'fast-checkout' : 'look');
      return;
    }
    setBusy(then === 'stay' ? 'cart' : 'checkout');
    try {
      const { addToCartAnnounced } = await import('../api/card-actions');
      // Fast checkout goes to the checkout, not the cart (docs/decisions.md rule 53), at once: the
      // snackbar's delay before it made the way there take 2.4-2.6 s. The checkout lists the bag,
      // and the message, shown after the move, goes with it.
      await addToCartAnnounced(productId, undefined, () => {
        if (then === 'checkout') navigate(paths.checkout.href());
      });
    } catch {
      showSnackbar({ message: moduleFailed(), durationMs: shopConfig.snackbarMs.cart, status: 'error' });
    } finally {
      setBusy(null);
    }
  }

  async function toggleSaved() {
    setBusy('wishlist');
    try {
      const { toggleWishlist } = await import('../api/card-actions');
      await toggleWishlist(productId, saved);
    } catch {
      // Only the module's download can fail here: toggleWishlist reports its own outcome.
      showSnackbar({
        message: moduleFailed(),
        durationMs: shopConfig.snackbarMs.wishlist,
        status: 'error',
      });
    } finally {
      setBusy(null);
    }
  }

  const { listing } = words();
  return (
    <div className={styles.actions}>
      <div className={styles.iconButtons}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.quickView}`}
          aria-label={listing.quickView}
          aria-describedby={describedBy}
          aria-haspopup="dialog"
          onClick={() => onQuickView(productId, 'look')}
        >
          <EyeIcon size={20} />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={saved ? listing.savedInWishlist : listing.addToWishlist}
          aria-pressed={saved}
          aria-describedby={describedBy}
          disabled={busy !== null}
          onClick={() => void toggleSaved()}
        >
          <HeartIcon size={20} fill={saved ? 'currentColor' : 'none'} />
        </button>
      </div>
      {!soldOut && (
        <div className={styles.cartBar}>
          <div className={styles.cartButtons}>
            <button
              type="button"
              className={styles.textButton}
              aria-describedby={describedBy}
              disabled={busy !== null}
              onClick={() => void addToCart('stay')}
            >
              {busy === 'cart' ? listing.adding : listing.addToCart}
            </button>
            <button
              type="button"
              className={styles.textButton}
              data-primary=""
              aria-describedby={describedBy}
              disabled={busy !== null}
              onClick={() => void addToCart('checkout')}
            >
              {busy === 'checkout' ? listing.adding : listing.fastCheckout}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
