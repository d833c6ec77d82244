import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  canDecideReturn,
  formatEuro,
  isOutsideReturnWindow,
  isReturnsFilter,
  RETURNS_FILTERS,
  returnsFilterLabel,
  returnsListParams,
  returnsListView,
  orderReference,
  SHOP_TIME_LABEL,
  shopConfig,
  formatCount,
  adminDate,
  adminDateTime,
  type AdminReturnRequest,
  type ReturnsListView,
} from '@shop/domain';
import { TextInput } from '@/components/ui/text-input';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messageOf } from '../../api/error-message';
import { AdminDialog } from '../../components/admin-dialog';
import { AdminPageHeader } from '../../components/admin-page-header';
import { AdminTable, buttonRowCell, TableFrame } from '../../components/admin-table';
import { AdminSelect } from '../../components/admin-select';
import { AdminTextarea } from '../../components/admin-textarea';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { notifyAdmin } from '../../components/notify';
import { approveReturnRequest, rejectReturnRequest } from '../api/decide-return-request';
import { useReturnRequests } from '../api/get-return-requests';

/**
 * How a request names its order: the order's number (a request stores the order's document id), the
 * id itself for an order placed before numbers or one that no longer exists.
 */
const requestOrderReference = (request: AdminReturnRequest) =>
  request.order ? orderReference(request.order) : request.orderId;

/** A cell of the requests' table: its rows hold buttons and run over several lines. */
const cell = { ...buttonRowCell, verticalAlign: 'top' } as const;

function OrderCell({ request, back }: { request: AdminReturnRequest; back: string }) {
  const { order } = request;
  if (!order) {
    return (
      <>
        {request.orderId}
        <chakra.span display="block" color="fg.muted" fontSize="xs">
          This order no longer exists
        </chakra.span>
      </>
    );
  }
  return (
    <>
      <RouterLink
        to={paths.admin.orderDetails.href(order.userId, order.id, { back })}
        color="gold.700"
        textDecoration="underline"
        aria-label={`Order ${orderReference(order)}, view details`}
      >
        Order {orderReference(order)}
      </RouterLink>
      <chakra.span display="block" color="fg.muted" fontSize="xs">
        {adminDate(order.createdAt)} · {order.customer.fullName} · {formatEuro(order.totals.payable)}
      </chakra.span>
      <chakra.span display="block" color="fg.muted" fontSize="xs">
        {order.payment} · {order.status}
      </chakra.span>
    </>
  );
}

/** Reject: the reason is required and mailed to the customer. */
function RejectDialog({
  request,
  busy,
  onReject,
  onCancel,
}: {
  request: AdminReturnRequest | null;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('Reason is required');
      return;
    }
    onReject(reason.trim());
    setReason('');
  }

  return (
    <AdminDialog
      open={request !== null}
      title="Reject return request"
      onClose={() => {
        setReason('');
        setError(undefined);
        onCancel();
      }}
    >
      {request && (
        <chakra.form onSubmit={submit} noValidate>
          <Text fontSize="sm" color="fg.muted" mb="4">
            Request {request.id} for order {requestOrderReference(request)}. The reason is mailed to{' '}
            {request.email}.
          </Text>
          <AdminTextarea
            id={`${id}-reason`}
            label="Reason"
            value={reason}
            minH="20"
            error={error}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
          <Flex gap="3" justify="flex-end" mt="6">
            <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Reject
            </Button>
          </Flex>
        </chakra.form>
      )}
    </AdminDialog>
  );
}

function StateCell({ request }: { request: AdminReturnRequest }) {
  const late = isOutsideReturnWindow(request.createdAt, request.order?.createdAt ?? null);
  return (
    <>
      <chakra.span fontWeight="semibold">{request.state}</chakra.span>
      {request.state === 'Approved' && (
        <chakra.span display="block" fontSize="xs" data-testid="refund-due">
          Refund still due: the request stays open until it is refunded
        </chakra.span>
      )}
      {request.decision?.reason && (
        <chakra.span display="block" color="fg.muted" fontSize="xs">
          {request.decision.reason}
        </chakra.span>
      )}
      {late && (
        <chakra.span display="block" color="red.700" fontSize="xs" data-testid="outside-window">
          Sent more than {shopConfig.returns.days} days after the order
        </chakra.span>
      )}
    </>
  );
}

