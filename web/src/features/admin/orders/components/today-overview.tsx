import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { formatEuro, LOW_STOCK_MAX, type OrdersOverview } from '@shop/domain';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';

/**
 * Today: what needs doing, on top of All Orders: sales today and over the last 7 days
 * (net of refunds), paid orders to ship, payments waiting for a refund and return requests waiting
 * for a decision, and store items running out.
 */
export function TodayOverview({
  overview,
  failed,
}: {
  overview: OrdersOverview | null;
  /** Why the figures could not be read (the last ones, if any, stay). */
  failed: string | null;
}) {
  const figures: [string, string][] = [
    ['Sales today', overview ? formatEuro(overview.salesToday) : '…'],
    ['Sales, last 7 days', overview ? formatEuro(overview.salesWeek) : '…'],
    ['Paid, not shipped', overview ? String(overview.toShip) : '…'],
    ['Refund due', overview ? String(overview.refundDue) : '…'],
    ['Open return requests', overview ? String(overview.openReturns) : '…'],
    [`Store items with stock ${LOW_STOCK_MAX} or less`, overview ? String(overview.lowStock) : '…'],
  ];
  return (
    <Box as="section" aria-labelledby="today-heading" mb="6">
      <Heading as="h2" id="today-heading" size="md" fontWeight="semibold" mb="3">
        Today
      </Heading>
      {failed !== null && (
        <Text role="alert" color="red.700" fontSize="sm" mb="2">
          Today&apos;s figures could not be read: {failed}
        </Text>
      )}
      <SimpleGrid
        as="dl"
        columns={{ base: 2, md: 3, xl: 6 }}
        gap="3"
        data-testid="today"
        aria-busy={overview === null && failed === null}
      >
        {figures.map(([label, value]) => (
          <Box key={label} bg="bg" borderWidth="1px" borderColor="border" rounded="md" p="4">
            <chakra.dt fontSize="sm" color="fg.muted">
              {label}
            </chakra.dt>
            <chakra.dd fontSize="xl" fontWeight="semibold">
              {value}
            </chakra.dd>
          </Box>
        ))}
      </SimpleGrid>
      <RouterLink to={paths.admin.lowStock.href()} display="inline-block" mt="2" fontSize="sm">
        See the store items with low stock
      </RouterLink>
    </Box>
  );
}
