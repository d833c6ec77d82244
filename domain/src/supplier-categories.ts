import { ACCESSORY_TYPES, BAG_TYPES } from './catalogue';

/**
 * The supplier's categories and their sub-categories, the storefront's two and the two it does not
 * sell: the admin browses them all (admin.md section 3). A module of its own, which no storefront
 * page imports: the clothing and shoe types were 0.3 KiB of every page's first load.
 */

/** Supplier-only sub-categories: the admin browses them, the storefront does not sell them. */
// prettier-ignore
export const CLOTHING_TYPES = [
  'BLAZER', 'BLOUSE', 'BODYSUIT', 'BOMBER JACKET', 'CARDIGAN', 'COAT', 'DENIM JACKET', 'DOWN JACKET',
  'DRESS', 'GILET', 'HOODIE', 'JACKET', 'JEANS', 'JUMPSUIT', 'KNITWEAR', 'LEATHER JACKET', 'LEGGINGS',
  'LINGERIE', 'PANTS', 'PARKA', 'POLO SHIRT', 'SHIRT', 'SHORTS', 'SKIRT', 'SUIT', 'SWEATER', 'SWEATPANTS',
  'SWEATSHIRT', 'SWIMWEAR', 'T-SHIRT', 'TANK TOP', 'TOP', 'TRACKSUIT', 'TRENCH COAT', 'TUXEDO', 'VEST',
  'WAISTCOAT',
] as const;

// prettier-ignore
export const SHOE_TYPES = [
  'SNEAKERS', 'ANKLE BOOTS', 'PUMPS', 'SANDALS', 'BOOTS', 'HEELS', 'LOAFERS', 'FLATS', 'WEDGES',
  'ESPADRILLES', 'BALLET FLATS', 'CHELSEA BOOTS', 'DERBY SHOES', 'FLIP FLOPS', 'LACE-UPS', 'MONK STRAPS',
  'MULES', 'OXFORD SHOES', 'PLATFORM SHOES', 'SLIDES', 'SLINGBACKS', 'SLIPPERS',
] as const;

/** What the supplier feed delivers: the four cards on /adminmainstore. */
export const SUPPLIER_CATEGORIES = ['BAGS', 'ACCESSORIES', 'CLOTHING', 'SHOES'] as const;
export type SupplierCategory = (typeof SUPPLIER_CATEGORIES)[number];

/**
 * Sub-categories (the `category` of an item) per top category. Accessories has all 36 storefront
 * types: admin.md mentions "about 26", but a supplier item of any type the storefront shows must be
 * browsable in the admin too.
 */
export const SUB_CATEGORIES: Readonly<Record<SupplierCategory, readonly string[]>> = {
  BAGS: BAG_TYPES,
  ACCESSORIES: ACCESSORY_TYPES,
  CLOTHING: CLOTHING_TYPES,
  SHOES: SHOE_TYPES,
};

export function isSupplierCategory(value: string): value is SupplierCategory {
  return (SUPPLIER_CATEGORIES as readonly string[]).includes(value);
}

/** Sub-categories of a supplier category; the storefront's two have their types (typesOf). */
export function categoriesFor(parent: SupplierCategory): readonly string[] {
  return SUB_CATEGORIES[parent];
}

export function isCategoryOf(parent: SupplierCategory, category: string): boolean {
  return SUB_CATEGORIES[parent].includes(category);
}
