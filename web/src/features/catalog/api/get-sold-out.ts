import { startTransition, useEffect, useState } from 'react';
import { arrivedEarly, forgetEarly, takeEarly } from '@/lib/early-reads';
import { readSoldOut, soldOutReadKey } from './first-reads';

const NONE: ReadonlySet<string> = new Set();

/**
 * Which of a home-page list's products are sold out: their cards then say Sold out, as a listing's
 * do. The home page's first reads ask it with the list (first-reads.ts), so it is usually there in
 * the first render, and always in a server render and its hydration; otherwise it is read once the
 * list is shown. Unknown (loading, a failed read) reads as none sold out.
 */
export function useSoldOut(productIds: readonly string[]): ReadonlySet<string> {
  const key = soldOutReadKey(productIds);
  const [state, setState] = useState<{ key: string; soldOut: ReadonlySet<string> } | null>(() => {
    const arrived = arrivedEarly<Set<string>>(key);
    return arrived ? { key, soldOut: arrived.value } : null;
  });
  const shownKey = state?.key;

  useEffect(() => {
    if (productIds.length === 0) return;
    if (shownKey === key) return forgetEarly(key);
    let current = true;
    takeEarly(key, () => readSoldOut(productIds)).then(
      (soldOut) => {
        if (current) startTransition(() => setState({ key, soldOut }));
      },
      (error: unknown) => console.warn('Could not read which products are sold out', error),
    );
    return () => {
      current = false;
    };
    // productIds is read through its key: a new array with the same ids is the same question.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, shownKey]);

  return state?.key === key ? state.soldOut : NONE;
}
