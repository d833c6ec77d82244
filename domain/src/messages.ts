/**
 * The user-facing texts the specs list, in one place so the SPA and the API say the same thing.
 * Kept as listed except the typos docs/decisions.md rule 20 fixes ("Please be patient...", "Discount applied",
 * "Featured", "different"). How long each stays up is in shopConfig.snackbarMs.
 */
export const MESSAGES = {
  itemAddedToCart: 'Item Added to Cart',
  itemAlreadyInCart: 'Item already in Cart',
  itemAddedToWishlist: 'Item Added to Wishlist',
  discountApplied: 'Discount applied',
  noCodeFound: 'No Code Found',
  fillAllFields: 'Please fill all the fields',
  paying: 'Please be patient...',
  idealPaymentFailed: 'Ideal payment failed please try again',
  paymentCompleted: 'THANK YOU, YOUR PAYMENT IS SUCCESSFULLY COMPLETED',
  invalidCredentials: 'Invalid Credentials. Please Try Again!',
  emptyWishlist: 'No Items in Wishlist',
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