/** The state filter and the search (an order number as typed, an e-mail, or an old order's id). */
function ReturnsFilterForm({
  view,
  onChange,
}: {
  view: ReturnsListView;
  onChange: (view: ReturnsListView) => void;
}) {
  const id = useId();
  const [text, setText] = useState(view.search);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ ...view, search: text.trim() });
  }

  return (
    <Flex gap="4" wrap="wrap" align="flex-end" mb="4">
      <chakra.div w="56">
        <AdminSelect
          id={`${id}-state`}
          label="State"
          value={view.state ?? ''}
          options={[
            { value: '', label: 'Any state' },
            ...RETURNS_FILTERS.map((value) => ({ value, label: returnsFilterLabel(value) })),
          ]}
          onChange={(event) =>
            onChange({ ...view, state: isReturnsFilter(event.target.value) ? event.target.value : null })
          }
        />
      </chakra.div>
      <chakra.form
        role="search"
        aria-label="Find return requests"
        onSubmit={submit}
        display="flex"
        gap="2"
        flexWrap="wrap"
        alignItems="flex-end"
        flex="1"
      >
        <chakra.div flex="1" minW="48">
          <chakra.label htmlFor={`${id}-search`} display="block" fontSize="sm" fontWeight="semibold" mb="1">
            Order number or e-mail
          </chakra.label>
          <TextInput
            id={`${id}-search`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            bg="bg"
            borderColor="gray.500"
          />
        </chakra.div>
        <Button type="submit">Search</Button>
        {view.search !== '' && (
          <Button
            variant="outline"
            onClick={() => {
              setText('');
              onChange({ ...view, search: '' });
            }}
          >
            Clear
          </Button>
        )}
      </chakra.form>
    </Flex>
  );
}

type Pending = { action: 'approve' | 'reject'; request: AdminReturnRequest } | null;

/** The requests, newest first, each with what can be done with it now. */
function ReturnsTable({
  requests,
  back,
  onDecide,
}: {
  requests: readonly AdminReturnRequest[];
  back: string;
  onDecide: (pending: NonNullable<Pending>) => void;
}) {
  return (
    <TableFrame>
      <AdminTable
        columns={[
          `Received (${SHOP_TIME_LABEL})`,
          'Reference',
          'Order',
          'E-mail',
          'Items',
          'Reason',
          'State',
          'Actions',
        ]}
        headCell={cell}
      >
        {requests.map((request) => (
          <tr key={request.id}>
            <chakra.td {...cell} whiteSpace="nowrap">
              {adminDateTime(request.createdAt)}
            </chakra.td>
            <chakra.th scope="row" {...cell} fontWeight="semibold">
              {request.id}
            </chakra.th>
            <chakra.td {...cell}>
              <OrderCell request={request} back={back} />
            </chakra.td>
            <chakra.td {...cell}>{request.email}</chakra.td>
            <chakra.td {...cell} whiteSpace="pre-wrap">
              {request.items}
            </chakra.td>
            <chakra.td {...cell} whiteSpace="pre-wrap">
              {request.reason}
            </chakra.td>
            <chakra.td {...cell}>
              <StateCell request={request} />
            </chakra.td>
            <chakra.td {...cell}>
              <Flex gap="2" wrap="wrap">
                {canDecideReturn(request.state) && (
                  <>
                    <Button
                      size="xs"
                      onClick={() => onDecide({ action: 'approve', request })}
                      aria-label={`Approve return request ${request.id}`}
                    >
                      Approve
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => onDecide({ action: 'reject', request })}
                      aria-label={`Reject return request ${request.id}`}
                    >
                      Reject
                    </Button>
                  </>
                )}
                {request.state === 'Approved' && request.order && (
                  <RouterLink
                    to={paths.admin.orderDetails.href(request.order.userId, request.order.id, {
                      returnId: request.id,
                      back,
                    })}
                    color="gold.700"
                    textDecoration="underline"
                    aria-label={`Refund return request ${request.id}`}
                  >
                    Refund
                  </RouterLink>
                )}
              </Flex>
            </chakra.td>
          </tr>
        ))}
      </AdminTable>
    </TableFrame>
  );
}

