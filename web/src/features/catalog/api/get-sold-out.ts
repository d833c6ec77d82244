import { startTransition, useEffect, useState } from 'react';
import { listSoldOut } from '@/lib/firebase/sold-out';

const NONE: ReadonlySet<string> = new Set();

/**
 * Which of a home-page list's products are sold out, read once the list is shown (not before its
 * first paint): their cards then say Sold out, as a listing's do. Unknown (loading, a failed read)
 * reads as none sold out.
 */
export function useSoldOut(productIds: readonly string[]): ReadonlySet<string> {
  const key = productIds.join(',');
  const [state, setState] = useState<{ key: string; soldOut: ReadonlySet<string> } | null>(null);

  useEffect(() => {
    if (key === '') return;
    let current = true;
    listSoldOut(key.split(',')).then(
      (soldOut) => {
        if (current) startTransition(() => setState({ key, soldOut }));
      },
      (error: unknown) => console.warn('Could not read which products are sold out', error),
    );
    return () => {
      current = false;
    };
  }, [key]);

  return state?.key === key ? state.soldOut : NONE;
}
