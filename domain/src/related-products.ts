import type { StoreProduct } from './documents';
import { listingFilterKey } from './listing-query';

/**
 * "You may also like" under a product: which products to read and which to show. Apart from the
 * product page's rules (product-details.ts): its read starts with the page's first reads, in the
 * route table every page loads first.
 */

/** How many products "You may also like" shows, and how many it reads to find them. */
export const RELATED_PRODUCTS_SHOWN = 4;
export const RELATED_PRODUCTS_READ = 12;

/**
 * "You may also like": products of the same designer or the same type. As listing filter keys, so
 * one array-contains-any query on `filterKeys` (the listings' own index, newest first) finds both.
 */
export function relatedProductKeys(
  product: Pick<StoreProduct, 'parentCategory' | 'category' | 'brand'>,
): string[] {
  const parent = product.parentCategory;
  return [
    listingFilterKey({ parent, category: null, brand: product.brand, colour: null, size: null }),
    listingFilterKey({ parent, category: product.category, brand: null, colour: null, size: null }),
  ];
}

/** Of the products read, those to show: in stock, not the product itself, at most RELATED_PRODUCTS_SHOWN. */
export function pickRelatedProducts<T extends { id: string; inStock: boolean }>(
  productId: string,
  candidates: readonly T[],
): T[] {
  return candidates
    .filter((candidate) => candidate.id !== productId && candidate.inStock)
    .slice(0, RELATED_PRODUCTS_SHOWN);
}
