import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { formatEuro, GENDER_LABELS, type AdminStoreProduct, type CuratedList } from '@shop/domain';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { AdminProductCard } from '../../components/admin-product-card';

/** The list buttons of a store card, in admin.md's order, named as the spec names them. */
const LIST_BUTTONS: { list: Exclude<CuratedList, 'recommended'>; label: string }[] = [
  { list: 'featured', label: 'Add to Featured products' },
  { list: 'weekProducts', label: 'Add to Products of the week' },
  { list: 'newIn', label: 'Add to New In' },
  { list: 'sale', label: 'Add to Sale' },
];

/**
 * A main store product: image, SKU, title, gender, the price shoppers see (its sale while on sale), and the six buttons (Edit
 * Product, the four lists, Add/Remove Recommended). `busy` names the action in progress.
 */
export function StoreProductCard({
  product,
  busy,
  onAdd,
  onToggleRecommended,
}: {
  product: AdminStoreProduct;
  busy: string | null;
  onAdd: (list: Exclude<CuratedList, 'recommended'>) => void;
  onToggleRecommended: () => void;
}) {
  const hidden = <chakra.span srOnly>: {product.title}</chakra.span>;
  return (
    <AdminProductCard
      picture={product.displayImage}
      title={product.title}
      fontSize="sm"
      actionsDirection="column"
      actions={
        <>
          <RouterLink
            to={paths.admin.storeEdit.href(product.id)}
            display="block"
            textAlign="center"
            py="1.5"
            bg="ink"
            color="white"
            rounded="sm"
            fontSize="sm"
            textDecoration="none"
          >
            Edit product{hidden}
          </RouterLink>
          {LIST_BUTTONS.map(({ list, label }) => (
            <Button
              key={list}
              size="xs"
              variant="outline"
              loading={busy === list}
              onClick={() => onAdd(list)}
              disabled={busy !== null}
            >
              {label}
              {hidden}
            </Button>
          ))}
          <Button
            size="xs"
            variant="outline"
            loading={busy === 'recommended'}
            onClick={onToggleRecommended}
            disabled={busy !== null}
          >
            {product.recommended ? 'Remove from Recommended' : 'Add to Recommended'}
            {hidden}
          </Button>
        </>
      }
    >
      <Text color="fg.muted">SKU {product.sku}</Text>
      <Text as="h3" fontSize="md" fontWeight="semibold" lineClamp={2}>
        {product.title}
      </Text>
      <Text>Gender: {GENDER_LABELS[product.gender]}</Text>
      {/* The figure shoppers see and pay, as every storefront card shows it (docs/decisions.md rule 35). */}
      <Text data-testid="store-product-price">
        {product.salePrice != null ? (
          <>
            <chakra.span color="red.700" fontWeight="semibold">
              {formatEuro(product.salePrice)}
            </chakra.span>{' '}
            <s>
              <chakra.span srOnly>instead of </chakra.span>
              {formatEuro(product.displayPrice)}
            </s>{' '}
            -{product.discountPercent}% incl. VAT
          </>
        ) : (
          <>{formatEuro(product.displayPrice)} incl. VAT</>
        )}
      </Text>
      {!product.inStock && <Text color="fg.error">Sold out</Text>}
      {!product.online && <Text fontWeight="semibold">Offline: hidden from the shop</Text>}
    </AdminProductCard>
  );
}
