import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has shown the page and is idle: for parts below the fold (the footer)
 * whose download and render should not compete with the page's first screen on a slow phone.
 * The switch is a transition: React then renders what it shows in slices of a few milliseconds
 * instead of one task that blocks input (Lighthouse's Total Blocking Time counts it after load).
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const becomeIdle = () => startTransition(() => setIdle(true));
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(becomeIdle, 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(becomeIdle, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}
