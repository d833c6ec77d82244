import { Link } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { formatEuro, shopConfig, type Order, type WithId } from '@shop/domain';
import { paths } from '@/config/paths';

const placedAt = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: shopConfig.hours.timeZone,
});

const cellStyles = { px: '3', py: '3', textAlign: 'start', verticalAlign: 'top' } as const;
const headerStyles = {
  ...cellStyles,
  fontSize: 'xs',
  fontWeight: 'semibold',
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: 'fg.muted',
  borderBottomWidth: '1px',
  borderColor: 'ink',
} as const;

/**
 * The account's orders, newest first: when, what, how much, PAYMENT and STATUS (the words /track
 * uses), each with a link to /track for the details.
 */
export function OrderHistory({ orders }: { orders: readonly WithId<Order>[] }) {
  if (orders.length === 0) {
    return (
      <Box>
        <Text color="fg.muted">You have not placed an order yet.</Text>
        <chakra.a asChild display="inline-block" mt="3" textDecoration="underline" textUnderlineOffset="3px">
          <Link to={paths.products.href({ p: 'bags', t: 'all' })}>Continue shopping</Link>
        </chakra.a>
      </Box>
    );
  }
  return (
    // On a narrow screen the table scrolls sideways; the scrolling box takes focus so it can be
    // scrolled with the keyboard too.
    <Box overflowX="auto" tabIndex={0} role="region" aria-label="Order history, scrollable">
      <chakra.table width="full" minW="3xl" fontSize="sm" borderCollapse="collapse">
        <chakra.caption srOnly>Your orders, newest first</chakra.caption>
        <chakra.thead>
          <chakra.tr>
            <chakra.th scope="col" {...headerStyles}>
              Order
            </chakra.th>
            <chakra.th scope="col" {...headerStyles}>
              Placed
            </chakra.th>
            <chakra.th scope="col" {...headerStyles}>
              Items
            </chakra.th>
            <chakra.th scope="col" {...headerStyles} textAlign="end">
              Total
            </chakra.th>
            <chakra.th scope="col" {...headerStyles}>
              Payment
            </chakra.th>
            <chakra.th scope="col" {...headerStyles}>
              Status
            </chakra.th>
            <chakra.th scope="col" {...headerStyles}>
              <chakra.span srOnly>Tracking</chakra.span>
            </chakra.th>
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {orders.map((order) => (
            <chakra.tr key={order.id} borderBottomWidth="1px" borderColor="border" data-order-id={order.id}>
              <chakra.th scope="row" {...cellStyles} fontWeight="normal" fontFamily="mono" fontSize="xs">
                {order.id}
              </chakra.th>
              <chakra.td {...cellStyles} whiteSpace="nowrap">
                {placedAt.format(order.createdAt.toMillis())}
              </chakra.td>
              <chakra.td {...cellStyles}>
                {order.lines.map((line) => line.title).join(', ')}
                <Text color="fg.muted" fontSize="xs">
                  {order.totalItems} {order.totalItems === 1 ? 'item' : 'items'}
                </Text>
              </chakra.td>
              <chakra.td {...cellStyles} textAlign="end" whiteSpace="nowrap">
                {formatEuro(order.totals.payable)}
              </chakra.td>
              <chakra.td {...cellStyles}>{order.payment}</chakra.td>
              <chakra.td {...cellStyles}>{order.status}</chakra.td>
              <chakra.td {...cellStyles}>
                <chakra.a asChild textDecoration="underline" textUnderlineOffset="3px" whiteSpace="nowrap">
                  <Link to={paths.track.href()}>
                    Track<chakra.span srOnly> order {order.id}</chakra.span>
                  </Link>
                </chakra.a>
              </chakra.td>
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}
