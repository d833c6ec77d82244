import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  countryName,
  CUSTOMER_NOTE_MAX,
  formatEuro,
  orderReference,
  shopDate,
  SHOP_TIME_LABEL,
  shopDateTime,
  type AdminCustomerDetails,
  type CustomerAddress,
  type SavedAddress,
} from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messageOf } from '../../api/error-message';
import { useAdminData } from '../../api/use-admin-data';
import { AdminTextarea } from '../../components/admin-textarea';
import { notifyAdmin } from '../../components/notify';
import { customerPath, saveCustomerNote } from '../api/customers';
import { amountCell as amount, cell } from '../../components/admin-table';
import { TableRegion } from '../../components/table-region';
import { DetailSection, Facts } from '../../components/detail-parts';

function Table({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <TableRegion label={caption} framed={false}>
      <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
        <chakra.caption srOnly>{caption}</chakra.caption>
        <chakra.thead bg="bg.muted">
          <tr>{head}</tr>
        </chakra.thead>
        <tbody>{children}</tbody>
      </chakra.table>
    </TableRegion>
  );
}

function accountText(details: AdminCustomerDetails): string {
  const { account } = details.customer;
  if (!account) return 'Guest: no account uses this e-mail';
  const since = `Account since ${shopDate(account.createdAt)}`;
  return details.accountVerified ? since : `${since} (e-mail address not verified)`;
}

function AddressText({ address }: { address: SavedAddress | CustomerAddress }) {
  const lines = [
    `${address.firstName} ${address.lastName}`.trim(),
    address.address,
    `${address.postcode} ${address.city}`.trim(),
    address.state,
    countryName(address.country) ?? address.country,
    address.phone,
    'companyAddress' in address ? address.companyAddress : '',
  ].filter((line) => line.trim() !== '');
  return (
    <chakra.address fontStyle="normal" fontSize="sm">
      {lines.map((line, index) => (
        <chakra.span key={index} display="block">
          {line}
        </chakra.span>
      ))}
    </chakra.address>
  );
}

