import { Container } from '@chakra-ui/react/container';
import { collections } from '@shop/domain';
import { preloadCuratedProducts } from '@/features/catalog/api/get-curated-products';
import { CuratedProductList } from '@/features/catalog/components/curated-product-list';
import { CategoryTiles } from '@/features/home/components/category-tiles';
import { HomeBanner } from '@/features/home/components/home-banner';
import { useDocumentTitle } from '@/hooks/use-document-title';

const FEATURED = 8;
const OF_THE_WEEK = 4;

export function preload() {
  preloadCuratedProducts(collections.featured, FEATURED);
  preloadCuratedProducts(collections.weekProducts, OF_THE_WEEK);
}

/** / and /home: banner, shop by category, Featured (8) and Products of the Week (4). */
export function Component() {
  useDocumentTitle(null);
  return (
    <>
      <HomeBanner />
      <Container maxW="7xl">
        <CategoryTiles />
        <CuratedProductList title="Featured Products" collectionName={collections.featured} max={FEATURED} />
        <CuratedProductList
          title="Products of the Week"
          collectionName={collections.weekProducts}
          max={OF_THE_WEEK}
        />
      </Container>
    </>
  );
}
