import { checkCoupon, type Coupon } from './coupons';
import { DomainError } from './errors';
import { formatCount, multiplyCents, sumCents, type Cents } from './money';
import { shippingCost } from './shipping';
import { shopConfig } from './shop-config';
import type { CountryCode } from './countries';
import { shopDay } from './shop-time';
import { vatChargeFor, vatContained, withoutVat, type VatScheme } from './vat';

/** The most items (sum of line quantities) one cart may hold (docs/decisions.md rule 12). */
export const CART_MAX_ITEMS: number = shopConfig.cart.maxItems;

const MAX_TEXT = formatCount(CART_MAX_ITEMS);

export type CartRefusal = 'invalid-quantity' | 'above-stock' | 'cart-full';

export type CartCheck = { ok: true } | { ok: false; reason: CartRefusal; message: string };

/**
 * Whether `addQty` more items fit in a cart that holds `currentItems` (the cart counter).
 * 9,999 + 1 fits; 10,000 + 1 does not. The old shop only logged this; the shopper is now told.
 */
export function canAddToCart(
  currentItems: number,
  addQty: number = shopConfig.cart.quantityPerAdd,
): CartCheck {
  if (!Number.isSafeInteger(addQty) || addQty < 1) {
    return {
      ok: false,
      reason: 'invalid-quantity',
      message: 'Quantity must be a whole number of at least 1',
    };
  }
  if (currentItems + addQty > CART_MAX_ITEMS) {
    return {
      ok: false,
      reason: 'cart-full',
      message:
        currentItems >= CART_MAX_ITEMS
          ? `Your cart is full: a cart can hold at most ${MAX_TEXT} items`
          : `That would take your cart over the maximum of ${MAX_TEXT} items`,
    };
  }
  return { ok: true };
}

/**
 * Whether a cart line may be set to `qty`: a whole number of at least 1, no more than `stock` (the
 * units in stock for the line's product and size), and the whole cart (`otherItems` = the items in
 * all OTHER lines) within the 10,000-item maximum.
 */
export function validateQuantity(qty: number, stock: number, otherItems: number): CartCheck {
  if (!Number.isSafeInteger(qty) || qty < 1) {
    return {
      ok: false,
      reason: 'invalid-quantity',
      message: 'Quantity must be a whole number of at least 1',
    };
  }
  if (qty > stock) {
    return {
      ok: false,
      reason: 'above-stock',
      message:
        stock <= 0
          ? 'This item is sold out'
          : `Only ${stock} of this item ${stock === 1 ? 'is' : 'are'} in stock`,
    };
  }
  if (otherItems + qty > CART_MAX_ITEMS) {
    return {
      ok: false,
      reason: 'cart-full',
      message: `A cart can hold at most ${MAX_TEXT} items; this item can go up to ${formatCount(Math.max(0, CART_MAX_ITEMS - otherItems))}`,
    };
  }
  return { ok: true };
}

export interface CartTotalsLine {
  /** The product's displayed price, as the server holds it on the cart line. */
  unitPrice: Cents;
  qty: number;
}

export interface CartTotalsInput {
  lines: readonly CartTotalsLine[];
  /** The coupon applied to the cart, if any. An invalid one (expired, used up, ...) gives no discount. */
  coupon?: Coupon | null | undefined;
  /** ISO code of the country the order ships to; decides shipping and VAT. */
  country: string;
  /** When the totals are computed, for the coupon's expiry. */
  now: Date;
}

/** The money of a cart or an order, all in cents; stored on the order as `totals` (minus itemCount). */
export interface CartTotals {
  /** Sum of unitPrice x qty, VAT included. */
  goods: Cents;
  /** The coupon's discount on the goods; never more than goods. */
  discount: Cents;
  /** Shipping as quoted for the country and the goods before discount, VAT included. */
  shipping: Cents;
  /** VAT contained in `payable` (EU) at `vatRate`, or 0 when charged without VAT. */
  vat: Cents;
  /**
   * The VAT rate charged, in percent (0 outside the EU), of `vatCountry` under `vatScheme`
   * (docs/decisions.md rule 36). Orders stored before these fields were charged Dutch VAT (21, NL,
   * domestic; `orderVat` reads them so).
   */
  vatRate: number;
  vatCountry: CountryCode | null;
  vatScheme: VatScheme;
  /** What is charged. */
  payable: Cents;
  /** True when the order ships outside the EU and is charged without VAT. */
  vatFree: boolean;
  /** Sum of the line quantities. */
  itemCount: number;
}

/**
 * The cart's totals; the one computation the cart page, the checkout and the payment all use
 * (docs/decisions.md rules 9-11; the client never computes what is charged, rule 4).
 *
 * - goods = sum of unitPrice x qty (VAT-inclusive displayed prices).
 * - discount = the coupon's discount on the goods when the coupon passes checkCoupon now, else 0:
 *   an order is never charged with a coupon that is no longer valid. Capped at goods.
 * - shipping = shippingCost(country, goods): the free-shipping threshold looks at goods BEFORE the
 *   discount (see shipping.ts).
 * - payable = goods - discount + shipping, never below 0.
 * - Shipped inside the EU: payable = gross, the shelf prices being the same in every EU country
 *   (rule 36); vat = the VAT contained in it at the rate of vatChargeFor(country, day): the
 *   destination's under the OSS scheme (France 20 %: x 20/120), Dutch (x 21/121) below it.
 * - Shipped outside the EU: the whole payable, shipping included, is charged without VAT
 *   (payable = gross / 1.21); vat = 0, vatRate = 0 and vatFree = true. goods, discount and shipping
 *   stay the VAT-inclusive amounts the shopper saw; `vatDeducted(totals)` gives the difference.
 */
export function cartTotals({ lines, coupon, country, now }: CartTotalsInput): CartTotals {
  for (const line of lines) {
    if (!Number.isSafeInteger(line.qty) || line.qty < 1) {
      throw new DomainError(
        'invalid-quantity',
        `A cart line needs a quantity of at least 1, got ${String(line.qty)}`,
      );
    }
  }
  const goods = sumCents(lines.map((line) => multiplyCents(line.unitPrice, line.qty)));
  const itemCount = lines.reduce((count, line) => count + line.qty, 0);

  const check = coupon ? checkCoupon(coupon, { goods, now }) : undefined;
  const discount = check?.ok ? check.discount : 0;
  const shipping = shippingCost(country, goods);
  const gross = Math.max(0, goods - discount + shipping);

  const charge = vatChargeFor(country, shopDay(now));
  const vatFields = { vatRate: charge.rate, vatCountry: charge.country, vatScheme: charge.scheme };
  if (charge.rate > 0) {
    const vat = vatContained(gross, charge.rate);
    return { goods, discount, shipping, vat, ...vatFields, payable: gross, vatFree: false, itemCount };
  }
  return {
    goods,
    discount,
    shipping,
    vat: 0,
    ...vatFields,
    payable: withoutVat(gross),
    vatFree: true,
    itemCount,
  };
}

/** The VAT taken off an order charged without VAT (0 otherwise), for the summary line that says so. */
export function vatDeducted(
  totals: Pick<CartTotals, 'goods' | 'discount' | 'shipping' | 'payable' | 'vatFree'>,
): Cents {
  if (!totals.vatFree) return 0;
  return Math.max(0, totals.goods - totals.discount + totals.shipping - totals.payable);
}

/** A cart or order line's total. */
export function lineTotal(line: CartTotalsLine): Cents {
  return multiplyCents(line.unitPrice, line.qty);
}