function NoteForm({
  customerId,
  note,
  onSaved,
}: {
  customerId: string;
  note: AdminCustomerDetails['note'];
  onSaved: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(note?.text ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim().length > CUSTOMER_NOTE_MAX) {
      setError(`A note can be at most ${CUSTOMER_NOTE_MAX} characters`);
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      const saved = await saveCustomerNote(customerId, text);
      notifyAdmin(saved ? 'Note saved' : 'Note removed');
      onSaved();
    } catch (failure) {
      setError(`The note could not be saved: ${messageOf(failure)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <chakra.form aria-label="Staff note" onSubmit={(event) => void submit(event)}>
      <AdminTextarea
        id={`${id}-note`}
        label="Private note (only the shop's staff see it)"
        value={text}
        maxLength={CUSTOMER_NOTE_MAX}
        onChange={(event) => setText(event.target.value)}
        error={error}
      />
      {note && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          Last changed {shopDateTime(note.updatedAt)} ({SHOP_TIME_LABEL}) by {note.by.email ?? note.by.uid}
        </Text>
      )}
      <Button type="submit" mt="3" size="sm" loading={saving} loadingText="Saving…">
        Save note
      </Button>
    </chakra.form>
  );
}

/** /admincustomer?id={customerId}: one customer with orders, returns, addresses and the staff's note. */
export function CustomerPage() {
  const [params] = useSearchParams();
  const customerId = params.get('id') ?? '';
  const { state, reload } = useAdminData<AdminCustomerDetails>(
    customerId === '' ? null : customerPath(customerId),
    'The customer',
  );
  useDocumentTitle(`Admin · ${state.status === 'ready' ? state.data.customer.name : 'Customer'}`);

  return (
    <>
      <RouterLink to={paths.admin.customers.href()} fontSize="sm" color="gold.700" textDecoration="underline">
        Back to customers
      </RouterLink>
      {customerId === '' && (
        <ErrorState title="No customer chosen" message="Open a customer from the list." />
      )}
      {state.status === 'loading' && customerId !== '' && <LoadingState label="Loading the customer…" />}
      {state.status === 'error' && <ErrorState title="Customer unavailable" message={state.message} />}
      {state.status === 'ready' && <CustomerDetails details={state.data} onNoteSaved={reload} />}
    </>
  );
}

/** The customer's paid orders, each leading to its Order Details. */
function CustomerOrders({ details: { customer, orders } }: { details: AdminCustomerDetails }) {
  return (
    <DetailSection title="Orders" wide>
      {orders.length === 0 ? (
        <Text fontSize="sm">No paid orders.</Text>
      ) : (
        <Table
          caption={`Orders of ${customer.name}`}
          head={
            <>
              <chakra.th scope="col" {...cell}>
                Order
              </chakra.th>
              <chakra.th scope="col" {...cell}>
                Placed ({SHOP_TIME_LABEL})
              </chakra.th>
              <chakra.th scope="col" {...cell}>
                Payment
              </chakra.th>
              <chakra.th scope="col" {...cell}>
                Status
              </chakra.th>
              <chakra.th scope="col" {...amount}>
                Items
              </chakra.th>
              <chakra.th scope="col" {...amount}>
                Total
              </chakra.th>
              <chakra.th scope="col" {...amount}>
                Refunded
              </chakra.th>
            </>
          }
        >
          {orders.map((order) => (
            <tr key={order.id}>
              <chakra.th scope="row" {...cell} fontWeight="normal">
                <chakra.a asChild color="gold.700" textDecoration="underline">
                  <Link to={paths.admin.orderDetails.href(order.userId, order.id)}>
                    {orderReference(order)}
                  </Link>
                </chakra.a>
              </chakra.th>
              <chakra.td {...cell}>{shopDateTime(order.createdAt)}</chakra.td>
              <chakra.td {...cell}>{order.payment}</chakra.td>
              <chakra.td {...cell}>{order.status}</chakra.td>
              <chakra.td {...amount}>{order.totalItems}</chakra.td>
              <chakra.td {...amount}>{formatEuro(order.payable)}</chakra.td>
              <chakra.td {...amount}>{formatEuro(order.refunded)}</chakra.td>
            </tr>
          ))}
        </Table>
      )}
    </DetailSection>
  );
}

/** The customer's return requests; an approved one leads to its order's refund. */
function CustomerReturns({ details: { customer, orders, returns } }: { details: AdminCustomerDetails }) {
  const orderById = new Map(orders.map((order) => [order.id, order]));
  return (
    <DetailSection title="Returns" wide>
      {returns.length === 0 ? (
        <Text fontSize="sm">No return requests.</Text>
      ) : (
        <Table
          caption={`Return requests of ${customer.name}`}
          head={
            <>
              <chakra.th scope="col" {...cell}>
                Requested
              </chakra.th>
              <chakra.th scope="col" {...cell}>
                Order
              </chakra.th>
              <chakra.th scope="col" {...cell}>
                Items
              </chakra.th>
              <chakra.th scope="col" {...cell}>
                Reason
              </chakra.th>
              <chakra.th scope="col" {...cell}>
                State
              </chakra.th>
            </>
          }
        >
          {returns.map((request) => {
            const order = orderById.get(request.orderId);
            return (
              <tr key={request.id}>
                <chakra.th scope="row" {...cell} fontWeight="normal">
                  {shopDate(request.createdAt)}
                </chakra.th>
                <chakra.td {...cell}>
                  {order ? (
                    <chakra.a asChild color="gold.700" textDecoration="underline">
                      <Link
                        to={paths.admin.orderDetails.href(
                          order.userId,
                          order.id,
                          // An approved return's refund is made from the order page.
                          request.state === 'Approved' ? { returnId: request.id } : {},
                        )}
                      >
                        {orderReference(order)}
                      </Link>
                    </chakra.a>
                  ) : (
                    request.orderId
                  )}
                </chakra.td>
                <chakra.td {...cell}>{request.items}</chakra.td>
                <chakra.td {...cell}>{request.reason}</chakra.td>
                <chakra.td {...cell}>{request.state}</chakra.td>
              </tr>
            );
          })}
        </Table>
      )}
    </DetailSection>
  );
}

/** Where the customer's things go: the account's saved addresses and the orders' own. */
function CustomerAddresses({ details }: { details: AdminCustomerDetails }) {
  const { customer } = details;
  return (
    <DetailSection title="Addresses" wide>
      <Heading as="h3" size="sm" fontWeight="semibold" mb="2">
        Saved in the account
      </Heading>
      {details.savedAddresses.length === 0 ? (
        <Text fontSize="sm" mb="4">
          {customer.account ? 'None saved (or the e-mail address is not verified).' : 'A guest has none.'}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="4">
          {details.savedAddresses.map((address, index) => (
            <AddressText key={index} address={address} />
          ))}
        </SimpleGrid>
      )}
      <Heading as="h3" size="sm" fontWeight="semibold" mb="2">
        Orders sent to
      </Heading>
      {details.orderAddresses.length === 0 ? (
        <Text fontSize="sm">No other addresses.</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {details.orderAddresses.map((address, index) => (
            <AddressText key={index} address={address} />
          ))}
        </SimpleGrid>
      )}
    </DetailSection>
  );
}

function CustomerDetails({
  details,
  onNoteSaved,
}: {
  details: AdminCustomerDetails;
  onNoteSaved: () => void;
}) {
  const { customer } = details;
  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mt="3" mb="6">
        {customer.name}
      </Heading>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="5" alignItems="start">
        <DetailSection title="Customer">
          <Facts
            rows={[
              ['E-mail', customer.email],
              ['Account', accountText(details)],
              ['Orders', String(customer.orders)],
              ['Spent (net of refunds)', formatEuro(customer.spent)],
              ['Refunded', formatEuro(customer.refunded)],
              ['First order', customer.firstOrderAt ? shopDate(customer.firstOrderAt) : ''],
              ['Last order', customer.lastOrderAt ? shopDate(customer.lastOrderAt) : ''],
            ]}
          />
        </DetailSection>
        <DetailSection title="Note">
          <NoteForm
            key={details.note?.updatedAt ?? 'none'}
            customerId={customer.id}
            note={details.note}
            onSaved={onNoteSaved}
          />
        </DetailSection>
        <CustomerOrders details={details} />
        <CustomerReturns details={details} />
        <CustomerAddresses details={details} />
      </SimpleGrid>
    </>
  );
}
