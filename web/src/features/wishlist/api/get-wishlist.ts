import { useCallback, useEffect, useState } from 'react';
import type { WishlistItem, WithId } from '@shop/domain';
import { useHasHadVisitorSession, useReturningVisitor } from '@/lib/firebase/auth';

export type WishlistState =
  | { status: 'loading' }
  | { status: 'ready'; items: WithId<WishlistItem>[] }
  /** The page says it in its words (`wishlistPage.readFailed`). */
  | { status: 'error' };

/**
 * The visitor's wishlist, read straight from Firestore under the rules (owner only), newest first.
 * A browser that never had a visitor session has saved nothing: its wishlist is empty without a
 * sign-up (useReturningVisitor), and read once a session starts. `removeLocally` drops an entry the
 * server has just removed, without another read.
 */
export function useWishlist() {
  const { uid, error: visitorError } = useReturningVisitor();
  const returning = useHasHadVisitorSession();
  // A first visit's empty wishlist stays on screen while a session that starts later reads it.
  const [firstVisit, setFirstVisit] = useState(false);
  if (!returning && !firstVisit) setFirstVisit(true);
  const [state, setState] = useState<WishlistState>({ status: 'loading' });
  const [reads, setReads] = useState(0);
  const reload = useCallback(() => setReads((value) => value + 1), []);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    // The Lite SDK is imported only for a visitor with a session: a first visit's empty wishlist
    // renders and hydrates without downloading or running it.
    import('@/lib/firebase/firestore-lite')
      .then(({ listWishlistItems }) => listWishlistItems(uid))
      .then(
        (items) => {
          if (current) setState({ status: 'ready', items });
        },
        (error: unknown) => {
          console.warn('Could not read the wishlist', error);
          if (current) setState({ status: 'error' });
        },
      );
    return () => {
      current = false;
    };
  }, [uid, reads]);

  const removeLocally = useCallback((id: string) => {
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', items: current.items.filter((item) => item.id !== id) }
        : current,
    );
  }, []);

  const shown: WishlistState = visitorError
    ? { status: 'error' }
    : firstVisit && state.status === 'loading'
      ? { status: 'ready', items: [] }
      : state;
  return { state: shown, reload, removeLocally };
}
