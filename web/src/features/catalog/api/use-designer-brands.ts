import { byBrand, type ParentCategory } from '@shop/domain';
import { useDesigners } from '@/features/designers/api/get-designers';

const NONE: readonly string[] = [];

/**
 * The Designer filter's values: the designers that have products of this kind in the store (the
 * designers collection, read once per visit and shared with the header's Designers menu). Empty
 * until that read has arrived.
 */
export function useDesignerBrands(parent: ParentCategory): readonly string[] {
  const designers = useDesigners();
  if (designers.status !== 'success') return NONE;
  return designers.designers
    .filter((designer) => (parent === 'BAGS' ? designer.bags : designer.accessories) > 0)
    .map((designer) => designer.brand)
    .sort(byBrand);
}
