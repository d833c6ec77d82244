import { shopConfig } from '@shop/domain';
import { loadPieceAnswers, pieceAnswer, pieceRefusal } from '@/app/i18n/piece-answers';
import { showSnackbar } from '@/components/ui/snackbar';
import { addProductToWishlist } from './add-to-wishlist';
import { removeFromWishlist } from './remove-from-wishlist';
import { setSavedLocally } from './saved-products';

const { wishlist: durationMs } = shopConfig.snackbarMs;

/**
 * A heart's click: saves the product, or, when it is saved already, removes it with an UNDO in the
 * snackbar that saves it again. The snackbar says what the server did ('Saved to your wishlist',
 * 'Already in your wishlist', 'Removed from your wishlist') in the page's language, and a refusal in
 * the server's words on an English page, by its code on another (docs/decisions.md rule 79). Never
 * throws: the snackbar is the outcome.
 */
export async function toggleWishlist(productId: string, isSaved: boolean): Promise<void> {
  // The answer's words come beside the request, not after it.
  const answers = loadPieceAnswers();
  try {
    if (!isSaved) {
      const { added } = await addProductToWishlist(productId);
      setSavedLocally(productId, true);
      const text = await answers;
      showSnackbar({
        message: pieceAnswer(text, added ? 'savedToWishlist' : 'alreadyInWishlist'),
        durationMs,
        status: added ? 'success' : 'info',
      });
      return;
    }
    await removeFromWishlist(productId);
    setSavedLocally(productId, false);
    const text = await answers;
    showSnackbar({
      message: pieceAnswer(text, 'removedFromWishlist'),
      durationMs,
      status: 'success',
      action: { label: pieceAnswer(text, 'undo'), run: () => void toggleWishlist(productId, false) },
    });
  } catch (error) {
    showSnackbar({ message: pieceRefusal(error, await answers), durationMs, status: 'error' });
  }
}
