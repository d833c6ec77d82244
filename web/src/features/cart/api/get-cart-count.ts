import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useBadgeVisitor } from '@/lib/firebase/auth';
import { rememberCount, useRememberedCount } from '@/lib/remembered-counts';
import { onCartMaybeChanged } from './cart-events';

/**
 * The number of items in the visitor's cart (`carts/{uid}.items`, 0 when missing). Until the page
 * has settled and the counter is read, the count this device last confirmed (remembered-counts.ts,
 * docs/decisions.md rule 51). Re-read on every route change, after notifyCartChanged() here or in
 * another tab, and when the tab regains focus; a read that fails leaves the last known count. Only
 * the newest read may set the count, so a slow older answer never overwrites a newer one.
 */
export function useCartCount(): number {
  const { uid } = useBadgeVisitor();
  const location = useLocation();
  const remembered = useRememberedCount('cart');
  const [count, setCount] = useState<{ uid: string; items: number } | null>(null);
  const [changes, setChanges] = useState(0);

  useEffect(() => onCartMaybeChanged(() => setChanges((value) => value + 1)), []);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    // The Lite SDK loads once the page has settled with a session (useBadgeVisitor), not with the
    // header.
    import('@/lib/firebase/firestore-lite')
      .then(({ getCartItemCount }) => getCartItemCount(uid))
      .then(
        (items) => {
          if (!current) return;
          setCount({ uid, items });
          rememberCount('cart', items);
        },
        (error: unknown) => console.warn('Could not read the cart counter', error),
      );
    return () => {
      current = false;
    };
  }, [uid, location.key, changes]);

  return uid && count?.uid === uid ? count.items : remembered;
}
