import { useId } from 'react';
import { DEFAULT_LANGUAGE } from '@shop/domain';
import { fill, pageLanguage, words } from '@/app/i18n/page-language';
import shop from '@/components/ui/shop.module.css';
import home from '@/features/home/components/home.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import type { CuratedProductsState } from '../api/get-curated-products';
import { useSoldOut } from '../api/get-sold-out';
import { ProductCard } from './product-card';
import grid from './product-grid.module.css';

type CuratedProductListProps = {
  title: string;
  /** The list as the page read it (useCuratedProducts): the page shares it with its category tiles. */
  state: CuratedProductsState;
  /**
   * The list is in a phone's first screen: its first picture is the page's largest paint and the
   * first row loads with the page; the others load as they come near.
   */
  firstScreen?: boolean;
};

/**
 * A titled home-page list (Featured, Products of the Week) read straight from Firestore; a sold-out
 * product's card says so (docs/decisions.md rule 50).
 */
export function CuratedProductList({ title, state, firstScreen = false }: CuratedProductListProps) {
  const headingId = useId();
  const text = words().home;
  const soldOut = useSoldOut(state.status === 'success' ? state.entries.map((entry) => entry.productId) : []);

  return (
    <section aria-labelledby={headingId} className={home.section}>
      <h2 id={headingId} className={home.sectionTitle}>
        {title}
      </h2>
      {state.status === 'loading' && (
        <LoadingState
          label={fill(text.loadingList, {
            title: pageLanguage() === DEFAULT_LANGUAGE ? title.toLowerCase() : title,
          })}
        />
      )}
      {state.status === 'error' && (
        <ErrorState title={fill(text.listUnavailable, { title })} message={words().page.productsFailed} />
      )}
      {state.status === 'success' && state.entries.length === 0 && (
        <p className={shop.muted} style={{ textAlign: 'center' }}>
          {text.emptyList}
        </p>
      )}
      {state.status === 'success' && state.entries.length > 0 && (
        <ul className={grid.grid}>
          {state.entries.map((entry, index) => (
            <li key={entry.productId}>
              {/* Sold out once known; until then no label rather than a guess. */}
              <ProductCard
                entry={soldOut.has(entry.productId) ? { ...entry, inStock: false } : entry}
                loading={!firstScreen ? 'lazy' : index === 0 ? 'lcp' : index < 4 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
