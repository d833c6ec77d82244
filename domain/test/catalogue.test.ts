import { describe, it, expect } from 'vitest';
import {
  ACCESSORY_BRANDS,
  ACCESSORY_TYPES,
  ADMIN_ORDER_STATUSES,
  BAG_BRANDS,
  BAG_TYPES,
  BRANDS,
  CLOTHING_TYPES,
  COLOURS,
  CURATED_LISTS,
  GENDERS,
  ORDER_STATUSES,
  PARENT_CATEGORIES,
  PAYMENT_STATUSES,
  SHOE_TYPES,
  SIZES,
  SORT_CODES,
  SORT_ORDER,
  SUB_CATEGORIES,
  SUPPLIER_CATEGORIES,
  brandKey,
  collections,
  isKnownBrand,
  normaliseBrand,
} from '../src/index';

describe('catalogue vocabularies', () => {
  it('has the spec counts', () => {
    expect([COLOURS.length, BAG_TYPES.length, ACCESSORY_TYPES.length]).toEqual([20, 12, 36]);
    expect(CLOTHING_TYPES.length).toBe(37);
    expect(SHOE_TYPES.slice(0, 10)).toEqual([
      'SNEAKERS',
      'ANKLE BOOTS',
      'PUMPS',
      'SANDALS',
      'BOOTS',
      'HEELS',
      'LOAFERS',
      'FLATS',
      'WEDGES',
      'ESPADRILLES',
    ]);
    expect(SIZES).toEqual({
      BAGS: ['UNI'],
      ACCESSORIES: ['UNI', '40', '38', '85', '95', '100', 'S', 'L', 'M'],
    });
    expect(PARENT_CATEGORIES).toEqual(['BAGS', 'ACCESSORIES']);
    expect(SUPPLIER_CATEGORIES).toEqual(['BAGS', 'ACCESSORIES', 'CLOTHING', 'SHOES']);
    expect(Object.keys(SUB_CATEGORIES)).toEqual(['BAGS', 'ACCESSORIES', 'CLOTHING', 'SHOES']);
    expect(GENDERS).toEqual(['M', 'F']);
  });

  it('has no duplicate in any list', () => {
    for (const list of [
      COLOURS,
      BAG_TYPES,
      ACCESSORY_TYPES,
      CLOTHING_TYPES,
      SHOE_TYPES,
      BAG_BRANDS,
      ACCESSORY_BRANDS,
      BRANDS,
    ]) {
      expect(new Set<string>(list).size).toBe(list.length);
    }
  });

  it('has about 200 brands, sorted, from A-COLD-WALL* to ZANELLATO, all upper-case', () => {
    expect(BRANDS.length).toBe(200);
    expect(BAG_BRANDS.length).toBe(87);
    expect(ACCESSORY_BRANDS.length).toBe(120);
    expect(BRANDS[0]).toBe('A-COLD-WALL*');
    expect(BRANDS.at(-1)).toBe('ZANELLATO');
    expect([...BRANDS].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(BRANDS);
    expect(BRANDS.every((brand) => brand === brand.toUpperCase())).toBe(true);
    expect([...BAG_BRANDS, ...ACCESSORY_BRANDS].every(isKnownBrand)).toBe(true);
  });

  it('normalises brands and makes readable designer ids', () => {
    expect(normaliseBrand(' bottega  veneta ')).toBe('BOTTEGA VENETA');
    expect(brandKey('A-COLD-WALL*')).toBe('a-cold-wall');
    expect(brandKey('DOLCE & GABBANA')).toBe('dolce-gabbana');
    expect(brandKey("TOD'S")).toBe('tod-s');
    expect(brandKey('N°21')).toBe('n-21');
  });

  it('has the sort codes, statuses and lists of the specs', () => {
    expect(SORT_CODES).toEqual({ showAll: 0, recommended: 2, priceAsc: 1, priceDesc: -1 });
    // Show all, Recommended, Price high to low, Price low to high (the page's words name them).
    expect(SORT_ORDER).toEqual([
      SORT_CODES.showAll,
      SORT_CODES.recommended,
      SORT_CODES.priceDesc,
      SORT_CODES.priceAsc,
    ]);
    expect(ORDER_STATUSES).toEqual([
      'Pending payment',
      'Order Received',
      'Out for Delivery',
      'Order Completed',
      'Payment failed',
      'Cancelled',
    ]);
    expect(ADMIN_ORDER_STATUSES).toEqual(['Order Received', 'Out for Delivery', 'Order Completed']);
    expect(PAYMENT_STATUSES).toEqual([
      'Pending',
      'Paid',
      'Failed',
      'Refund due',
      'Partly refunded',
      'Refunded',
    ]);
    expect(CURATED_LISTS).toEqual(['featured', 'weekProducts', 'newIn', 'sale', 'recommended']);
    for (const list of CURATED_LISTS) expect(collections[list]).toBe(list);
  });
});
