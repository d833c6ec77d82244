import { useSyncExternalStore } from 'react';

/**
 * The header badges' counts (cart items, saved products) as last confirmed, kept on this device
 * (docs/decisions.md rule 51). A returning visit shows them from its first paint instead of 0: the
 * visitor's own reads need the Auth and Firestore SDKs, which wait until the page has settled
 * (useBadgeVisitor), and a badge reading 0 for those seconds looked like an emptied bag. The reads
 * then confirm or correct them. Nothing here loads Firebase.
 */
export type BadgeName = 'cart' | 'wishlist';

const STORAGE_KEY = 'maison-borsa.badge-counts';
type Counts = Readonly<Record<BadgeName, number>>;
const NONE: Counts = { cart: 0, wishlist: 0 };

let counts: Counts | null = null;
const listeners = new Set<() => void>();

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function stored(): Counts {
  if (counts) return counts;
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Counts> | null;
    counts = {
      cart: isCount(parsed?.cart) ? parsed.cart : 0,
      wishlist: isCount(parsed?.wishlist) ? parsed.wishlist : 0,
    };
  } catch {
    // Storage blocked or a value this code did not write: nothing remembered.
    counts = NONE;
  }
  return counts;
}

/** Keeps a count the server has just confirmed, for this page's badge and the next visit's. */
export function rememberCount(badge: BadgeName, count: number): void {
  const known = stored();
  if (known[badge] === count) return;
  counts = { ...known, [badge]: count };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(counts));
  } catch {
    // Storage blocked: the next visit starts from 0 and its read, as before.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab confirmed a count: this one's badge follows.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    counts = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// A server render knows nothing of the device: it and the hydration show 0, then the remembered count.
const onServer = () => 0;

/** The remembered count of a badge (0 when none). */
export function useRememberedCount(badge: BadgeName): number {
  return useSyncExternalStore(subscribe, () => stored()[badge], onServer);
}
