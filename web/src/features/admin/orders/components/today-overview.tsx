import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import {
  formatEuro,
  LOW_STOCK_MAX,
  OPEN_RETURNS,
  ordersListParams,
  returnsListParams,
  todaySalesDays,
  type AdminStockCounts,
  type AdminTodaySales,
  type OrdersOverview,
  type SalesOfDays,
  type StockList,
} from '@shop/domain';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { useVisitor } from '@/lib/firebase/auth';
import { useRefreshedRead } from '../../api/use-refreshed-read';
import { TODAY_SALES_PATH } from '../../sales/api/sales-report';
import { stockCountsPath } from '../../stock/api/stock';

const withQuery = (path: string, params: URLSearchParams) => `${path}?${params.toString()}`;

/** Where each of Today's cards leads: the screen whose figure it shows (docs/decisions.md rules 63, 69). */
function todayLinks(now: Date) {
  const { today, weekFrom } = todaySalesDays(now);
  const orders = (view: Parameters<typeof ordersListParams>[0]) =>
    withQuery(paths.admin.orders.href(), ordersListParams(view));
  const plain = { filter: 'all', payment: null, search: null, toShip: false } as const;
  const salesReport = (from: string) =>
    withQuery(paths.admin.salesReport.href(), new URLSearchParams({ from, to: today, by: 'day' }));
  const stock = (show: StockList) => withQuery(paths.admin.lowStock.href(), new URLSearchParams({ show }));
  return {
    salesToday: salesReport(today),
    salesWeek: salesReport(weekFrom),
    toShip: orders({ ...plain, toShip: true }),
    refundDue: orders({ ...plain, payment: 'Refund due' }),
    openReturns: withQuery(
      paths.admin.returns.href(),
      returnsListParams({ state: OPEN_RETURNS, search: '' }),
    ),
    lowStock: stock('low'),
    soldOut: stock('sold-out'),
  };
}

interface Card {
  label: string;
  /** The figure, or null while it is read. */
  value: string | null;
  /** What the figure is made of, under it. */
  detail?: string;
  href: string;
}

const salesCard = (label: string, sales: SalesOfDays | undefined, href: string): Card => ({
  label,
  value: sales ? formatEuro(sales.sales) : null,
  detail: sales ? `Refunds ${formatEuro(sales.refunded)} · net ${formatEuro(sales.net)}` : undefined,
  href,
});

/**
 * Today: what needs doing, on top of All Orders. For the owner the sales of today and of the last 7
 * days as the sales report counts them (paid that day, refunds taken off the day they were made:
 * docs/decisions.md rule 69, read from the API, which answers the books to the owner only); for
 * everyone paid orders to ship, payments waiting for a refund, return requests waiting for a
 * decision or a refund, and the Low stock screen's two lists, low and sold out, with its totals.
 * Each card opens the screen whose figure it shows. The figures are read again when `overview` is.
 */
export function TodayOverview({
  overview,
  failed,
}: {
  overview: OrdersOverview | null;
  /** Why the order counts could not be read (the last ones, if any, stay). */
  failed: string | null;
}) {
  const { adminRole } = useVisitor();
  const owner = adminRole === 'owner';
  const sales = useRefreshedRead<AdminTodaySales>(owner ? TODAY_SALES_PATH : null, overview);
  const stock = useRefreshedRead<AdminStockCounts>(stockCountsPath(LOW_STOCK_MAX), overview);
  const links = todayLinks(new Date());
  const count = (value: number | undefined) => (value === undefined ? null : String(value));
  const cards: Card[] = [
    ...(owner
      ? [
          salesCard('Sales today', sales.data?.today, links.salesToday),
          salesCard('Sales, last 7 days', sales.data?.week, links.salesWeek),
        ]
      : []),
    { label: 'Paid, not shipped', value: count(overview?.toShip), href: links.toShip },
    { label: 'Refund due', value: count(overview?.refundDue), href: links.refundDue },
    { label: 'Open return requests', value: count(overview?.openReturns), href: links.openReturns },
    {
      label: 'Low stock',
      value: count(stock.data?.low),
      detail: `For sale, a size at ${LOW_STOCK_MAX} or fewer`,
      href: links.lowStock,
    },
    { label: 'Sold out', value: count(stock.data?.soldOut), detail: 'No size left', href: links.soldOut },
  ];
  const failures = [
    failed,
    owner && sales.failed !== null ? `sales: ${sales.failed}` : null,
    stock.failed !== null ? `stock: ${stock.failed}` : null,
  ].filter((reason): reason is string => reason !== null);
  // Busy while a figure is still to come and nothing has failed.
  const busy = failures.length === 0 && cards.some((card) => card.value === null);
  return (
    <Box as="section" aria-labelledby="today-heading" mb="6">
      <Heading as="h2" id="today-heading" size="md" fontWeight="semibold" mb="3">
        Today
      </Heading>
      {failures.length > 0 && (
        <Text role="alert" color="red.700" fontSize="sm" mb="2">
          Today&apos;s figures could not all be read: {failures.join('; ')}
        </Text>
      )}
      <SimpleGrid as="dl" columns={{ base: 2, md: 3, xl: 4 }} gap="3" data-testid="today" aria-busy={busy}>
        {cards.map(({ label, value, detail, href }) => (
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
                aria-label={`${label}: ${value ?? '…'}${detail ? ` (${detail})` : ''}. Show them`}
                color="inherit"
                _after={{ content: '""', position: 'absolute', inset: '0' }}
                _focusVisible={{ outline: 'none' }}
              >
                {value ?? '…'}
              </RouterLink>
            </chakra.dd>
            {detail && (
              <chakra.dd fontSize="sm" color="fg.muted" data-testid="detail">
                {detail}
              </chakra.dd>
            )}
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
