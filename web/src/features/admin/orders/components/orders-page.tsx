import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  ADMIN_ORDER_MESSAGES,
  customerSearchProblem,
  MARK_COMPLETE_STATUS,
  formatCount,
  MESSAGES,
  ORDER_FILTERS,
  ORDER_FILTER_LABELS,
  ORDER_RETENTION_MESSAGES,
  ORDER_SEARCH_FIELDS,
  ORDER_SEARCH_LABELS,
  PAYMENT_STATUSES,
  orderReference,
  ordersListParams,
  ordersListView,
  type AdminOrder,
  type AdminOrderStatus,
  type OrderSearch,
  type OrderSearchField,
  type OrdersListView,
} from '@shop/domain';
import { TextInput } from '@/components/ui/text-input';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messageOf } from '../../api/error-message';
import { AdminPageHeader } from '../../components/admin-page-header';
import { AdminSelect } from '../../components/admin-select';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { notifyAdmin } from '../../components/notify';
import { archiveOrder, deleteOrder } from '../api/delete-order';
import { updateOrderStatus } from '../api/update-order-status';
import { useOrders, useOrdersOverview } from '../api/use-orders';
import { useIsShopOwner } from '../../auth/components/owner-only';
import { ExportOrdersForm } from './export-orders-form';
import { OrdersTable, type OrderAction } from './orders-table';
import { TodayOverview } from './today-overview';
import { UpdateStatusDialog } from './update-status-dialog';

/** How many more orders Show more adds (and how many the table starts with). */
const PAGE = 100;

type Pending = { action: OrderAction; order: AdminOrder } | null;

const isSearchField = (value: string): value is OrderSearchField =>
  (ORDER_SEARCH_FIELDS as readonly string[]).includes(value);

/**
 * Find an order by its number, or by part of the customer's name or e-mail: one bounded, indexed
 * query (adminOrdersQuery), combined with the filters and live like the rest of the table.
 */
function OrderSearchForm({
  active,
  onSearch,
}: {
  active: OrderSearch | null;
  onSearch: (search: OrderSearch | null) => void;
}) {
  const id = useId();
  const [field, setField] = useState<OrderSearchField>(active?.field ?? 'customer');
  const [text, setText] = useState(active?.text ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = text.trim();
    const tooShort = field === 'customer' && typed !== '' ? customerSearchProblem(typed) : null;
    setProblem(tooShort);
    if (tooShort) return;
    onSearch(typed === '' ? null : { field, text: typed });
  }

  return (
    <chakra.form
      role="search"
      aria-label="Find orders"
      onSubmit={submit}
      display="flex"
      gap="2"
      flexWrap="wrap"
      alignItems="flex-end"
    >
      <AdminSelect
        id={`${id}-field`}
        label="Search by"
        value={field}
        options={ORDER_SEARCH_FIELDS.map((value) => ({ value, label: ORDER_SEARCH_LABELS[value] }))}
        onChange={(event) => {
          if (isSearchField(event.target.value)) setField(event.target.value);
        }}
      />
      <chakra.div flex="1" minW="48">
        <chakra.label htmlFor={`${id}-text`} display="block" fontSize="sm" fontWeight="semibold" mb="1">
          {ORDER_SEARCH_LABELS[field]}
        </chakra.label>
        <TextInput
          id={`${id}-text`}
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          bg="bg"
          borderColor="gray.500"
        />
        {problem && (
          <Text id={`${id}-problem`} role="alert" color="fg.error" fontSize="sm" mt="1">
            {problem}
          </Text>
        )}
      </chakra.div>
      <Button type="submit">Search</Button>
      {active && (
        <Button
          variant="outline"
          onClick={() => {
            setText('');
            onSearch(null);
          }}
        >
          Clear
        </Button>
      )}
    </chakra.form>
  );
}

/**
 * What the rows' buttons do: each runs against one order, whose row is busy meanwhile; the outcome
 * is a snackbar that names the order by its number (the API is called with its document id). A
 * dialog that asked first closes whatever the outcome: a modal dialog would cover the snackbar.
 */
