import { Suspense, useCallback, useState } from 'react';
import type { StoreListingProduct } from '@shop/domain';
import { loadWordGroup } from '@/app/i18n/page-language';
import { lazyWithChakra } from '@/components/ui/lazy-chakra';
import { FIRST_SCREENFUL } from '../api/listing-reads';
import { ProductCard } from './product-card';
import type { QuickViewIntent } from './product-card-actions';
import styles from './product-grid.module.css';

// Its code (and the product purchase block inside) loads when a shopper first opens a quick view.
// A Chakra dialog: it brings Chakra's context along (lazy-chakra.tsx), and the product page's words
// (word-groups.ts) for the purchase form it shows.
const QuickViewDialog = lazyWithChakra(() =>
  Promise.all([import('./quick-view-dialog'), loadWordGroup('product')]).then(
    ([module]) => module.QuickViewDialog,
  ),
);

/** Listing cards in a grid, with the one quick-view dialog they open. */
export function ProductGrid({ products }: { products: StoreListingProduct[] }) {
  const [quickView, setQuickView] = useState<{ card: StoreListingProduct; intent: QuickViewIntent } | null>(
    null,
  );
  // Stable, so the memoised cards do not re-render when the dialog opens or closes.
  const openQuickView = useCallback(
    (productId: string, intent: QuickViewIntent = 'look') => {
      const card = products.find((product) => product.productId === productId);
      setQuickView(card ? { card, intent } : null);
    },
    [products],
  );

  return (
    <>
      <ul className={styles.grid}>
        {products.map((product, index) => (
          <li key={product.productId}>
            <ProductCard
              entry={product}
              onQuickView={openQuickView}
              loading={index === 0 ? 'lcp' : index < FIRST_SCREENFUL ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
      {quickView && (
        <Suspense fallback={null}>
          <QuickViewDialog
            key={quickView.card.productId}
            card={quickView.card}
            fastCheckout={quickView.intent === 'fast-checkout'}
            onClose={() => setQuickView(null)}
          />
        </Suspense>
      )}
    </>
  );
}
