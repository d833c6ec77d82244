// Where the image pipeline may read pictures (docs/decisions.md rule 40): the shop's own Hosting, the
// project's Storage bucket, the supplier feed's host and IMAGE_HOSTS. Read once per instance.
import type { PictureSources } from '@shop/domain';
import { config, imageHosts, paramValue, supplierFeedUrl } from '../config';
import { hostingEmulatorOrigin } from '../emulator-hosting';

let loaded: Promise<PictureSources> | undefined;

export function pictureSources(): Promise<PictureSources> {
  loaded ??= readPictureSources().catch((error: unknown) => {
    loaded = undefined; // the hub may just not be up yet: ask again next time
    throw error;
  });
  return loaded;
}

async function readPictureSources(): Promise<PictureSources> {
  // In the emulator SHOP_BASE_URL names the default stack's port; the hub knows this stack's.
  const shopOrigin =
    process.env.FUNCTIONS_EMULATOR === 'true' ? await hostingEmulatorOrigin() : config().shopBaseUrl;
  const feed = paramValue(() => supplierFeedUrl.value(), 'SUPPLIER_FEED_URL');
  const configured = paramValue(() => imageHosts.value(), 'IMAGE_HOSTS');
  const hosts = configured
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  if (feed) hosts.push(new URL(feed).host);
  // The local stack's Storage emulator, where it runs: uploads are read from it as from the bucket.
  const storageEmulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (process.env.FUNCTIONS_EMULATOR === 'true' && storageEmulator)
    hosts.push(storageEmulator.replace(/^https?:\/\//, ''));
  const project = process.env.GCLOUD_PROJECT ?? '';
  return {
    shopOrigin,
    hosts,
    storageBuckets: project ? [`${project}.firebasestorage.app`, `${project}.appspot.com`] : [],
  };
}
