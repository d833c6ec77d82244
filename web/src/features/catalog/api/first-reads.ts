/**
 * The product page's and the home page's first reads, started by app/route-loaders.ts before React
 * has loaded (so no React here: this module downloads beside it). The pages' hooks take the reads
 * over under the same keys (lib/early-reads.ts). Listings have theirs in listing-reads.ts.
 */
import { collections, PICTURE_SIZES, type CuratedEntry, type StoreProduct } from '@shop/domain';
import { arrivedEarly, startEarly } from '@/lib/early-reads';
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
export const soldOutReadKey = (productIds: readonly string[]) => `soldOut/${productIds.join(',')}`;

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

/**
 * /: the two curated lists it shows, then which of their products are sold out. The second read is
 * a first read too, so a server render says Sold out on its cards and embeds the answer, and the
 * browser's hydration takes it from there: no query and no second render of both lists while the
 * page starts (on the emulator that query scanned every product as the page hydrated). Its small
 * module stays off the other pages' first load: it downloads beside the lists' reads.
 */
export async function preloadHome(): Promise<void> {
  const lists: [CuratedCollection, number][] = [
    [collections.featured, HOME_FEATURED],
    [collections.weekProducts, HOME_OF_THE_WEEK],
  ];
  const soldOutReader = import('@/lib/firebase/sold-out');
  // Awaited only where a list has products: a failed download is that read's failure, never an
  // unhandled rejection when both lists are empty.
  soldOutReader.catch(() => undefined);
  await Promise.all(
    lists.map(async ([collectionName, max]) => {
      const key = curatedReadKey(collectionName, max);
      await startEarly(key, () => listVisibleCurated(collectionName, max));
      const productIds = (arrivedEarly<CuratedEntry[]>(key)?.value ?? []).map((entry) => entry.productId);
      if (productIds.length === 0) return;
      await startEarly(soldOutReadKey(productIds), async () => (await soldOutReader).listSoldOut(productIds));
    }),
  );
}
