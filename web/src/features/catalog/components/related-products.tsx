import { startTransition, useEffect, useState } from 'react';
import { pickRelatedProducts, type StoreProduct, type WithId } from '@shop/domain';
import { words } from '@/app/i18n/page-language';
import { listRelatedProducts } from '@/lib/firebase/catalogue';
import { ProductCard, type ProductCardEntry } from './product-card';
import styles from './related-products.module.css';

/**
 * The four products to suggest as cards: a product on sale shows the sale the product document
 * carries (docs/decisions.md rule 35), its sale price with the display price struck through, as on
 * every other card and its own page.
 */
async function relatedCards(product: WithId<StoreProduct>): Promise<ProductCardEntry[]> {
  const picked = pickRelatedProducts(product.id, await listRelatedProducts(product));
  return picked.map((item) => ({
    productId: item.id,
    title: item.title,
    ...(item.translations && { translations: item.translations }),
    brand: item.brand,
    displayImage: item.displayImage,
    images: item.images,
    price: item.displayPrice,
    discountPercent: item.discountPercent ?? null,
    salePrice: item.salePrice ?? null,
    category: item.category,
    inStock: item.inStock,
  }));
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
    <section aria-labelledby="you-may-also-like" className={styles.section}>
      <h2 id="you-may-also-like" className={styles.title}>
        {words().product.youMayAlsoLike}
      </h2>
      <ul className={styles.grid} data-testid="related-products">
        {related.cards.map((card) => (
          <li key={card.productId}>
            <ProductCard entry={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
