import { shopConfig } from '@shop/domain';
import { showSnackbar } from '@/components/ui/snackbar';
import { addProductToWishlist } from './add-to-wishlist';
import { removeFromWishlist } from './remove-from-wishlist';
import { setSavedLocally } from './saved-products';

const { wishlist: durationMs } = shopConfig.snackbarMs;

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/**
 * A heart's click: saves the product, or, when it is saved already, removes it with an UNDO in the
 * snackbar that saves it again. The snackbar says what the server did ('Saved to your wishlist',
 * 'Already in your wishlist', 'Removed from your wishlist'). Never throws: the snackbar is the outcome.
 */
export async function toggleWishlist(productId: string, isSaved: boolean): Promise<void> {
  try {
    if (!isSaved) {
      const { added, message } = await addProductToWishlist(productId);
      setSavedLocally(productId, true);
      showSnackbar({ message, durationMs, status: added ? 'success' : 'info' });
      return;
    }
    await removeFromWishlist(productId);
    setSavedLocally(productId, false);
    showSnackbar({
      message: 'Removed from your wishlist',
      durationMs,
      status: 'success',
      action: { label: 'Undo', run: () => void toggleWishlist(productId, false) },
    });
  } catch (error) {
    showSnackbar({ message: messageOf(error), durationMs, status: 'error' });
  }
}
