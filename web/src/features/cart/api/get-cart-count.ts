import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useVisitor } from '@/lib/firebase/auth';
import { getCartItemCount } from '@/lib/firebase/firestore-lite';

const CART_CHANGED = 'shop:cart-changed';

/** Screens that change the cart call this so the header badge re-reads the counter at once. */
export function notifyCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGED));
}

/**
 * The number of items in the visitor's cart (`carts/{uid}.items`, 0 when missing). Re-read on every
 * route change and after notifyCartChanged(); a read that fails leaves the last known count.
 */
export function useCartCount(): number {
  const { uid } = useVisitor();
  const location = useLocation();
  const [count, setCount] = useState(0);
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    const onChange = () => setChanges((value) => value + 1);
    window.addEventListener(CART_CHANGED, onChange);
    return () => window.removeEventListener(CART_CHANGED, onChange);
  }, []);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    getCartItemCount(uid).then(
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