function useOrderActions() {
  const [pending, setPending] = useState<Pending>(null);
  const [busyOrderId, setBusyOrderId] = useState<string | null>(null);

  async function run(order: AdminOrder, action: () => Promise<string>) {
    setBusyOrderId(order.id);
    try {
      notifyAdmin(await action());
    } catch (error) {
      notifyAdmin(messageOf(error), 'error');
    } finally {
      setBusyOrderId(null);
      setPending(null);
    }
  }

  const setStatus = (order: AdminOrder, status: AdminOrderStatus, success: (reference: string) => string) =>
    run(order, async () => {
      const result = await updateOrderStatus(order.id, status);
      const reference = orderReference(order);
      return result.changed
        ? success(reference)
        : ADMIN_ORDER_MESSAGES.statusUnchanged(reference, result.order.status);
    });

  const remove = (order: AdminOrder) =>
    run(order, async () => {
      await deleteOrder(order.id);
      return ADMIN_ORDER_MESSAGES.deleted(orderReference(order));
    });

  const archive = (order: AdminOrder) =>
    run(order, async () => {
      const result = await archiveOrder(order.id, !order.archived);
      const reference = orderReference(order);
      return result.archived
        ? ORDER_RETENTION_MESSAGES.archived(reference)
        : ORDER_RETENTION_MESSAGES.unarchived(reference);
    });

  const busy = pending !== null && busyOrderId === pending.order.id;
  return { pending, setPending, busyOrderId, busy, setStatus, remove, archive };
}

/** The dialogs that ask before a row's action: mark complete, delete, a new status. */
function OrderActionDialogs({ actions }: { actions: ReturnType<typeof useOrderActions> }) {
  const { pending, setPending, busy, setStatus, remove } = actions;
  return (
    <>
      <ConfirmDialog
        open={pending?.action === 'complete'}
        title={pending ? `Mark order ${orderReference(pending.order)} complete` : 'Mark complete'}
        question={MESSAGES.adminConfirmCompleteOrder}
        confirmLabel="Yes, mark complete"
        busy={busy}
        onConfirm={() =>
          pending && void setStatus(pending.order, MARK_COMPLETE_STATUS, ADMIN_ORDER_MESSAGES.markedComplete)
        }
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.action === 'delete'}
        title={pending ? `Delete order ${orderReference(pending.order)}` : 'Delete order'}
        question={MESSAGES.adminConfirmDeleteOrder}
        confirmLabel="Yes, delete"
        busy={busy}
        onConfirm={() => pending && void remove(pending.order)}
        onCancel={() => setPending(null)}
      />
      <UpdateStatusDialog
        order={pending?.action === 'status' ? pending.order : null}
        busy={busy}
        onSubmit={(status) =>
          pending &&
          void setStatus(pending.order, status, (reference) =>
            ADMIN_ORDER_MESSAGES.statusUpdated(reference, status),
          )
        }
        onCancel={() => setPending(null)}
      />
    </>
  );
}

/** All, Complete or Incomplete orders, and one payment status (with the refunds due counted). */
function OrderFilters({
  view,
  refundDue,
  show,
}: {
  view: OrdersListView;
  refundDue: number | null;
  show: (next: Partial<OrdersListView>) => void;
}) {
  const paymentId = useId();
  const { filter, payment, toShip } = view;
  return (
    <Flex gap="4" wrap="wrap" align="center" justify="space-between" mb="4">
      <chakra.div role="group" aria-label="Show orders" display="flex" gap="0">
        {ORDER_FILTERS.map((option, index) => (
          <chakra.button
            key={option}
            type="button"
            aria-pressed={!toShip && filter === option}
            onClick={() => show({ filter: option, toShip: false })}
            minH="10"
            px="4"
            fontSize="sm"
            borderWidth="1px"
            borderColor="ink"
            marginInlineStart={index === 0 ? '0' : '-1px'}
            roundedLeft={index === 0 ? 'sm' : '0'}
            roundedRight={index === ORDER_FILTERS.length - 1 ? 'sm' : '0'}
            bg={!toShip && filter === option ? 'ink' : 'bg'}
            color={!toShip && filter === option ? 'white' : 'ink'}
            cursor="pointer"
          >
            {ORDER_FILTER_LABELS[option]}
          </chakra.button>
        ))}
      </chakra.div>
      <chakra.div w="56">
        <AdminSelect
          id={paymentId}
          label="Payment"
          value={toShip ? '' : (payment ?? '')}
          options={[
            { value: '', label: 'Any payment' },
            ...PAYMENT_STATUSES.map((value) => ({
              value,
              label: value === 'Refund due' && refundDue !== null ? `${value} (${refundDue})` : value,
            })),
          ]}
          onChange={(event) => {
            const chosen = PAYMENT_STATUSES.find((value) => value === event.target.value) ?? null;
            show({ payment: chosen, toShip: false });
          }}
        />
      </chakra.div>
    </Flex>
  );
}

