import { useEffect, useState } from 'react';
import type { CuratedEntry } from '@shop/domain';
import { takeEarly, startEarly } from '@/lib/early-reads';
import { listVisibleCurated, type CuratedCollection } from '@/lib/firebase/catalogue';

export type CuratedProductsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'success'; entries: CuratedEntry[] };

const readKey = (collectionName: CuratedCollection, max: number) => `curated/${collectionName}/${max}`;

/** Starts reading a home-page list before the page renders (its route's `preload`). */
export function preloadCuratedProducts(collectionName: CuratedCollection, max: number): void {
  startEarly(readKey(collectionName, max), () => listVisibleCurated(collectionName, max));
}

/** The newest `max` visible entries of a home-page list (`featured`, `weekProducts`). */
export function useCuratedProducts(collectionName: CuratedCollection, max: number): CuratedProductsState {
  const [state, setState] = useState<{ key: string; value: CuratedProductsState } | null>(null);
  const key = `${collectionName}/${max}`;

  useEffect(() => {
    let current = true;
    takeEarly(readKey(collectionName, max), () => listVisibleCurated(collectionName, max)).then(
      (entries) => {
        if (current) setState({ key, value: { status: 'success', entries } });
      },
      (error: unknown) => {
        console.error(`Could not load ${collectionName}`, error);
        if (current) {
          setState({
            key,
            value: {
              status: 'error',
              message: 'The products could not be loaded. Please try again in a moment.',
            },
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [collectionName, max, key]);

  return state?.key === key ? state.value : { status: 'loading' };
}
