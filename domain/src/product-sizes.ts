import { ONE_SIZE } from './catalogue';
import type { StoreProduct } from './documents';
import { stockForSize } from './stock';

// The sizes the product page offers (docs/decisions.md rule 74). A module of its own: product-details.ts
// is in the listing route's shared chunk (cards use its title rules), and these are the product
// page's (the listing's bundle budget, docs/benchmarks.md).

/** What shoppers read for a size: "One size" for the supplier's UNI (docs/decisions.md rule 74). */
export function sizeLabel(size: string): string {
  return size === ONE_SIZE ? 'One size' : size;
}

/** One size of a sized product as the product page offers it: sold-out sizes stay, marked. */
export interface SizeOption {
  size: string;
  label: string;
  inStock: boolean;
}

// Letter sizes in the order a shopper expects; centimetres (belts) go by number; anything else keeps
// the supplier's order after them.
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'];
function sizeRank(size: string): number {
  const letter = LETTER_SIZES.indexOf(size);
  if (letter >= 0) return letter;
  return /^\d+$/.test(size) ? 100 + Number(size) : Number.MAX_SAFE_INTEGER;
}

/**
 * Every size a sized product comes in, each with whether it can be bought (docs/decisions.md rule
 * 74): the product page shows them all beside Add to cart, the sold-out ones marked and not
 * choosable. Empty for a one-size product (every bag is UNI), which asks nothing.
 */
export function sizeOptions(product: Pick<StoreProduct, 'variants' | 'inStock'>): SizeOption[] {
  const sizes = [...new Set(product.variants.map((variant) => variant.size))];
  if (sizes.every((size) => size === ONE_SIZE)) return [];
  return sizes
    .map((size, order) => ({ size, order }))
    .sort((a, b) => sizeRank(a.size) - sizeRank(b.size) || a.order - b.order)
    .map(({ size }) => ({
      size,
      label: sizeLabel(size),
      inStock: product.inStock && stockForSize(product.variants, size) > 0,
    }));
}

/** The size the page shows chosen before the shopper picks: the only one in stock, else none. */
export function presetSize(options: readonly SizeOption[]): string | null {
  const inStock = options.filter((option) => option.inStock);
  return inStock.length === 1 ? (inStock[0]?.size ?? null) : null;
}
