import { useId } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import type { CuratedCollection } from '@/lib/firebase/catalogue';
import { useCuratedProducts } from '../api/get-curated-products';
import { ProductCard } from './product-card';

type CuratedProductListProps = {
  title: string;
  collectionName: CuratedCollection;
  max: number;
  columns?: number;
};

/** A titled home-page list (Featured, Products of the Week) read straight from Firestore. */
export function CuratedProductList({ title, collectionName, max, columns = 4 }: CuratedProductListProps) {
  const headingId = useId();
  const state = useCuratedProducts(collectionName, max);

  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: '8', md: '12' }}>
      <Heading
        as="h2"
        id={headingId}
        size="2xl"
        fontWeight="normal"
        textAlign="center"
        mb="8"
        letterSpacing="0.04em"
      >
        {title}
      </Heading>
      {state.status === 'loading' && <LoadingState label={`Loading ${title.toLowerCase()}…`} />}
      {state.status === 'error' && (
        <ErrorState title={`${title} are not available right now`} message={state.message} />
      )}
      {state.status === 'success' && state.entries.length === 0 && (
        <Text textAlign="center" color="fg.muted">
          No products to show yet. Please come back soon.
        </Text>
      )}
      {state.status === 'success' && state.entries.length > 0 && (
        <SimpleGrid
          as="ul"
          listStyle="none"
          columns={{ base: 2, md: Math.min(columns, 3), lg: columns }}
          gap={{ base: '4', md: '6' }}
        >
          {state.entries.map((entry) => (
            <li key={entry.productId}>
              <ProductCard entry={entry} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
