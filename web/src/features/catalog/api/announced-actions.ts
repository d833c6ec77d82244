import { MESSAGES, shopConfig } from '@shop/domain';
import { showSnackbar } from '@/components/ui/snackbar';
import { addProductToCart } from '@/features/cart/api/add-to-cart';

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/**
 * ADD TO CART with its outcome as a snackbar: the spec's texts and durations (storefront.md section
 * 8), and any refusal (sold out, a full cart, no connection) in the server's words (decisions rule
 * 21). Never throws: the snackbar is the outcome; resolves true when the product is in the cart.
 */
export async function addToCartAnnounced(
  productId: string,
  size?: string,
  /** Runs once the add is confirmed, before the message: a move to another page takes it along. */
  onInCart?: () => void,
): Promise<boolean> {
  try {
    const outcome = await addProductToCart(productId, size);
    onInCart?.();
    showSnackbar(
      outcome === 'added'
        ? { message: MESSAGES.itemAddedToCart, durationMs: shopConfig.snackbarMs.cart, status: 'success' }
        : { message: MESSAGES.itemAlreadyInCart, durationMs: shopConfig.snackbarMs.cart, status: 'info' },
    );
    return true;
  } catch (error) {
    showSnackbar({ message: messageOf(error), durationMs: shopConfig.snackbarMs.cart, status: 'error' });
    return false;
  }
}
