import { z } from 'zod';
import type { AdminCustomProductParsed } from './api';
import { isSupplierCategory, LISTING_LABELS, ONE_SIZE, type SupplierCategory } from './catalogue';
import type {
  CuratedEntry,
  ListingEntry,
  SaleEntry,
  StoreProduct,
  SupplierItem,
  SyncJob,
  Variant,
  WithId,
} from './documents';
import { stockSummary, type AuditEntry, type ListingFields } from './documents';
import { toListingEntry } from './listing-entry';
import { listingFilterKeys } from './listing-query';
import { parseEuros, type Cents } from './money';
import {
  salePrice,
  storePriceFromListPrice,
  storePricesFromListPrice,
  storePricesFromPrice,
} from './pricing';
import { adminUpdateListingEntryBodySchema, adminUpdateStoreProductBodySchema } from './schemas';
import { searchTermsFor, searchWords } from './search-terms';
import { stockForSize } from './stock';
import { VAT_RATE } from './vat';

/**
 * The admin dashboard's rules (admin.md sections 2-9): how a store product is made from a supplier
 * item or the custom product form, what the supplier sync refreshes, how the admin's search boxes
 * match, and the Admin* response types the API answers and the dashboard reads.
 */

// ---------------------------------------------------------------------------------------------
// Store products

/** A store product as the writer stores it, before it adds createdAt and updatedAt. */
export type NewStoreProduct = Omit<StoreProduct, 'createdAt' | 'updatedAt'>;

/** The card's second line: the title without the brand the first line already shows. */
export function secondTitle(title: string, brand: string): string {
  return title.startsWith(`${brand} `) ? title.slice(brand.length + 1) : title;
}

/**
 * POST addproduct: the store product made from a supplier item. Everything comes from the item and
 * the price is list x 1.21 in whole euros (rule 7). Only bags and accessories are sold: the caller
 * refuses clothing and shoes (`parentCategory` is narrowed here).
 */
export function storeProductFromSupplierItem(
  item: WithId<SupplierItem> & { parentCategory: 'BAGS' | 'ACCESSORIES' },
  recommended: boolean,
): NewStoreProduct {
  const variants = item.variants.map((variant) => ({ ...variant }));
  const stock = stockSummary(variants);
  return {
    sku: item.sku,
    title: item.title,
    title2: secondTitle(item.title, item.brand),
    brand: item.brand,
    parentCategory: item.parentCategory,
    category: item.category,
    colour: item.colour,
    gender: item.gender,
    madeIn: item.madeIn,
    condition: item.condition,
    description: item.description,
    images: [...item.images],
    displayImage: item.images[0] ?? '',
    variants,
    ...stock,
    unitsInStock: stockForSize(variants, null),
    ...storePricesFromListPrice(item.listPrice),
    recommended,
    searchTerms: searchTermsFor(item),
    filterKeys: listingFilterKeys({ ...item, ...stock }),
    supplierItemId: item.id,
  };
}

/** The size type the supplier would give a size (UNI, centimetres for belts, INT letters). */
function sizeTypeOf(size: string): string {
  if (size === ONE_SIZE) return 'UNI';
  return /^\d+$/.test(size) ? 'CM' : 'INT';
}

/**
 * POST addreturnproducttomainstore: a custom product (a returned or one-off piece) from the admin's
 * form. The admin types the VAT-inclusive price; it comes in the one size given, so it has one
 * variant holding the stock typed (one piece unless said; 0 is sold out, rule 15).
 */
export function customStoreProduct(body: AdminCustomProductParsed): NewStoreProduct {
  const prices = storePricesFromPrice(body.price);
  const variants: Variant[] = [
    {
      code: `${body.sku}-${body.size}`,
      size: body.size,
      sizeType: sizeTypeOf(body.size),
      quantity: body.stock,
      retailPrice: prices.price,
      discount: 0,
      ean: '',
    },
  ];
  const stock = stockSummary(variants);
  return {
    sku: body.sku,
    title: body.title,
    title2: body.title2,
    brand: body.brand,
    parentCategory: body.type,
    category: body.category,
    colour: body.colour,
    gender: body.gender,
    madeIn: body.madeIn,
    condition: body.condition,
    description: body.description,
    images: [...body.images],
    displayImage: body.images[0] ?? '',
    variants,
    ...stock,
    unitsInStock: stockForSize(variants, null),
    ...prices,
    recommended: false,
    searchTerms: searchTermsFor(body),
    filterKeys: listingFilterKeys({ ...body, parentCategory: body.type, ...stock }),
    supplierItemId: null,
  };
}

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
> {
  return {
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
      category: body.category,
      sku: product.sku,
    }),
    filterKeys: listingFilterKeys({ ...product, brand: body.brand, category: body.category }),
  };
}

