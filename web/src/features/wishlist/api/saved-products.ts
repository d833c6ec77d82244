import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useBadgeVisitor } from '@/lib/firebase/auth';
import { rememberCount, useRememberedCount } from '@/lib/remembered-counts';

/**
 * Which products the visitor has saved: the header's heart counts them, cards, the quick view and the
 * product page fill their hearts for them. One small store, kept by the header (useWishlistSync) and
 * by each change made in this tab (setSavedLocally); nothing here loads Firebase, so cards may import it.
 */
let saved: ReadonlySet<string> = new Set();
/** The visitor whose wishlist `saved` holds once read (null: not read yet in this page's life). */
let readFor: string | null = null;
/** How many changes this tab has made (setSavedLocally): a read that overlapped one is stale. */
let localChanges = 0;
const listeners = new Set<() => void>();

function publish(next: ReadonlySet<string>): void {
  // Only a known wishlist is worth remembering: a heart tapped before the read is one change to it.
  if (readFor !== null) rememberCount('wishlist', next.size);
  // The wishlist is read again on every route change and focus; an unchanged answer must not make
  // every card's heart render again (one long task on a listing).
  if (next.size === saved.size && [...next].every((id) => saved.has(id))) return;
  saved = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => saved;
/** What a server render showed (nothing saved): the hydration renders it too, then the store. */
const NONE_SAVED: ReadonlySet<string> = new Set();
const getServerSnapshot = () => NONE_SAVED;

/** The saved product ids (empty until the header has read the wishlist). */
export function useSavedProductIds(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Records a change the server has just confirmed, so every heart shows it at once. */
export function setSavedLocally(productId: string, isSaved: boolean): void {
  localChanges += 1;
  if (saved.has(productId) === isSaved) return;
  const next = new Set(saved);
  if (isSaved) next.add(productId);
  else next.delete(productId);
  publish(next);
}

/**
 * The visitor's saved product ids as the server has them after every change this tab has made: a
 * read that was under way when a heart changed may answer from before that change, and would undo
 * the heart on screen, so it is read again.
 */
async function readSavedProductIds(uid: string): Promise<ReadonlySet<string>> {
  const { listWishlistItems } = await import('@/lib/firebase/firestore-lite');
  for (;;) {
    const changesBefore = localChanges;
    const items = await listWishlistItems(uid);
    if (changesBefore === localChanges) return new Set(items.map((item) => item.productId));
  }
}

/**
 * Keeps the store equal to the visitor's wishlist: read once a session exists and the page has
 * settled (useBadgeVisitor; never starting the session, so the anonymous sign-in stays off the first
 * paint), again on every route change and when the tab regains focus. The Lite SDK is imported only
 * then. Returns how many products are saved: until the first read, the count this device last
 * confirmed (remembered-counts.ts, docs/decisions.md rule 51).
 */
export function useWishlistSync(): number {
  const { uid } = useBadgeVisitor();
  const location = useLocation();
  const [focused, setFocused] = useState(0);
  const ids = useSavedProductIds();
  const remembered = useRememberedCount('wishlist');

  useEffect(() => {
    const onFocus = () => setFocused((value) => value + 1);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    readSavedProductIds(uid).then(
      (ids) => {
        if (!current) return;
        readFor = uid;
        publish(ids);
      },
      (error: unknown) => console.warn('Could not read the wishlist', error),
    );
    return () => {
      current = false;
    };
  }, [uid, location.key, focused]);

  return uid && readFor === uid ? ids.size : remembered;
}
