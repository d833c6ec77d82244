import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import {
  adminDate,
  formatEuro,
  LOW_STOCK_MAX,
  OPEN_RETURNS,
  ordersListParams,
  returnsListParams,
  SALES_WEEK_DAYS_BACK,
  startOfShopDay,
  type OrdersOverview,
} from '@shop/domain';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';

const withQuery = (path: string, params: URLSearchParams) => `${path}?${params.toString()}`;

/** Where each of Today's cards leads: the list of what it counts (docs/decisions.md rule 63). */
function todayLinks(now: Date) {
  const today = adminDate(now);
  const weekStart = adminDate(startOfShopDay(now, SALES_WEEK_DAYS_BACK));
  const orders = (view: Parameters<typeof ordersListParams>[0]) =>
    withQuery(paths.admin.orders.href(), ordersListParams(view));
  const plain = { filter: 'all', payment: null, search: null, toShip: false } as const;
  return {
    salesToday: withQuery(paths.admin.vatReport.href(), new URLSearchParams({ from: today, to: today })),
    salesWeek: withQuery(paths.admin.vatReport.href(), new URLSearchParams({ from: weekStart, to: today })),
    toShip: orders({ ...plain, toShip: true }),
    refundDue: orders({ ...plain, payment: 'Refund due' }),
    openReturns: withQuery(
      paths.admin.returns.href(),
      returnsListParams({ state: OPEN_RETURNS, search: '' }),
    ),
    lowStock: paths.admin.lowStock.href(),
  };
}

/**
 * Today: what needs doing, on top of All Orders: sales today and over the last 7 days
 * (net of refunds), paid orders to ship, payments waiting for a refund, return requests waiting
 * for a decision or a refund, and store items running out. Each card opens the list it counts.
 */
export function TodayOverview({
  overview,
  failed,
}: {
  overview: OrdersOverview | null;
  /** Why the figures could not be read (the last ones, if any, stay). */
  failed: string | null;
}) {
  const links = todayLinks(new Date());
  const figures: [string, string, string][] = [
    ['Sales today', overview ? formatEuro(overview.salesToday) : '…', links.salesToday],
    ['Sales, last 7 days', overview ? formatEuro(overview.salesWeek) : '…', links.salesWeek],
    ['Paid, not shipped', overview ? String(overview.toShip) : '…', links.toShip],
    ['Refund due', overview ? String(overview.refundDue) : '…', links.refundDue],
    ['Open return requests', overview ? String(overview.openReturns) : '…', links.openReturns],
    [
      `Store items with stock ${LOW_STOCK_MAX} or less`,
      overview ? String(overview.lowStock) : '…',
      links.lowStock,
    ],
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
        {figures.map(([label, value, href]) => (
          <Box
            key={label}
            position="relative"
            bg="bg"
            borderWidth="1px"
            borderColor="border"
            rounded="md"
            p="4"
            _hover={{ borderColor: 'gold.700' }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'gold.700' }}
          >
            <chakra.dt fontSize="sm" color="fg.muted">
              {label}
            </chakra.dt>
            <chakra.dd fontSize="xl" fontWeight="semibold">
              {/* The whole card is the link (its ::after covers it); the name says where it goes. */}
              <RouterLink
                to={href}
                aria-label={`${label}: ${value}. Show them`}
                color="inherit"
                _after={{ content: '""', position: 'absolute', inset: '0' }}
                _focusVisible={{ outline: 'none' }}
              >
                {value}
              </RouterLink>
            </chakra.dd>
          </Box>
        ))}
      </SimpleGrid>
      <RouterLink to={links.lowStock} display="inline-block" mt="2" fontSize="sm">
        See the store items with low stock
      </RouterLink>
    </Box>
  );
}
