/**
 * Runs `start` once the page has loaded and the browser is idle; answers how to cancel it. For what
 * a page starts for itself after it is shown (Analytics once accepted, the offer of another
 * language): their downloads and renders then come after the page's own, not between its
 * hydration's tasks, where a busy phone stretches each one past 50 ms (Lighthouse's Total
 * Blocking Time).
 */
export function afterPageLoad(start: () => void): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(start, { timeout: 2000 });
      cancel = () => cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(start, 0);
      cancel = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancel();
  };
}
