import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { formatEuro } from '@shop/domain';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useStoreProduct } from '../api/get-store-product';

/**
 * The product page's first cut: title, brand, price and main image of `products/{id}`, or a friendly
 * not-found. The full page (carousel, accordions, sizes, ADD TO CART) is built by a later issue.
 */
export function ProductPreview({ productId }: { productId: string | null }) {
  const state = useStoreProduct(productId);
  const title =
    state.status === 'success'
      ? state.product.title
      : state.status === 'not-found'
        ? 'Product not found'
        : 'Product';
  useDocumentTitle(title);

  if (state.status === 'loading') {
    return (
      <Container maxW="6xl" py="10">
        <Heading as="h1" size="2xl" fontWeight="normal">
          Product
        </Heading>
        <LoadingState label="Loading the product…" />
      </Container>
    );
  }

  if (state.status === 'error' || state.status === 'not-found') {
    return (
      <Container maxW="6xl" py="10">
        <Heading as="h1" size="2xl" fontWeight="normal" mb="4">
          {state.status === 'error' ? 'Product' : 'Product not found'}
        </Heading>
        {state.status === 'error' ? (
          <ErrorState title="This product is not available right now" message={state.message} />
        ) : (
          <Text color="fg.muted">This product does not exist or is no longer in our collection.</Text>
        )}
        <RouterLink
          to={paths.products.href({ p: 'bags', t: 'all' })}
          mt="6"
          display="inline-block"
          textDecoration="underline"
        >
          Continue shopping
        </RouterLink>
      </Container>
    );
  }

  const { product } = state;
  const image = product.images[0] ?? product.displayImage;
  return (
    <Container maxW="6xl" py="10">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="10" alignItems="start">
        <Box bg="gray.100" aspectRatio="4 / 5" overflow="hidden">
          {image && (
            <chakra.img
              src={image}
              alt={product.title}
              w="full"
              h="full"
              objectFit="cover"
              width="600"
              height="750"
            />
          )}
        </Box>
        <Box>
          <Text textTransform="uppercase" letterSpacing="0.12em" fontSize="sm" color="fg.muted">
            {product.brand}
          </Text>
          <Heading as="h1" size="3xl" fontWeight="normal" mt="2">
            {product.title}
          </Heading>
          <Text fontSize="2xl" mt="4" whiteSpace="nowrap">
            {formatEuro(product.displayPrice)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            VAT included
          </Text>
        </Box>
      </SimpleGrid>
    </Container>
  );
}
