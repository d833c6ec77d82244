import { designerListingParent, type StoreDesigner } from '@shop/domain';
import { paths } from '@/config/paths';

/** A designer's listing: /products?p=bags&t=all&b={brand} (accessories for a brand without bags). */
export function designerHref(designer: Pick<StoreDesigner, 'brand' | 'bags' | 'accessories'>): string {
  const p = designerListingParent(designer) === 'BAGS' ? 'bags' : 'accessories';
  return paths.products.href({ p, t: 'all', b: designer.brand });
}
