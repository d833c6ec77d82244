// The lockfile deployed with the functions (functions/package-lock.json, written by build.ts): the
// exact versions the tests ran, taken from the workspace's root package-lock.json. Cloud Build
// installs a function source with `npm ci` when it has a lockfile; without one it would resolve the
// package.json ranges afresh at deploy time.

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  dev?: boolean;
  optional?: boolean;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

export interface Lockfile {
  name?: string;
  version?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

/** Where Node finds `name` from the package at `from` (a lockfile location): the nearest node_modules. */
function resolveLocation(packages: Lockfile['packages'], from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    // node_modules/a/node_modules/b -> node_modules/a; functions/node_modules/x -> functions; else the root.
    const parent = base.lastIndexOf('/node_modules/');
    base = parent >= 0 ? base.slice(0, parent) : '';
  }
}

/**
 * The lockfile of the workspace `workspace` (e.g. "functions") as a project of its own: its
 * package.json fields at "" and every package it installs, moved from the root's layout (hoisted to
 * node_modules/ or kept in functions/node_modules/) to a standalone one. Throws when two versions of
 * one package would land in the same place.
 */
export function workspaceLockfile(
  root: Lockfile,
  workspace: string,
  manifest: {
    name: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    engines?: Record<string, string>;
  },
): Lockfile {
  const packages = root.packages;
  const reached = new Map<string, { dev: boolean }>();
  const visit = (location: string, dev: boolean) => {
    const known = reached.get(location);
    if (known && (dev || !known.dev)) return;
    reached.set(location, { dev: known ? known.dev && dev : dev });
    const entry = packages[location]!;
    const optionalPeers = new Set(
      Object.entries(entry.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta.optional)
        .map(([name]) => name),
    );
    const wanted = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers.has(name)),
    ];
    for (const name of wanted) {
      const found = resolveLocation(packages, location, name);
      if (found) visit(found, dev);
      else if (!(name in (entry.optionalDependencies ?? {})))
        throw new Error(`${location} needs ${name}, which the root lockfile does not have`);
    }
  };
  const start = (names: Record<string, string> | undefined, dev: boolean) => {
    for (const name of Object.keys(names ?? {})) {
      const found = resolveLocation(packages, workspace, name);
      if (!found) throw new Error(`${workspace} needs ${name}, which the root lockfile does not have`);
      visit(found, dev);
    }
  };
  start(manifest.dependencies, false);
  start(manifest.devDependencies, true);

  const standalone: Lockfile['packages'] = {
    '': {
      name: manifest.name,
      dependencies: manifest.dependencies,
      devDependencies: manifest.devDependencies,
      engines: manifest.engines,
    },
  };
  const origin = new Map<string, string>();
  for (const [location, { dev }] of [...reached].sort(([a], [b]) => a.localeCompare(b))) {
    const target = location.startsWith(`${workspace}/`) ? location.slice(workspace.length + 1) : location;
    const clash = origin.get(target);
    if (clash) throw new Error(`${clash} and ${location} would both install to ${target}`);
    origin.set(target, location);
    const { dev: _dev, ...entry } = packages[location]!;
    standalone[target] = dev ? { ...entry, dev: true } : entry;
  }
  return { name: manifest.name, lockfileVersion: 3, requires: true, packages: standalone };
}
