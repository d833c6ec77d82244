import { useEffect, useSyncExternalStore } from 'react';
import { words } from '@/app/i18n/page-language';
import { CloseIcon } from './icons';
import styles from './snackbar.module.css';

/**
 * Snackbars: the short outcome messages of the storefront ("Added to your cart", "Saved to your wishlist").
 * A small store of our own instead of Chakra's toast, whose state machine would cost the listing
 * route most of its remaining bundle budget. Texts and durations come from the caller (domain
 * MESSAGES and shopConfig.snackbarMs).
 */
export type SnackbarStatus = 'success' | 'error' | 'info';

export type SnackbarOptions = {
  message: string;
  durationMs: number;
  status: SnackbarStatus;
  /** A button beside the message (e.g. UNDO); pressing it runs `run` and closes the snackbar. */
  action?: { label: string; run: () => void };
};

// `page`: the address's path when it was shown. A message shown right after a navigate() call
// (history has the new address at once, before the new page renders) belongs to the page it leads to.
type Snackbar = SnackbarOptions & { id: number; page: string };

// A handful at most: a burst of clicks should not fill the screen.
const MAX_VISIBLE = 3;

let snackbars: readonly Snackbar[] = [];
const listeners = new Set<() => void>();

function setSnackbars(next: readonly Snackbar[]): void {
  snackbars = next;
  for (const listener of listeners) listener();
}

function dismiss(id: number): void {
  setSnackbars(snackbars.filter((snackbar) => snackbar.id !== id));
}

/**
 * The storefront layout calls this when the shopper has moved to `page` (a path): a message leaves
 * with its page (docs/decisions.md rule 74). One shown with the move is about it ("Welcome back" as
 * sign-in leads home: the form calls navigate() first, then shows it) and stays its time.
 */
export function leaveSnackbarsBehind(page: string): void {
  setSnackbars(snackbars.filter((snackbar) => snackbar.page === page));
}

/**
 * Shows a message for `durationMs`; any part of the storefront may call it. A message about a move
 * to another page is shown after the navigate() call, so that it belongs to the page it leads to.
 */
export function showSnackbar(options: SnackbarOptions): void {
  const snackbar = { ...options, id: Date.now() + Math.random(), page: window.location.pathname };
  setSnackbars([...snackbars, snackbar].slice(-MAX_VISIBLE));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snackbars;
/** A server render shows none: hydration renders none too, then any shown meanwhile. */
const NO_SNACKBARS: readonly Snackbar[] = [];
const getServerSnapshot = () => NO_SNACKBARS;

function SnackbarItem({ snackbar }: { snackbar: Snackbar }) {
  const { id, durationMs } = snackbar;
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(id), durationMs);
    return () => window.clearTimeout(timer);
  }, [id, durationMs]);

  return (
    <div data-testid="snackbar" data-status={snackbar.status} className={styles.snackbar}>
      <p className={styles.message}>{snackbar.message}</p>
      {snackbar.action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            snackbar.action?.run();
            dismiss(id);
          }}
        >
          {snackbar.action.label}
        </button>
      )}
      <button
        type="button"
        className={styles.dismiss}
        onClick={() => dismiss(id)}
        aria-label={words().page.dismiss}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}

/**
 * Where snackbars appear, mounted once in the storefront layout. The live regions are always in the
 * page so screen readers announce a message as it is added: errors assertively, the rest politely.
 * On a phone they sit just below the sticky header, so the logo and the bag stay in view
 * (docs/decisions.md rule 74), and leave with their page (leaveSnackbarsBehind).
 */
export function Snackbars() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const errors = current.filter((snackbar) => snackbar.status === 'error');
  const others = current.filter((snackbar) => snackbar.status !== 'error');
  return (
    <div className={styles.region}>
      <div role="status" aria-live="polite" className={styles.stack}>
        {others.map((snackbar) => (
          <SnackbarItem key={snackbar.id} snackbar={snackbar} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className={styles.stack}>
        {errors.map((snackbar) => (
          <SnackbarItem key={snackbar.id} snackbar={snackbar} />
        ))}
      </div>
    </div>
  );
}
