import { useEffect, useSyncExternalStore } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import { CloseIcon } from './icons';

/**
 * Snackbars: the short outcome messages of the storefront ("Item Added to Cart", "No Code Found").
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

type Snackbar = SnackbarOptions & { id: number };

// A handful at most: a burst of clicks should not fill the screen.
const MAX_VISIBLE = 3;

let snackbars: readonly Snackbar[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setSnackbars(next: readonly Snackbar[]): void {
  snackbars = next;
  for (const listener of listeners) listener();
}

function dismiss(id: number): void {
  setSnackbars(snackbars.filter((snackbar) => snackbar.id !== id));
}

/** Shows a message for `durationMs`; any part of the storefront may call it. */
export function showSnackbar(options: SnackbarOptions): void {
  const snackbar = { ...options, id: nextId++ };
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

const statusColours: Record<SnackbarStatus, { bg: string; accent: string }> = {
  // White text on each background is at least 7:1 (WCAG AA needs 4.5:1).
  success: { bg: 'ink', accent: 'green.400' },
  error: { bg: 'red.800', accent: 'red.200' },
  info: { bg: 'ink', accent: 'gold.300' },
};

function SnackbarItem({ snackbar }: { snackbar: Snackbar }) {
  const { id, durationMs } = snackbar;
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(id), durationMs);
    return () => window.clearTimeout(timer);
  }, [id, durationMs]);

  const colours = statusColours[snackbar.status];
  return (
    <chakra.div
      data-testid="snackbar"
      data-status={snackbar.status}
      display="flex"
      alignItems="center"
      gap="3"
      minW={{ base: 'auto', sm: '72' }}
      maxW="md"
      ps="4"
      pe="1"
      py="1"
      bg={colours.bg}
      color="white"
      borderInlineStartWidth="4px"
      borderColor={colours.accent}
      rounded="sm"
      boxShadow="lg"
      pointerEvents="auto"
      css={{ '--shop-focus-color': 'var(--chakra-colors-gold-300)' }}
    >
      <chakra.p flex="1" py="2" fontSize="sm">
        {snackbar.message}
      </chakra.p>
      {snackbar.action && (
        <chakra.button
          type="button"
          onClick={() => {
            snackbar.action?.run();
            dismiss(id);
          }}
          minH="11"
          px="3"
          fontSize="sm"
          fontWeight="bold"
          letterSpacing="0.08em"
          color="gold.300"
          rounded="sm"
          cursor="pointer"
          _hover={{ bg: 'whiteAlpha.200' }}
        >
          {snackbar.action.label}
        </chakra.button>
      )}
      <chakra.button
        type="button"
        onClick={() => dismiss(id)}
        aria-label="Dismiss message"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        minW="11"
        h="11"
        rounded="full"
        cursor="pointer"
        _hover={{ bg: 'whiteAlpha.200' }}
      >
        <CloseIcon size={18} />
      </chakra.button>
    </chakra.div>
  );
}

const stackStyles = { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' } as const;

/**
 * Where snackbars appear, mounted once in the storefront layout. The live regions are always in the
 * page so screen readers announce a message as it is added: errors assertively, the rest politely.
 */
export function Snackbars() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const errors = current.filter((snackbar) => snackbar.status === 'error');
  const others = current.filter((snackbar) => snackbar.status !== 'error');
  return (
    <chakra.div
      position="fixed"
      insetInline="0"
      bottom="4"
      zIndex="toast"
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="2"
      px="4"
      pointerEvents="none"
    >
      <chakra.div role="status" aria-live="polite" {...stackStyles}>
        {others.map((snackbar) => (
          <SnackbarItem key={snackbar.id} snackbar={snackbar} />
        ))}
      </chakra.div>
      <chakra.div role="alert" aria-live="assertive" {...stackStyles}>
        {errors.map((snackbar) => (
          <SnackbarItem key={snackbar.id} snackbar={snackbar} />
        ))}
      </chakra.div>
    </chakra.div>
  );
}
