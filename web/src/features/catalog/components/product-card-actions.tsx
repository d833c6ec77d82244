import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, shopConfig } from '@shop/domain';
import { paths } from '@/config/paths';
import { EyeIcon, HeartIcon } from '@/components/ui/icons';
import { showSnackbar } from '@/components/ui/snackbar';
import styles from './product-card.module.css';

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/**
 * A listing card's buttons, over its image: quick view and wishlist icons, and ADD TO CART and FAST
 * CHECKOUT (add, then the cart after shopConfig.fastCheckoutDelayMs). Those two show on hover or
 * keyboard focus where there is a pointer that hovers, and always on touch screens. A product with
 * several sizes in stock asks for the size in the quick view first (decisions rule 14); a sold-out
 * one cannot be added (rule 15). Each button is described by the product title.
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
  onQuickView: (productId: string) => void;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'cart' | 'checkout' | 'wishlist' | null>(null);

  async function addToCart(then: 'stay' | 'checkout') {
    if (needsSize) {
      onQuickView(productId);
      return;
    }
    setBusy(then === 'stay' ? 'cart' : 'checkout');
    try {
      const { addProductToCart } = await import('../api/card-actions');
      const outcome = await addProductToCart(productId);
      showSnackbar(
        outcome === 'added'
          ? { message: MESSAGES.itemAddedToCart, durationMs: shopConfig.snackbarMs.cart, status: 'success' }
          : { message: MESSAGES.itemAlreadyInCart, durationMs: shopConfig.snackbarMs.cart, status: 'info' },
      );
      if (then === 'checkout') {
        window.setTimeout(() => navigate(paths.cart.href()), shopConfig.fastCheckoutDelayMs);
      }
    } catch (error) {
      showSnackbar({ message: messageOf(error), durationMs: shopConfig.snackbarMs.cart, status: 'error' });
    } finally {
      setBusy(null);
    }
  }

  async function addToWishlist() {
    setBusy('wishlist');
    try {
      const { addProductToWishlist } = await import('../api/card-actions');
      const { added, message } = await addProductToWishlist(productId);
      showSnackbar({
        message,
        durationMs: shopConfig.snackbarMs.wishlist,
        status: added ? 'success' : 'info',
      });
    } catch (error) {
      showSnackbar({
        message: messageOf(error),
        durationMs: shopConfig.snackbarMs.wishlist,
        status: 'error',
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <div className={styles.iconButtons}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Quick view"
          aria-describedby={describedBy}
          aria-haspopup="dialog"
          onClick={() => onQuickView(productId)}
        >
          <EyeIcon size={20} />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Add to wishlist"
          aria-describedby={describedBy}
          disabled={busy !== null}
          onClick={addToWishlist}
        >
          <HeartIcon size={20} />
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
              {busy === 'cart' ? 'ADDING…' : 'ADD TO CART'}
            </button>
            <button
              type="button"
              className={styles.textButton}
              data-primary=""
              aria-describedby={describedBy}
              disabled={busy !== null}
              onClick={() => void addToCart('checkout')}
            >
              {busy === 'checkout' ? 'ADDING…' : 'FAST CHECKOUT'}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
