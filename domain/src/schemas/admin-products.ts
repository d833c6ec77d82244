import { z } from 'zod';
import { isSizeOf, isTypeOf, LISTING_LABELS, normaliseBrand, PARENT_CATEGORIES } from '../catalogue';
import { MIN_SALE_DISCOUNT } from '../pricing';
import {
  TRANSLATED_LANGUAGES,
  type ProductTranslations,
  type TranslatedLanguage,
} from '../product-translations';
import { shopConfig } from '../shop-config';
import {
  brandSchema,
  documentIdSchema,
  genderSchema,
  imageUrlSchema,
  optionalText,
  priceEurosSchema,
  requiredText,
  saleDiscountSchema,
  specProductAs,
  upperText,
  wholeNumber,
} from './fields';

// The admin's store products and curated lists.

/** The languages' names in the admin's messages and labels ("Title in Dutch"). */
export const TRANSLATED_LANGUAGE_NAMES: Readonly<Record<TranslatedLanguage, string>> = {
  nl: 'Dutch',
  de: 'German',
  fr: 'French',
};

/** One language's translation: the same limits and trimming as the English title and description. */
function translationSchema(language: TranslatedLanguage) {
  const name = TRANSLATED_LANGUAGE_NAMES[language];
  return z
    .object(
      {
        title: optionalText(`Title in ${name}`, 200),
        description: optionalText(`Description in ${name}`, 5000),
      },
      { error: `The ${name} translation must be a title and a description` },
    )
    .optional();
}

/**
 * A store product's translations (docs/decisions.md rule 83): per language an optional title and
 * description. A language the shop does not have is refused; empty texts and languages are left
 * out, so the stored map holds only what was translated.
 */
export const productTranslationsSchema = z
  .strictObject(
    { nl: translationSchema('nl'), de: translationSchema('de'), fr: translationSchema('fr') },
    { error: 'Translations must be Dutch (nl), German (de) or French (fr) texts' },
  )
  .transform((body) => {
    const translations: ProductTranslations = {};
    for (const language of TRANSLATED_LANGUAGES) {
      const { title = '', description = '' } = body[language] ?? {};
      if (title === '' && description === '') continue;
      translations[language] = {
        ...(title !== '' && { title }),
        ...(description !== '' && { description }),
      };
    }
    return translations;
  });

/** A custom product's stock above this is a typing error, not a shop's stock of one piece. */
const MAX_CUSTOM_PRODUCT_STOCK = 10_000;
/**
 * POST updateproductmainstore. Field names follow the data (brand, madeIn, images) rather than the old
 * client's brandname/madein/productImages. `price` is the VAT-inclusive store price in euros; the
 * server derives listPrice and displayPrice (storePricesFromPrice). `images` is the reordered image
 * list (the image-position selector); leave it out to keep the order. The category must fit the
 * product's parent category, which only the server knows.
 */
export const adminUpdateStoreProductBodySchema = z.object({
  productId: documentIdSchema,
  title: requiredText('Title', 200),
  title2: optionalText('Title 2', 200),
  price: priceEurosSchema('Price'),
  brand: requiredText('Brand', 100).transform(normaliseBrand),
  category: upperText('Category', 60),
  gender: genderSchema,
  madeIn: requiredText('Made in', 60),
  description: optionalText('Description', 5000),
  images: z.array(imageUrlSchema).min(1, 'A product needs at least one image').max(20).optional(),
  /** Replaces the product's translations; left out, they stay as they are (rule 83). */
  translations: productTranslationsSchema.optional(),
});

/**
 * POST addproduct: put a supplier item in the main store. Only the item id and the recommended flag
 * are taken; title, price, images, ... come from the supplier item, and the price is list x 1.21
 * (rule 7), whatever the old body said.
 */
export const adminAddProductFieldsSchema = z.object({
  supplierItemId: documentIdSchema,
  recommended: z.boolean({ error: 'Recommended must be true or false' }).default(false),
});

/** The same, also in admin.md's form: the supplier item as `product` (its id, or the item). */
export const adminAddProductBodySchema = z.preprocess(
  specProductAs('supplierItemId'),
  adminAddProductFieldsSchema,
);

/**
 * POST addreturnproducttomainstore: a custom product. `price` is the VAT-inclusive store price in
 * euros (the form's "21% VAT Inc. in Actual Price"); category and size must belong to the type;
 * brand and colour come from the lists; exactly four image URLs (admin.md: four image slots).
 */
