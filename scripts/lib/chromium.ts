// Debian's Chromium, as the browser tests and the Lighthouse bench start it (no browser download).
import { existsSync } from 'node:fs';

/** CHROMIUM_PATH, or where Debian and other distributions install Chromium (or Chrome). */
export function chromiumPath(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) {
    throw new Error('No Chromium found. Install it (`apt-get install chromium`) or set CHROMIUM_PATH.');
  }
  return found;
}

/**
 * A Chromium that runs as root in a container without a GPU and asks nothing of the network by
 * itself (no updates, no sync, no QUIC): the machines here are offline, and what it measures or
 * tests is the shop's own traffic.
 */
export const QUIET_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