/**
 * /adminreturns: the return requests shoppers sent with /returnform, each with the order it names,
 * its state, and Approve (then Refund from the order) or Reject with a reason; filtered by
 * state (or the open ones: to decide or to refund), found by order number or e-mail, and paged
 * with Show more; the filter and search kept in the address.
 */
export function ReturnsPage() {
  useDocumentTitle('Admin · Returns');
  const [version, setVersion] = useState(0);
  // The filter and the search live in the address: Back from Order Details finds them again.
  const [params, setParams] = useSearchParams();
  const view = returnsListView(params);
  const query = returnsListParams(view).toString();
  const back = query === '' ? paths.admin.returns.href() : `${paths.admin.returns.href()}?${query}`;
  const setView = (next: ReturnsListView) => setParams(returnsListParams(next), { replace: true });
  const { state, showMore } = useReturnRequests(view, version);
  const filtered = view.state !== null || view.search !== '';
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  async function decide(action: () => Promise<void>, success: string) {
    setBusy(true);
    try {
      await action();
      notifyAdmin(success);
      setVersion((current) => current + 1);
    } catch (error) {
      notifyAdmin(messageOf(error), 'error');
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  return (
    <>
      <AdminPageHeader title="Return requests" />
      {state.status === 'loading' && <LoadingState label="Loading return requests…" />}
      {state.status === 'error' && <ErrorState title="Return requests unavailable" message={state.message} />}
      <ReturnsFilterForm key={query} view={view} onChange={setView} />
      {state.status === 'ready' && (
        <Text role="status" fontSize="sm" color="fg.muted" mb="2">
          {state.requests.length === 0
            ? filtered
              ? 'No return requests match this search and state.'
              : 'No return requests yet.'
            : `Showing ${formatCount(state.requests.length)} return ${state.requests.length === 1 ? 'request' : 'requests'}${state.hasMore ? '; there are more' : ''}.`}
        </Text>
      )}
      {state.status === 'ready' && state.requests.length > 0 && (
        <ReturnsTable requests={state.requests} back={back} onDecide={setPending} />
      )}
      {state.status === 'ready' && state.hasMore && (
        <Button mt="4" variant="outline" loading={state.loadingMore} onClick={showMore}>
          Show more return requests
        </Button>
      )}
      {state.status === 'ready' && state.moreFailed && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="2">
          {state.moreFailed}
        </Text>
      )}
      <ConfirmDialog
        open={pending?.action === 'approve'}
        title="Approve return request"
        question={
          pending
            ? `Approve return request ${pending.request.id}? You then refund the returned items from order ${requestOrderReference(pending.request)}.`
            : ''
        }
        confirmLabel="Yes, approve"
        busy={busy}
        onConfirm={() =>
          pending &&
          void decide(
            () => approveReturnRequest(pending.request.id),
            `Return request ${pending.request.id} approved`,
          )
        }
        onCancel={() => setPending(null)}
      />
      <RejectDialog
        request={pending?.action === 'reject' ? pending.request : null}
        busy={busy}
        onReject={(reason) =>
          pending &&
          void decide(
            () => rejectReturnRequest(pending.request.id, reason),
            `Return request ${pending.request.id} rejected; the customer has been told why`,
          )
        }
        onCancel={() => setPending(null)}
      />
    </>
  );
}
