/**
 * After a deploy, a tab opened before it asks for last version's script chunks, which Hosting no
 * longer has (404: firebase.json rewrites only the SPA's routes). Vite reports a failed dynamic
 * import or preload as `vite:preloadError`; the page then reloads once, to the new version. Should
 * the chunk still fail right after that reload (a broken deploy, or offline), the error is left to
 * the page's own handling instead of reloading forever.
 */
const RELOADED_AT = 'shop.reloadedForStaleChunk';
const LOOP_WINDOW_MS = 30_000;

export function reloadOnceOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    try {
      const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
      if (Date.now() - last < LOOP_WINDOW_MS) return;
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {
      // No session storage (a privacy mode): no guard against a loop, so no reload.
      return;
    }
    event.preventDefault();
    window.location.reload();
  });
}
