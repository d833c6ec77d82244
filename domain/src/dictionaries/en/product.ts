/**
 * The English words of the product page's (and a listing's quick view) (en.ts puts the parts
 * together).
 */
export const enProduct = {
  /** The product page and its quick view (a word group of its own: web/src/app/i18n/word-groups.ts). */
  product: {
    breadcrumb: 'Breadcrumb',
    removing: 'Removing…',
    buyNowHint: 'Choose a size to buy it now with Apple Pay, Google Pay or Link.',
    unitsLeft: 'Only {count} left',
    soldOutMark: 'sold out',
    soldOutNote: 'This item is sold out. Our stock changes often: please check again soon.',
    chooseSize: 'Please choose a size.',
    editorsNote: "Editor's note",
    noDescription: 'No description yet.',
    deliveryAndReturns: 'Delivery & returns',
    readReturnPolicy: 'Read our return policy',
    reference: 'Reference',
    designer: 'Designer',
    category: 'Category',
    gender: 'Gender',
    colour: 'Colour',
    madeIn: 'Made in',
    noImage: 'No image available',
    previousImage: 'Previous image',
    nextImage: 'Next image',
    chooseImage: 'Choose an image',
    imageOf: 'Image {number} of {count}',
    imagePosition: 'image {number} of {count}',
    imagesOf: 'Images of {title}',
    openFullScreen: 'Open {image} full screen',
    showImage: 'Show {image}',
    carousel: 'carousel',
    slide: 'slide',
    product: 'Product',
    loading: 'Loading the product…',
    notFound: 'Product not found',
    notFoundText: 'This product does not exist or is no longer in our collection.',
    unavailable: 'This product is not available right now',
    loadFailed: 'The product could not be loaded. Please try again in a moment.',
    continueShopping: 'Continue shopping',
    youMayAlsoLike: 'You may also like',
    closeQuickView: 'Close quick view',
    loadingDetails: 'Loading the details…',
    detailsUnavailable: 'The details are not available',
    noLongerInCollection: 'This product is no longer in our collection.',
    viewItem: 'View item',
  },
  /** "Notify me" on a sold-out product or size (the product page's words). */
  notifyMe: {
    open: 'Notify me when it is back',
    openSize: 'Notify me when a size is back',
    loading: 'Loading…',
    heading: 'Notify me when it is back',
    size: 'Size',
    chooseSize: 'Choose a size',
    email: 'E-mail address',
    consentItem:
      'We e-mail you once when it is back in stock, then forget the request (at the latest after {days} days).',
    consentSize:
      'We e-mail you once when this size is back in stock, then forget the request (at the latest after {days} days).',
    consentItemTo:
      'We e-mail {email} once when it is back in stock, then forget the request (at the latest after {days} days).',
    consentSizeTo:
      'We e-mail {email} once when this size is back in stock, then forget the request (at the latest after {days} days).',
    confirmFirst: 'A new address is asked to confirm first.',
    send: 'Notify me',
    sending: 'Sending…',
    sizeNeeded: 'Please choose the size you want to hear about.',
    waiting: 'Thank you. We will e-mail you once when it is back in stock.',
    confirmAddress:
      'Thank you. Please confirm your address with the link we have sent to it: until then we send nothing else.',
    alreadyAsked: 'You have already asked: we will e-mail you once when it is back in stock.',
    available: 'This item is available now.',
    unknownSize: 'This product does not come in that size.',
    unknownProduct: 'This product is not in the shop.',
    tooMany:
      'You cannot ask for more for this address right now: we keep at most {max} open requests for one address, each for at most {days} days. Please try again later.',
    network: 'The shop could not be reached. Check your connection and try again.',
    failed: 'Your request was not sent. Please try again.',
  },
  /** The product pictures full screen (the product page's words). */
  zoom: {
    dialog: '{title}: pictures full screen',
    close: 'Close',
    imageAlt: '{title}, image {number} of {count}',
    hint: 'Pinch, double-tap or press + and − to zoom',
  },
};
