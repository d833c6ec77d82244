/**
 * The English words of two parts of the order pages (the orders group: web/src/app/i18n/word-groups.ts):
 * the wishlist alerts' box and why an invoice or credit note could not be downloaded (en.ts puts the
 * parts together).
 */
export const enAccount = {
  /** Why an invoice or credit note could not be downloaded, by the API's code (/track and the account). */
  orderDocuments: {
    notYours: 'This document is not yours, or it does not exist.',
    notReady: 'This invoice is not ready yet. Please try again later.',
    signIn: 'Please sign in again.',
    network: 'The shop could not be reached. Check your connection and try again.',
  },
  /**
   * The wishlist alerts' box (the wishlist page and the account's privacy part). The API stores its
   * English consent (WISHLIST_ALERT_CONSENT) and says its English messages; an English page shows them.
   */
  wishlistAlerts: {
    consent:
      'E-mail me when a piece in my wishlist goes on sale or is back in stock, at most once a day ({hours} hours).',
    on: 'Wishlist alerts are on: we e-mail you when a saved piece goes on sale or is back in stock, at most once a day.',
    onTo: '{on} (to {email})',
    off: 'Wishlist alerts are off: we send you no e-mail about your wishlist.',
    signInFirst: 'Sign in with an account to get wishlist alerts by e-mail.',
    verifyFirst:
      'Please confirm your e-mail address first (the link we sent when you registered): alerts go only to a confirmed address.',
    network: 'The shop could not be reached. Check your connection and try again.',
    failed: 'Your choice was not saved. Please try again.',
  },
};
