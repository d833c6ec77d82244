import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  GENDER_LABELS,
  MESSAGES,
  SUPPLIER_CATEGORIES,
  parseSupplierCategory,
  shopConfig,
  type AdminPage,
  type AdminSupplierItem,
  type SupplierCategory,
} from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messageOf } from '../../api/error-message';
import { useAdminData } from '../../api/use-admin-data';
import { AdminSelect } from '../../components/admin-select';
import { notifyAdmin } from '../../components/notify';
import { Pager } from '../../components/pager';
import { SearchBox } from '../../components/search-box';
import {
  addSupplierItemToStore,
  NO_FILTERS,
  supplierPagePath,
  type SupplierFilters,
  type SupplierView,
} from '../api/supplier-items';
import { SupplierFilterDialog } from './supplier-filter-dialog';
import { SupplierItemCard } from './supplier-item-card';
import { SupplierQuickView } from './supplier-quick-view';

const PAGE_SIZE = shopConfig.pageSizes.supplier;

export const categoryLabel = (category: SupplierCategory) =>
  category.charAt(0) + category.slice(1).toLowerCase();

const SORT_OPTIONS = [
  { value: '0', label: 'Catalogue order' },
  { value: '1', label: 'Price: low to high' },
  { value: '-1', label: 'Price: high to low' },
];

function describeFilters(filters: SupplierFilters): string {
  const parts = [
    filters.brand !== 'ALL' ? filters.brand : null,
    filters.subcategory !== 'ALL' ? filters.subcategory : null,
    filters.gender !== 'ALL' ? (GENDER_LABELS[filters.gender as 'M' | 'F'] ?? filters.gender) : null,
  ].filter(Boolean);
  return parts.join(', ');
}

/**
 * /adminallproducts?id=bags|accessories|clothing|shoes: the supplier catalogue (admin.md section 2).
 * Category links, search, filter dialog, price sort, pages of 100, quick view, add to main store.
 */
export function SupplierCataloguePage() {
  const [searchParams] = useSearchParams();
  const category = parseSupplierCategory(searchParams.get('id') ?? 'bags');
  useDocumentTitle(`Admin · Supplier catalogue${category ? ` · ${categoryLabel(category)}` : ''}`);

  if (!category) {
    return (
      <ErrorState
        title="No such supplier category"
        message={`"${searchParams.get('id') ?? ''}" is not a category. Choose bags, accessories, clothing or shoes.`}
      >
        <CategoryLinks current={null} />
      </ErrorState>
    );
  }
  // A new category starts with a fresh search, filter and page.
  return <SupplierCatalogue key={category} category={category} />;
}

function CategoryLinks({ current }: { current: SupplierCategory | null }) {
  return (
    <chakra.nav aria-label="Supplier categories" mb="5">
      <chakra.ul display="flex" flexWrap="wrap" gap="2" listStyle="none">
        {SUPPLIER_CATEGORIES.map((category) => (
          <li key={category}>
            <RouterLink
              to={paths.admin.supplierCatalogue.href(category.toLowerCase() as Lowercase<SupplierCategory>)}
              aria-current={category === current ? 'page' : undefined}
              display="inline-block"
              px="4"
              py="2"
              borderWidth="1px"
              borderColor={category === current ? 'ink' : 'border'}
              bg={category === current ? 'ink' : 'bg'}
              color={category === current ? 'white' : 'fg'}
              rounded="sm"
              textDecoration="none"
              fontSize="sm"
              letterSpacing="0.06em"
            >
              {category}
            </RouterLink>
          </li>
        ))}
      </chakra.ul>
    </chakra.nav>
  );
}

function SupplierCatalogue({ category }: { category: SupplierCategory }) {
  const [view, setView] = useState<SupplierView>({
    category,
    text: '',
    filters: NO_FILTERS,
    sort: 0,
    page: 0,
  });
  const [filterOpen, setFilterOpen] = useState(false);
  const [quickView, setQuickView] = useState<AdminSupplierItem | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const { state, reload } = useAdminData<AdminPage<AdminSupplierItem>>(
    supplierPagePath(view, PAGE_SIZE),
    'The supplier items',
  );
  const change = (next: Partial<SupplierView>) => setView((current) => ({ ...current, page: 0, ...next }));
  const filtersText = describeFilters(view.filters);

  async function add(item: AdminSupplierItem) {
    setAdding(item.id);
    try {
      await addSupplierItemToStore(item);
      notifyAdmin(MESSAGES.adminProductAdded);
      setQuickView(null);
      reload();
    } catch (error) {
      notifyAdmin(messageOf(error), 'error');
    } finally {
      setAdding(null);
    }
  }

  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mb="4">
        Supplier catalogue: {categoryLabel(category)}
      </Heading>
      <CategoryLinks current={category} />

      <Flex gap="4" wrap="wrap" align="flex-end" mb="4">
        <Box flex="1" minW="18rem">
          <SearchBox
            label={`Search the supplier's ${category.toLowerCase()}`}
            placeholder="Search by Brands, Category, Price, Title, SKU"
            active={view.text}
            onSearch={(text) => change({ text })}
          />
        </Box>
        <Button variant="outline" onClick={() => setFilterOpen(true)}>
          Filter{filtersText && ` (${filtersText})`}
        </Button>
        <Box w="13rem">
          <AdminSelect
            id="supplier-price-sort"
            label="Sort by price"
            options={SORT_OPTIONS}
            value={String(view.sort)}
            onChange={(event) => change({ sort: Number(event.target.value) as SupplierView['sort'] })}
          />
        </Box>
      </Flex>
      {filtersText && (
        <Flex align="center" gap="3" mb="4" fontSize="sm">
          <Text>Filtered by {filtersText}.</Text>
          <Button size="xs" variant="outline" onClick={() => change({ filters: NO_FILTERS })}>
            Clear filters
          </Button>
        </Flex>
      )}

      {state.status === 'loading' && <LoadingState label="Loading the supplier items…" />}
      {state.status === 'error' && (
        <ErrorState title="Supplier catalogue unavailable" message={state.message} />
      )}
      {state.status === 'ready' && state.data.items.length === 0 && (
        <Text color="fg.muted" role="status">
          {view.text || filtersText
            ? 'No supplier items match.'
            : 'The supplier has no items in this category.'}
        </Text>
      )}
      {state.status === 'ready' && state.data.items.length > 0 && (
        <>
          <Text fontSize="sm" color="fg.muted" mb="3" role="status">
            Items {view.page * PAGE_SIZE + 1}–{view.page * PAGE_SIZE + state.data.items.length}
            {view.text && ` matching “${view.text}”`}
          </Text>
          <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
            {state.data.items.map((item) => (
              <chakra.li key={item.id}>
                <SupplierItemCard
                  item={item}
                  adding={adding === item.id}
                  onQuickView={() => setQuickView(item)}
                  onAdd={() => void add(item)}
                />
              </chakra.li>
            ))}
          </SimpleGrid>
          <Pager
            page={view.page}
            pageCount={null}
            hasNext={state.data.hasMore}
            label="Supplier items"
            onPage={(page) => setView((current) => ({ ...current, page }))}
          />
        </>
      )}

      <SupplierFilterDialog
        open={filterOpen}
        category={category}
        filters={view.filters}
        onApply={(filters) => {
          setFilterOpen(false);
          change({ filters });
        }}
        onClose={() => setFilterOpen(false)}
      />
      <SupplierQuickView
        item={quickView}
        adding={quickView !== null && adding === quickView.id}
        onAdd={(item) => void add(item)}
        onClose={() => setQuickView(null)}
      />
    </>
  );
}
