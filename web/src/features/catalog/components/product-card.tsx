import { memo, useId, useState } from 'react';
import { Link } from '@/components/ui/link';
import {
  PICTURE_SIZES,
  productText,
  titleAfterBrand,
  type CuratedEntry,
  type StoreListingProduct,
} from '@shop/domain';
import { ProductPicture, type PictureLoading } from '@/components/ui/product-picture';
import { formatPrice, pageLanguage, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { optionLabel } from './option-label';
import { ProductCardActions, type QuickViewIntent } from './product-card-actions';
import styles from './product-card.module.css';

/**
 * What a card shows. The home page's lists have the first four fields; listings add brand,
 * category, both images, stock and, on the Sale page, the discount.
 */
export type ProductCardEntry = Pick<
  CuratedEntry,
  'productId' | 'title' | 'translations' | 'price' | 'displayImage'
> &
  Partial<
    Pick<
      StoreListingProduct,
      'brand' | 'category' | 'images' | 'inStock' | 'sizesInStock' | 'discountPercent' | 'salePrice'
    >
  >;

/**
 * A product card: one link to the product (image, brand, title, category, price), named by its text
 * (the picture is decorative there, so the title is not read twice). On listings
 * (`onQuickView` given) it also has quick view and wishlist icons and, on hover or keyboard focus,
 * ADD TO CART and FAST CHECKOUT; the second image shows on hover.
 *
 * Plain elements styled by a CSS module, and memoised: a grid renders many cards, and Chakra's style
 * props would resolve their styles per element on every render (docs/architecture.md, "Performance").
 * `loading` says where the card is: the page's largest paint (`lcp`), in the first screen (`eager`),
 * or further down (`lazy`, the default).
 */
export const ProductCard = memo(function ProductCard({
  entry,
  onQuickView,
  loading = 'lazy',
}: {
  entry: ProductCardEntry;
  /** Opens the quick-view dialog for this product; listings pass it, the home page does not. */
  onQuickView?: (productId: string, intent?: QuickViewIntent) => void;
  loading?: PictureLoading;
}) {
  const titleId = useId();
  const brandId = useId();
  const hoverImage = entry.images?.[1];
  // The second picture is fetched at the first hover with a mouse, not with the page: phones never
  // show it, and on a listing it doubled the images a phone loads before the first screen.
  const [hovered, setHovered] = useState(false);
  const onSale = entry.discountPercent != null && entry.salePrice != null;
  const soldOut = entry.inStock === false;
  const { listing, policies } = words();
  // The admin's translation of the name, else the supplier's English marked as such on a Dutch,
  // German or French page (docs/decisions.md rule 83).
  const language = pageLanguage();
  const title = productText(entry, 'title', language);

  return (
    <div
      className={styles.card}
      data-product-card={entry.productId}
      onPointerEnter={hovered ? undefined : (event) => setHovered(event.pointerType === 'mouse')}
    >
      <Link
        className={styles.link}
        to={paths.product.href(entry.productId)}
        data-product-id={entry.productId}
        data-product-title={entry.title}
      >
        <div className={styles.media}>
          {/* The link's text names the product; the picture adds nothing for a screen reader. */}
          <ProductPicture
            className={styles.image}
            src={entry.displayImage}
            alt=""
            sizes={PICTURE_SIZES.card}
            width={400}
            loading={loading}
          />
          {hoverImage && hovered && (
            <ProductPicture
              className={`${styles.image} ${styles.hoverImage}`}
              src={hoverImage}
              alt=""
              sizes={PICTURE_SIZES.card}
              width={400}
              loading="eager"
            />
          )}
          {(soldOut || onSale) && (
            <p className={styles.badge} data-sold-out={soldOut ? '' : undefined}>
              {soldOut ? listing.soldOut : `-${entry.discountPercent}%`}
            </p>
          )}
        </div>
        {entry.brand && (
          <p id={brandId} className={styles.brand}>
            {entry.brand}
          </p>
        )}
        {/* Under its brand the name does not repeat it (docs/decisions.md rule 50). */}
        <p id={titleId} className={styles.title} lang={language === 'en' ? undefined : title.lang}>
          {entry.brand ? titleAfterBrand({ brand: entry.brand, title: title.text }) : title.text}
        </p>
        {entry.category && (
          <p className={`${styles.muted} ${styles.category}`}>
            {language === 'en' ? entry.category.toLowerCase() : optionLabel(entry.category)}
          </p>
        )}
        <p className={styles.price}>
          {onSale ? (
            <>
              <span className={styles.srOnly}>{listing.salePrice} </span>
              <span className={styles.salePrice}>{formatPrice(entry.salePrice!)}</span>{' '}
              <s className={styles.regularPrice}>
                <span className={styles.srOnly}>{listing.insteadOf} </span>
                {formatPrice(entry.price)}
              </s>
            </>
          ) : (
            formatPrice(entry.price)
          )}
        </p>
        {onQuickView && <p className={styles.muted}>{policies.vatIncluded}</p>}
      </Link>
      {onQuickView && (
        <ProductCardActions
          productId={entry.productId}
          describedBy={entry.brand ? `${brandId} ${titleId}` : titleId}
          soldOut={soldOut}
          needsSize={(entry.sizesInStock?.length ?? 0) > 1}
          onQuickView={onQuickView}
        />
      )}
    </div>
  );
});
