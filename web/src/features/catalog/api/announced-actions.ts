import { MESSAGES, shopConfig } from '@shop/domain';
import { showSnackbar } from '@/components/ui/snackbar';
import { addProductToCart } from '@/features/cart/api/add-to-cart';
import { addProductToWishlist } from '@/features/wishlist/api/add-to-wishlist';

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/**
 * ADD TO CART with its outcome as a snackbar: the spec's texts and durations (storefront.md section
 * 8), and any refusal (sold out, a full cart, no connection) in the server's words (decisions rule
 * 21). Never throws: the snackbar is the outcome.
 */
export async function addToCartAnnounced(productId: string, size?: string): Promise<void> {
  try {
    const outcome = await addProductToCart(productId, size);
    showSnackbar(
      outcome === 'added'
        ? { message: MESSAGES.itemAddedToCart, durationMs: shopConfig.snackbarMs.cart, status: 'success' }
        : { message: MESSAGES.itemAlreadyInCart, durationMs: shopConfig.snackbarMs.cart, status: 'info' },
    );
  } catch (error) {
    showSnackbar({ message: messageOf(error), durationMs: shopConfig.snackbarMs.cart, status: 'error' });
  }
}

/**
 * Adds to the wishlist with the server's outcome as a snackbar, 4 s: 'Item Added to Wishlist', or
 * 'Item already in Wishlist' when it was saved before.
 */
export async function addToWishlistAnnounced(productId: string): Promise<void> {
  try {
    const { added, message } = await addProductToWishlist(productId);
    showSnackbar({ message, durationMs: shopConfig.snackbarMs.wishlist, status: added ? 'success' : 'info' });
  } catch (error) {
    showSnackbar({ message: messageOf(error), durationMs: shopConfig.snackbarMs.wishlist, status: 'error' });
  }
}
