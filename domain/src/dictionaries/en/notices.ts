/**
 * The English words of the notices shown after a page (the cookie banner, the newsletter's answers)
 * (en.ts puts the parts together).
 */
export const enNotices = {
  /** The cookie banner (a word group of its own, loaded with it: web/src/app/i18n/word-groups.ts). */
  cookieBanner: {
    title: 'Analytics cookies',
    question: 'May we use Google Analytics cookies to see which pages shoppers visit?',
    accepted: 'Your answer: you accepted analytics cookies.',
    rejected: 'Your answer: you rejected analytics cookies.',
    accept: 'Accept analytics',
    reject: 'Reject analytics',
  },
  /** The footer newsletter's answers (with the cookie banner's words, loaded when the shopper subscribes). */
  newsletterAnswers: {
    confirmationSent:
      'Thank you. Please confirm your subscription with the link we have sent to your e-mail address.',
    tooMany: 'Too many attempts. Please wait a moment and try again.',
    network: 'The shop could not be reached. Check your connection and try again.',
    failed: 'You could not be signed up just now. Please try again.',
  },
  /**
   * The line offering the shop in the browser's language (language-suggestion.tsx), said in that
   * language: it loads that language's notices.
   */
  languageSuggestion: {
    label: 'Language',
    suggestion: 'This shop is also in English.',
    suggestionLink: 'Continue in English',
    dismiss: 'No, thank you',
  },
  /** The header's account menu, loaded as it first opens. */
  accountMenu: {
    signedInAs: 'Signed in as {name}',
    account: 'My Account',
    wishlist: 'Wishlist',
    checkout: 'Check Out',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    signOutFailed: 'You could not be signed out. Please try again.',
    signIn: 'Sign In',
    register: 'Register',
    contact: 'Contact',
  },
  /**
   * What a card's and the product page's cart and wishlist buttons answer (snackbars), loaded with the
   * click's request; an English page shows the API's own refusals.
   */
  pieceAnswers: {
    addedToCart: 'Added to your cart',
    alreadyInCart: 'Already in your cart',
    savedToWishlist: 'Saved to your wishlist',
    alreadyInWishlist: 'Already in your wishlist',
    removedFromWishlist: 'Removed from your wishlist',
    undo: 'Undo',
    outOfStock: 'This item is no longer available in this quantity.',
    cartFull: 'Your shopping cart is full.',
    gone: 'This item is no longer available.',
    tooMany: 'Too many attempts. Please wait a moment and try again.',
    network: 'The shop could not be reached. Check your connection and try again.',
    failed: 'Something went wrong. Please try again.',
  },
};
