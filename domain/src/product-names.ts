import type { StoreProduct } from './documents';

/**
 * How a product is named where it is shown: on cards, the product page and its title in search
 * results. Apart from the product page's rules (product-details.ts), so the listings' cards load
 * these few lines and not the product page's.
 */

/**
 * A title split into the brand it starts with (as written in the title, '' when it does not start
 * with the brand) and the rest. Supplier titles repeat the brand ("PRADA Re-Edition nylon bag"):
 * where the brand is printed above the name (cards, the product page), the rest is what is printed
 * under it, so the brand shows once (docs/decisions.md rule 50).
 */
export function splitBrandFromTitle(product: Pick<StoreProduct, 'brand' | 'title'>): {
  lead: string;
  rest: string;
} {
  const brand = product.brand.trim();
  const title = product.title.trim();
  const lead = title.slice(0, brand.length);
  const after = title.slice(brand.length);
  const rest = after.replace(/^[\s\-–—:,|]+/u, '');
  // Only a whole word: "PRADA" does not start "PRADASPHERE tote", and a title that is just the brand stays.
  if (brand === '' || lead.toUpperCase() !== brand.toUpperCase() || rest === '' || rest === after) {
    return { lead: '', rest: title };
  }
  return { lead, rest };
}

/** The title as printed under its brand: without the brand it starts with. */
export function titleAfterBrand(product: Pick<StoreProduct, 'brand' | 'title'>): string {
  return splitBrandFromTitle(product).rest;
}

/** The title with the brand in front, unless the title already starts with it (supplier titles do). */
export function productFullName(product: Pick<StoreProduct, 'brand' | 'title'>): string {
  return product.title.toUpperCase().startsWith(product.brand.toUpperCase())
    ? product.title
    : `${product.brand} ${product.title}`;
}
