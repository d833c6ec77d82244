// The functions' configuration, read once. Deploy-time values (region, instance limits) are constants
// because firebase-tools reads them while loading the code; run-time values are Firebase params, set in
// functions/.env(.<project>) or prompted for by the CLI on deploy.
import { defineString } from 'firebase-functions/params';

/** Where every function runs: close to the shop's Dutch customers; Hosting rewrites point here. */
export const region = 'europe-west1';

/** Ceiling on concurrently running instances, so a traffic spike cannot run up the bill unbounded. */
export const maxInstances = 10;

const localShopUrl = 'http://127.0.0.1:5000';

const shopBaseUrl = defineString('SHOP_BASE_URL', {
  default: localShopUrl,
  description: 'Public address of the shop, used for links in e-mails (no trailing slash).',
});

export interface FunctionsConfig {
  /** Public address of the storefront, for links in e-mails. */
  shopBaseUrl: string;
}

let loaded: FunctionsConfig | undefined;

/**
 * Run-time configuration. Params only have values while a function runs (not while firebase-tools
 * loads the code), so this is read on first use and then kept. Outside the Functions runtime (the API
 * tests run the app in-process) a param's default is not applied, hence the fallbacks.
 */
export function config(): FunctionsConfig {
  loaded ??= {
    shopBaseUrl: (shopBaseUrl.value() || process.env.SHOP_BASE_URL || localShopUrl).replace(/\/+$/, ''),
  };
  return loaded;
}
