import { startTransition, useCallback, useRef, useState } from 'react';

/**
 * How far below the screen a part starts to load: a whole screen of scrolling ahead, so its reads
 * are in, and it has taken its place, before the shopper gets there (Shopify's product
 * recommendations load the same way, 400 px ahead).
 */
const AHEAD = '0px 0px 100% 0px';

/**
 * A ref for an element far below the fold, and whether the shopper has scrolled to within a screen
 * of it (true from then on). A part that only renders then costs a phone nothing while the page
 * starts: a shopper who never scrolls there never loads it. True at once where the browser has no
 * IntersectionObserver. The switch is a transition, so what it shows renders in slices.
 */
export function useNearViewport<T extends Element>(): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    observer.current = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.current?.disconnect();
        observer.current = null;
        startTransition(() => setNear(true));
      },
      { rootMargin: AHEAD },
    );
    observer.current.observe(element);
  }, []);
  return [ref, near];
}
