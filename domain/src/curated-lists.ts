import { z } from 'zod';
import { LISTING_LABELS } from './catalogue';
import type { CuratedEntry, ListingFields, SaleEntry, StoreProduct, WithId } from './documents';
import { toListingEntry } from './listing-entry';
import { salePrice } from './pricing';
import { translatedTitles } from './product-translations';
import { adminUpdateListingEntryBodySchema } from './schemas';

/**
 * The curated lists as the admin manages them (admin.md section 7): what an entry copies from its
 * product, and the New In and Sale edit body in our form and the spec's.
 */

/** The product fields a Featured or Product of the Week entry copies, its shown sale included (rule 35). */
export function curatedEntryFields(
  product: WithId<StoreProduct>,
): Pick<
  CuratedEntry,
  'productId' | 'sku' | 'title' | 'translations' | 'price' | 'discountPercent' | 'salePrice' | 'displayImage'
> {
  return {
    productId: product.id,
    sku: product.sku,
    title: product.title,
    ...(product.translations && { translations: translatedTitles(product.translations) }),
    price: product.displayPrice,
    discountPercent: product.discountPercent ?? null,
    salePrice: product.salePrice ?? null,
    displayImage: product.displayImage,
  };
}

/** A sale entry's listing fields and sale price for a product and a discount (rule 8). */
export function saleEntryFields(
  product: WithId<StoreProduct>,
  discountPercent: number,
): ListingFields & Pick<SaleEntry, 'discountPercent' | 'salePrice'> {
  const fields = toListingEntry(product);
  return { ...fields, discountPercent, salePrice: salePrice(fields.price, discountPercent) };
}

// ---------------------------------------------------------------------------------------------
// New In and Sale entries

/**
 * POST updatefeaturedother: adminUpdateListingEntryBodySchema plus `productfor`, which names the
 * list (a product can be in New In and in Sale at once, under the same id). Only a Sale entry has a
 * discount.
 */
export const adminUpdateOtherStoreFieldsSchema = z
  .intersection(
    z.object({ productfor: z.enum(LISTING_LABELS, { error: 'productfor must be New In or Sale' }) }),
    adminUpdateListingEntryBodySchema,
  )
  .superRefine((body, ctx) => {
    if (body.productfor === 'New In' && body.discountPercent !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountPercent'],
        message: 'A New In product has no discount',
      });
    }
  });

/**
 * admin.md's updatefeaturedother body names no list: `{ title, price, id }`, "plus disc, discPrice for
 * Sale". So without productfor, a body with `disc` is a Sale entry's (disc its discount) and one
 * without is a New In entry's; discPrice is dropped, the server computes the sale price.
 */
function specOtherStoreList(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { disc, discPrice: _computed, ...rest } = body as Record<string, unknown>;
  if (rest.productfor !== undefined) return rest;
  return disc === undefined
    ? { ...rest, productfor: 'New In' }
    : { ...rest, productfor: 'Sale', discountPercent: rest.discountPercent ?? disc };
}

/** POST updatefeaturedother: ours with productfor, or admin.md's. */
export const adminUpdateOtherStoreBodySchema = z.preprocess(
  specOtherStoreList,
  adminUpdateOtherStoreFieldsSchema,
);
export type AdminUpdateOtherStoreParsed = z.output<typeof adminUpdateOtherStoreBodySchema>;

/** The list behind a New In / Sale label ("New In", "new in", "newin", "Sale"), or null. */
export function listOfLabel(label: string): 'newIn' | 'sale' | null {
  const key = label.replace(/\s+/g, '').toLowerCase();
  if (key === 'newin') return 'newIn';
  if (key === 'sale') return 'sale';
  return null;
}
