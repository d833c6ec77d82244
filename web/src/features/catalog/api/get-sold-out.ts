import { startTransition, useEffect, useState } from 'react';
import { arrivedEarly, forgetEarly, takeEarly } from '@/lib/early-reads';
import { listSoldOut } from '@/lib/firebase/sold-out';
import { soldOutReadKey } from './first-reads';

const NONE: ReadonlySet<string> = new Set();

/**
 * Which of a home-page list's products are sold out: their cards then say Sold out, as a listing's
 * do. The home page's first reads ask it with the list (first-reads.ts `preloadHome`), so a server
 * render and its hydration show it at once; a list read later asks it once shown. Unknown (loading,
 * a failed read) reads as none sold out.
 */
export function useSoldOut(productIds: readonly string[]): ReadonlySet<string> {
  const key = productIds.join(',');
  const [state, setState] = useState<{ key: string; soldOut: ReadonlySet<string> } | null>(() => {
    const arrived = key === '' ? undefined : arrivedEarly<Set<string>>(soldOutReadKey(productIds));
    return arrived ? { key, soldOut: arrived.value } : null;
  });
  const shownKey = state?.key;

  useEffect(() => {
    if (key === '') return;
    const ids = key.split(',');
    if (shownKey === key) return forgetEarly(soldOutReadKey(ids));
    let current = true;
    takeEarly(soldOutReadKey(ids), () => listSoldOut(ids)).then(
      (soldOut) => {
        if (current) startTransition(() => setState({ key, soldOut }));
      },
      (error: unknown) => console.warn('Could not read which products are sold out', error),
    );
    return () => {
      current = false;
    };
  }, [key, shownKey]);

  return state?.key === key ? state.soldOut : NONE;
}
