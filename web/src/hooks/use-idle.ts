import { useEffect, useState } from 'react';

/**
 * False until the browser has shown the page and is idle: for parts below the fold (the footer)
 * whose download and render should not compete with the page's first screen on a slow phone.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}
