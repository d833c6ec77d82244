/**
 * The user-facing texts the specs list, in one place so the SPA and the API say the same thing.
 * The storefront's are in the shop's one voice, sentence case, speaking to the shopper
 * (docs/decisions.md rule 53 lists each spec text and its replacement); the admin's keep the spec's
 * wording with the typos docs/decisions.md rule 20 fixes. How long each stays up is in
 * shopConfig.snackbarMs.
 */
export const MESSAGES = {
  itemAddedToCart: 'Added to your cart',
  itemAlreadyInCart: 'Already in your cart',
  itemAddedToWishlist: 'Saved to your wishlist',
  discountApplied: 'Discount applied',
  noCodeFound: 'This code is not valid or can no longer be used',
  fillAllFields: 'Please fill in the fields marked below.',
  paying: 'Please be patient...',
  idealPaymentFailed: 'Your iDEAL payment did not go through. Please try again.',
  invalidCredentials: 'The e-mail address or the password is not right. Please try again.',
  emptyWishlist: 'Your wishlist is empty.',
  comingSoon: 'Will be opening soon! Thank you for your patience!',

  adminProductUpdated: 'Item successfully updated in the main store',
  adminProductAdded: 'Item successfully added to the main store',
  adminAddedToFeatured: 'Product added to Featured products',
  adminAddedToWeek: 'Product added to Products of the week',
  adminAddedToRecommended: 'Product added to Recommended',
  adminRemovedFromRecommended: 'Product removed from Recommended',
  adminAddedToNewIn: 'Product added to New In',
  adminCustomProductAdded: 'Product added',
  adminImageAlreadyChosen: 'You have already selected this image please choose a different one',
  adminConfirmDeleteOrder: 'Are you sure to delete it ?',
  adminConfirmCompleteOrder: 'Are you sure to mark it as complete ?',
  adminNoFileSelected: 'No file selected yet',
  adminFileUploaded: 'File uploaded',
} as const;
