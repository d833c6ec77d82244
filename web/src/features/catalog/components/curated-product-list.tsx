import { useId } from 'react';
import shop from '@/components/ui/shop.module.css';
import home from '@/features/home/components/home.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import type { CuratedCollection } from '@/lib/firebase/catalogue';
import { useCuratedProducts } from '../api/get-curated-products';
import { useSoldOut } from '../api/get-sold-out';
import { ProductCard } from './product-card';
import grid from './product-grid.module.css';

type CuratedProductListProps = {
  title: string;
  collectionName: CuratedCollection;
  max: number;
};

/**
 * A titled home-page list (Featured, Products of the Week) read straight from Firestore; a sold-out
 * product's card says so (docs/decisions.md rule 50).
 */
export function CuratedProductList({ title, collectionName, max }: CuratedProductListProps) {
  const headingId = useId();
  const state = useCuratedProducts(collectionName, max);
  const soldOut = useSoldOut(state.status === 'success' ? state.entries.map((entry) => entry.productId) : []);

  return (
    <section aria-labelledby={headingId} className={home.section}>
      <h2 id={headingId} className={home.sectionTitle}>
        {title}
      </h2>
      {state.status === 'loading' && <LoadingState label={`Loading ${title.toLowerCase()}…`} />}
      {state.status === 'error' && (
        <ErrorState title={`${title} are not available right now`} message={state.message} />
      )}
      {state.status === 'success' && state.entries.length === 0 && (
        <p className={shop.muted} style={{ textAlign: 'center' }}>
          No products to show yet. Please come back soon.
        </p>
      )}
      {state.status === 'success' && state.entries.length > 0 && (
        <ul className={grid.grid}>
          {state.entries.map((entry) => (
            <li key={entry.productId}>
              {/* Sold out once known; until then no label rather than a guess. */}
              <ProductCard entry={soldOut.has(entry.productId) ? { ...entry, inStock: false } : entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
