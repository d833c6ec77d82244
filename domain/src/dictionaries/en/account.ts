/**
 * The English words of three parts of the order pages (the orders group: web/src/app/i18n/word-groups.ts):
 * the wishlist alerts' box, why an invoice or credit note could not be downloaded and the account's
 * parts and forms (en.ts puts the parts together).
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
  /** /account's parts and forms: details, addresses, privacy, the unconfirmed address notice. */
  accountForms: {
    loading: 'Loading your account…',
    loadFailed: 'Your account could not be loaded',
    overviewFailed: 'Your details and orders could not be loaded. Check your connection and try again.',
    name: 'Name',
    nav: 'Your account',
    orders: 'Orders',
    details: 'Details',
    addresses: 'Addresses',
    privacy: 'Privacy',
    changeDetails: 'Change your details',
    addressBook: 'Address book',
    yourData: 'Your data',
    signInToSee: 'Sign in to see your details and your orders.',
    register: 'Register',
    trackVisit: 'Track the orders of this visit',
    unconfirmed:
      'Your e-mail address is not confirmed yet. Open the link in the e-mail we sent to {email} to confirm it.',
    resend: 'Resend the e-mail',
    resent: 'We have sent the e-mail to {email} again.',
    resendFailed: 'The e-mail could not be sent: {reason}',
    tryLater: 'please try again in a few minutes.',
    sending: 'Sending…',
    changeName: 'Change your name',
    nameChanged: 'Name changed',
    nameNotChanged: 'Your name was not changed',
    saveName: 'Save name',
    nameIsNow: 'Your name is now {name}.',
    greetingKept: 'The name we greet you with after signing in stays as it was for now.',
    changeEmail: 'Change your e-mail address',
    checkInbox: 'Check your inbox',
    emailNotChanged: 'Your e-mail address was not changed',
    sendLink: 'Send link',
    newEmail: 'New e-mail',
    currentPassword: 'Current password',
    linkSent: 'We have sent a link to {email}. Your e-mail address changes once you follow it.',
    changePassword: 'Change your password',
    passwordChanged: 'Password changed',
    passwordNotChanged: 'Your password was not changed',
    savePassword: 'Save password',
    newPassword: 'New password',
    passwordIsChanged: 'Your password has been changed.',
    wrongPassword: 'Your current password is not right. Please try again.',
    emailTaken: 'Another account already uses this e-mail address.',
    signInAgain: 'For your security, sign out, sign in again and then make this change.',
    addAddress: 'Add an address',
    addressSaved: 'Address saved',
    addressNotSaved: 'The address was not saved',
    saveAddress: 'Save address',
    addressIn: '{address} is in your address book.',
    loadingAddresses: 'Loading your addresses…',
    addressesFailed: 'Your saved addresses could not be loaded.',
    addressRemoved: 'Address removed',
    addressNotRemoved: 'The address could not be removed.',
    noAddresses: 'You have no saved addresses yet. Saved addresses are offered at checkout.',
    savedAddresses: 'Saved addresses',
    removeAddress: 'Remove {address}',
    addressBookFull: 'Your address book is full ({max} addresses). Remove one to add another.',
    downloadTitle: 'Download your data',
    downloadText:
      'Everything we keep about your account (details, addresses, orders, returns, wishlist and newsletter) as one file.',
    preparing: 'Preparing…',
    download: 'Download my data',
    downloaded: 'Your data has been saved as my-data.json.',
    downloadFailed: 'Your data could not be downloaded',
    deleteTitle: 'Delete your account',
    deleteText:
      'This erases your details, addresses, cart, wishlist and newsletter subscription for good. The amounts of your paid orders stay in our books, as Dutch tax law requires, without your name, address or e-mail address.',
    deleted: 'Account deleted',
    notDeleted: 'Your account was not deleted',
    deleteAccount: 'Delete my account',
    /** What the shopper types to confirm: a word of their language, in capitals. */
    confirmWord: 'DELETE',
    typeToConfirm: 'Type {word} to confirm',
    typeToConfirmError: 'Type {word} to confirm that your account should be deleted',
    isDeleted: 'Your account has been deleted.',
    ordersKept: 'The amounts of your orders stay in our books for seven years, without your name or address.',
    invoicesKept: 'Your invoices and credit notes are kept as issued, as Dutch tax law requires.',
    confirmationSent: 'We have sent you a confirmation.',
  },
};
