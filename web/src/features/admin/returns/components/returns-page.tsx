import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { formatEuro, shopDate, type AdminReturnRequest } from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useReturnRequests } from '../api/get-return-requests';

const cell = {
  px: '3',
  py: '2.5',
  borderBottomWidth: '1px',
  borderColor: 'border',
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

function OrderCell({ request }: { request: AdminReturnRequest }) {
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
        to={paths.admin.orderDetails.href(order.userId, order.id)}
        color="gold.700"
        textDecoration="underline"
        aria-label={`Order ${order.id}, view details`}
      >
        Order {order.id}
      </RouterLink>
      <chakra.span display="block" color="fg.muted" fontSize="xs">
        {shopDate(order.createdAt)} · {order.customer.fullName} · {formatEuro(order.totals.payable)}
      </chakra.span>
      <chakra.span display="block" color="fg.muted" fontSize="xs">
        {order.payment} · {order.status}
      </chakra.span>
    </>
  );
}

/** /adminreturns: the return requests shoppers sent with /returnform, each with the order it names. */
export function ReturnsPage() {
  useDocumentTitle('Admin · Returns');
  const state = useReturnRequests();

  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mb="6">
        Return requests
      </Heading>
      {state.status === 'loading' && <LoadingState label="Loading return requests…" />}
      {state.status === 'error' && <ErrorState title="Return requests unavailable" message={state.message} />}
      {state.status === 'ready' && state.requests.length === 0 && (
        <Text color="fg.muted">No return requests yet.</Text>
      )}
      {state.status === 'ready' && state.requests.length > 0 && (
        <chakra.div overflowX="auto" borderWidth="1px" borderColor="border" rounded="md" bg="bg">
          <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
            <chakra.thead bg="bg.muted">
              <tr>
                {['Received', 'Reference', 'Order', 'E-mail', 'Items', 'Reason'].map((column) => (
                  <chakra.th key={column} scope="col" {...cell} fontWeight="semibold">
                    {column}
                  </chakra.th>
                ))}
              </tr>
            </chakra.thead>
            <tbody>
              {state.requests.map((request) => (
                <tr key={request.id}>
                  <chakra.td {...cell} whiteSpace="nowrap">
                    {shopDate(request.createdAt)}
                  </chakra.td>
                  <chakra.th scope="row" {...cell} fontWeight="semibold">
                    {request.id}
                  </chakra.th>
                  <chakra.td {...cell}>
                    <OrderCell request={request} />
                  </chakra.td>
                  <chakra.td {...cell}>{request.email}</chakra.td>
                  <chakra.td {...cell} whiteSpace="pre-wrap">
                    {request.items}
                  </chakra.td>
                  <chakra.td {...cell} whiteSpace="pre-wrap">
                    {request.reason}
                  </chakra.td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </chakra.div>
      )}
    </>
  );
}
