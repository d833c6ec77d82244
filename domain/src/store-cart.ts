import { cartTotals, lineTotal, type CartTotals } from './cart';
import {
  checkCoupon,
  describeCouponDiscount,
  type Coupon,
  type CouponCheck,
  type CouponDiscount,
  type CouponRefusal,
} from './coupons';
import type { CountryCode } from './countries';
import type { LineFields, SaleEntry, StoreProduct, Variant } from './documents';
import { MESSAGES } from './messages';
import type { Cents } from './money';

/**
 * The cart, wishlist and coupon as the storefront API answers them (Store* types, used by the
 * server route and the SPA alike), and the rules that turn a product into a cart line: which size,
 * how many in stock, at what price.
 */

// ---------------------------------------------------------------------------------------------
// Size, stock and price of a cart line

/** Every size a product comes in, in the variants' order. */
function sizesOf(variants: readonly Variant[]): string[] {
  return [...new Set(variants.map((variant) => variant.size))];
}

export type CartSizeChoice =
  | { ok: true; size: string | null }
  | { ok: false; reason: 'size-required' | 'unknown-size' | 'sold-out'; message: string };

/**
 * The size a cart line records for a product (docs/decisions.md rule 14): null for a one-size product
 * (every bag is UNI), else the size the shopper chose, or the only size in stock. A product with
 * several sizes in stock needs a choice; a size the product does not come in is refused.
 * `requested` is upper-case or null (storeAddToCartBodySchema).
 */
export function chooseCartSize(
  product: Pick<StoreProduct, 'variants'>,
  requested: string | null,
): CartSizeChoice {
  const sizes = sizesOf(product.variants);
  if (requested !== null && !sizes.includes(requested)) {
    return { ok: false, reason: 'unknown-size', message: `This item does not come in size ${requested}` };
  }
  if (sizes.length <= 1) return { ok: true, size: null };
  if (requested !== null) return { ok: true, size: requested };
  const inStock = sizesOf(product.variants.filter((variant) => variant.quantity > 0));
  if (inStock.length === 0) return { ok: false, reason: 'sold-out', message: 'This item is sold out' };
  if (inStock.length > 1) {
    return { ok: false, reason: 'size-required', message: `Choose a size: ${inStock.join(', ')}` };
  }
  return { ok: true, size: inStock[0] ?? null };
}

/**
 * What one item costs in the cart: the sale price while the product is on the (visible) Sale list,
 * else its display price (docs/decisions.md rules 7 and 8: the price shown is the price charged).
 */
export function cartUnitPrice(
  product: Pick<StoreProduct, 'displayPrice'>,
  sale: Pick<SaleEntry, 'hidden' | 'salePrice'> | null | undefined,
): Cents {
  return sale && !sale.hidden ? sale.salePrice : product.displayPrice;
}

/**
 * A cart line's price as the shop asks it now, against the price it had when it was added: the cart
 * and the checkout charge `unitPrice` (today's, from the product and its sale entry, every time they
 * are read) and say so when it differs. A product no longer in the shop keeps the price it was added
 * at (it cannot be bought anyway: it has no stock).
 */
export function cartLinePrice(
  addedPrice: Cents,
  product: Pick<StoreProduct, 'displayPrice'> | undefined,
  sale: Pick<SaleEntry, 'hidden' | 'salePrice'> | null | undefined,
): { unitPrice: Cents; previousPrice: Cents | null } {
  const unitPrice = product ? cartUnitPrice(product, sale) : addedPrice;
  return { unitPrice, previousPrice: unitPrice === addedPrice ? null : addedPrice };
}

// ---------------------------------------------------------------------------------------------
// The cart as the API answers it

/** A cart line as GET getcartallitems answers it; `id` is the line's id (= productId). */
export interface StoreCartLine extends LineFields {
  id: string;
  /** Today's price of one (cartLinePrice): what the checkout charges. */
  unitPrice: Cents;
  /** The price when the line was added, when today's differs from it; else null. */
  previousPrice: Cents | null;
  lineTotal: Cents;
  /** Units in stock now for this line's product and size: the most the quantity may be. */
  stock: number;
}

/**
 * The coupon on the cart. `applied` is false when it no longer passes (expired, below minimum, ...).
 * `description` and `message` are English; a page in another language says them from `discount`,
 * `reason` and `minimumGoods` (docs/decisions.md rule 79).
 */
export interface StoreCartCoupon {
  code: string;
  /** "€ 15,00 off" / "10 % off". */
  description: string;
  /** What the coupon takes off: a fixed amount (cents) or a percentage of the goods. */
  discount: CouponDiscount;
  applied: boolean;
  /** Why the coupon gives no discount now; null while it applies. */
  reason: CouponRefusal | null;
  /** The goods (cents) the coupon needs when `reason` is `below-minimum`; else null. */
  minimumGoods: Cents | null;
  message: string | null;
}

