import { useId, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { LOW_STOCK_MAX, lowStockQuerySchema, type AdminLowStockProduct } from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAdminData } from '../../api/use-admin-data';
import { AdminField } from '../../components/admin-field';
import { Pager } from '../../components/pager';
import { lowStockPath } from '../api/stock';
import { SizeStockForm } from './size-stock-form';
import { TableRegion } from '../../components/table-region';

const PAGE_SIZE = 25;

const cell = {
  px: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border',
  textAlign: 'start',
} as const;

/**
 * /adminlowstock: the store products with a size of `max` units or fewer (Today's "Store items with
 * stock 3 or less"), emptiest size first, naming the low sizes, with each size's stock changeable in
 * place.
 */
export function LowStockPage() {
  useDocumentTitle('Admin · Low stock');
  const id = useId();
  const [draftMax, setDraftMax] = useState(String(LOW_STOCK_MAX));
  const [max, setMax] = useState(LOW_STOCK_MAX);
  const [maxError, setMaxError] = useState<string | undefined>();
  // The last product id of each page read so far: page n starts after cursors[n - 1].
  const [cursors, setCursors] = useState<string[]>([]);
  const [page, setPage] = useState(0);
  const before = page === 0 ? null : (cursors[page - 1] ?? null);
  const { state, reload } = useAdminData<AdminLowStockProduct[]>(
    lowStockPath(max, PAGE_SIZE, before),
    'The low stock list',
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = lowStockQuerySchema.shape.max.safeParse(draftMax);
    if (!parsed.success) {
      setMaxError(parsed.error.issues[0]?.message ?? 'Enter a whole number');
      return;
    }
    setMaxError(undefined);
    setMax(parsed.data);
    setCursors([]);
    setPage(0);
  }

  function goTo(next: number) {
    if (next > page && state.status === 'ready') {
      const last = state.data[state.data.length - 1];
      if (!last) return;
      setCursors((current) => [...current.slice(0, page), last.id]);
    }
    setPage(next);
  }

  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mb="2">
        Low stock
      </Heading>
      <Text color="fg.muted" mb="6">
        Store items with a size at this many units or fewer, however many the other sizes have; the emptiest
        first. Change a size&apos;s stock and save it: the shop shows it at once. The supplier sync keeps a
        stock set here until the supplier reports a new quantity for that size.
      </Text>
      <chakra.form
        aria-label="Low stock limit"
        onSubmit={submit}
        display="flex"
        gap="2"
        alignItems="flex-end"
        mb="6"
      >
        <chakra.div w="44">
          <AdminField
            id={`${id}-max`}
            label="Units at most"
            type="number"
            inputMode="numeric"
            min={0}
            value={draftMax}
            onChange={(event) => setDraftMax(event.target.value)}
            error={maxError}
          />
        </chakra.div>
        <Button type="submit">Show</Button>
      </chakra.form>
      {state.status === 'loading' && <LoadingState label="Loading the low stock list" />}
      {state.status === 'error' && (
        <ErrorState title="Low stock" message={state.message}>
          <Button variant="outline" size="sm" onClick={reload}>
            Try again
          </Button>
        </ErrorState>
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <Text>No store item has a size with {max} units or fewer.</Text>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <TableRegion label="Low stock items">
          <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }} data-testid="low-stock">
            <chakra.thead bg="bg.muted">
              <tr>
                <chakra.th scope="col" {...cell}>
                  Item
                </chakra.th>
                <chakra.th scope="col" {...cell}>
                  Low sizes
                </chakra.th>
                <chakra.th scope="col" {...cell}>
                  Units
                </chakra.th>
                <chakra.th scope="col" {...cell}>
                  Stock per size
                </chakra.th>
              </tr>
            </chakra.thead>
            <tbody>
              {state.data.map((product) => (
                <tr key={product.id} data-product={product.id}>
                  <chakra.th scope="row" {...cell} fontWeight="normal">
                    <RouterLink to={paths.admin.storeEdit.href(product.id)}>{product.title}</RouterLink>
                    <Text color="fg.muted">
                      {product.brand} · SKU {product.sku}
                      {product.fromSupplier ? ' · supplier item' : ' · custom product'}
                      {product.online ? '' : ' · offline'}
                    </Text>
                  </chakra.th>
                  <chakra.td {...cell} data-testid="low-sizes">
                    {product.sizes
                      .filter((entry) => entry.low)
                      .map((entry) => `${entry.size}: ${entry.quantity}`)
                      .join(', ')}
                  </chakra.td>
                  <chakra.td {...cell}>{product.unitsInStock}</chakra.td>
                  <chakra.td {...cell}>
                    <chakra.div display="flex" flexWrap="wrap" gap="4">
                      {product.sizes.map(({ size, quantity, low }) => (
                        <SizeStockForm
                          key={`${size}-${quantity}`}
                          productId={product.id}
                          productTitle={product.title}
                          size={size}
                          quantity={quantity}
                          low={low}
                          onSaved={reload}
                        />
                      ))}
                    </chakra.div>
                  </chakra.td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </TableRegion>
      )}
      {state.status === 'ready' && (
        <Pager
          page={page}
          pageCount={null}
          hasNext={state.data.length === PAGE_SIZE}
          label="Low stock items"
          onPage={goTo}
        />
      )}
    </>
  );
}
