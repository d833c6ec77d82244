import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useBadgeVisitor } from '@/lib/firebase/auth';
import { onCartMaybeChanged } from './cart-events';

/**
 * The number of items in the visitor's cart (`carts/{uid}.items`, 0 when missing). Re-read on every
 * route change, after notifyCartChanged() here or in another tab, and when the tab regains focus;
 * a read that fails leaves the last known count. Only the newest read may set the count, so a slow
 * older answer never overwrites a newer one.
 */
export function useCartCount(): number {
  const { uid } = useBadgeVisitor();
  const location = useLocation();
  const [count, setCount] = useState(0);
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
          if (current) setCount(items);
        },
        (error: unknown) => console.warn('Could not read the cart counter', error),
      );
    return () => {
      current = false;
    };
  }, [uid, location.key, changes]);

  return uid ? count : 0;
}
