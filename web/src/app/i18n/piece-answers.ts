/**
 * What the cart and wishlist buttons of a card, a quick view and the product page answer, in the
 * page's language (docs/decisions.md rule 79). Their words are a late group's (notices): asked for as
 * the click's request goes out, so no page's first load carries them.
 */
import { ITEM_ALREADY_IN_WISHLIST, MESSAGES } from '@shop/domain';
import { failureText } from './form-words';
import { loadLateWordGroup } from './late-words';
import { words } from './page-language';

export type PieceAnswers = ReturnType<typeof words>['pieceAnswers'];

/**
 * The answers' words as the dictionary has them in English, for the rare click whose request went
 * through while its words could not load: the outcome is then said in English, never not at all.
 */
const ENGLISH_FALLBACK = {
  addedToCart: MESSAGES.itemAddedToCart,
  alreadyInCart: MESSAGES.itemAlreadyInCart,
  savedToWishlist: MESSAGES.itemAddedToWishlist,
  alreadyInWishlist: ITEM_ALREADY_IN_WISHLIST,
  removedFromWishlist: 'Removed from your wishlist',
  undo: 'Undo',
} as const satisfies Partial<PieceAnswers>;

/** Starts loading the answers' words; settles with them, or with null when they could not load. */
export function loadPieceAnswers(): Promise<PieceAnswers | null> {
  return loadLateWordGroup('notices').then(
    () => words().pieceAnswers,
    () => null,
  );
}

/** An outcome's sentence: the page's words, else the English one. */
export const pieceAnswer = (text: PieceAnswers | null, outcome: keyof typeof ENGLISH_FALLBACK): string =>
  text?.[outcome] ?? ENGLISH_FALLBACK[outcome];

/**
 * Why a button's call failed: on an English page the API's own sentence, on another the page's words
 * for its code (sold out in this quantity, a full cart, a piece gone, too many tries, no connection).
 */
export function pieceRefusal(error: unknown, text: PieceAnswers | null): string {
  if (!text) return failureText(error, {}, 'Something went wrong. Please try again.');
  return failureText(
    error,
    {
      'out-of-stock': text.outOfStock,
      'cart-full': text.cartFull,
      'not-found': text.gone,
      'too-many-requests': text.tooMany,
      network: text.network,
    },
    text.failed,
  );
}
