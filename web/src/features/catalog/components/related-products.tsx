import { startTransition, useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { chakra } from '@chakra-ui/react/styled-system';
import { pickRelatedProducts, type StoreProduct, type WithId } from '@shop/domain';
import { getVisibleSaleEntry, listRelatedProducts } from '@/lib/firebase/catalogue';
import { ProductCard, type ProductCardEntry } from './product-card';

/**
 * The four products to suggest as cards: a product on the visible Sale list shows its sale price
 * with the display price struck through, as on the Sale listing and its own page, because the sale
 * price is what the cart charges (cartUnitPrice).
 */
async function relatedCards(product: WithId<StoreProduct>): Promise<ProductCardEntry[]> {
  const picked = pickRelatedProducts(product.id, await listRelatedProducts(product));
  // One small query per product: shoppers may read sale entries only through a hidden == false query.
  const sales = await Promise.all(picked.map((item) => getVisibleSaleEntry(item.id)));
  return picked.map((item, index) => {
    const sale = sales[index];
    return {
      productId: item.id,
      title: item.title,
      brand: item.brand,
      displayImage: item.displayImage,
      images: item.images,
      price: item.displayPrice,
      category: item.category,
      inStock: item.inStock,
      ...(sale ? { discountPercent: sale.discountPercent, salePrice: sale.salePrice } : {}),
    };
  });
}

/**
 * "You may also like" under the product page: four in-stock products of the same designer or type.
 * Loaded lazily by the product page, after its own content, so neither the product's first paint
 * nor the listing route carries it. Nothing shows when there is nothing to suggest or the read fails.
 */
export function RelatedProducts({ product }: { product: WithId<StoreProduct> }) {
  const [related, setRelated] = useState<{ for: string; cards: ProductCardEntry[] } | null>(null);

  useEffect(() => {
    let current = true;
    relatedCards(product).then(
      (cards) => {
        // Arriving data renders as a transition: in slices, not one task that blocks a phone.
        if (current) startTransition(() => setRelated({ for: product.id, cards }));
      },
      (error: unknown) => console.warn('Could not read related products', error),
    );
    return () => {
      current = false;
    };
  }, [product]);

  if (related?.for !== product.id || related.cards.length === 0) return null;
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
        {related.cards.map((card) => (
          <li key={card.productId}>
            <ProductCard entry={card} />
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
