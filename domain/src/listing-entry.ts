import type { ListingFields, StoreProduct, WithId } from './documents';
import { listingFilterKeys } from './listing-query';

/**
 * The listing fields of a store product. The writer adds `hidden` and `addedAt` (a server timestamp),
 * and for the sale list `discountPercent` and `salePrice`.
 */
export function toListingEntry(product: WithId<StoreProduct>): ListingFields {
  return {
    productId: product.id,
    sku: product.sku,
    title: product.title,
    brand: product.brand,
    parentCategory: product.parentCategory,
    category: product.category,
    colour: product.colour,
    gender: product.gender,
    sizesInStock: [...product.sizesInStock],
    inStock: product.inStock,
    images: [...product.images],
    displayImage: product.displayImage,
    price: product.displayPrice,
    filterKeys: listingFilterKeys(product),
  };
}
