// How the designers' counts (`designers/{brandKey}`) follow the store's products: written by the
// admin API in each product write's transaction, by the seed and by `npm run designers:rebuild`.
// Apart from designers.ts, which the storefront loads: shoppers only read the counts.
import { brandKey, type ParentCategory } from './catalogue';
import type { Designer, StoreProduct, WithId } from './documents';
import { shownToShoppers } from './product-visibility';

/** One step of a designer's counts: a product of `brand` and `parentCategory` joins (1) or leaves (-1). */
export interface DesignerCountChange {
  brand: string;
  parentCategory: ParentCategory;
  delta: 1 | -1;
}

type CountedProduct = Pick<StoreProduct, 'brand' | 'parentCategory' | 'online'>;

/**
 * How a product's change moves its designers' counts (`before` or `after` null: added or deleted).
 * A designer counts the products shoppers can see, so an offline product counts for no one
 * (docs/decisions.md rule 64): taking it offline takes it off its brand, as deleting it does.
 */
export function designerCountChanges(
  before: CountedProduct | null,
  after: CountedProduct | null,
): DesignerCountChange[] {
  const [was, is] = [shownToShoppers(before), shownToShoppers(after)];
  if (was && is && was.brand === is.brand && was.parentCategory === is.parentCategory) return [];
  return [
    ...(was ? [{ brand: was.brand, parentCategory: was.parentCategory, delta: -1 as const }] : []),
    ...(is ? [{ brand: is.brand, parentCategory: is.parentCategory, delta: 1 as const }] : []),
  ];
}

/** A designer's counts after one change; never below 0, whatever a count held before. */
export function withDesignerCountChange(
  designer: Designer,
  { parentCategory, delta }: Pick<DesignerCountChange, 'parentCategory' | 'delta'>,
): Designer {
  const field = parentCategory === 'BAGS' ? 'bags' : 'accessories';
  return { ...designer, [field]: Math.max(0, designer[field] + delta) };
}

/**
 * The designers of a whole store, counted from its products as their writes count them (each as if
 * added now): the brands with products online, sorted by brand. What the seed writes, and what
 * `npm run designers:rebuild` writes over a live shop's counts.
 */
export function designerCounts(products: readonly CountedProduct[]): WithId<Designer>[] {
  const byBrand = new Map<string, Designer>();
  for (const change of products.flatMap((product) => designerCountChanges(null, product))) {
    const designer = byBrand.get(change.brand) ?? { brand: change.brand, bags: 0, accessories: 0 };
    byBrand.set(change.brand, withDesignerCountChange(designer, change));
  }
  return [...byBrand.values()]
    .sort((a, b) => (a.brand < b.brand ? -1 : a.brand > b.brand ? 1 : 0))
    .map((designer) => ({ id: brandKey(designer.brand), ...designer }));
}
