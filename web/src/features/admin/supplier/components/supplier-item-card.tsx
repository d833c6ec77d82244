import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { formatEuro, isParentCategory, type AdminSupplierItem } from '@shop/domain';
import { AdminProductCard } from '../../components/admin-product-card';

/** Why an item cannot be added, or null when it can. */
export function cannotAdd(item: AdminSupplierItem): string | null {
  if (item.storeProductId) return 'Already in the main store';
  if (!isParentCategory(item.parentCategory)) return 'The shop sells bags and accessories only';
  return null;
}

export function inStock(item: AdminSupplierItem): boolean {
  return item.variants.some((variant) => variant.quantity > 0);
}

/** A supplier item in the catalogue grid: image, brand, title, SKU, the store price it would get. */
export function SupplierItemCard({
  item,
  adding,
  onQuickView,
  onAdd,
}: {
  item: AdminSupplierItem;
  adding: boolean;
  onQuickView: () => void;
  onAdd: () => void;
}) {
  const refusal = cannotAdd(item);
  return (
    <AdminProductCard
      picture={item.images[0] ?? ''}
      title={item.title}
      label={item.title}
      actions={
        <>
          <Button size="sm" variant="outline" onClick={onQuickView}>
            Quick view<chakra.span srOnly> of {item.title}</chakra.span>
          </Button>
          {refusal ? (
            <Text fontSize="sm" color="fg.muted" alignSelf="center">
              {refusal}
            </Text>
          ) : (
            <Button size="sm" onClick={onAdd} loading={adding} loadingText="Adding…">
              Add to main store<chakra.span srOnly>: {item.title}</chakra.span>
            </Button>
          )}
        </>
      }
    >
      <Text fontSize="xs" letterSpacing="0.08em" color="fg.muted">
        {item.brand}
      </Text>
      <Text fontWeight="semibold" lineClamp={2}>
        {item.title}
      </Text>
      <Text fontSize="sm">SKU {item.sku}</Text>
      <Text fontSize="sm">
        {formatEuro(item.storePrice)} incl. VAT{' '}
        <chakra.span color="fg.muted">(shop shows {formatEuro(item.displayPrice)})</chakra.span>
      </Text>
      {!inStock(item) && (
        <Text fontSize="sm" color="fg.error">
          Sold out at the supplier
        </Text>
      )}
    </AdminProductCard>
  );
}
