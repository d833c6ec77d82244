import type { AdminCustomProductParsed } from './api';
import { ONE_SIZE } from './catalogue';
import type { StoreProduct, SupplierItem, Variant, WithId } from './documents';
import { stockSummary } from './documents';
import { listingFilterKeys } from './listing-query';
import { storePricesFromListPrice, storePricesFromPrice } from './pricing';
import { searchTermsFor } from './search-terms';
import { stockFigures } from './stock';
import { mergeFeedStock } from './stock-edits';

/**
 * How a store product is made (admin.md sections 3-5): from a supplier item (POST addproduct) or the
 * custom product form (POST addreturnproducttomainstore), and what the supplier sync refreshes on it
 * afterwards (rule 13).
 */

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
    ...stockFigures(variants),
    ...storePricesFromListPrice(item.listPrice),
    recommended,
    searchTerms: searchTermsFor(item),
    filterKeys: listingFilterKeys({ ...item, ...stock }),
    supplierItemId: item.id,
    online: true,
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
    ...stockFigures(variants),
    ...prices,
    recommended: false,
    searchTerms: searchTermsFor({ ...body, parentCategory: body.type }),
    filterKeys: listingFilterKeys({ ...body, parentCategory: body.type, ...stock }),
    supplierItemId: null,
    online: true,
  };
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
  | 'lowestSizeStock'
  | 'inStock'
  | 'condition'
  | 'madeIn'
  | 'colour'
  | 'filterKeys'
  | 'handSetStock'
  | 'searchTerms'
>;

/**
 * The refreshed fields of a store product, or null when the supplier item changes none of them.
 * Title, description, images and category stay as the admin left them: those are the shop's words.
 * Prices follow the supplier's list price (rule 7) while the product still has the supplier's price
 * (`followsSupplierPrice`: its list price is the one the supplier gave last time); a price the admin
 * set on the edit pages is kept, and only stock and labels are refreshed. A size's stock the admin
 * set by hand is kept until the feed reports a different quantity for it (mergeFeedStock, rule 41).
 */
export function supplierRefresh(
  product: StoreProduct,
  item: Omit<SupplierItem, 'storeProductId'>,
  followsSupplierPrice: boolean,
): SupplierRefresh | null {
  const { variants, handSetStock } = mergeFeedStock(
    product.variants,
    item.variants,
    product.handSetStock ?? [],
  );
  const stock = stockSummary(variants);
  const prices = followsSupplierPrice
    ? storePricesFromListPrice(item.listPrice)
    : { listPrice: product.listPrice, price: product.price, displayPrice: product.displayPrice };
  const next: SupplierRefresh = {
    ...prices,
    variants,
    ...stock,
    ...stockFigures(variants),
    condition: item.condition,
    madeIn: item.madeIn,
    colour: item.colour,
    filterKeys: listingFilterKeys({ ...product, colour: item.colour, ...stock }),
    ...(product.handSetStock ? { handSetStock } : {}),
    // The colour is searched for ("black tote"): its index terms follow it.
    searchTerms: searchTermsFor({ ...product, colour: item.colour }),
  };
  const same =
    next.listPrice === product.listPrice &&
    next.price === product.price &&
    next.displayPrice === product.displayPrice &&
    next.condition === product.condition &&
    next.madeIn === product.madeIn &&
    next.colour === product.colour &&
    JSON.stringify(next.variants) === JSON.stringify(product.variants) &&
    handSetStock.length === (product.handSetStock ?? []).length &&
    // Also rewrites index terms written by an older version of searchTermsFor.
    JSON.stringify(next.searchTerms) === JSON.stringify(product.searchTerms);
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