/** The supplier's list price with 21 % VAT, in whole euros: the edit page's "original price". */
export function originalPriceWithVat(listPrice: Cents): Cents {
  return storePriceFromListPrice(listPrice);
}

// ---------------------------------------------------------------------------------------------
// Supplier sync

/** What the sync refreshes on a store product from its supplier item (rule 13): prices, stock, labels. */
export type SupplierRefresh = Pick<
  StoreProduct,
  | 'listPrice'
  | 'price'
  | 'displayPrice'
  | 'variants'
  | 'sizesInStock'
  | 'unitsInStock'
  | 'inStock'
  | 'condition'
  | 'madeIn'
  | 'colour'
  | 'filterKeys'
>;

/**
 * The refreshed fields of a store product, or null when the supplier item changes none of them.
 * Title, description, images and category stay as the admin left them: those are the shop's words.
 * Prices follow the supplier's list price (rule 7) while the product still has the supplier's price
 * (`followsSupplierPrice`: its list price is the one the supplier gave last time); a price the admin
 * set on the edit pages is kept, and only stock and labels are refreshed.
 */
export function supplierRefresh(
  product: StoreProduct,
  item: Omit<SupplierItem, 'storeProductId'>,
  followsSupplierPrice: boolean,
): SupplierRefresh | null {
  const variants = item.variants.map((variant) => ({ ...variant }));
  const stock = stockSummary(variants);
  const prices = followsSupplierPrice
    ? storePricesFromListPrice(item.listPrice)
    : { listPrice: product.listPrice, price: product.price, displayPrice: product.displayPrice };
  const next: SupplierRefresh = {
    ...prices,
    variants,
    ...stock,
    unitsInStock: stockForSize(variants, null),
    condition: item.condition,
    madeIn: item.madeIn,
    colour: item.colour,
    filterKeys: listingFilterKeys({ ...product, colour: item.colour, ...stock }),
  };
  const same =
    next.listPrice === product.listPrice &&
    next.price === product.price &&
    next.displayPrice === product.displayPrice &&
    next.condition === product.condition &&
    next.madeIn === product.madeIn &&
    next.colour === product.colour &&
    JSON.stringify(next.variants) === JSON.stringify(product.variants);
  return same ? null : next;
}

/** A supplier item as the sync compares it: has the feed changed anything we store? */
export function supplierItemChanged(
  stored: Omit<SupplierItem, 'storeProductId'>,
  fromFeed: Omit<SupplierItem, 'storeProductId'>,
): boolean {
  const keys: (keyof Omit<SupplierItem, 'storeProductId'>)[] = [
    'sku',
    'title',
    'description',
    'brand',
    'listPrice',
    'images',
    'parentCategory',
    'category',
    'madeIn',
    'gender',
    'colour',
    'condition',
    'variants',
    'searchTerms',
  ];
  return keys.some((key) => JSON.stringify(stored[key]) !== JSON.stringify(fromFeed[key]));
}

// ---------------------------------------------------------------------------------------------
// Curated lists: the copies of a product

