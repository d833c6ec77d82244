import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  LOW_STOCK_MAX,
  lowStockQuerySchema,
  STOCK_LIST_LABELS,
  STOCK_LISTS,
  type AdminLowStockProduct,
  type AdminStockCounts,
  type StockList,
} from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAdminData, type AdminDataState } from '../../api/use-admin-data';
import { AdminField } from '../../components/admin-field';
import { Pager } from '../../components/pager';
import { lowStockPath, stockCountsPath } from '../api/stock';
import { SizeStockForm } from './size-stock-form';
import { cell } from '../../components/admin-table';
import { TableRegion } from '../../components/table-region';

const PAGE_SIZE = 25;

/** Shoppers waiting for any size of the product (notify me, docs/decisions.md rule 77). */
const waitingFor = (product: AdminLowStockProduct) =>
  product.sizes.reduce((sum, entry) => sum + entry.waiting, 0);

/** The list the address names (`?show=`, Today's cards link to each), low stock by default. */
const listOf = (params: URLSearchParams): StockList =>
  STOCK_LISTS.find((list) => list === params.get('show')) ?? 'low';

/**
 * The list's store items: each with its low sizes, units, who waits for which size, and each size's
 * stock to change in place; sorted by who waits when asked (within the page shown).
 */
function LowStockTable({
  products,
  byWaiting,
  onSortByWaiting,
  onSaved,
}: {
  products: AdminLowStockProduct[];
  byWaiting: boolean;
  onSortByWaiting: () => void;
  onSaved: () => void;
}) {
  return (
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
          <chakra.th scope="col" {...cell} aria-sort={byWaiting ? 'descending' : 'none'}>
            <chakra.button
              type="button"
              fontWeight="semibold"
              textDecoration="underline"
              cursor="pointer"
              onClick={onSortByWaiting}
              title={byWaiting ? 'Back to the emptiest first' : 'Most shoppers waiting first'}
            >
              Waiting
            </chakra.button>
          </chakra.th>
          <chakra.th scope="col" {...cell}>
            Stock per size
          </chakra.th>
        </tr>
      </chakra.thead>
      <tbody>
        {(byWaiting ? [...products].sort((a, b) => waitingFor(b) - waitingFor(a)) : products).map(
          (product) => (
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
              <chakra.td {...cell} data-testid="waiting">
                {product.sizes
                  .filter((entry) => entry.waiting > 0)
                  .map((entry) => `${entry.size}: ${entry.waiting}`)
                  .join(', ') || '-'}
              </chakra.td>
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
                      onSaved={onSaved}
                    />
                  ))}
                </chakra.div>
              </chakra.td>
            </tr>
          ),
        )}
      </tbody>
    </chakra.table>
  );
}

/** The two lists, each with its total, and the total of the one shown. */
function ListChooser({
  show,
  counts,
  total,
  onShow,
}: {
  show: StockList;
  counts: AdminDataState<AdminStockCounts>;
  total: number | null;
  onShow: (list: StockList) => void;
}) {
  return (
    <>
      <chakra.div role="group" aria-label="Which list" display="flex" gap="2" mb="4">
        {STOCK_LISTS.map((list) => (
          <Button
            key={list}
            size="sm"
            variant={list === show ? 'solid' : 'outline'}
            aria-pressed={list === show}
            onClick={() => onShow(list)}
          >
            {STOCK_LIST_LABELS[list]}
            {counts.status === 'ready' && ` (${list === 'low' ? counts.data.low : counts.data.soldOut})`}
          </Button>
        ))}
      </chakra.div>
      <Text fontWeight="semibold" mb="4" data-testid="stock-total" aria-live="polite">
        {total === null
          ? counts.status === 'error'
            ? counts.message
            : 'Counting…'
          : `${STOCK_LIST_LABELS[show]}: ${total} ${total === 1 ? 'store item' : 'store items'}`}
      </Text>
    </>
  );
}

/**
 * /adminlowstock?show=low|sold-out: Today's two stock lists (docs/decisions.md rule 69), each with its
 * total, the figure Today shows. Low stock: store products still for sale with a size of `max` units
 * or fewer, emptiest size first, naming the low sizes; sold out: nothing left in any size. Each size's
 * stock is changeable in place.
 */
export function LowStockPage() {
  useDocumentTitle('Admin · Low stock');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const show = listOf(params);
  const [draftMax, setDraftMax] = useState(String(LOW_STOCK_MAX));
  const [max, setMax] = useState(LOW_STOCK_MAX);
  const [maxError, setMaxError] = useState<string | undefined>();
  // The last product id of each page read so far: page n starts after cursors[n - 1].
  const [cursors, setCursors] = useState<string[]>([]);
  const [page, setPage] = useState(0);
  // Most wanted first, within the page shown (the list itself is paged by stock).
  const [byWaiting, setByWaiting] = useState(false);
  const before = page === 0 ? null : (cursors[page - 1] ?? null);
  const { state, reload: reloadList } = useAdminData<AdminLowStockProduct[]>(
    lowStockPath(max, PAGE_SIZE, before, show),
    `The ${STOCK_LIST_LABELS[show].toLowerCase()} list`,
  );
  const { state: counts, reload: reloadCounts } = useAdminData<AdminStockCounts>(
    stockCountsPath(max),
    'The totals',
  );
  const total = counts.status === 'ready' ? (show === 'low' ? counts.data.low : counts.data.soldOut) : null;
  // A saved size can move a product from one list to the other: both the page and the totals follow.
  const reload = () => {
    reloadList();
    reloadCounts();
  };

  function showList(list: StockList) {
    setParams(new URLSearchParams({ show: list }), { replace: true });
    setCursors([]);
    setPage(0);
  }

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
      <Text color="fg.muted" mb="4">
        Low stock: store items still for sale with a size at this many units or fewer, however many the other
        sizes have; the emptiest first. Sold out: store items with no size left. Waiting: shoppers who asked
        to be e-mailed when that size is back (sort by it with its heading). Change a size&apos;s stock and
        save it: the shop shows it at once. The supplier sync keeps a stock set here until the supplier
        reports a new quantity for that size.
      </Text>
      <ListChooser show={show} counts={counts} total={total} onShow={showList} />
      {show === 'low' && (
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
      )}
      {state.status === 'loading' && <LoadingState label="Loading the low stock list" />}
      {state.status === 'error' && (
        <ErrorState title="Low stock" message={state.message}>
          <Button variant="outline" size="sm" onClick={reload}>
            Try again
          </Button>
        </ErrorState>
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <Text>
          {show === 'low'
            ? `No store item for sale has a size with ${max} units or fewer.`
            : 'No store item is sold out.'}
        </Text>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <TableRegion label={`${STOCK_LIST_LABELS[show]} items`}>
          <LowStockTable
            products={state.data}
            byWaiting={byWaiting}
            onSortByWaiting={() => setByWaiting((current) => !current)}
            onSaved={reload}
          />
        </TableRegion>
      )}
      {state.status === 'ready' && (
        <Pager
          page={page}
          pageCount={total === null ? null : Math.ceil(total / PAGE_SIZE)}
          hasNext={state.data.length === PAGE_SIZE}
          label={`${STOCK_LIST_LABELS[show]} items`}
          onPage={goTo}
        />
      )}
    </>
  );
}
