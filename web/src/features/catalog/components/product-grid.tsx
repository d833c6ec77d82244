import { lazy, Suspense, useCallback, useState } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import type { StoreListingProduct } from '@shop/domain';
import { FIRST_SCREENFUL } from '../api/listing-reads';
import { ProductCard } from './product-card';
import type { QuickViewIntent } from './product-card-actions';

// Its code (and the product purchase block inside) loads when a shopper first opens a quick view.
const QuickViewDialog = lazy(() =>
  import('./quick-view-dialog').then((module) => ({ default: module.QuickViewDialog })),
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
      <chakra.ul
        listStyle="none"
        display="grid"
        gridTemplateColumns={{
          base: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          xl: 'repeat(4, minmax(0, 1fr))',
        }}
        columnGap={{ base: '4', md: '6' }}
        rowGap={{ base: '8', md: '10' }}
      >
        {products.map((product, index) => (
          <li key={product.productId}>
            <ProductCard entry={product} onQuickView={openQuickView} priority={index < FIRST_SCREENFUL} />
          </li>
        ))}
      </chakra.ul>
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
