import { ONE_SIZE } from './catalogue';
import type { SaleEntry, StoreProduct, Variant, WithId } from './documents';
import { LOW_STOCK_MAX, stockForSize } from './stock';
import { centsToEuros, type Cents } from './money';
import { productFullName } from './product-names';
import { fillText } from './dictionary';
import type { Language } from './languages';
import { productText, type ProductTranslations } from './product-translations';

/**
 * The product detail page (/view?id=) and GET getproductitemdetails/{id}: what a shopper sees of one
 * store product, the size question (docs/decisions.md rule 14), the editor's note and the structured data
 * search engines read.
 */

/** The fields of a store product that shoppers may see (search and filter keys, supplier link are internal). */
const SHOWN_FIELDS = [
  'sku',
  'title',
  'title2',
  'brand',
  'parentCategory',
  'category',
  'colour',
  'gender',
  'madeIn',
  'condition',
  'description',
  'images',
  'displayImage',
  'variants',
  'sizesInStock',
  'inStock',
  'listPrice',
  'price',
  'displayPrice',
  'recommended',
] as const satisfies readonly (keyof StoreProduct)[];

/**
 * A store product as the API hands it out: an allow-list of fields, so a field added to the document
 * for internal use never leaks, and timestamps as ISO 8601 text. `sale` is set while the product is
 * on the visible Sale list: its sale price is then what the cart charges (cartUnitPrice).
 */
export type StoreProductDetails = Pick<StoreProduct, (typeof SHOWN_FIELDS)[number]> & {
  id: string;
  createdAt: string;
  updatedAt: string;
  sale: { discountPercent: number; salePrice: Cents } | null;
};

export function toStoreProductDetails(
  product: WithId<StoreProduct>,
  sale: Pick<SaleEntry, 'hidden' | 'discountPercent' | 'salePrice'> | null | undefined,
): StoreProductDetails {
  const shown = Object.fromEntries(
    SHOWN_FIELDS.map((field) => [field, structuredClone(product[field])]),
  ) as Pick<StoreProduct, (typeof SHOWN_FIELDS)[number]>;
  return {
    id: product.id,
    ...shown,
    createdAt: new Date(product.createdAt.toMillis()).toISOString(),
    updatedAt: new Date(product.updatedAt.toMillis()).toISOString(),
    sale: sale && !sale.hidden ? { discountPercent: sale.discountPercent, salePrice: sale.salePrice } : null,
  };
}

/**
 * The editor's note: the description split at its commas into short points, each trimmed and
 * starting with a capital. A comma between two digits is a decimal comma ("25,5 cm") and stays.
 */
export function editorsNote(description: string): string[] {
  return description
    .split(/(?<!\d),|,(?!\d)/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1));
}

export type SizeChoice =
  /** Nothing in stock: no size to choose, the product cannot be added (rule 15). */
  | { kind: 'sold-out' }
  /** One size in stock: it goes into the cart without asking. */
  | { kind: 'single'; size: string }
  /** Several sizes in stock: the shopper must pick one (rule 14). */
  | { kind: 'choose'; sizes: string[] };

/** Whether the detail page asks for a size, from the sizes in stock. */
export function sizeChoice(product: Pick<StoreProduct, 'sizesInStock' | 'inStock'>): SizeChoice {
  const sizes = product.sizesInStock;
  if (!product.inStock || sizes.length === 0) return { kind: 'sold-out' };
  if (sizes.length === 1) return { kind: 'single', size: sizes[0] ?? ONE_SIZE };
  return { kind: 'choose', sizes: [...sizes] };
}

/**
 * Whether the detail page's facts name the gender (docs/decisions.md rule 50): for accessories, where
 * a belt or a pair of gloves is cut for men or for women; not for bags, where the supplier's tag
 * ("Men" on a light-blue shoulder bag) reads as a label nobody asked for and no filter uses it.
 */
export function showsGender(product: Pick<StoreProduct, 'parentCategory'>): boolean {
  return product.parentCategory === 'ACCESSORIES';
}

/** schema.org Product structured data (JSON-LD), as search engines read it on the detail page. */
export interface ProductStructuredData {
  '@context': 'https://schema.org';
  '@type': 'Product';
  /** The page's own address, in its language (docs/decisions.md rule 79). */
  url: string;
  /** The page's language: its texts are in it where translated, the supplier's English elsewhere. */
  inLanguage: Language;
  name: string;
  sku: string;
  description: string;
  image: string[];
  brand: { '@type': 'Brand'; name: string };
  category: string;
  color: string;
  offers: {
    '@type': 'Offer';
    url: string;
    price: string;
    priceCurrency: 'EUR';
    availability: 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';
    itemCondition: 'https://schema.org/NewCondition' | 'https://schema.org/UsedCondition';
  };
}

/** Conditions that mean "never used"; the others (Excellent, Very good, Good) are pre-owned. */
const NEW_CONDITIONS = new Set(['new', 'new in', 'new with tags']);

/**
 * Product structured data for a store product. `pageUrl` is the detail page's absolute address,
 * `imageUrls` the product's images made absolute (stored images may be site-relative) and `price`
 * what the shopper is charged, VAT included: the display price, or the sale price while the product
 * is on sale (cartUnitPrice).
 */
export function productStructuredData(
  product: Pick<
    StoreProduct,
    'title' | 'sku' | 'description' | 'brand' | 'category' | 'colour' | 'inStock' | 'condition'
  >,
  {
    pageUrl,
    imageUrls,
    price,
    language,
  }: { pageUrl: string; imageUrls: readonly string[]; price: Cents; language: Language },
): ProductStructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    url: pageUrl,
    inLanguage: language,
    name: product.title,
    sku: product.sku,
    description: product.description,
    image: [...imageUrls],
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category,
    color: product.colour,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: centsToEuros(price).toFixed(2),
      priceCurrency: 'EUR',
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: NEW_CONDITIONS.has(product.condition.trim().toLowerCase())
        ? 'https://schema.org/NewCondition'
        : 'https://schema.org/UsedCondition',
    },
  };
}

/**
 * The detail page's description for search results and shared links: name, the price charged and
 * the first points of the editors' note, at most 160 characters. `intro` is the page language's
 * "{name}, {price} including VAT." and `formatPrice` its way of writing the price (rule 79).
 */
export function productPageDescription(
  product: Pick<StoreProduct, 'brand' | 'title' | 'description'>,
  price: Cents,
  { intro, formatPrice }: { intro: string; formatPrice: (cents: Cents) => string },
): string {
  const first = fillText(intro, { name: productFullName(product), price: formatPrice(price) });
  const text = [first, ...editorsNote(product.description).slice(0, 3)].join(' ');
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/**
 * "Only N left": the units in stock of the chosen size (of every size while none is chosen) when
 * they are 1 to LOW_STOCK_MAX, else null (plenty, or sold out, which the page says otherwise).
 */
export function unitsLeftToMention(variants: readonly Variant[], size: string | null): number | null {
  const units = stockForSize(variants, size);
  return units > 0 && units <= LOW_STOCK_MAX ? units : null;
}

// In the product page's module, not product-translations.ts: a listing's first load reads that one
// for its cards' titles (productText), and needs none of the page's own.
/** The product with its title and description as `language`'s page shows them (its head, its JSON-LD). */
export function productInLanguage<
  T extends { title: string; description: string; translations?: ProductTranslations },
>(product: T, language: Language): T {
  return {
    ...product,
    title: productText(product, 'title', language).text,
    description: productText(product, 'description', language).text,
  };
}
