import { z } from 'zod';
import type { StoreProduct } from './documents';
import { listingFilterKeys } from './listing-query';
import type { Cents } from './money';
import { storePriceFromListPrice, storePricesFromPrice } from './pricing';
import { adminUpdateStoreProductBodySchema } from './schemas';
import { searchTermsFor } from './search-terms';

/**
 * The admin's edit page of a store product (admin.md section 2, /admineditmainstore): its body in
 * our form and the spec's, the image-position selector, and the fields an edit changes.
 */

/**
 * POST updateproductmainstore as the edit page sends it: the fields of adminUpdateStoreProductBodySchema,
 * with the image-position selector's result as `imageOrder` (imageOrder[i] = the index, in the stored
 * images, of the image to show at position i) instead of image URLs, because supplier images may be
 * paths on the shop's own host. Leave imageOrder out to keep the order.
 */
export const adminEditStoreProductFieldsSchema = adminUpdateStoreProductBodySchema
  .omit({ images: true })
  .extend({
    imageOrder: z
      .array(z.number({ error: 'An image position must be a number' }).int().min(0), {
        error: 'imageOrder must be a list of image positions',
      })
      .max(20)
      .optional(),
  });

/**
 * admin.md's body spells two fields its own way (`madein`, `brandname`): taken as madeIn and brand
 * when ours are absent. Its `productImages` (the image URLs in the new order) is not taken: the order
 * changes through imageOrder, so a spec client's edit keeps the stored order.
 */
function specStoreProductNames(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { madein, brandname, productImages: _ignored, ...rest } = body as Record<string, unknown>;
  return { ...rest, madeIn: rest.madeIn ?? madein, brand: rest.brand ?? brandname };
}

/** POST updateproductmainstore: the edit page's body, or admin.md's. */
export const adminEditStoreProductBodySchema = z.preprocess(
  specStoreProductNames,
  adminEditStoreProductFieldsSchema,
);
export type AdminEditStoreProductBody = z.input<typeof adminEditStoreProductFieldsSchema>;
export type AdminEditStoreProductParsed = z.output<typeof adminEditStoreProductBodySchema>;

/**
 * The images in their new order, or null when `order` is not a permutation of the image indexes
 * (an index twice, one missing or out of range).
 */
export function applyImageOrder(images: readonly string[], order: readonly number[]): string[] | null {
  if (order.length !== images.length) return null;
  const seen = new Set<number>();
  for (const index of order) {
    if (!Number.isInteger(index) || index < 0 || index >= images.length || seen.has(index)) return null;
    seen.add(index);
  }
  return order.map((index) => images[index]!);
}

/**
 * The image-position selector: `positions[i]` is the position (0-based) chosen for stored image i.
 * Answers the imageOrder to send, or null when a position was chosen twice (the edit page then
 * shows MESSAGES.adminImageAlreadyChosen).
 */
export function imageOrderFromPositions(positions: readonly number[]): number[] | null {
  const order = new Array<number | undefined>(positions.length).fill(undefined);
  for (const [image, position] of positions.entries()) {
    if (!Number.isInteger(position) || position < 0 || position >= positions.length) return null;
    if (order[position] !== undefined) return null;
    order[position] = image;
  }
  return order as number[];
}

/** The fields an admin edit changes on the product, with the prices derived from the typed price. */
export function editedStoreProductFields(
  product: StoreProduct,
  body: AdminEditStoreProductParsed,
  images: readonly string[],
): Pick<
  StoreProduct,
  | 'title'
  | 'title2'
  | 'brand'
  | 'category'
  | 'gender'
  | 'madeIn'
  | 'description'
  | 'images'
  | 'displayImage'
  | 'listPrice'
  | 'price'
  | 'displayPrice'
  | 'searchTerms'
  | 'filterKeys'
  | 'translations'
> {
  return {
    // Left out of the body, the translations stay as they are (docs/decisions.md rule 83).
    ...(body.translations && { translations: body.translations }),
    title: body.title,
    title2: body.title2,
    brand: body.brand,
    category: body.category,
    gender: body.gender,
    madeIn: body.madeIn,
    description: body.description,
    images: [...images],
    displayImage: images[0] ?? product.displayImage,
    ...storePricesFromPrice(body.price),
    searchTerms: searchTermsFor({
      brand: body.brand,
      title: body.title,
      parentCategory: product.parentCategory,
      category: body.category,
      colour: product.colour,
      gender: body.gender,
      sku: product.sku,
      translations: body.translations ?? product.translations,
    }),
    filterKeys: listingFilterKeys({ ...product, brand: body.brand, category: body.category }),
  };
}

/** The supplier's list price with 21 % VAT, in whole euros: the edit page's "original price". */
export function originalPriceWithVat(listPrice: Cents): Cents {
  return storePriceFromListPrice(listPrice);
}
