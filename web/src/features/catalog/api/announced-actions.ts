import { shopConfig } from '@shop/domain';
import { loadPieceAnswers, pieceAnswer, pieceRefusal } from '@/app/i18n/piece-answers';
import { showSnackbar } from '@/components/ui/snackbar';
import { addProductToCart } from '@/features/cart/api/add-to-cart';

const { cart: durationMs } = shopConfig.snackbarMs;

/**
 * ADD TO CART with its outcome as a snackbar: the spec's texts and durations (storefront.md section
 * 8) in the page's language, and any refusal (sold out, a full cart, no connection) in the server's
 * words on an English page, by its code on another (decisions rules 21 and 79). Never throws: the
 * snackbar is the outcome; resolves true when the product is in the cart.
 */
export async function addToCartAnnounced(
  productId: string,
  size?: string,
  /** Runs once the add is confirmed, before the message: a move to another page takes it along. */
  onInCart?: () => void,
): Promise<boolean> {
  // The answer's words come beside the request, not after it.
  const answers = loadPieceAnswers();
  try {
    const outcome = await addProductToCart(productId, size);
    onInCart?.();
    const text = await answers;
    showSnackbar(
      outcome === 'added'
        ? { message: pieceAnswer(text, 'addedToCart'), durationMs, status: 'success' }
        : { message: pieceAnswer(text, 'alreadyInCart'), durationMs, status: 'info' },
    );
    return true;
  } catch (error) {
    showSnackbar({ message: pieceRefusal(error, await answers), durationMs, status: 'error' });
    return false;
  }
}
