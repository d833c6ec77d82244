import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  MESSAGES,
  shopConfig,
  storeListParams,
  storeListView,
  type AdminStoreProduct,
  type CuratedList,
  type StoreGenderFilter,
  type StoreListView,
} from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { messageOf } from '../../api/error-message';
import { useAdminData } from '../../api/use-admin-data';
import { notifyAdmin } from '../../components/notify';
import { Pager } from '../../components/pager';
import { SearchBox } from '../../components/search-box';
import { ADDED_MESSAGES, addToCuratedList, CURATED_LIST_CONFIGS } from '../../lists/api/curated-lists';
import { storeCountPath, storePagePath, storeSearchPath } from '../api/store-products';
import { StoreProductCard } from './store-product-card';

const PAGE_SIZE = shopConfig.pageSizes.adminStore;

const GENDER_BUTTONS: { value: StoreGenderFilter; label: string }[] = [
  { value: 'ALL', label: 'Show all' },
  { value: 'M', label: 'Men' },
  { value: 'F', label: 'Women' },
];

/**
 * The main store list: 8 products a page, newest first; Show all / Men / Women (admin.md: SHOW All / Males / Female); search by title,
 * SKU, price or brand; each card edits the product or puts it on a list. The filter, search and
 * page live in the address (storeListView), so the way back from a product finds them again.
 */
export function StoreList() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { gender, search: text, page } = storeListView(params);
  const show = (view: StoreListView) => setParams(storeListParams(view));
  const setPage = (next: number) => show({ gender, search: '', page: next });
  const [busy, setBusy] = useState<{ id: string; action: string } | null>(null);
  const searching = text !== '';
  const products = useAdminData<AdminStoreProduct[]>(
    searching ? storeSearchPath(text) : storePagePath(gender, PAGE_SIZE, page),
    'The store products',
  );
  const count = useAdminData<number>(searching ? null : storeCountPath(gender), 'The number of products');
  const pageCount = count.state.status === 'ready' ? Math.ceil(count.state.data / PAGE_SIZE) : null;

  async function addTo(product: AdminStoreProduct, list: Exclude<CuratedList, 'recommended'>) {
    setBusy({ id: product.id, action: list });
    try {
      const id = await addToCuratedList(list, product.id);
      notifyAdmin(ADDED_MESSAGES[list]);
      // admin.md section 4: adding to Sale goes on to the new entry's edit page, for its discount.
      if (list === 'sale') navigate(paths.admin.saleEdit.href(id));
    } catch (error) {
      notifyAdmin(messageOf(error), 'error');
    } finally {
      setBusy(null);
    }
  }

  async function toggleRecommended(product: AdminStoreProduct) {
    setBusy({ id: product.id, action: 'recommended' });
    try {
      if (product.recommended) {
        await CURATED_LIST_CONFIGS.recommended.remove(product.id);
        notifyAdmin(MESSAGES.adminRemovedFromRecommended);
      } else {
        await addToCuratedList('recommended', product.id);
        notifyAdmin(MESSAGES.adminAddedToRecommended);
      }
      products.reload();
    } catch (error) {
      notifyAdmin(messageOf(error), 'error');
    } finally {
      setBusy(null);
    }
  }

  const state = products.state;
  return (
    <chakra.section aria-labelledby="store-products-heading">
      <Heading as="h2" id="store-products-heading" size="xl" fontWeight="normal" mb="4">
        Main store
      </Heading>
      <Flex gap="4" wrap="wrap" align="center" mb="5">
        <Flex gap="2" role="group" aria-label="Show products for">
          {GENDER_BUTTONS.map((button) => (
            <Button
              key={button.value}
              size="sm"
              variant={gender === button.value && !searching ? 'solid' : 'outline'}
              aria-pressed={gender === button.value && !searching}
              onClick={() => show({ gender: button.value, search: '', page: 0 })}
            >
              {button.label}
            </Button>
          ))}
        </Flex>
        <SearchBox
          key={searching ? 'searching' : 'list'}
          label="Search the main store"
          placeholder="Search by Title, SKU, Price, Brand"
          active={text}
          onSearch={(next) => show({ gender, search: next, page: 0 })}
        />
      </Flex>

      {state.status === 'loading' && <LoadingState label="Loading the store products…" />}
      {state.status === 'error' && <ErrorState title="Store products unavailable" message={state.message} />}
      {state.status === 'ready' && state.data.length === 0 && (
        <Text color="fg.muted" role="status">
          {searching ? `No store product matches “${text}”.` : 'The main store has no products yet.'}
        </Text>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <>
          {searching && (
            <Text fontSize="sm" color="fg.muted" mb="3" role="status">
              {state.data.length} {state.data.length === 1 ? 'product matches' : 'products match'} “{text}”
            </Text>
          )}
          <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
            {state.data.map((product) => (
              <chakra.li key={product.id}>
                <StoreProductCard
                  product={product}
                  busy={busy?.id === product.id ? busy.action : null}
                  onAdd={(list) => void addTo(product, list)}
                  onToggleRecommended={() => void toggleRecommended(product)}
                />
              </chakra.li>
            ))}
          </SimpleGrid>
          {!searching && (
            <Pager
              page={page}
              pageCount={pageCount}
              hasNext={pageCount === null ? state.data.length === PAGE_SIZE : page + 1 < pageCount}
              label="Store products"
              onPage={setPage}
            />
          )}
        </>
      )}
    </chakra.section>
  );
}
