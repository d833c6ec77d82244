/**
 * The order NOTE (special instructions) is kept in the browser under the spec's localStorage key
 * `note` and sent with the order at checkout. Storage can be unavailable (private mode, disabled):
 * the note then lives only as long as the page.
 */
export const ORDER_NOTE_KEY = 'note';

/** The longest note the checkout accepts (storePaymentSuccessBodySchema). */
export const ORDER_NOTE_MAX_LENGTH = 1000;

export function readOrderNote(): string {
  try {
    return window.localStorage.getItem(ORDER_NOTE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Saves the note; false when the browser would not store it. */
export function saveOrderNote(note: string): boolean {
  try {
    if (note === '') window.localStorage.removeItem(ORDER_NOTE_KEY);
    else window.localStorage.setItem(ORDER_NOTE_KEY, note);
    return true;
  } catch {
    return false;
  }
}
