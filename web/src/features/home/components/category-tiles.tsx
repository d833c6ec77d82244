import { Link } from '@/components/ui/link';
import { homeCategoryPictures, PICTURE_SIZES, type CuratedEntry, type HomeCategory } from '@shop/domain';
import { ProductPicture } from '@/components/ui/product-picture';
import { paths } from '@/config/paths';
import { words } from '@/app/i18n/page-language';
import styles from './home.module.css';

/** The tiles in the page's words (docs/decisions.md rule 79): the shell's category and menu names. */
function tiles(): { category: HomeCategory; label: string; href: string }[] {
  const { categories, nav } = words();
  return [
    { category: 'bags', label: categories.BAGS, href: paths.products.href({ p: 'bags', t: 'all' }) },
    {
      category: 'accessories',
      label: categories.ACCESSORIES,
      href: paths.products.href({ p: 'accessories', t: 'all' }),
    },
    { category: 'new-in', label: nav.newIn, href: paths.newIn.href({ p: 'bags', t: 'all' }) },
    { category: 'sale', label: nav.sale, href: paths.sale.href({ p: 'bags', t: 'all' }) },
    { category: 'designers', label: nav.designers, href: paths.designers.href() },
  ];
}

/**
 * Shop by category: bags, accessories, New In, Sale and designers, each with a picture of a product
 * from the home page's lists (homeCategoryPictures). On a phone a row that scrolls sideways, so it
 * takes one short band of the first screen; a grid from md.
 */
export function CategoryTiles({ entries }: { entries: readonly CuratedEntry[] }) {
  const pictures = homeCategoryPictures(entries);
  return (
    <section aria-labelledby="shop-by-category" className={styles.categories}>
      <h2 id="shop-by-category" className={styles.categoriesTitle}>
        {words().home.shopByCategory}
      </h2>
      <ul className={styles.tiles}>
        {tiles().map((tile) => {
          const picture = pictures[tile.category];
          return (
            <li key={tile.category}>
              <Link to={tile.href} className={styles.tile}>
                <span className={styles.tilePicture}>
                  {picture && (
                    <ProductPicture
                      src={picture.displayImage}
                      alt=""
                      sizes={PICTURE_SIZES.categoryTile}
                      width={160}
                      loading="eager"
                      fit="cover"
                    />
                  )}
                </span>
                <span className={styles.tileLabel}>{tile.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
