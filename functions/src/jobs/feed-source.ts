// Where the supplier sync gets its feed: the configured SUPPLIER_FEED_URL with the SUPPLIER_FEED_TOKEN
// secret, or, in the Functions emulator with no URL configured, the sample feed the local stack's
// Hosting serves (scripts/sample-supplier-feed.ts writes it into web/public).
import { supplierFeedToken, supplierFeedUrl } from '../config';
import { SupplierSyncError, type SupplierFeedSource } from './supplier-sync';

/** The sample feed's path on the local stack's Hosting emulator. */
export const SAMPLE_FEED_PATH = '/demo-data/supplier-feed.json';

/**
 * The Hosting emulator's address, from the emulator hub (the Functions emulator tells every function
 * where the hub is). Its port moves with EMULATOR_PORT_OFFSET, so it cannot be configured statically.
 */
async function hostingEmulatorOrigin(): Promise<string> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new SupplierSyncError('SUPPLIER_FEED_URL is not configured and no emulator hub is known.');
  let emulators: Record<string, { host: string; port: number } | undefined>;
  try {
    const response = await fetch(`http://${hub}/emulators`);
    emulators = (await response.json()) as typeof emulators;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SupplierSyncError(`The emulator hub could not say where the sample feed is (${reason}).`);
  }
  const hosting = emulators.hosting;
  if (!hosting)
    throw new SupplierSyncError(
      'SUPPLIER_FEED_URL is not configured and the Hosting emulator is not running.',
    );
  return `http://${hosting.host}:${hosting.port}`;
}

/** Params have values only inside the Functions runtime; in-process (tests) the environment gives them. */
function paramValue(read: () => string, name: string): string {
  let value: string;
  try {
    value = read();
  } catch {
    value = '';
  }
  return (value || process.env[name] || '').trim();
}

export async function supplierFeedSource(): Promise<SupplierFeedSource> {
  const url = paramValue(() => supplierFeedUrl.value(), 'SUPPLIER_FEED_URL');
  const token = paramValue(() => supplierFeedToken.value(), 'SUPPLIER_FEED_TOKEN');
  if (url) return { url, token };
  if (process.env.FUNCTIONS_EMULATOR === 'true') {
    return { url: `${await hostingEmulatorOrigin()}${SAMPLE_FEED_PATH}`, token };
  }
  throw new SupplierSyncError('The supplier feed address (SUPPLIER_FEED_URL) is not configured.');
}
