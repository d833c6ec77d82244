import { collections } from '@shop/domain';
import { words } from '@/app/i18n/page-language';
import { HOME_FEATURED, HOME_OF_THE_WEEK } from '@/features/catalog/api/first-reads';
import { useCuratedProducts } from '@/features/catalog/api/get-curated-products';
import { CuratedProductList } from '@/features/catalog/components/curated-product-list';
import { CategoryTiles } from '@/features/home/components/category-tiles';
import { HomeBanner } from '@/features/home/components/home-banner';
import shop from '@/components/ui/shop.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * / and /home: a short opening band, shop by category (with product pictures), Featured (8) and
 * Products of the Week (4). The two lists are read once, here, and give the categories their
 * pictures too, so a phone's first screen shows products from the server's HTML.
 */
export function Component() {
  useDocumentTitle(null);
  const featured = useCuratedProducts(collections.featured, HOME_FEATURED);
  const week = useCuratedProducts(collections.weekProducts, HOME_OF_THE_WEEK);
  const entries = [
    ...(featured.status === 'success' ? featured.entries : []),
    ...(week.status === 'success' ? week.entries : []),
  ];
  const { home } = words();
  return (
    <>
      <HomeBanner />
      <div className={shop.container}>
        <CategoryTiles entries={entries} />
        <CuratedProductList title={home.featured} state={featured} firstScreen />
        <CuratedProductList title={home.ofTheWeek} state={week} />
      </div>
    </>
  );
}
