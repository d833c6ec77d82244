import { startTransition, useEffect, useState } from 'react';
import type { CuratedEntry } from '@shop/domain';
import { arrivedEarly, forgetEarly, takeEarly } from '@/lib/early-reads';
import { listVisibleCurated, type CuratedCollection } from '@/lib/firebase/catalogue';
import { curatedReadKey } from './first-reads';

export type CuratedProductsState =
  | { status: 'loading' }
  /** The page says it in its words (`page.productsFailed`). */
  | { status: 'error' }
  | { status: 'success'; entries: CuratedEntry[] };

/** The newest `max` visible entries of a home-page list (`featured`, `weekProducts`). */
export function useCuratedProducts(collectionName: CuratedCollection, max: number): CuratedProductsState {
  const key = `${collectionName}/${max}`;
  const [state, setState] = useState<{ key: string; value: CuratedProductsState } | null>(() => {
    // The home page's early read, usually in by the first render (and always in a server render
    // and its hydration): shown at once.
    const arrived = arrivedEarly<CuratedEntry[]>(curatedReadKey(collectionName, max));
    return arrived ? { key, value: { status: 'success', entries: arrived.value } } : null;
  });
  const shownKey = state?.key;

  useEffect(() => {
    if (shownKey === key) return forgetEarly(curatedReadKey(collectionName, max));
    let current = true;
    takeEarly(curatedReadKey(collectionName, max), () => listVisibleCurated(collectionName, max)).then(
      (entries) => {
        // Arriving data renders as a transition: in slices, not one task that blocks a phone.
        if (current) startTransition(() => setState({ key, value: { status: 'success', entries } }));
      },
      (error: unknown) => {
        console.error(`Could not load ${collectionName}`, error);
        if (current) {
          startTransition(() => setState({ key, value: { status: 'error' } }));
        }
      },
    );
    return () => {
      current = false;
    };
  }, [collectionName, max, key, shownKey]);

  return state?.key === key ? state.value : { status: 'loading' };
}