/** The product fields a Featured or Product of the Week entry copies. */
export function curatedEntryFields(
  product: WithId<StoreProduct>,
): Pick<CuratedEntry, 'productId' | 'sku' | 'title' | 'price' | 'displayImage'> {
  return {
    productId: product.id,
    sku: product.sku,
    title: product.title,
    price: product.displayPrice,
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

// ---------------------------------------------------------------------------------------------
// URL parameters and search boxes

/** `/adminallproducts?id=bags` and the supplier calls' {category}: any case, to SUPPLIER_CATEGORIES. */
export function parseSupplierCategory(value: string): SupplierCategory | null {
  const category = value.trim().toUpperCase();
  return isSupplierCategory(category) ? category : null;
}

/** The main store's SHOW All / Males / Female buttons as the filter calls name them. */
export const STORE_GENDER_FILTERS = ['ALL', 'M', 'F'] as const;
export type StoreGenderFilter = (typeof STORE_GENDER_FILTERS)[number];

export function parseGenderFilter(value: string): StoreGenderFilter | null {
  const gender = value.trim().toUpperCase();
  return (STORE_GENDER_FILTERS as readonly string[]).includes(gender) ? (gender as StoreGenderFilter) : null;
}

/** What an admin typed in a search box: its words, and the amount when it reads as euros ("280"). */
export interface AdminSearch {
  words: string[];
  cents: Cents | null;
}

export function parseAdminSearch(text: string): AdminSearch {
  let cents: Cents | null;
  try {
    cents = parseEuros(text.trim(), 'Search');
  } catch {
    cents = null;
  }
  return { words: searchWords(text), cents };
}

/**
 * Whether a list entry matches a search box (title, SKU, brand words; or the price typed in euros).
 * Every word must occur in the entry's words (prefixes count, so "sho" finds "shoulder").
 */
export function matchesAdminSearch(
  search: AdminSearch,
  entry: { title: string; sku: string; brand?: string; prices: readonly Cents[] },
): boolean {
  if (search.cents !== null && entry.prices.includes(search.cents)) return true;
  if (search.words.length === 0) return false;
  const words = searchWords([entry.brand ?? '', entry.title, entry.sku].join(' '));
  const sku = entry.sku.toLowerCase();
  return search.words.every((word) => word === sku || words.some((candidate) => candidate.startsWith(word)));
}

/**
 * The list prices (ex VAT, inclusive bounds) whose store price is `storePrice` (whole euros): the
 * supplier search by price ("273") as a range query on listPrice.
 */
export function listPriceRangeForStorePrice(storePrice: Cents): { min: Cents; max: Cents } {
  const factor = 100 + VAT_RATE;
  // storePriceFromListPrice rounds list x 1.21 half up to whole euros: list x 121 / 10000 in
  // [euros - 0.5, euros + 0.5).
  const euros = Math.round(storePrice / 100);
  const min = Math.max(0, Math.ceil(((euros - 0.5) * 10_000) / factor));
  const max = Math.ceil(((euros + 0.5) * 10_000) / factor) - 1;
  return { min, max };
}

// ---------------------------------------------------------------------------------------------
// Responses (JSON: instants as ISO strings)

type WithIsoDates<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: T[P] extends null ? string | null : string;
};

/** A main-store product in the admin's lists and edit page. */
export type AdminStoreProduct = WithIsoDates<
  WithId<Omit<StoreProduct, 'searchTerms'>>,
  'createdAt' | 'updatedAt'
>;

/** The edit page's product, with its list price plus 21 % VAT in whole euros (the "original price"). */
export type AdminStoreProductDetails = AdminStoreProduct & { originalPriceWithVat: Cents };

/** A supplier item in the supplier catalogue, with the store price it would get (rule 7). */
export type AdminSupplierItem = WithId<Omit<SupplierItem, 'searchTerms'>> & {
  storePrice: Cents;
  displayPrice: Cents;
};

/** A page of a list: `skip` items were skipped; `hasMore` when a next page exists. */
export interface AdminPage<T> {
  items: T[];
  skip: number;
  hasMore: boolean;
}

export type AdminCuratedEntry = Omit<CuratedEntry, 'addedAt'> & { addedAt: string };
export type AdminListingEntry = Omit<ListingEntry, 'addedAt'> & { addedAt: string };
export type AdminSaleEntry = Omit<SaleEntry, 'addedAt'> & { addedAt: string };

/** A curated entry for its edit page, with the product's own VAT-inclusive store price. */
export type AdminCuratedEntryDetails<T> = T & { storePrice: Cents };

export interface SyncSummary {
  /** Supplier items that were new in the feed. */
  created: number;
  /** Supplier items the feed changed. */
  updated: number;
  /** Store products whose prices, stock or labels were refreshed. */
  storeProductsRefreshed: number;
}

/** syncJobs/{jobId} as the sync writes it: SyncJob plus what started it and what it changed. */
export type SyncJobRecord = SyncJob & {
  /** 'schedule', or the uid of the admin who pressed UPDATE PRODUCTS. */
  startedBy: string;
  summary: SyncSummary | null;
};

export type AdminSyncJob = Omit<SyncJobRecord, 'startedAt' | 'finishedAt'> & {
  id: string;
  startedAt: string;
  finishedAt: string | null;
};

export type AdminAuditEntry = Omit<AuditEntry, 'at'> & { id: string; at: string };
