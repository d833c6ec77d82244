/**
 * The English words of the search page, the designers' index and the pages a shop mail's link opens
 * (the browsing group with the home page's and the designers page's words: web/src/app/i18n/word-groups.ts);
 * the designers list is the header's Designers menu's too (en.ts puts the parts together).
 */
export const enBrowsing = {
  /** /search: the results of the words typed, their corrections and what to do when none fit. */
  searchPage: {
    title: 'Search',
    titleFor: 'Search: {text}',
    description: 'Search our designer bags and accessories by designer, product or category.',
    resultsFor: 'Search results for “{text}”',
    hint: 'Search by designer, product or category, for example “Prada tote” or “wallet”.',
    searching: 'Searching…',
    failed: 'The search could not be done. Please try again.',
    correctedTo: 'Showing results for {words}.',
    correction: '“{term}” instead of “{typed}”',
    someWords: 'No product has every word you typed; these have some of them.',
    truncated: 'These are the first {count} products with these words. Add a word to find fewer.',
    noneFound: 'No products found for “{text}”. Try another word, or browse:',
    firstPage: 'Go to the first page of results',
  },
  /** The designers page's index: each designer with its bags and accessories. */
  designerIndex: {
    unavailable: 'The designers are not available right now',
    none: 'No designers yet. Please come back soon.',
    byLetter: 'Designers by letter',
    bagsOne: '{count} bag',
    bagsOther: '{count} bags',
    accessoriesOne: '{count} accessory',
    accessoriesOther: '{count} accessories',
    kindOf: '{designer}: {kind}',
  },
  /** The designers as the index and the header's Designers menu load them. */
  designerList: {
    all: 'All designers A–Z',
    loading: 'Loading the designers…',
    failed: 'The designers could not be loaded. Please try again in a moment.',
  },
  /**
   * The pages a shop mail's link opens: the newsletter's and Notify me's confirmation and
   * unsubscribe, and the unsubscribe of the wishlist alerts and the checkout's reminder. An English
   * page says what the API says (domain/test/dictionaries.test.ts holds them equal).
   */
  mailLinks: {
    continueShopping: 'Continue shopping',
    confirming: 'Confirming…',
    unsubscribing: 'Unsubscribing…',
    incomplete: 'The link is incomplete or was changed: please open it from the e-mail again.',
    unknownUnsubscribe: 'This unsubscribe link is not valid, or the address was already unsubscribed.',
    tooMany: 'Too many attempts. Please wait a moment and try again.',
    network: 'The shop could not be reached. Check your connection and try again.',
    failed: 'Something went wrong. Please try again.',
    newsletterConfirmTitle: 'Confirm your subscription',
    newsletterConfirmText: 'Confirm that you want to receive the newsletter at this address.',
    newsletterConfirmAction: 'Confirm my subscription',
    newsletterConfirmed: 'Your subscription is confirmed. Welcome to the {shop} newsletter.',
    newsletterLinkExpired:
      'This confirmation link has expired or was already used. Please sign up again at the bottom of any page.',
    newsletterUnsubscribeTitle: 'Unsubscribe from the newsletter',
    newsletterUnsubscribed: 'You are unsubscribed. You will not receive the newsletter any more.',
    notifyMeConfirmTitle: 'Confirm your address',
    notifyMeConfirmText:
      'Confirm that we may e-mail this address once when the item you asked about is back in stock.',
    notifyMeConfirmAction: 'Confirm my address',
    notifyMeConfirmed: 'Your address is confirmed. We will e-mail you once when the item is back in stock.',
    notifyMeLinkExpired:
      'This confirmation link has expired or was already used. Nothing will be sent to you: ask again on the product page if you still want to hear.',
    notifyMeUnsubscribeTitle: 'Stop back-in-stock e-mails',
    unsubscribeTitle: 'Unsubscribe',
    unsubscribedNewsletter: 'You are unsubscribed from the newsletter.',
    unsubscribedNotifyMe: 'You are unsubscribed. We will not e-mail you about items coming back in stock.',
    unsubscribedWishlistAlerts: 'You are unsubscribed. We will not e-mail you about your wishlist.',
    unsubscribedCheckoutReminder: 'You are unsubscribed. We will not remind you of an unpaid order.',
  },
};
