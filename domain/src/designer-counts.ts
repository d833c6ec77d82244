// How the designers' counts (`designers/{brandKey}`) follow the store's products: written by the
// admin API in each product write's transaction, by the seed and by `npm run designers:rebuild`.
// Apart from designers.ts, which the storefront loads: shoppers only read the counts.
import { brandKey, type ParentCategory } from './catalogue';
import type { Designer, StoreProduct, WithId } from './documents';
import { isOnline } from './product-visibility';

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
  const counted = (product: CountedProduct | null) => (product && isOnline(product) ? product : null);
  const [was, is] = [counted(before), counted(after)];
  if (was && is && was.brand === is.brand && was.parentCategory === is.parentCategory) return [];
  return [
    ...(was ? [{ brand: was.brand, parentCategory: was.parentCategory, delta: -1 as const }] : []),
    ...(is ? [{ brand: is.brand, parentCategory: is.parentCategory, delta: 1 as const }] : []),
  ];
}

/**
 * The designers of a whole store, counted from its products as their writes count them (each as if
 * added now): the brands with products online, sorted by brand. What the seed writes, and what
 * `npm run designers:rebuild` writes over a live shop's counts.
 */
export function designerCounts(products: readonly CountedProduct[]): WithId<Designer>[] {
  const byBrand = new Map<string, Designer>();
  for (const { brand, parentCategory, delta } of products.flatMap((product) =>
    designerCountChanges(null, product),
  )) {
    const designer = byBrand.get(brand) ?? { brand, bags: 0, accessories: 0 };
    if (parentCategory === 'BAGS') designer.bags += delta;
    else designer.accessories += delta;
    byBrand.set(brand, designer);
  }
  return [...byBrand.values()]
    .sort((a, b) => (a.brand < b.brand ? -1 : a.brand > b.brand ? 1 : 0))
    .map((designer) => ({ id: brandKey(designer.brand), ...designer }));
}
