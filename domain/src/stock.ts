// Stock rules the storefront and the admin share. A module of its own, without imports: admin code that
// needs them does not pull the storefront's domain modules into its chunks (which moves chunk
// boundaries and so the storefront's bundle sizes).
import type { Variant } from './documents';

/** Stock at or below which the product page says how many are left and Today counts a product. */
export const LOW_STOCK_MAX = 3;

/** Units in stock for a cart line: of that size, or of every variant for a one-size line (size null). */
export function stockForSize(variants: readonly Variant[], size: string | null): number {
  return variants
    .filter((variant) => size === null || variant.size === size)
    .reduce((units, variant) => units + Math.max(0, variant.quantity), 0);
}

/**
 * The stock figures a product carries for the admin's counts, written with its variants: units over
 * every size (`unitsInStock`) and the stock of its emptiest size (`lowestSizeStock`), so the Low
 * stock list finds a product with one size at 0 and another at 10 with one range query.
 */
export function stockFigures(variants: readonly Variant[]): {
  unitsInStock: number;
  lowestSizeStock: number;
} {
  const quantities = variants.map((variant) => Math.max(0, variant.quantity));
  return {
    unitsInStock: quantities.reduce((units, quantity) => units + quantity, 0),
    lowestSizeStock: quantities.length === 0 ? 0 : Math.min(...quantities),
  };
}

/**
 * Units a shopper can buy of a product's size: none of a product that is offline or no longer in the
 * shop (docs/decisions.md rule 64), else its stock of that size.
 */
export function unitsForSale(
  product: { variants: readonly Variant[]; online?: boolean } | undefined,
  size: string | null,
): number {
  return product?.online === true ? stockForSize(product.variants, size) : 0;
}
