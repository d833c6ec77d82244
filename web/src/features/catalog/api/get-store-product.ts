import { startTransition, useEffect, useState } from 'react';
import type { StoreProduct, WithId } from '@shop/domain';
import { arrivedEarly, forgetEarly, takeEarly } from '@/lib/early-reads';
import { productReadKey } from './first-reads';
import { getStoreProduct } from '@/lib/firebase/catalogue';

export type StoreProductState =
  | { status: 'loading' }
  /** The page says it in its words (`product.loadFailed`). */
  | { status: 'error' }
  | { status: 'not-found' }
  | { status: 'success'; product: WithId<StoreProduct> };

const productState = (product: WithId<StoreProduct> | null): StoreProductState =>
  product ? { status: 'success', product } : { status: 'not-found' };

/** One store product (`products/{id}`); `not-found` for a missing or empty id. */
export function useStoreProduct(productId: string | null): StoreProductState {
  const [state, setState] = useState<{ id: string; value: StoreProductState } | null>(() => {
    // The page's early read, usually in by the first render: shown at once.
    const arrived = productId
      ? arrivedEarly<WithId<StoreProduct> | null>(productReadKey(productId))
      : undefined;
    return productId && arrived ? { id: productId, value: productState(arrived.value) } : null;
  });
  const shownId = state?.id;

  useEffect(() => {
    if (!productId) return;
    // Shown from the early read: committed now, so a later visit of this product reads afresh.
    if (shownId === productId) return forgetEarly(productReadKey(productId));
    let current = true;
    takeEarly(productReadKey(productId), () => getStoreProduct(productId)).then(
      (product) => {
        // Arriving data renders as a transition: in slices, not one task that blocks a phone.
        if (current) startTransition(() => setState({ id: productId, value: productState(product) }));
      },
      (error: unknown) => {
        console.error(`Could not load product ${productId}`, error);
        if (current) startTransition(() => setState({ id: productId, value: { status: 'error' } }));
      },
    );
    return () => {
      current = false;
    };
  }, [productId, shownId]);

  if (!productId) return { status: 'not-found' };
  return state?.id === productId ? state.value : { status: 'loading' };
}
