import { type RefCallback, startTransition, useCallback, useState } from 'react';

/**
 * How far below the screen a part starts to load: half a screen of scrolling ahead (about 420 px on a
 * phone), so its reads are in, and it has taken its place, before the shopper gets there (Shopify's
 * product recommendations load the same way, 400 px ahead). A whole screen reached "You may also
 * like" at once on a phone's product page, now that its first screen holds the price and button.
 */
const AHEAD = '0px 0px 50% 0px';

/**
 * A ref for an element far below the fold, and whether the shopper has scrolled to within a screen
 * of it (true from then on). A part that only renders then costs a phone nothing while the page
 * starts: a shopper who never scrolls there never loads it. True at once where the browser has no
 * IntersectionObserver. The switch is a transition, so what it shows renders in slices.
 */
export function useNearViewport<T extends Element>(): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  // React 19 calls the returned cleanup when the element goes, instead of calling the ref with null.
  const ref = useCallback((element: T) => {
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}