export interface StoreCart {
  lines: StoreCartLine[];
  /** The cart counter: the sum of the line quantities. */
  items: number;
  coupon: StoreCartCoupon | null;
  /** The country the totals were computed for (shipping and VAT depend on it). */
  country: CountryCode;
  totals: CartTotals;
}

export interface StoreCartInput {
  lines: readonly Omit<StoreCartLine, 'lineTotal'>[];
  coupon: Coupon | null;
  country: CountryCode;
  now: Date;
}

/**
 * The cart with its totals, from the server's lines and coupon; the totals are cartTotals', so the
 * cart page shows what the checkout will charge. Lines come newest first as the caller orders them.
 */
export function buildStoreCart({ lines, coupon, country, now }: StoreCartInput): StoreCart {
  const totals = cartTotals({ lines, coupon, country, now });
  let couponState: StoreCartCoupon | null = null;
  if (coupon) {
    const check = checkCoupon(coupon, { goods: totals.goods, now });
    couponState = {
      code: coupon.code,
      description: describeCouponDiscount(coupon.discount),
      discount: coupon.discount,
      applied: check.ok,
      reason: check.ok ? null : check.reason,
      minimumGoods: check.ok ? null : (check.minimumGoods ?? null),
      message: check.ok ? null : check.message,
    };
  }
  return {
    lines: lines.map((line) => ({ ...line, lineTotal: lineTotal(line) })),
    items: totals.itemCount,
    coupon: couponState,
    country,
    totals,
  };
}

// ---------------------------------------------------------------------------------------------
// Answers of the cart, coupon and wishlist calls

/** POST addproducttocart: 200 `added: true`, 201 `added: false` (already in the cart). */
export interface StoreAddToCartResponse {
  added: boolean;
  message: typeof MESSAGES.itemAddedToCart | typeof MESSAGES.itemAlreadyInCart;
  /** The cart counter after the call. */
  items: number;
}

/** POST getcouponitemscart/{code}: the coupon applied; `discount` is what it takes off now. */
export interface StoreApplyCouponResponse {
  discount: Cents;
  message: typeof MESSAGES.discountApplied;
  cart: StoreCart;
}

/**
 * `details` of a refused coupon (400 coupon-refused). A code that is unknown, expired or used up is
 * one refusal, `unknown` with the spec's "No Code Found", whatever the cart holds: which of them it
 * is is not told, so codes cannot be probed (docs/decisions.md rule 39). Only a code that would work
 * says more: that the cart is empty, or the minimum the cart is short of (the shopper can act on it).
 */
export interface StoreCouponRefusalDetails {
  reason: 'unknown' | 'below-minimum' | 'empty-cart';
  message: string;
  /** The goods (cents) the code needs, for `below-minimum`. */
  minimumGoods?: Cents;
}

/** What a code that would work says on a cart with nothing in it. */
export const EMPTY_CART_COUPON_MESSAGE = 'Add something to your cart before using a code';

/**
 * The refusal a shopper is shown for a code typed into the cart, or null when it applies. `check` is
 * checkCoupon's verdict on the cart's goods (0 for an empty cart). A code that cannot work at all is
 * refused as unknown before the cart is looked at, so an empty cart answers a made-up code and an
 * expired or used-up one alike (docs/decisions.md rule 39).
 */
export function couponRefusal(check: CouponCheck, cartIsEmpty: boolean): StoreCouponRefusalDetails | null {
  if (!check.ok && check.reason !== 'below-minimum') {
    return { reason: 'unknown', message: MESSAGES.noCodeFound };
  }
  if (cartIsEmpty) return { reason: 'empty-cart', message: EMPTY_CART_COUPON_MESSAGE };
  if (!check.ok) return { reason: 'below-minimum', message: check.message, minimumGoods: check.minimumGoods };
  return null;
}

/** A repeat add to the wishlist: the spec lists no message for it, so the shopper is told plainly. */
export const ITEM_ALREADY_IN_WISHLIST = 'Already in your wishlist';

/** POST addproducttowish: 200 either way; `added: false` when it was already in the wishlist. */
export interface StoreAddToWishlistResponse {
  added: boolean;
  message: typeof MESSAGES.itemAddedToWishlist | typeof ITEM_ALREADY_IN_WISHLIST;
}

/** A wishlist entry as GET getproductsuserwishlist answers it; `id` (= productId) is the wishId. */
export interface StoreWishlistEntry {
  id: string;
  productId: string;
  /** ISO 8601. */
  addedAt: string;
  product: {
    title: string;
    brand: string;
    displayImage: string;
    price: Cents;
    category: string;
  };
}

/**
 * A wishlist entry's price today against the price it had when it was saved: the wishlist shows
 * today's price (what the cart charges) and, when it is lower, the saved one as "was".
 */
export function wishlistPrice(
  savedPrice: Cents,
  todayPrice: Cents,
): { price: Cents; droppedFrom: Cents | null } {
  return { price: todayPrice, droppedFrom: todayPrice < savedPrice ? savedPrice : null };
}
