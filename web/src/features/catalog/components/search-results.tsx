import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { LISTING_PAGE_SIZE, pageCount, SEARCH_SCAN_LIMIT } from '@shop/domain';
import { words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useProductSearch } from '../api/search-products';
import { ListingPager } from './listing-pager';
import { ProductGrid } from './product-grid';
import { SearchForm } from './search-form';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * /search?q=…&page=…: the products for the words typed, in search order (domain rankSearchResults), as
 * a listing; it says which words were corrected and when no product has every word.
 */
export function SearchResults() {
  const [searchParams] = useSearchParams();
  const text = (searchParams.get('q') ?? '').trim();
  const page = pageOf(searchParams.get('page'));
  useDocumentTitle(
    text ? `Search: ${text}` : 'Search',
    'Search our designer bags and accessories by designer, product or category.',
  );
  const state = useProductSearch(text);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const pagerUsed = useRef(false);

  useEffect(() => {
    if (!pagerUsed.current) return;
    pagerUsed.current = false;
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  const hrefOf = (n: number) => paths.search.href(text, n);
  const shown =
    state.status === 'success'
      ? state.products.slice((page - 1) * LISTING_PAGE_SIZE, page * LISTING_PAGE_SIZE)
      : [];

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="3xl" fontWeight="normal" mb="6">
        {text ? `Search results for “${text}”` : 'Search'}
      </Heading>
      <Box maxW="lg" mb="8">
        <SearchForm key={text} initial={text} autoFocus={text === ''} />
      </Box>

      {text === '' ? (
        <Text color="fg.muted">
          Search by designer, product or category, for example “Prada tote” or “wallet”.
        </Text>
      ) : (
        <>
          <Box role="status" mb="4">
            <Heading
              as="h2"
              ref={resultsRef}
              tabIndex={-1}
              size="md"
              fontWeight="normal"
              _focus={{ outline: 'none' }}
            >
              {state.status === 'success'
                ? `${state.products.length} ${state.products.length === 1 ? 'product' : 'products'}`
                : state.status === 'loading'
                  ? 'Searching…'
                  : 'Products'}
            </Heading>
          </Box>
          {state.status === 'loading' && <LoadingState label="Searching…" />}
          {state.status === 'error' && (
            <ErrorState title={words().listing.noResults} message={state.message} />
          )}
          {state.status === 'success' && state.corrections.length > 0 && (
            <Text mb="4">
              Showing results for{' '}
              {state.corrections.map((word, index) => (
                <span key={word.typed}>
                  {index > 0 && ', '}“{word.term}” instead of “{word.typed}”
                </span>
              ))}
              .
            </Text>
          )}
          {state.status === 'success' && !state.everyWord && (
            <Text mb="4">No product has every word you typed; these have some of them.</Text>
          )}
          {state.status === 'success' && state.truncated && (
            <Text mb="6" color="fg.muted">
              These are the first {SEARCH_SCAN_LIMIT} products with these words. Add a word to find fewer.
            </Text>
          )}
          {state.status === 'success' && state.products.length === 0 && (
            <Box py="8">
              <Text mb="4">No products found for “{text}”. Try another word, or browse:</Text>
              <Flex gap="6" flexWrap="wrap">
                <RouterLink to={paths.products.href({ p: 'bags', t: 'all' })} textDecoration="underline">
                  All bags
                </RouterLink>
                <RouterLink
                  to={paths.products.href({ p: 'accessories', t: 'all' })}
                  textDecoration="underline"
                >
                  All accessories
                </RouterLink>
                <RouterLink to={paths.designers.href()} textDecoration="underline">
                  Designers
                </RouterLink>
              </Flex>
            </Box>
          )}
          {shown.length > 0 && <ProductGrid products={shown} />}
          {state.status === 'success' && state.products.length > 0 && shown.length === 0 && (
            <RouterLink to={hrefOf(1)} textDecoration="underline">
              Go to the first page of results
            </RouterLink>
          )}
          {state.status === 'success' && (
            <ListingPager
              current={page}
              count={pageCount(state.products.length)}
              hrefOf={hrefOf}
              onNavigate={() => {
                pagerUsed.current = true;
              }}
            />
          )}
        </>
      )}
    </Container>
  );
}
