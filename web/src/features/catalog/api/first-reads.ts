/**
 * The product page's and the home page's first reads, started by app/route-loaders.ts before React
 * has loaded (so no React here: this module downloads beside it). The pages' hooks take the reads
 * over under the same keys (lib/early-reads.ts). Listings have theirs in listing-reads.ts.
 */
import { collections, PICTURE_SIZES, type StoreProduct } from '@shop/domain';
import { startEarly } from '@/lib/early-reads';
import {
  getStoreProduct,
  getVisibleSaleEntry,
  listVisibleCurated,
  type CuratedCollection,
} from '@/lib/firebase/catalogue';
import { hintImages } from '@/lib/image-hints';

export const productReadKey = (productId: string) => `product/${productId}`;
export const saleReadKey = (productId: string) => `sale/${productId}`;
export const curatedReadKey = (collectionName: CuratedCollection, max: number) =>
  `curated/${collectionName}/${max}`;

/** The pictures the product page shows, the first one large: the gallery, or the listing picture. */
export function productPageImages(product: Pick<StoreProduct, 'images' | 'displayImage'>): string[] {
  return product.images.length > 0 ? product.images : [product.displayImage].filter(Boolean);
}

/** The product a /view?id=... address shows. */
export const productIdOf = (params: URLSearchParams) => params.get('id')?.trim() || null;

/** /view: the product and its sale entry, and the first picture as soon as its address is known. */
export async function preloadProductPage(params: URLSearchParams): Promise<void> {
  const productId = productIdOf(params);
  if (!productId) return;
  await Promise.all([
    startEarly(productReadKey(productId), async () => {
      const product = await getStoreProduct(productId);
      if (product) hintImages(productPageImages(product).slice(0, 1), PICTURE_SIZES.productPage);
      return product;
    }),
    startEarly(saleReadKey(productId), () => getVisibleSaleEntry(productId)),
  ]);
}

/** How many entries the home page shows of each curated list. */
export const HOME_FEATURED = 8;
export const HOME_OF_THE_WEEK = 4;

/** /: the two curated lists it shows. */
export async function preloadHome(): Promise<void> {
  const lists: [CuratedCollection, number][] = [
    [collections.featured, HOME_FEATURED],
    [collections.weekProducts, HOME_OF_THE_WEEK],
  ];
  await Promise.all(
    lists.map(([collectionName, max]) =>
      startEarly(curatedReadKey(collectionName, max), () => listVisibleCurated(collectionName, max)),
    ),
  );
}
