/**
 * Reads started before React renders (app/route-loaders.ts `preloadRoute`: the route's first data goes
 * out in parallel with its code), handed to the component that asks for the same read first.
 */
const started = new Map<string, Promise<unknown>>();
/** The early reads that have arrived, by key, until taken. */
const arrived = new Map<string, { value: unknown }>();

/** Starts `read` now under `key`, unless it is already under way; settles when it has. */
export function startEarly<T>(key: string, read: () => Promise<T>): Promise<unknown> {
  const known = started.get(key);
  if (known) return known.catch(() => undefined);
  const pending = read();
  started.set(key, pending);
  // A failure is the component's to show, when it takes the read.
  pending.then(
    (value) => {
      if (started.get(key) === pending) arrived.set(key, { value });
    },
    () => undefined,
  );
  return pending.catch(() => undefined);
}

/** The read started early under `key` (once: later calls read afresh), or `read()` now. */
export function takeEarly<T>(key: string, read: () => Promise<T>): Promise<T> {
  const pending = started.get(key) as Promise<T> | undefined;
  if (!pending) return read();
  forgetEarly(key);
  return pending;
}

/**
 * The value of the read started early under `key` if it has already arrived, so a component can show
 * it in its first render instead of a spinner first. Not taken: React may render a component again
 * before it commits (a hydration it restarts after an update elsewhere), and that render must show
 * the same, or it no longer matches the server's HTML. The component forgets it once committed.
 */
export function arrivedEarly<T>(key: string): { value: T } | undefined {
  return arrived.get(key) as { value: T } | undefined;
}

/** Forgets the read started early under `key`: later reads ask afresh. */
export function forgetEarly(key: string): void {
  started.delete(key);
  arrived.delete(key);
}

/** Forgets every read (a server render starts each page from nothing: server.tsx). */
export function forgetEarlyReads(): void {
  started.clear();
  arrived.clear();
}
