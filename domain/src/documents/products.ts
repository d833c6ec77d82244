import type { Colour, Gender, ParentCategory } from '../catalogue';
import type { SupplierCategory } from '../supplier-categories';
import type { Cents } from '../money';
import type { ProductTranslations } from '../product-translations';
import type { Instant } from './collections';

// The catalogue: supplierItems, products, the curated lists (featured, weekProducts), the listings (newIn, sale, recommended) and designers.

/** One size of an item with its stock, as the supplier feed gives it. */
export interface Variant {
  code: string;
  size: string;
  sizeType: string;
  /** Units in stock; a product whose variants are all 0 is sold out (rule 15). */
  quantity: number;
  /** The supplier's retail price, in cents. */
  retailPrice: Cents;
  /** The supplier's discount on that retail price, in percent (informative; our prices ignore it). */
  discount: number;
  ean: string;
}

/** supplierItems/{supplierItemId}: the supplier catalogue as the feed delivers it. */
export interface SupplierItem {
  sku: string;
  title: string;
  description: string;
  brand: string;
  /** Ex VAT. */
  listPrice: Cents;
  images: string[];
  parentCategory: SupplierCategory;
  category: string;
  madeIn: string;
  gender: Gender;
  colour: string;
  condition: string;
  variants: Variant[];
  /** The store product made from this item, or null while it is not in the store. */
  storeProductId: string | null;
  searchTerms: string[];
}

/** products/{productId}: a store product, what shoppers browse and buy. */
export interface StoreProduct {
  sku: string;
  title: string;
  title2: string;
  brand: string;
  parentCategory: ParentCategory;
  /** A bag or accessory type. */
  category: string;
  /** One of COLOURS (a supplier colour outside the list is kept as given). */
  colour: Colour | string;
  gender: Gender;
  madeIn: string;
  condition: string;
  description: string;
  /**
   * The admin's titles and descriptions in Dutch, German and French, each optional (docs/decisions.md
   * rule 83); absent until an admin first saves the Translations section. Its list copies carry the
   * titles (translatedTitles).
   */
  translations?: ProductTranslations;
  /** First = main image, second = hover image. */
  images: string[];
  displayImage: string;
  variants: Variant[];
  /** Sizes with quantity > 0; more than one means the detail page asks for a size (rule 14). */
  sizesInStock: string[];
  inStock: boolean;
  /**
   * Units in stock over every size (stockForSize(variants, null)), so Today's overview counts the
   * products with LOW_STOCK_MAX or fewer in one aggregate query. Whoever writes variants writes this too.
   */
  unitsInStock: number;
  /**
   * The stock of its emptiest size (stockFigures(variants)), written with unitsInStock: the Low stock
   * list is the products with a size at or below a figure. Absent on a product whose stock has not
   * been written since the field came, which the list does not show until its stock next changes.
   */
  lowestSizeStock?: number;
  /**
   * Shown in the storefront (docs/decisions.md rule 64). An offline product stays in the store for the
   * admin but no shopper reads it: the security rules let shoppers read only `online == true`, and
   * every storefront query filters on it. Every writer of a new product writes it.
   */
  online: boolean;
  /** Ex VAT. */
  listPrice: Cents;
  /** listPrice x 1.21 in whole euros. */
  price: Cents;
  /** price rounded up to 10 euro: shown, put in cart and wishlist, charged. */
  displayPrice: Cents;
  /**
   * The sale it shows: its visible Sale entry's discount and sale price, written with every change of
   * that entry or of the price (shownSale, docs/decisions.md rule 35); null or absent when not on sale.
   */
  discountPercent?: number | null;
  salePrice?: Cents | null;
  /**
   * What shoppers pay (pricePaid: the sale price while on sale, else displayPrice): the field every
   * listing sorts and filters its price on (docs/decisions.md rule 73). Written with every price and
   * sale change; a product written before it came has none until `npm run rebuild:paid-prices`.
   */
  paidPrice?: Cents;
  recommended: boolean;
  searchTerms: string[];
  /**
   * listingFilterKeys(this product): every listing filter combination it matches, so any mix of
   * category, designer, colour and size is one array-contains (see listing-query.ts). Whoever writes
   * parentCategory, category, brand, colour or sizesInStock writes this too.
   */
  filterKeys: string[];
  /** null for a custom product. */
  supplierItemId: string | null;
  /**
   * Sizes whose stock the admin set by hand on a supplier item's product, with the feed's quantity
   * then: the sync keeps them until the feed changes (docs/decisions.md rule 41). Absent when none.
   */
  handSetStock?: HandSetStock[];
  createdAt: Instant;
  updatedAt: Instant;
}

