import { ACCESSORY_TYPES, BAG_TYPES } from './catalogue';
import type { CuratedEntry } from './documents';

/**
 * The home page's categories, each shown with a picture of a product it sells, taken from the curated
 * lists the page reads anyway (Featured, Products of the week): no read of its own, so the first
 * screen of a phone shows products without waiting for more queries.
 */
export const HOME_CATEGORIES = ['bags', 'accessories', 'new-in', 'sale', 'designers'] as const;
export type HomeCategory = (typeof HOME_CATEGORIES)[number];

type PictureEntry = Pick<CuratedEntry, 'productId' | 'title' | 'displayImage' | 'discountPercent'>;

const TYPES = [
  ...BAG_TYPES.map((type) => ({ type: type.toLowerCase(), parent: 'bags' as const })),
  ...ACCESSORY_TYPES.map((type) => ({ type: type.toLowerCase(), parent: 'accessories' as const })),
  // The longest type first: "beauty case" is a bag, "case" an accessory.
].sort((a, b) => b.type.length - a.type.length);

/** Bags or accessories, by the type a product's title ends with (the catalogue's titles do); null when none. */
export function parentOfTitle(title: string): 'bags' | 'accessories' | null {
  const words = title.trim().toLowerCase();
  const found = TYPES.find(({ type }) => words === type || words.endsWith(` ${type}`));
  return found?.parent ?? null;
}

/**
 * A different product's picture for each category, where the lists have one that fits: bags and
 * accessories by their type, Sale an entry on sale, New In and Designers any other (both sell every
 * kind). A category without a fitting product gets no picture rather than a wrong one.
 */
export function homeCategoryPictures(
  entries: readonly PictureEntry[],
): Partial<Record<HomeCategory, PictureEntry>> {
  const used = new Set<string>();
  const pictures: Partial<Record<HomeCategory, PictureEntry>> = {};
  const take = (category: HomeCategory, fits: (entry: PictureEntry) => boolean) => {
    const entry = entries.find(
      (candidate) => !used.has(candidate.productId) && candidate.displayImage && fits(candidate),
    );
    if (!entry) return;
    used.add(entry.productId);
    pictures[category] = entry;
  };
  take('bags', (entry) => parentOfTitle(entry.title) === 'bags');
  take('accessories', (entry) => parentOfTitle(entry.title) === 'accessories');
  take('sale', (entry) => (entry.discountPercent ?? 0) > 0);
  take('new-in', () => true);
  take('designers', () => true);
  return pictures;
}
