import { z } from 'zod';
import { CART_MAX_ITEMS } from '../cart';
import { COUPON_CODE_MAX_LENGTH, normaliseCouponCode } from '../coupons';
import { documentIdSchema, requiredText, specProductAs, userIdSchema, wholeNumber } from './fields';

// The storefront's cart and wishlist bodies.

/** The fields of POST addproducttocart (the SPA's form; storeAddToCartBodySchema also takes the spec's). */
export const storeAddToCartFieldsSchema = z.object({
  userId: userIdSchema,
  productId: documentIdSchema,
  size: z
    .string({ error: 'Size must be text' })
    .trim()
    .max(20, 'Size can be at most 20 characters')
    .nullish()
    .transform((size) => (size ? size.toUpperCase() : null)),
});

/**
 * POST addproducttocart, body { userId, productId, size? } or the spec's { userId, title, qty, image,
 * price, product }: title, qty, image and price are dropped, the server takes them from the product
 * (and the quantity per add is always 1). `size` is required by the server when the product has more
 * than one size in stock (rule 14).
 */
export const storeAddToCartBodySchema = z.preprocess(specProductAs('productId'), storeAddToCartFieldsSchema);

/** The fields of POST addproducttowish. */
export const storeAddToWishlistFieldsSchema = z.object({
  userId: userIdSchema,
  productId: documentIdSchema,
});

/**
 * POST addproducttowish, body { userId, productId } or the spec's { userId, product }. The spec's
 * embedded product is not stored; the server snapshots its own.
 */
export const storeAddToWishlistBodySchema = z.preprocess(
  specProductAs('productId'),
  storeAddToWishlistFieldsSchema,
);

/** cartitemchangequantitycart/{itemId}/{qty}: the path parameters. */
export const storeCartQuantityParamsSchema = z.object({
  itemId: documentIdSchema,
  qty: wholeNumber('Quantity').pipe(
    z
      .number()
      .min(1, 'Quantity must be at least 1')
      .max(CART_MAX_ITEMS, `Quantity can be at most ${CART_MAX_ITEMS}`),
  ),
});

/** getcouponitemscart/{code}: the code as typed, normalised for the lookup. */
export const storeCouponCodeSchema = requiredText('Coupon code', COUPON_CODE_MAX_LENGTH).transform(
  normaliseCouponCode,
);
