/**
 * What a listing card's buttons call, in one module the card loads on the first click: a listing
 * shows many cards and is on a tight JavaScript budget, and most visitors only look.
 */
export { addToCartAnnounced } from './announced-actions';
export { toggleWishlist } from '@/features/wishlist/api/toggle-wishlist';
