import type { ParentCategory } from './catalogue';
import type { Designer, WithId } from './documents';

/**
 * Designers: the brands that have store products online (`designers/{brandKey}`), as GET getdesigners
 * answers them and the /designers page and the header's designers menu list them.
 */

/** One designer for shoppers: the brand, its `designers` document id and how many products of each kind. */
export interface StoreDesigner {
  /** brandKey(brand): the document id. */
  key: string;
  brand: string;
  bags: number;
  accessories: number;
}

export function toStoreDesigner(designer: WithId<Designer>): StoreDesigner {
  return { key: designer.id, brand: designer.brand, bags: designer.bags, accessories: designer.accessories };
}

/** A designer document left with both counts at 0 (written by hand, or an old one) is shown to no shopper. */
export function hasStoreProducts(designer: Pick<Designer, 'bags' | 'accessories'>): boolean {
  return designer.bags > 0 || designer.accessories > 0;
}

/**
 * Which listing a designer link opens. The spec links every designer to its bags
 * (`/products?p=bags&t=all&b=...`); a brand with only accessories in the store would land on an
 * empty page there, so it opens its accessories instead.
 */
export function designerListingParent(designer: Pick<Designer, 'bags' | 'accessories'>): ParentCategory {
  return designer.bags > 0 || designer.accessories === 0 ? 'BAGS' : 'ACCESSORIES';
}

/** The sections of the alphabet index: A to Z, then '#' for brands that start with a digit or a sign. */
export const DESIGNER_INDEX_LETTERS: readonly string[] = [
  ...Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i)),
  '#',
];

/** The index letter a brand is filed under: its first letter without accents ("ÉTUDES" -> E), else '#'. */
export function designerInitial(brand: string): string {
  const first = brand.trim().normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : '#';
}

export interface DesignerIndexSection<T> {
  letter: string;
  designers: T[];
}

/**
 * The alphabet index: one section per letter that has designers, in DESIGNER_INDEX_LETTERS order,
 * each sorted by brand. Designers without store products are left out.
 */
export function designerIndex<T extends Pick<StoreDesigner, 'brand' | 'bags' | 'accessories'>>(
  designers: readonly T[],
): DesignerIndexSection<T>[] {
  const byLetter = new Map<string, T[]>();
  for (const designer of designers) {
    if (!hasStoreProducts(designer)) continue;
    const letter = designerInitial(designer.brand);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), designer]);
  }
  return DESIGNER_INDEX_LETTERS.filter((letter) => byLetter.has(letter)).map((letter) => ({
    letter,
    designers: [...(byLetter.get(letter) ?? [])].sort((a, b) => byBrand(a.brand, b.brand)),
  }));
}

/** Brand order of the index and of getdesigners: by code unit, as the admin's brand select (catalogue.ts). */
export function byBrand(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
