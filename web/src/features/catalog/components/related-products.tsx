import { startTransition, useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { chakra } from '@chakra-ui/react/styled-system';
import { pickRelatedProducts, type StoreProduct, type WithId } from '@shop/domain';
import { listRelatedProducts } from '@/lib/firebase/catalogue';
import { ProductCard } from './product-card';

/**
 * "You may also like" under the product page: four in-stock products of the same designer or type.
 * Loaded lazily by the product page, after its own content, so neither the product's first paint
 * nor the listing route carries it. Nothing shows when there is nothing to suggest or the read fails.
 */
export function RelatedProducts({ product }: { product: WithId<StoreProduct> }) {
  const [related, setRelated] = useState<{ for: string; products: WithId<StoreProduct>[] } | null>(null);

  useEffect(() => {
    let current = true;
    listRelatedProducts(product).then(
      (candidates) => {
        if (current)
          // Arriving data renders as a transition: in slices, not one task that blocks a phone.
          startTransition(() =>
            setRelated({ for: product.id, products: pickRelatedProducts(product.id, candidates) }),
          );
      },
      (error: unknown) => console.warn('Could not read related products', error),
    );
    return () => {
      current = false;
    };
  }, [product]);

  if (related?.for !== product.id || related.products.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="you-may-also-like" mt={{ base: '12', md: '16' }}>
      <Heading as="h2" id="you-may-also-like" size="xl" fontWeight="normal" mb="6">
        You may also like
      </Heading>
      <chakra.ul
        listStyle="none"
        display="grid"
        gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
        columnGap={{ base: '4', md: '6' }}
        rowGap="8"
        data-testid="related-products"
      >
        {related.products.map((item) => (
          <li key={item.id}>
            <ProductCard
              entry={{
                productId: item.id,
                title: item.title,
                brand: item.brand,
                displayImage: item.displayImage,
                images: item.images,
                price: item.displayPrice,
                category: item.category,
                inStock: item.inStock,
              }}
            />
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
