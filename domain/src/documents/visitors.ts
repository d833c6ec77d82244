import type { Cents } from '../money';
import type { Instant } from './collections';
import type { CustomerDetails, LineFields } from './orders';

// A visitor's things: carts with their lines, discounts, wishlists, customers and address books.

/** carts/{uid}: the cart counter. */
export interface CartCounter {
  /** Sum of the line quantities, at most CART_MAX_ITEMS. */
  items: number;
  /**
   * Each line's quantity by product id: the cart's transactions read the lines they change by id
   * instead of querying them, so two shoppers' carts never lock each other (docs/decisions.md rule 38).
   * Absent on a counter written before it existed; the next change rewrites it.
   */
  quantities?: Record<string, number>;
  updatedAt: Instant;
  /** A visitor's cart only: when the TTL policy may delete it (docs/decisions.md rule 32). */
  expiresAt?: Instant;
}

/** carts/{uid}/lines/{productId}: one product in the cart. */
export interface CartLine extends LineFields {
  /** The server's display price when added. */
  unitPrice: Cents;
  addedAt: Instant;
  /** A visitor's cart only: the same expiry as its counter's (docs/decisions.md rule 32). */
  expiresAt?: Instant;
}

/** discounts/{uid}: the coupon applied to the cart. The amount is always recomputed. */
export interface DiscountRecord {
  couponId: string;
  code: string;
  appliedAt: Instant;
  /** A visitor's cart only: the same expiry as its counter's (docs/decisions.md rule 32). */
  expiresAt?: Instant;
}

/** wishlists/{uid}/items/{productId}. */
export interface WishlistItem {
  productId: string;
  addedAt: Instant;
  /** A card snapshot, so the wishlist renders without reading every product. */
  product: {
    title: string;
    brand: string;
    displayImage: string;
    /** Display price. */
    price: Cents;
    category: string;
  };
}

/** customers/{uid}: an account's profile. */
export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Instant;
}

/** An address of the address book: where an order may go (CustomerDetails without e-mail and company). */
export type SavedAddress = Pick<
  CustomerDetails,
  'firstName' | 'lastName' | 'country' | 'address' | 'city' | 'state' | 'postcode' | 'phone'
>;

/** addressBooks/{uid}: an account's saved addresses (at most MAX_SAVED_ADDRESSES), offered at checkout. */
export interface AddressBook {
  addresses: SavedAddress[];
  updatedAt: Instant;
}
