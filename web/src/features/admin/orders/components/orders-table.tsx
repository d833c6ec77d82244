import { Link } from '@/components/ui/link';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  orderPaymentLabel,
  SHOP_TIME_LABEL,
  canDeleteOrder,
  canMarkComplete,
  completedLabel,
  formatEuro,
  orderReference,
  adminDate,
  type AdminOrder,
} from '@shop/domain';
import { paths } from '@/config/paths';
import { buttonRowCell as cellStyles, TableFrame } from '../../components/admin-table';

export type OrderAction = 'complete' | 'status' | 'delete' | 'archive';

const actionStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '9',
  px: '2.5',
  fontSize: 'sm',
  borderWidth: '1px',
  borderColor: 'gray.500',
  rounded: 'sm',
  bg: 'bg',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { bg: 'bg.muted' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
} as const;

/** The Complete / Incomplete chip of an order's `completed` flag. */
function CompletedChip({ completed }: { completed: boolean }) {
  return (
    <chakra.span
      display="inline-block"
      px="2.5"
      py="0.5"
      rounded="full"
      fontSize="xs"
      fontWeight="semibold"
      bg={completed ? 'green.100' : 'gray.100'}
      color={completed ? 'green.800' : 'gray.800'}
    >
      {completedLabel(completed)}
    </chakra.span>
  );
}

const DELETE_REFUSAL_ID = 'orders-delete-refusal';

/** A row's actions, each named with the order it acts on. */
function OrderActions({
  order,
  busy,
  back,
  deleteRefused,
  onAction,
}: {
  order: AdminOrder;
  busy: boolean;
  back: string | undefined;
  deleteRefused: boolean;
  onAction: (action: OrderAction, order: AdminOrder) => void;
}) {
  const reference = orderReference(order);
  return (
    <chakra.div display="flex" flexWrap="wrap" gap="1.5">
      <chakra.a asChild {...actionStyles} color="gold.700" borderColor="gold.700" textDecoration="underline">
        <Link
          to={paths.admin.orderDetails.href(order.userId, order.id, { back })}
          aria-label={`View details of order ${reference}`}
        >
          View details
        </Link>
      </chakra.a>
      {canMarkComplete(order) && (
        <chakra.button
          type="button"
          {...actionStyles}
          disabled={busy}
          aria-label={`Mark complete order ${reference}`}
          onClick={() => onAction('complete', order)}
        >
          Mark complete
        </chakra.button>
      )}
      <chakra.button
        type="button"
        {...actionStyles}
        disabled={busy}
        aria-label={`Update status of order ${reference}`}
        onClick={() => onAction('status', order)}
      >
        Update status
      </chakra.button>
      {canDeleteOrder(order) ? (
        <chakra.button
          type="button"
          {...actionStyles}
          color="red.700"
          borderColor="red.700"
          disabled={busy || deleteRefused}
          aria-describedby={deleteRefused ? DELETE_REFUSAL_ID : undefined}
          aria-label={`Delete order ${reference}`}
          onClick={() => onAction('delete', order)}
        >
          Delete
        </chakra.button>
      ) : (
        <chakra.button
          type="button"
          {...actionStyles}
          disabled={busy}
          aria-label={`${order.archived ? 'Unarchive' : 'Archive'} order ${reference}`}
          onClick={() => onAction('archive', order)}
        >
          {order.archived ? 'Unarchive' : 'Archive'}
        </chakra.button>
      )}
    </chakra.div>
  );
}

/**
 * The All Orders table: order number, date (shop time), customer, items, amount, payment, status,
 * completed chip and the row's actions (view details, mark complete where it would complete the
 * order, update status, and delete for an order no money reached or archive for one whose money
 * moved: such orders are kept for the books, order-retention.ts). Orders are named by their number
 * (orderReference: an order placed before numbers by its id); action names say which order they act
 * on, so a screen reader user hears "Delete order MB-2026-000123" rather than ten "Delete"s.
 */
export function OrdersTable({
  orders,
  busyOrderId,
  back,
  onAction,
  deleteRefusal = null,
}: {
  orders: readonly AdminOrder[];
  /** Why this admin may not delete orders (staff: the owner's), shown beside the table; null when they may. */
  deleteRefusal?: string | null;
  /** The list's address as it is now (filters and search), if filtered: Order Details leads back to it. */
  back: string | undefined;
  /** The order an action is running for: its buttons wait. */
  busyOrderId: string | null;
  onAction: (action: OrderAction, order: AdminOrder) => void;
}) {
  return (
    <TableFrame>
      <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
        <chakra.caption textAlign="start" px="3" py="2" color="fg.muted" fontSize="sm">
          All Orders, newest first
          {deleteRefusal && <chakra.span id={DELETE_REFUSAL_ID}>. {deleteRefusal}</chakra.span>}
        </chakra.caption>
        <chakra.thead bg="bg.muted">
          <tr>
            {[
              'Order',
              `Date (${SHOP_TIME_LABEL})`,
              'Customer',
              'Items',
              'Amount',
              'Payment',
              'Status',
              'Completed',
              'Actions',
            ].map((column) => (
              <chakra.th key={column} scope="col" {...cellStyles} fontWeight="semibold">
                {column}
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {orders.map((order) => {
            const busy = busyOrderId === order.id;
            const reference = orderReference(order);
            return (
              <tr key={order.id} data-order-id={order.id}>
                <chakra.th scope="row" {...cellStyles} fontWeight="semibold" whiteSpace="nowrap">
                  {reference}
                </chakra.th>
                <chakra.td {...cellStyles} whiteSpace="nowrap">
                  {adminDate(order.createdAt)}
                </chakra.td>
                <chakra.td {...cellStyles}>
                  {order.customer.fullName}
                  <chakra.span display="block" color="fg.muted" fontSize="xs">
                    {order.customer.email}
                  </chakra.span>
                </chakra.td>
                <chakra.td {...cellStyles}>{order.totalItems}</chakra.td>
                <chakra.td {...cellStyles} whiteSpace="nowrap">
                  {formatEuro(order.totals.payable)}
                </chakra.td>
                <chakra.td {...cellStyles}>
                  {order.payment}
                  <chakra.span display="block" color="fg.muted" fontSize="xs">
                    {orderPaymentLabel(order)}
                  </chakra.span>
                  {order.dispute && (
                    <chakra.span
                      display="block"
                      color="fg.error"
                      fontSize="xs"
                      fontWeight="semibold"
                      data-testid="order-dispute"
                    >
                      {order.dispute.state === 'Disputed'
                        ? 'Disputed'
                        : `Dispute ${order.dispute.state.toLowerCase()}`}
                    </chakra.span>
                  )}
                </chakra.td>
                <chakra.td {...cellStyles}>{order.status}</chakra.td>
                <chakra.td {...cellStyles}>
                  <CompletedChip completed={order.completed} />
                  {order.archived && (
                    <chakra.span display="block" color="fg.muted" fontSize="xs" mt="1">
                      Archived
                    </chakra.span>
                  )}
                </chakra.td>
                <chakra.td {...cellStyles}>
                  <OrderActions
                    order={order}
                    busy={busy}
                    back={back}
                    deleteRefused={deleteRefusal !== null}
                    onAction={onAction}
                  />
                </chakra.td>
              </tr>
            );
          })}
        </tbody>
      </chakra.table>
    </TableFrame>
  );
}
