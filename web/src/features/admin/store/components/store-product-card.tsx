import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  formatEuro,
  GENDER_LABELS,
  type AdminStoreProduct,
  type CuratedList,
  PICTURE_SIZES,
} from '@shop/domain';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { ProductPicture } from '@/components/ui/product-picture';

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
    <Flex
      as="article"
      direction="column"
      h="full"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      overflow="hidden"
    >
      <Box w="full" aspectRatio="1" bg="gray.50">
        <ProductPicture
          src={product.displayImage}
          alt={product.title}
          sizes={PICTURE_SIZES.card}
          width={400}
          fit="contain"
        />
      </Box>
      <Box p="3" flex="1" fontSize="sm">
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
      </Box>
      <Flex direction="column" gap="1.5" p="3" pt="0">
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
      </Flex>
    </Flex>
  );
}
