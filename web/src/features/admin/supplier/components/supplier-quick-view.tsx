import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { formatEuro, GENDER_LABELS, type AdminSupplierItem, PICTURE_SIZES } from '@shop/domain';
import { AdminDialog } from '../../components/admin-dialog';
import { cannotAdd } from './supplier-item-card';
import { ProductPicture } from '@/components/ui/product-picture';

/** The quick-view dialog: SKU, Made In, Size, Gender, Color, Title, price and description (admin.md). */
export function SupplierQuickView({
  item,
  adding,
  onAdd,
  onClose,
}: {
  item: AdminSupplierItem | null;
  adding: boolean;
  onAdd: (item: AdminSupplierItem) => void;
  onClose: () => void;
}) {
  const refusal = item ? cannotAdd(item) : null;
  const sizes = item
    ? item.variants.map((variant) => `${variant.size} (${variant.quantity} in stock)`).join(', ')
    : '';
  const facts: [string, string][] = item
    ? [
        ['SKU', item.sku],
        ['Made in', item.madeIn || 'Not given'],
        ['Size', sizes],
        ['Gender', GENDER_LABELS[item.gender]],
        ['Colour', item.colour],
        [
          'Price',
          `${formatEuro(item.storePrice)} incl. VAT (list price ${formatEuro(item.listPrice)} ex VAT)`,
        ],
      ]
    : [];

  return (
    <AdminDialog open={item !== null} title={item?.title ?? ''} onClose={onClose}>
      {item && (
        <>
          <Box w="full" bg="gray.50" mb="4" h="64">
            <ProductPicture
              src={item.images[0] ?? ''}
              alt={item.title}
              sizes={PICTURE_SIZES.card}
              width={400}
              fit="contain"
            />
          </Box>
          <chakra.dl
            display="grid"
            gridTemplateColumns="auto 1fr"
            columnGap="4"
            rowGap="1"
            fontSize="sm"
            mb="3"
          >
            {facts.map(([term, value]) => (
              <Box key={term} display="contents">
                <chakra.dt fontWeight="semibold">{term}</chakra.dt>
                <chakra.dd>{value}</chakra.dd>
              </Box>
            ))}
          </chakra.dl>
          <Text fontSize="sm" mb="5">
            {item.description}
          </Text>
          <Flex gap="3" justify="flex-end" align="center" wrap="wrap">
            {refusal && (
              <Text fontSize="sm" color="fg.muted">
                {refusal}
              </Text>
            )}
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            {!refusal && (
              <Button onClick={() => onAdd(item)} loading={adding} loadingText="Adding…">
                Add to main store
              </Button>
            )}
          </Flex>
        </>
      )}
    </AdminDialog>
  );
}
