import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  ALL,
  activeListingFilters,
  defaultListingQuery,
  effectiveSort,
  isSortCode,
  listingCategory,
  listingSortOptions,
  pageCount,
  parseListingParams,
  resetListingFilters,
  serialiseListingQuery,
  shopConfig,
  updateListingQuery,
  type ListingPage as ListingPageName,
  type ListingQuery,
} from '@shop/domain';
import { ListingNotFound } from '@/components/not-found/not-found-page';
import { paths } from '@/config/paths';
import { CloseIcon } from '@/components/ui/icons';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMediaQuery, WIDE_SCREEN } from '@/hooks/use-media-query';
import { useListing } from '../api/get-listing';
import { ListingPager } from './listing-pager';
import { ProductGrid } from './product-grid';
import { optionLabel, selectStyles } from './select-filter';

// The filter controls: on a wide screen at once, on a phone when the shopper opens them.
const ListingFilters = lazy(() =>
  import('./listing-filters').then((module) => ({ default: module.ListingFilters })),
);

type Patch = Partial<Omit<ListingQuery, 'parent'>>;

const PAGE_NAMES: Record<ListingPageName, string> = { products: 'Products', newIn: 'New In', sale: 'Sale' };

const buttonStyles = {
  minH: '11',
  px: '4',
  fontSize: 'sm',
  letterSpacing: '0.08em',
  rounded: 'sm',
  cursor: 'pointer',
} as const;

/** "Tote", "Bags by PRADA", "New In · Accessories": what the page lists, as its heading says it. */
function listingTitle(page: ListingPageName, query: ListingQuery): string {
  const category = listingCategory(query);
  const what = category ? optionLabel(category) : query.parent === 'BAGS' ? 'Bags' : 'Accessories';
  const byBrand = query.brand === ALL ? what : `${what} by ${query.brand}`;
  return page === 'products' ? byBrand : `${PAGE_NAMES[page]} · ${byBrand}`;
}

/**
 * New In and Sale list bags or accessories: links to the other, so a shared URL says which (the type
 * filter belongs to one of them, so switching starts from all types).
 */
function ParentSwitch({ page, query }: { page: 'newIn' | 'sale'; query: ListingQuery }) {
  const path = page === 'newIn' ? paths.newIn : paths.sale;
  const options = [
    { p: 'bags', label: 'Bags', parent: 'BAGS' },
    { p: 'accessories', label: 'Accessories', parent: 'ACCESSORIES' },
  ] as const;
  return (
    <Flex as="nav" aria-label={`${PAGE_NAMES[page]}: bags or accessories`} gap="2" mb="6">
      {options.map((option) => {
        const current = query.parent === option.parent;
        return (
          <RouterLink
            key={option.p}
            to={path.href({ p: option.p, t: 'all' })}
            aria-current={current ? 'page' : undefined}
            {...buttonStyles}
            display="inline-flex"
            alignItems="center"
            borderWidth="1px"
            borderColor="ink"
            bg={current ? 'ink' : 'transparent'}
            color={current ? 'white' : 'ink'}
            _hover={{ bg: current ? 'ink' : 'gold.50' }}
          >
            {option.label}
          </RouterLink>
        );
      })}
    </Flex>
  );
}

/** What removing a chip resets (activeListingFilters names the parameter). */
function removeFilter(query: ListingQuery, param: string): Patch {
  const defaults = defaultListingQuery(query.parent);
  const resets: Record<string, Patch> = {
    category: { category: ALL },
    colour: { colour: ALL },
    b: { brand: ALL },
    size: { size: ALL },
    price: { minPrice: defaults.minPrice, maxPrice: defaults.maxPrice },
  };
  return resets[param] ?? { discountMin: defaults.discountMin, discountMax: defaults.discountMax };
}

/**
 * /products, /newin and /sale (storefront.md section 2). The URL holds the whole filter state
 * (domain listing.ts), so a listing can be shared, reloaded and navigated back to; an unusable URL
 * is the not-found page.
 */
export function ListingPage({ page }: { page: ListingPageName }) {
  const [searchParams] = useSearchParams();
  const parsed = useMemo(() => parseListingParams(searchParams), [searchParams]);
  if (parsed.ok) return <Listing page={page} query={parsed.query} />;
  // An address the shop cannot show is a page that does not exist (storefrontPage answers it 404).
  return <ListingNotFound params={parsed.errors.map((error) => error.param)} />;
}

