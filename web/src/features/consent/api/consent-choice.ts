import { useSyncExternalStore } from 'react';

/** The shopper's answer to analytics cookies (the cookie banner, or /cookie). */
export type ConsentChoice = 'accepted' | 'rejected';

/** Where the choice is kept: this browser's storage for the shop, not a cookie (it is sent nowhere). */
const STORAGE_KEY = 'maison-borsa.analytics-consent';

function stored(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    // Storage blocked by the browser: ask again on each page load.
    return null;
  }
}

// Read from storage on first use (no work at import): undefined until then.
let choice: ConsentChoice | null | undefined;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** A choice made in another tab applies here too (the storage event fires only in the other tabs). */
function followOtherTabs(event: StorageEvent): void {
  if (event.key !== STORAGE_KEY) return;
  choice = stored();
  changed();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', followOtherTabs);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', followOtherTabs);
  };
}

const currentChoice = () => (choice === undefined ? (choice = stored()) : choice);

/** The choice made, or null while the shopper has not answered. */
export function useConsentChoice(): ConsentChoice | null {
  // A page prerendered at build time (/cookie) shows no answer: hydration too, then the stored one.
  return useSyncExternalStore(subscribe, currentChoice, () => null);
}

/** Keeps the shopper's choice (in this browser, for later visits) and tells whoever follows it. */
export function recordConsentChoice(next: ConsentChoice): void {
  choice = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Kept for this page only: the browser blocks storage.
  }
  changed();
}

/** Whether analytics may run now: the shopper has accepted it. */
export function analyticsAllowed(): boolean {
  return currentChoice() === 'accepted';
}
