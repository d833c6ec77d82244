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