function Listing({ page, query }: { page: ListingPageName; query: ListingQuery }) {
  const [, setSearchParams] = useSearchParams();
  const title = listingTitle(page, query);
  useDocumentTitle(title, `${title} at ${shopConfig.name}: designer pieces, prices including VAT.`);
  const state = useListing(page, query);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const wideScreen = useMediaQuery(WIDE_SCREEN);
  const filtersId = useId();
  const sortId = useId();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const pagerUsed = useRef(false);

  const change = useCallback(
    (patch: Patch) => setSearchParams(serialiseListingQuery(updateListingQuery(query, patch))),
    [query, setSearchParams],
  );
  const reset = () => setSearchParams(serialiseListingQuery(resetListingFilters(query)));
  const hrefOf = (n: number) => `?${serialiseListingQuery({ ...query, page: n })}`;
  const chips = activeListingFilters(query).filter((chip) => page === 'sale' || chip.param !== 'discount');
  const resetButton = (
    <chakra.button
      type="button"
      {...buttonStyles}
      bg="ink"
      color="white"
      _hover={{ bg: 'gold.700' }}
      onClick={reset}
    >
      Reset Filters
    </chakra.button>
  );

  // After a pager link, continue at the top of the results, as a new page would.
  useEffect(() => {
    if (!pagerUsed.current) return;
    pagerUsed.current = false;
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [query.page]);

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="3xl" fontWeight="normal" mb="6">
        {title}
      </Heading>
      {page !== 'products' && <ParentSwitch page={page} query={query} />}
      <Flex gap={{ base: '6', lg: '10' }} direction={{ base: 'column', lg: 'row' }} align="flex-start">
        <Box as="aside" aria-labelledby={`${filtersId}h`} w={{ base: 'full', lg: '64' }} flexShrink={0}>
          <chakra.button
            type="button"
            {...buttonStyles}
            display={{ lg: 'none' }}
            w="full"
            borderWidth="1px"
            borderColor="ink"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen ? 'HIDE FILTERS' : 'SHOW FILTERS'}
          </chakra.button>
          <Box
            id={filtersId}
            display={{ base: filtersOpen ? 'block' : 'none', lg: 'block' }}
            mt={{ base: '4', lg: '0' }}
          >
            <Heading as="h2" id={`${filtersId}h`} size="md" letterSpacing="0.08em" mb="4">
              FILTERS
            </Heading>
            {/* On a phone the filters load when shown, not hidden behind the button. */}
            {(filtersOpen || wideScreen) && (
              <Suspense fallback={<LoadingState label="Loading the filters" />}>
                <ListingFilters page={page} query={query} onChange={change} />
              </Suspense>
            )}
          </Box>
        </Box>

        <Box flex="1" minW="0" w="full">
          <Flex justify="space-between" align="flex-end" gap="4" flexWrap="wrap" mb="4">
            {/* A live region: screen readers hear the new total after each change. */}
            <Box role="status">
              <Heading as="h2" ref={resultsRef} tabIndex={-1} size="md" fontWeight="normal" outline="none">
                {state.status === 'success'
                  ? `${state.total} product${state.total === 1 ? '' : 's'}`
                  : 'Products'}
              </Heading>
            </Box>
            <Box w={{ base: 'full', sm: '56' }}>
              <chakra.label htmlFor={sortId} display="block" fontSize="sm" fontWeight="semibold" mb="1">
                Sort by
              </chakra.label>
              <chakra.select
                id={sortId}
                value={effectiveSort(page, query.sort)}
                onChange={(event: ChangeEvent<HTMLSelectElement>) => {
                  const sort = Number(event.target.value);
                  if (isSortCode(sort)) change({ sort });
                }}
                {...selectStyles}
              >
                {listingSortOptions(page).map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.label}
                  </option>
                ))}
              </chakra.select>
            </Box>
          </Flex>

          {chips.length > 0 && (
            <Flex as="ul" listStyle="none" gap="2" flexWrap="wrap" mb="6" aria-label="Active filters">
              {chips.map((chip) => (
                <li key={chip.param}>
                  <chakra.button
                    type="button"
                    {...buttonStyles}
                    display="inline-flex"
                    alignItems="center"
                    gap="1"
                    rounded="full"
                    bg="gold.50"
                    borderWidth="1px"
                    borderColor="gold.400"
                    _hover={{ bg: 'gold.100' }}
                    aria-label={`Remove filter ${chip.label}`}
                    onClick={() => change(removeFilter(query, chip.param))}
                  >
                    {chip.label}
                    <CloseIcon size={16} />
                  </chakra.button>
                </li>
              ))}
              <li>{resetButton}</li>
            </Flex>
          )}

          {state.status === 'loading' && <LoadingState label="Loading products…" />}
          {state.status === 'error' && (
            <ErrorState title="The products could not be shown" message={state.message} />
          )}
          {state.status === 'success' &&
            (state.products.length > 0 ? (
              <ProductGrid products={state.products} />
            ) : (
              <Box py="10" textAlign="center">
                <Text mb="4">
                  {state.total > 0
                    ? `There is no page ${query.page} in this listing.`
                    : 'No products match these filters.'}
                </Text>
                {state.total > 0 ? (
                  <RouterLink to={hrefOf(1)} textDecoration="underline">
                    Go to the first page
                  </RouterLink>
                ) : (
                  resetButton
                )}
              </Box>
            ))}
          {state.status === 'success' && (
            <ListingPager
              current={query.page}
              count={pageCount(state.total)}
              hrefOf={hrefOf}
              onNavigate={() => {
                pagerUsed.current = true;
              }}
            />
          )}
        </Box>
      </Flex>
    </Container>
  );
}
