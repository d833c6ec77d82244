import { z } from 'zod';
import { GENDERS, normaliseBrand } from './catalogue';
import { SUPPLIER_CATEGORIES } from './supplier-categories';
import type { SupplierItem, Variant, WithId } from './documents';
import { isDomainError } from './errors';
import { eurosToCents } from './euro-input';
import type { Cents } from './money';
import { searchTermsFor } from './search-terms';

/**
 * The supplier feed (docs/decisions.md rule 13): HTTP JSON `{ items: SupplierFeedItem[] }`, with the field
 * names of admin.md section 3 ("Supplier catalogue item": _id, Sku, Title, ..., Variants[]) and prices
 * in euros as the supplier sends them. The sync job validates the WHOLE feed with this schema before
 * it writes anything, so a malformed feed changes nothing.
 */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is empty`)
    .max(max, `${label} is longer than ${max} characters`);

const optionalFeedText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is longer than ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');

/** Euros with at most two decimals (225.62), to cents. */
const feedEuros = (label: string) =>
  z.number({ error: `${label} must be a number of euros` }).transform((value, ctx): Cents => {
    try {
      return eurosToCents(value, label);
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: isDomainError(error) ? error.message : `${label} is not an amount`,
      });
      return z.NEVER;
    }
  });

/** An image: an http(s) URL, or a path on the shop's own host (the local sample feed's demo images). */
const feedImage = z
  .string({ error: 'An image must be a URL' })
  .trim()
  .refine(
    (value) => /^https?:\/\/\S+$/.test(value) || /^\/\S+$/.test(value),
    'An image must be an http(s) URL or a /path',
  );

const feedVariantSchema = z.object({
  Code: text('Code', 100),
  Size: text('Size', 20).transform((size) => size.toUpperCase()),
  SizeType: optionalFeedText('SizeType', 20),
  Quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(0, 'Quantity cannot be negative'),
  RetailPrice: feedEuros('RetailPrice'),
  Discount: z.number({ error: 'Discount must be a number' }).min(0).max(100).default(0),
  Ean: optionalFeedText('Ean', 20),
});

/** One item of the feed, parsed to the fields of a supplierItems document (id = `_id`). */
export const supplierFeedItemSchema = z
  .object({
    _id: text('_id', 128).regex(/^[^/]+$/, '_id cannot contain /'),
    Sku: text('Sku', 64),
    Title: text('Title', 300),
    Description: optionalFeedText('Description', 5000),
    Brand: text('Brand', 100).transform(normaliseBrand),
    ListPrice: feedEuros('ListPrice'),
    Images: z.array(feedImage, { error: 'Images must be a list' }).min(1, 'An item needs at least one image'),
    ParentCategory: z
      .string({ error: 'ParentCategory must be text' })
      .trim()
      .toUpperCase()
      .pipe(
        z.enum(SUPPLIER_CATEGORIES, {
          error: `ParentCategory must be one of ${SUPPLIER_CATEGORIES.join(', ')}`,
        }),
      ),
    Category: text('Category', 60).transform((value) => value.replace(/\s+/g, ' ').toUpperCase()),
    MadeIn: optionalFeedText('MadeIn', 60),
    Gender: z
      .string({ error: 'Gender must be text' })
      .trim()
      .toUpperCase()
      .pipe(z.enum(GENDERS, { error: 'Gender must be M or F' })),
    Color: text('Color', 40).transform((value) => value.toUpperCase()),
    Condition: optionalFeedText('Condition', 40),
    Variants: z
      .array(feedVariantSchema, { error: 'Variants must be a list' })
      .min(1, 'An item needs at least one variant'),
  })
  .transform((item): WithId<Omit<SupplierItem, 'storeProductId'>> => ({
    id: item._id,
    sku: item.Sku,
    title: item.Title,
    description: item.Description,
    brand: item.Brand,
    listPrice: item.ListPrice,
    images: item.Images,
    parentCategory: item.ParentCategory,
    category: item.Category,
    madeIn: item.MadeIn,
    gender: item.Gender,
    colour: item.Color,
    condition: item.Condition,
    variants: item.Variants.map((variant): Variant => ({
      code: variant.Code,
      size: variant.Size,
      sizeType: variant.SizeType,
      quantity: variant.Quantity,
      retailPrice: variant.RetailPrice,
      discount: variant.Discount,
      ean: variant.Ean,
    })),
    searchTerms: searchTermsFor({
      brand: item.Brand,
      title: item.Title,
      parentCategory: item.ParentCategory,
      category: item.Category,
      colour: item.Color,
      gender: item.Gender,
      sku: item.Sku,
    }),
  }));

/** The whole feed. Item ids must be unique: two items with one id would overwrite each other. */
export const supplierFeedSchema = z
  .object(
    { items: z.array(supplierFeedItemSchema, { error: 'The feed must have an items list' }) },
    { error: 'The feed must be a JSON object' },
  )
  .superRefine((feed, ctx) => {
    const seen = new Set<string>();
    feed.items.forEach((item, index) => {
      if (seen.has(item.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, '_id'],
          message: `_id ${item.id} appears more than once`,
        });
      }
      seen.add(item.id);
    });
  });

export type SupplierFeedItem = z.input<typeof supplierFeedItemSchema>;
export type SupplierFeedParsed = z.output<typeof supplierFeedSchema>;

const centsToFeedEuros = (cents: Cents): number => cents / 100;

/** A supplier item in the feed's format: the sample feed the local stack serves, and test feeds. */
export function toSupplierFeedItem(item: WithId<SupplierItem>): SupplierFeedItem {
  return {
    _id: item.id,
    Sku: item.sku,
    Title: item.title,
    Description: item.description,
    Brand: item.brand,
    ListPrice: centsToFeedEuros(item.listPrice),
    Images: [...item.images],
    ParentCategory: item.parentCategory,
    Category: item.category,
    MadeIn: item.madeIn,
    Gender: item.gender,
    Color: item.colour,
    Condition: item.condition,
    Variants: item.variants.map((variant) => ({
      Code: variant.code,
      Size: variant.size,
      SizeType: variant.sizeType,
      Quantity: variant.quantity,
      RetailPrice: centsToFeedEuros(variant.retailPrice),
      Discount: variant.discount,
      Ean: variant.ean,
    })),
  };
}

/**
 * What is wrong with a feed that failed the schema, in one sentence for the admin: the first few
 * problems with where they are ("items.12.ListPrice: ...") and how many there are in all.
 */
export function describeFeedProblems(error: z.ZodError, shown = 3): string {
  const problems = error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const hidden = problems.length - shown;
  const more = hidden > 0 ? ` (and ${hidden} more ${hidden === 1 ? 'problem' : 'problems'})` : '';
  return `The supplier feed is malformed, nothing was changed: ${problems.slice(0, shown).join('; ')}${more}`;
}
