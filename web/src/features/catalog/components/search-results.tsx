import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { LISTING_PAGE_SIZE, pageCount, SEARCH_SCAN_LIMIT } from '@shop/domain';
import { fill, formatNumber, words } from '@/app/i18n/page-language';
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
  const { searchPage: say, listing, nav } = words();
  useDocumentTitle(text ? fill(say.titleFor, { text }) : say.title, say.description);
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
        {text ? fill(say.resultsFor, { text }) : say.title}
      </Heading>
      <Box maxW="lg" mb="8">
        <SearchForm key={text} initial={text} autoFocus={text === ''} />
      </Box>

      {text === '' ? (
        <Text color="fg.muted">{say.hint}</Text>
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
                ? fill(state.products.length === 1 ? listing.productCountOne : listing.productCountOther, {
                    count: formatNumber(state.products.length),
                  })
                : state.status === 'loading'
                  ? say.searching
                  : listing.products}
            </Heading>
          </Box>
          {state.status === 'loading' && <LoadingState label={say.searching} />}
          {state.status === 'error' && <ErrorState title={listing.noResults} message={say.failed} />}
          {state.status === 'success' && state.corrections.length > 0 && (
            <Text mb="4">
              {fill(say.correctedTo, {
                words: state.corrections
                  .map((word) => fill(say.correction, { term: word.term, typed: word.typed }))
                  .join(', '),
              })}
            </Text>
          )}
          {state.status === 'success' && !state.everyWord && <Text mb="4">{say.someWords}</Text>}
          {state.status === 'success' && state.truncated && (
            <Text mb="6" color="fg.muted">
              {fill(say.truncated, { count: formatNumber(SEARCH_SCAN_LIMIT) })}
            </Text>
          )}
          {state.status === 'success' && state.products.length === 0 && (
            <Box py="8">
              <Text mb="4">{fill(say.noneFound, { text })}</Text>
              <Flex gap="6" flexWrap="wrap">
                <RouterLink to={paths.products.href({ p: 'bags', t: 'all' })} textDecoration="underline">
                  {nav.allBags}
                </RouterLink>
                <RouterLink
                  to={paths.products.href({ p: 'accessories', t: 'all' })}
                  textDecoration="underline"
                >
                  {nav.allAccessories}
                </RouterLink>
                <RouterLink to={paths.designers.href()} textDecoration="underline">
                  {nav.designers}
                </RouterLink>
              </Flex>
            </Box>
          )}
          {shown.length > 0 && <ProductGrid products={shown} />}
          {state.status === 'success' && state.products.length > 0 && shown.length === 0 && (
            <RouterLink to={hrefOf(1)} textDecoration="underline">
              {say.firstPage}
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
