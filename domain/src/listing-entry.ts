import type { ListingFields, StoreProduct, WithId } from './documents';
import { listingFilterKeys } from './listing-query';
import { pricePaid } from './pricing';
import { translatedTitles } from './product-translations';

/**
 * The listing fields of a store product, its shown sale included (rule 35). The writer adds `hidden`
 * and `addedAt` (a server timestamp); a Sale entry has its own `discountPercent` and `salePrice`.
 */
export function toListingEntry(product: WithId<StoreProduct>): ListingFields {
  return {
    productId: product.id,
    sku: product.sku,
    title: product.title,
    // Only a product with translations gives its copies the field; once it has it, every write
    // carries it, so a translation removed is removed from the copies too (rule 83).
    ...(product.translations && { translations: translatedTitles(product.translations) }),
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
    discountPercent: product.discountPercent ?? null,
    salePrice: product.salePrice ?? null,
    paidPrice: pricePaid(product),
    filterKeys: listingFilterKeys(product),
  };
}
