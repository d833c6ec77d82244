// The browser build's manifest (web/dist/.vite/manifest.json): which chunks a module loads. Read by
// the server renderer's build (vite.config.ts, the page's chunks it names for the page starter) and
// by `npm run bench -- bundle` (scripts/bench.ts, what each storefront route downloads).

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The chunks `keys` load: their static imports, and with `followLazy` their lazy imports too, except
 * the entry's (those are the router's routes, every one of them).
 */
export function closure(manifest: Manifest, keys: readonly string[], followLazy: boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names ${key} but has no entry for it`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (followLazy && !chunk.isEntry) for (const imported of chunk.dynamicImports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}
