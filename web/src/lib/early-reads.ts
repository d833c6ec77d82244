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
  started.delete(key);
  arrived.delete(key);
  return pending;
}

/**
 * The value of the read started early under `key` if it has already arrived (taken: later calls
 * read afresh), so a component can show it in its first render instead of a spinner first.
 */
export function takeArrived<T>(key: string): { value: T } | undefined {
  const read = arrived.get(key) as { value: T } | undefined;
  if (read) {
    arrived.delete(key);
    started.delete(key);
  }
  return read;
}

/** Forgets every read (a server render starts each page from nothing: server.tsx). */
export function forgetEarlyReads(): void {
  started.clear();
  arrived.clear();
}
