/**
 * The shop's fixed vocabularies, exactly as storefront.md section 3 and admin.md section 3 list them.
 * Stored values are these upper-case strings; UI labels are derived from them, never the other way.
 */

// ---------------------------------------------------------------------------------------------
// Colours, types, sizes

// prettier-ignore
export const COLOURS = [
  'BLUE', 'BROWN', 'SILVER', 'BLACK', 'GREEN', 'LIGHT BLUE', 'GREY', 'WHITE', 'PINK', 'GOLD',
  'MULTICOLOR', 'RED', 'BEIGE', 'BRONZE', 'BURGUNDY', 'ORANGE', 'PURPLE', 'YELLOW', 'FUCHSIA', 'WHITE/BLUE',
] as const;
export type Colour = (typeof COLOURS)[number];

// prettier-ignore
export const BAG_TYPES = [
  'BACKPACK', 'BEAUTY CASE', 'BELT BAG', 'BRIEFCASE', 'CLUTCH', 'HANDBAG', 'MESSENGER BAG', 'POUCH',
  'SHOULDER BAG', 'TOTE', 'TRAVEL BAG', 'TROLLEY',
] as const;

// prettier-ignore
export const ACCESSORY_TYPES = [
  'BELT', 'BOW TIE', 'BRACELET', 'BRACES', 'CANDLE', 'CARD HOLDER', 'CASE', 'COVER', 'CUFF LINKS',
  'DOCUMENT HOLDER', 'EARRINGS', 'FOULARD', 'FRAGRANCE', 'GLASSES', 'GLOVES', 'HAIR CLIP', 'HAT',
  'HEADBAND', 'HIGH TECH', 'KEY CHAIN', 'MASK', 'NECKLACE', 'PIN', 'RING', 'SCARF', 'SHAWL', 'SHOE LACE',
  'SHOULDER STRAP', 'SOCKS', 'STICKER', 'SUNGLASSES', 'TIE', 'TIE CLIP', 'UMBRELLA', 'WALLET', 'WATCH',
] as const;

/** What the storefront sells: the `p` of a listing URL, the `parentCategory` of a store product. */
export const PARENT_CATEGORIES = ['BAGS', 'ACCESSORIES'] as const;
export type ParentCategory = (typeof PARENT_CATEGORIES)[number];

/** Storefront sizes per parent category ('40' ... '100' are centimetres: belts). */
export const SIZES = {
  BAGS: ['UNI'],
  ACCESSORIES: ['UNI', '40', '38', '85', '95', '100', 'S', 'L', 'M'],
} as const satisfies Record<ParentCategory, readonly string[]>;

/** The size of a one-size item; a product with only this size never asks the shopper for a size. */
export const ONE_SIZE = 'UNI';

export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Readonly<Record<Gender, string>> = { M: 'Men', F: 'Women' };

export function isParentCategory(value: string): value is ParentCategory {
  return (PARENT_CATEGORIES as readonly string[]).includes(value);
}

export function isColour(value: string): value is Colour {
  return (COLOURS as readonly string[]).includes(value);
}

/** The types (sub-categories) a listing or a custom product of this parent category may use. */
export function typesOf(parent: ParentCategory): readonly string[] {
  return parent === 'BAGS' ? BAG_TYPES : ACCESSORY_TYPES;
}

export function isTypeOf(parent: ParentCategory, type: string): boolean {
  return typesOf(parent).includes(type);
}

export function sizesFor(parent: ParentCategory): readonly string[] {
  return SIZES[parent];
}

export function isSizeOf(parent: ParentCategory, size: string): boolean {
  return (SIZES[parent] as readonly string[]).includes(size);
}

// ---------------------------------------------------------------------------------------------
// Brands

export * from './brands';

/** Brand names as stored: trimmed, single spaces, upper-case ("Bottega  veneta " -> "BOTTEGA VENETA"). */
export function normaliseBrand(brand: string): string {
  return brand.trim().replace(/\s+/g, ' ').toUpperCase();
}

/**
 * A brand's document id in `designers`: lower-case letters and digits joined by '-', so it is a
 * valid, readable Firestore id ("A-COLD-WALL*" -> "a-cold-wall", "DOLCE & GABBANA" -> "dolce-gabbana").
 */
export function brandKey(brand: string): string {
  const key = brand
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return key === '' ? 'brand' : key;
}

// ---------------------------------------------------------------------------------------------
// Product facts and an order's states: modules of their own, which only the admin's forms and
// the order pages use, so a listing's first load (which needs the rest of this module) leaves them out.
export * from './product-facts';
export * from './order-states';

// ---------------------------------------------------------------------------------------------
// Listings

/** Sort codes as the listing calls carry them (storefront.md section 3). */
export const SORT_CODES = { showAll: 0, recommended: 2, priceAsc: 1, priceDesc: -1 } as const;
export type SortCode = (typeof SORT_CODES)[keyof typeof SORT_CODES];

/**
 * The sort dropdown, in the order the storefront shows it: Show all, Recommended, Price high to low,
 * Price low to high, each named in the page's words (listing.sortShowAll ... in the dictionaries).
 */
export const SORT_ORDER: readonly SortCode[] = [
  SORT_CODES.showAll,
  SORT_CODES.recommended,
  SORT_CODES.priceDesc,
  SORT_CODES.priceAsc,
];

export function isSortCode(value: number): value is SortCode {
  return value === 0 || value === 1 || value === 2 || value === -1;
}

/** The curated lists, named as their Firestore collections. */
export const CURATED_LISTS = ['featured', 'weekProducts', 'newIn', 'sale', 'recommended'] as const;
export type CuratedList = (typeof CURATED_LISTS)[number];

/** `productfor` of an other-store entry: which listing it belongs to. */
export const LISTING_LABELS = ['New In', 'Sale'] as const;

// ---------------------------------------------------------------------------------------------
// Payments

/** Stripe's payment method types the shop takes; which are offered where: payment-methods.ts. */
export const PAYMENT_METHODS = ['card', 'ideal', 'paypal', 'bancontact', 'klarna', 'eps', 'p24'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
