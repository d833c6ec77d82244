/**
 * Reads started before React renders (app/router.tsx `preloadRoute`: the route's first data goes
 * out in parallel with its code), handed to the component that asks for the same read first.
 */
const started = new Map<string, Promise<unknown>>();

/** Starts `read` now under `key`, unless it is already under way. */
export function startEarly<T>(key: string, read: () => Promise<T>): void {
  if (started.has(key)) return;
  const pending = read();
  // A failure is the component's to show, when it takes the read.
  pending.catch(() => undefined);
  started.set(key, pending);
}

/** The read started early under `key` (once: later calls read afresh), or `read()` now. */
export function takeEarly<T>(key: string, read: () => Promise<T>): Promise<T> {
  const pending = started.get(key) as Promise<T> | undefined;
  if (!pending) return read();
  started.delete(key);
  return pending;
}