/**
 * /adminmainstoreorders: All Orders with the Complete / Incomplete / All filters, live, newest first;
 * per row mark complete, Update Status, delete or archive and view details; Download as XLSX of a
 * period with the filters shown (built by the server). The filters and the search live in the
 * address (ordersListView), so Order Details' back link and the browser's Back return to them.
 */
export function OrdersPage() {
  useDocumentTitle('Admin · Orders');
  const [params, setParams] = useSearchParams();
  const view = ordersListView(params);
  const { filter, payment, search, toShip } = view;
  const query = ordersListParams(view).toString();
  // Order Details leads back to All Orders anyway: only a filtered list names itself.
  const back = query === '' ? undefined : `${paths.admin.orders.href()}?${query}`;
  // Show more's length, for this view only: another view starts with one page again.
  const [shown, setShown] = useState({ query, max: PAGE });
  const max = shown.query === query ? shown.max : PAGE;
  const setMax = (change: (current: number) => number) => setShown({ query, max: change(max) });
  const show = (next: Partial<OrdersListView>) =>
    setParams(ordersListParams({ ...view, ...next }), { replace: true });
  const orders = useOrders(view, max);
  const isOwner = useIsShopOwner();
  const { overview, failed: overviewFailed } = useOrdersOverview(
    orders.status === 'ready' ? orders.orders : null,
  );
  const actions = useOrderActions();

  return (
    <>
      <AdminPageHeader title="All Orders" />
      <TodayOverview overview={overview} failed={overviewFailed} />
      <OrderFilters view={view} refundDue={overview?.refundDue ?? null} show={show} />
      {toShip && (
        <Text fontSize="sm" mb="4" data-testid="to-ship">
          Showing the paid orders not shipped yet, as Today counts them.{' '}
          <RouterLink to={paths.admin.orders.href()} color="gold.700" textDecoration="underline">
            Show every order
          </RouterLink>
        </Text>
      )}

      {!toShip && <ExportOrdersForm filter={filter} payment={payment} />}

      <chakra.div mb="4">
        <OrderSearchForm key={query} active={search} onSearch={(next) => show({ search: next })} />
      </chakra.div>

      {orders.status === 'loading' && <LoadingState label="Loading orders…" />}
      {orders.status === 'error' && <ErrorState title="Orders unavailable" message={orders.message} />}
      {orders.status === 'ready' && (
        <>
          <Text role="status" fontSize="sm" color="fg.muted" mb="2">
            {orders.orders.length === 0 && (search !== null || payment !== null || toShip)
              ? 'No orders match this search and these filters.'
              : orders.orders.length === 0
                ? `No ${filter === 'all' ? '' : `${ORDER_FILTER_LABELS[filter].toLowerCase()} `}orders yet.`
                : `Showing ${formatCount(orders.orders.length)} ${filter === 'all' ? '' : `${ORDER_FILTER_LABELS[filter].toLowerCase()} `}${orders.orders.length === 1 ? 'order' : 'orders'}; ${isOwner ? 'new orders appear here as they come in' : 'the list is read again every 15 seconds'}.`}
          </Text>
          {orders.orders.length > 0 && (
            <OrdersTable
              orders={orders.orders}
              deleteRefusal={
                isOwner ? null : "Deleting an order is for the shop's owner: ask the owner to do it"
              }
              busyOrderId={actions.busyOrderId}
              back={back}
              onAction={(action, order) =>
                action === 'archive' ? void actions.archive(order) : actions.setPending({ action, order })
              }
            />
          )}
          {orders.hasMore && (
            <Button mt="4" variant="outline" onClick={() => setMax((current) => current + PAGE)}>
              Show more orders
            </Button>
          )}
        </>
      )}

      <OrderActionDialogs actions={actions} />
    </>
  );
}
