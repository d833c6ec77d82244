import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { formatEuro, shopDate, type AdminCustomersPage } from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAdminData } from '../../api/use-admin-data';
import { Pager } from '../../components/pager';
import { SearchBox } from '../../components/search-box';
import { customersPath } from '../api/customers';
import { TableRegion } from '../../components/table-region';
import { amountCell as amount, cell } from '../../components/admin-table';

const day = (iso: string | null) => (iso ? shopDate(iso) : '–');

/**
 * /admincustomers: every customer (an account, or a guest by e-mail), latest activity first, with
 * orders, spend net of refunds, first and last order; searchable by part of a name or e-mail or by
 * an order number. The search lives in the address (`?q=`), so going back to the list keeps it.
 */
export function CustomersPage() {
  useDocumentTitle('Admin · Customers');
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  // The cursor of each page shown so far (null: the first), for Previous and Next.
  const [pages, setPages] = useState<{ search: string; cursors: (string | null)[] }>({
    search,
    cursors: [null],
  });
  const cursors = pages.search === search ? pages.cursors : [null];
  const page = cursors.length - 1;
  const { state } = useAdminData<AdminCustomersPage>(
    customersPath(search, cursors[page] ?? null),
    'The customers',
  );

  function searchFor(text: string) {
    setParams(text === '' ? {} : { q: text });
    setPages({ search: text, cursors: [null] });
  }

  function goTo(next: number) {
    if (next < page) setPages({ search, cursors: cursors.slice(0, next + 1) });
    else if (state.status === 'ready' && state.data.next !== null)
      setPages({ search, cursors: [...cursors, state.data.next] });
  }

  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mb="2">
        Customers
      </Heading>
      <Text color="fg.muted" mb="4">
        Accounts and guests, one per e-mail address, with the orders they paid for. Search by part of a name
        or e-mail, or by an order number.
      </Text>
      <chakra.div mb="6">
        <SearchBox
          key={search}
          label="Search customers by name, e-mail or order number"
          placeholder="Name, e-mail or order number"
          active={search}
          onSearch={searchFor}
        />
      </chakra.div>

      {state.status === 'loading' && <LoadingState label="Loading the customers…" />}
      {state.status === 'error' && <ErrorState title="Customers unavailable" message={state.message} />}
      {state.status === 'ready' &&
        (state.data.customers.length === 0 ? (
          <Text>{search === '' ? 'No customers yet.' : `No customer matches “${search}”.`}</Text>
        ) : (
          <>
            <TableRegion label="Customers">
              <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
                <chakra.caption textAlign="start" px="3" py="2" color="fg.muted" fontSize="sm">
                  {search === '' ? 'Customers, latest first' : `Customers matching “${search}”`}
                </chakra.caption>
                <chakra.thead bg="bg.muted">
                  <tr>
                    <chakra.th scope="col" {...cell}>
                      Name
                    </chakra.th>
                    <chakra.th scope="col" {...cell}>
                      E-mail
                    </chakra.th>
                    <chakra.th scope="col" {...cell}>
                      Account
                    </chakra.th>
                    <chakra.th scope="col" {...amount}>
                      Orders
                    </chakra.th>
                    <chakra.th scope="col" {...amount}>
                      Spent (net of refunds)
                    </chakra.th>
                    <chakra.th scope="col" {...cell}>
                      First order
                    </chakra.th>
                    <chakra.th scope="col" {...cell}>
                      Last order
                    </chakra.th>
                  </tr>
                </chakra.thead>
                <tbody>
                  {state.data.customers.map((customer) => (
                    <tr key={customer.id} data-customer={customer.email}>
                      <chakra.th scope="row" {...cell} fontWeight="normal">
                        <chakra.a asChild color="gold.700" textDecoration="underline">
                          <Link to={paths.admin.customer.href(customer.id)}>{customer.name}</Link>
                        </chakra.a>
                      </chakra.th>
                      <chakra.td {...cell}>{customer.email}</chakra.td>
                      <chakra.td {...cell}>{customer.account ? 'Account' : 'Guest'}</chakra.td>
                      <chakra.td {...amount}>{customer.orders}</chakra.td>
                      <chakra.td {...amount}>{formatEuro(customer.spent)}</chakra.td>
                      <chakra.td {...cell}>{day(customer.firstOrderAt)}</chakra.td>
                      <chakra.td {...cell}>{day(customer.lastOrderAt)}</chakra.td>
                    </tr>
                  ))}
                </tbody>
              </chakra.table>
            </TableRegion>
            <Pager
              page={page}
              pageCount={null}
              hasNext={state.data.next !== null}
              label="Customers"
              onPage={goTo}
            />
          </>
        ))}
    </>
  );
}
