import { DomainError } from './errors';
import { assertCents, type Cents } from './money';
import { VAT_RATE } from './vat';

/** Displayed prices step in multiples of 10 euro (docs/decisions.md rule 7). */
export const DISPLAY_PRICE_STEP: Cents = 1000;
/** Sale discounts run from 10 to 100 % (the admin and storefront discount sliders). */
export const MIN_SALE_DISCOUNT = 10;
export const MAX_SALE_DISCOUNT = 100;

/**
 * Store price from the supplier's list price (ex VAT): list x 1.21, rounded half up to WHOLE euros,
 * returned in cents (rule 7). `22562` (€ 225,62) -> 273.0002 euro -> `27300`.
 */
export function storePriceFromListPrice(listPrice: Cents): Cents {
  assertCents(listPrice, 'List price');
  // list * 121 is an exact integer; dividing by 100 (VAT) and 100 (cents per euro) once keeps the
  // rounding to one step.
  return Math.round((listPrice * (100 + VAT_RATE)) / 10_000) * 100;
}

/**
 * The price shoppers see and pay: the store price rounded UP to the next multiple of 10 euro unless it
 * already is one (rule 7). 27300 -> 28000, 28000 -> 28000, 27001 -> 28000, 0 -> 0.
 */
export function displayPrice(price: Cents): Cents {
  assertCents(price, 'Price');
  return Math.ceil(price / DISPLAY_PRICE_STEP) * DISPLAY_PRICE_STEP;
}

/**
 * Sale price (rule 8): price - round(price x disc / 100), then display rounding.
 * The discount is rounded to WHOLE euros, as the admin's "Price after discount" always did in the old
 * shop (prices there were euros); the display rounding to 10 euro follows anyway. 100 % gives 0.
 * `price` is normally the displayed price of the product.
 */
export function salePrice(price: Cents, discountPercent: number): Cents {
  assertCents(price, 'Price');
  assertSaleDiscount(discountPercent);
  const discountEuros = Math.round((price * discountPercent) / 10_000);
  const discounted = Math.max(0, price - discountEuros * 100);
  return displayPrice(discounted);
}

export function isSaleDiscount(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_SALE_DISCOUNT &&
    value <= MAX_SALE_DISCOUNT
  );
}

export function assertSaleDiscount(value: unknown): asserts value is number {
  if (!isSaleDiscount(value)) {
    throw new DomainError(
      'invalid-discount',
      `A sale discount must be a whole percentage from ${MIN_SALE_DISCOUNT} to ${MAX_SALE_DISCOUNT}, got ${String(value)}`,
    );
  }
}

export interface StorePrices {
  /** Supplier list price, ex VAT. */
  listPrice: Cents;
  /** listPrice x 1.21 in whole euros. */
  price: Cents;
  /** price rounded up to 10 euro: shown, put in cart and wishlist, charged. */
  displayPrice: Cents;
  /**
   * What shoppers pay (pricePaid): the display price here, as a new price carries no sale; a write
   * of a product on sale puts its sale price there in the same write (writeCopies, shownSale).
   */
  paidPrice: Cents;
}

/** The three prices a store product carries, from a supplier list price (admin add, sync, seed). */
export function storePricesFromListPrice(listPrice: Cents): StorePrices {
  const price = storePriceFromListPrice(listPrice);
  const shown = displayPrice(price);
  return { listPrice, price, displayPrice: shown, paidPrice: shown };
}

/**
 * The three prices of a custom product or of an admin price edit: the admin enters the VAT-inclusive
 * store price, so the list price is derived from it (price / 1.21) instead of the other way round.
 */
export function storePricesFromPrice(price: Cents): StorePrices {
  assertCents(price, 'Price');
  if (price === 0) {
    throw new DomainError('invalid-price', 'A store price must be more than € 0,00');
  }
  const shown = displayPrice(price);
  return {
    listPrice: Math.round((price * 100) / (100 + VAT_RATE)),
    price,
    displayPrice: shown,
    paidPrice: shown,
  };
}

/**
 * The sale a product shows, copied onto the product and every list entry of it so each card, page
 * and total reads the same figure (docs/decisions.md rules 8 and 35). Both null (or absent, on
 * documents written before the rule) while the product is not on the visible Sale list.
 */
export interface ShownSale {
  discountPercent: number | null;
  salePrice: Cents | null;
  /** What shoppers pay (pricePaid): the field every listing sorts and filters its price on. */
  paidPrice: Cents;
}

export const NOT_ON_SALE: Omit<ShownSale, 'paidPrice'> = { discountPercent: null, salePrice: null };

/**
 * The price shoppers pay for a product, the one figure of rule 35: its shown sale price while it
 * has one, its display price otherwise. Listings sort and filter on it (docs/decisions.md rule 73),
 * stored as `paidPrice` on the product and each list entry, since Firestore sorts on stored fields.
 */
export function pricePaid(product: { displayPrice: Cents; salePrice?: Cents | null }): Cents {
  return product.salePrice ?? product.displayPrice;
}

/**
 * The sale a product shows, from its Sale entry as a write leaves it: while the entry exists and is
 * not hidden, its discount applied to the product's display price (rule 8); none otherwise. With
 * the price then paid, so whoever writes the sale writes `paidPrice` beside it.
 */
export function shownSale(
  displayPrice: Cents,
  saleEntry: { hidden: boolean; discountPercent: number } | null | undefined,
): ShownSale {
  if (!saleEntry || saleEntry.hidden) return { ...NOT_ON_SALE, paidPrice: displayPrice };
  const sale = salePrice(displayPrice, saleEntry.discountPercent);
  return {
    discountPercent: saleEntry.discountPercent,
    salePrice: sale,
    paidPrice: pricePaid({ displayPrice, salePrice: sale }),
  };
}