export const adminCustomProductFieldsSchema = z
  .object({
    title: requiredText('Title', 200),
    title2: optionalText('Title 2', 200),
    price: priceEurosSchema('Price'),
    brand: brandSchema,
    type: z
      .string({ error: 'Type is required' })
      .trim()
      .toUpperCase()
      .pipe(z.enum(PARENT_CATEGORIES, { error: 'Type must be BAGS or ACCESSORIES' })),
    category: upperText('Category', 60),
    gender: genderSchema,
    sku: requiredText('SKU', 64),
    // Any colour and country: the form offers COLOURS and COUNTRIES_OF_MANUFACTURE as suggestions,
    // but a one-off piece may be cognac or made in Portugal.
    colour: upperText('Colour', 40),
    condition: requiredText('Condition', 40),
    madeIn: requiredText('Made in', 60),
    size: upperText('Size', 20),
    /** Pieces in stock, all in the one size; the spec's form has no stock field, so it defaults to one piece. */
    stock: wholeNumber('Stock')
      .pipe(
        z
          .number()
          .min(0, 'Stock must be 0 or more')
          .max(MAX_CUSTOM_PRODUCT_STOCK, `Stock can be at most ${MAX_CUSTOM_PRODUCT_STOCK}`),
      )
      .default(1),
    description: optionalText('Description', 5000),
    images: z
      .array(imageUrlSchema, { error: 'Images must be a list of four URLs' })
      .length(
        shopConfig.customProductImages,
        `A custom product needs exactly ${shopConfig.customProductImages} images`,
      ),
  })
  .superRefine((body, ctx) => {
    if (!isTypeOf(body.type, body.category)) {
      ctx.addIssue({
        code: 'custom',
        path: ['category'],
        message: `${body.category} is not a category of ${body.type}`,
      });
    }
    if (!isSizeOf(body.type, body.size)) {
      ctx.addIssue({ code: 'custom', path: ['size'], message: `${body.size} is not a size of ${body.type}` });
    }
  });

/**
 * admin.md's custom product form: the top-level title, title2, price, category, madein, gender and
 * description beside a nested `product` {Images, Variants [{Size}], Sku, Brand, Category, Color,
 * Condition, Description, Gender, ListPrice, MadeIn, ParentCategory, Title}. This turns it into our
 * fields before validation; a body without `product` (our form's) is left as it is, and a top-level
 * field (title, price, gender, ...) wins over the nested one.
 */
function specCustomProduct(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  // The top-level `category` of the spec's form repeats the Type choice (ParentCategory); the
  // product's own category is the nested Category.
  const { product, madein, category: _typeChoice, ...rest } = body as Record<string, unknown>;
  if (typeof product !== 'object' || product === null || Array.isArray(product)) return body;
  const nested = product as Record<string, unknown>;
  const variants = Array.isArray(nested.Variants) ? (nested.Variants as unknown[]) : [];
  const firstVariant = variants[0] as Record<string, unknown> | undefined;
  const spec: Record<string, unknown> = {
    title: nested.Title,
    price: nested.ListPrice,
    brand: nested.Brand,
    type: nested.ParentCategory,
    category: nested.Category,
    gender: nested.Gender,
    sku: nested.Sku,
    colour: nested.Color,
    condition: nested.Condition,
    madeIn: madein ?? nested.MadeIn,
    size: firstVariant?.Size,
    description: nested.Description,
    images: nested.Images,
  };
  const ours = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return { ...spec, ...ours };
}

/** POST addreturnproducttomainstore: our form's fields, or admin.md's nested form (specCustomProduct). */
export const adminCustomProductBodySchema = z.preprocess(specCustomProduct, adminCustomProductFieldsSchema);

// ---------------------------------------------------------------------------------------------
// Admin: curated lists

/** POST addfeaturedproductmainstore and addweekproductmainstore: the rest is copied from the product. */
export const adminAddCuratedBodySchema = z.object({ productId: documentIdSchema });

/** POST addrecommendedproductmainstore: `productId`, or admin.md's `product`. */
export const adminAddRecommendedFieldsSchema = z.object({ productId: documentIdSchema });
export const adminAddRecommendedBodySchema = z.preprocess(
  specProductAs('productId'),
  adminAddRecommendedFieldsSchema,
);

/**
 * POST addproductotherstore: add a product to New In or Sale. A Sale entry without a discount
 * starts at the slider's minimum (10 %), to be edited on the sale edit page the admin is sent to;
 * New In entries have no discount (null).
 */
export const adminAddListingEntryFieldsSchema = z
  .object({
    productId: documentIdSchema,
    productfor: z.enum(LISTING_LABELS, { error: 'productfor must be New In or Sale' }),
    discountPercent: saleDiscountSchema.optional(),
  })
  .transform((body) => ({
    productId: body.productId,
    productfor: body.productfor,
    discountPercent: body.productfor === 'Sale' ? (body.discountPercent ?? MIN_SALE_DISCOUNT) : null,
  }));

/** The same, also in admin.md's form: the product as `product` (its id, or the product). */
export const adminAddListingEntryBodySchema = z.preprocess(
  specProductAs('productId'),
  adminAddListingEntryFieldsSchema,
);

/**
 * POST updatefeatured and updateweekproduct (and updaterecommendproduct): the entry's title and
 * price (euros in, cents out) and, as admin.md's body has it, its sku. Like title and price the SKU
 * is the product's; leaving it out keeps it.
 */
export const adminUpdateCuratedBodySchema = z.object({
  id: documentIdSchema,
  sku: requiredText('SKU', 64).optional(),
  title: requiredText('Title', 200),
  price: priceEurosSchema('Price'),
});

/**
 * POST updatefeaturedother (New In and Sale entries). For a Sale entry the discount may change; the
 * server recomputes the sale price (salePrice), so the old body's discPrice is dropped.
 */
export const adminUpdateListingEntryBodySchema = z
  .object({
    id: documentIdSchema,
    title: requiredText('Title', 200),
    price: priceEurosSchema('Price'),
    discountPercent: saleDiscountSchema.optional(),
  })
  .transform((body) => ({ ...body, discountPercent: body.discountPercent ?? null }));

/** POST updaterecommendproduct. */
export const adminUpdateRecommendedBodySchema = adminUpdateCuratedBodySchema;
