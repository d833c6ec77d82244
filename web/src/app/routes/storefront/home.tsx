import { collections } from '@shop/domain';
import { HOME_FEATURED, HOME_OF_THE_WEEK } from '@/features/catalog/api/first-reads';
import { CuratedProductList } from '@/features/catalog/components/curated-product-list';
import { CategoryTiles } from '@/features/home/components/category-tiles';
import { HomeBanner } from '@/features/home/components/home-banner';
import shop from '@/components/ui/shop.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** / and /home: banner, shop by category, Featured (8) and Products of the Week (4). */
export function Component() {
  useDocumentTitle(null);
  return (
    <>
      <HomeBanner />
      <div className={shop.container}>
        <CategoryTiles />
        <CuratedProductList
          title="Featured products"
          collectionName={collections.featured}
          max={HOME_FEATURED}
        />
        <CuratedProductList
          title="Products of the week"
          collectionName={collections.weekProducts}
          max={HOME_OF_THE_WEEK}
        />
      </div>
    </>
  );
}
