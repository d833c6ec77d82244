import { useCallback, useSyncExternalStore } from 'react';

/** Chakra's `lg` breakpoint: wide-screen menus and the listing's filter column from here on. */
export const WIDE_SCREEN = '(min-width: 62em)';

/** A server render knows no screen: it renders for a phone; a wider screen re-renders on hydration. */
const phoneFirst = () => false;

/** Whether the CSS media `query` matches now; re-renders when that changes (a rotated phone). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, phoneFirst);
}