/** A size whose stock the admin set by hand, and the supplier's quantity of it at the time (null: not in the feed). */
export interface HandSetStock {
  size: string;
  feedQuantity: number | null;
}

/** featured/{productId} and weekProducts/{productId}: the home page's lists. */
export interface CuratedEntry {
  productId: string;
  sku: string;
  title: string;
  /** The product's translated titles (translatedTitles), when it has translations (rule 83). */
  translations?: ProductTranslations;
  /** Display price. */
  price: Cents;
  /** The product's shown sale, as on the product (rule 35). */
  discountPercent?: number | null;
  salePrice?: Cents | null;
  displayImage: string;
  hidden: boolean;
  /** Hidden only because its product is offline: shown again when the product is (rule 64). */
  hiddenWhileOffline?: boolean;
  addedAt: Instant;
}

/**
 * What a product card shows of a product: copied onto listing entries (ListingFields) and answered
 * by the listings (StoreListingProduct, listing-query.ts).
 */
export interface ProductCardFields {
  productId: string;
  sku: string;
  title: string;
  /** The product's translated titles (translatedTitles), when it has translations (rule 83). */
  translations?: ProductTranslations;
  brand: string;
  parentCategory: ParentCategory;
  category: string;
  colour: string;
  gender: Gender;
  sizesInStock: string[];
  inStock: boolean;
  /** First = main image, second = hover image. */
  images: string[];
  displayImage: string;
  /** The display price (VAT included). */
  price: Cents;
}

/** The product fields a product card and the listing filters need, copied so a list is one query. */
export interface ListingFields extends ProductCardFields {
  /**
   * The product's shown sale, as on the product (rule 35). A Sale entry keeps its own discount and
   * sale price here, hidden or not.
   */
  discountPercent?: number | null;
  salePrice?: Cents | null;
  /** pricePaid(the product), as on the product: the price the listing sorts on (rule 73). */
  paidPrice?: Cents;
  /** listingFilterKeys(these fields), as on the product. */
  filterKeys: string[];
}

/** newIn/{productId} and recommended/{productId}: a listing entry. */
export interface ListingEntry extends ListingFields {
  hidden: boolean;
  /** Hidden only because its product is offline: shown again when the product is (rule 64). */
  hiddenWhileOffline?: boolean;
  addedAt: Instant;
}

/** sale/{productId}: a listing entry with its discount. */
export interface SaleEntry extends ListingEntry {
  /** 10-100. */
  discountPercent: number;
  /** salePrice(price, discountPercent): display-rounded. */
  salePrice: Cents;
}

/** designers/{brandKey}: a brand that has store products, with how many of each. */
export interface Designer {
  brand: string;
  bags: number;
  accessories: number;
}

/** Sizes with stock, in the variants' order, and whether anything is in stock (rules 14 and 15). */
export function stockSummary(variants: readonly Variant[]): { sizesInStock: string[]; inStock: boolean } {
  const sizesInStock = [...new Set(variants.filter((v) => v.quantity > 0).map((v) => v.size))];
  return { sizesInStock, inStock: sizesInStock.length > 0 };
}
