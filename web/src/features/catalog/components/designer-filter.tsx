import { byBrand, type ParentCategory } from '@shop/domain';
import { useDesigners } from '@/features/designers/api/get-designers';
import { DesignerSelect } from './select-filter';

/**
 * The Designer filter with its options: the designers that have products of this kind in the store
 * (the designers collection, read once per visit and shared with the header's Designers menu).
 */
export function DesignerFilter({
  parent,
  value,
  onChange,
}: {
  parent: ParentCategory;
  value: string;
  onChange: (brand: string) => void;
}) {
  const designers = useDesigners();
  const brands =
    designers.status === 'success'
      ? designers.designers
          .filter((designer) => (parent === 'BAGS' ? designer.bags : designer.accessories) > 0)
          .map((designer) => designer.brand)
          .sort(byBrand)
      : [];
  return <DesignerSelect value={value} brands={brands} onChange={onChange} />;
}
