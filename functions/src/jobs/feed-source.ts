// Where the supplier sync gets its feed: the configured SUPPLIER_FEED_URL with the SUPPLIER_FEED_TOKEN
// secret, or, in the Functions emulator with no URL configured, the sample feed the local stack's
// Hosting serves (scripts/sample-supplier-feed.ts writes it into web/public).
import { paramValue, supplierFeedToken, supplierFeedUrl } from '../config';
import { hostingEmulatorOrigin } from '../emulator-hosting';
import { SupplierSyncError, type SupplierFeedSource } from './supplier-sync';

/** The sample feed's path on the local stack's Hosting emulator. */
export const SAMPLE_FEED_PATH = '/demo-data/supplier-feed.json';

export async function supplierFeedSource(): Promise<SupplierFeedSource> {
  const url = paramValue(() => supplierFeedUrl.value(), 'SUPPLIER_FEED_URL');
  const token = paramValue(() => supplierFeedToken.value(), 'SUPPLIER_FEED_TOKEN');
  if (url) return { url, token };
  if (process.env.FUNCTIONS_EMULATOR === 'true') {
    let origin: string;
    try {
      origin = await hostingEmulatorOrigin();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new SupplierSyncError(`SUPPLIER_FEED_URL is not configured and ${reason}.`);
    }
    return { url: `${origin}${SAMPLE_FEED_PATH}`, token };
  }
  throw new SupplierSyncError('The supplier feed address (SUPPLIER_FEED_URL) is not configured.');
}
