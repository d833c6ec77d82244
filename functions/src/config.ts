// The functions' configuration, read once. Deploy-time values (region, instance limits) are constants
// because firebase-tools reads them while loading the code; run-time values are Firebase params, set in
// functions/.env(.<project>) or prompted for by the CLI on deploy.
import { SHOP_IDENTITY_SETTINGS, shopIdentityFromSettings, type ShopIdentity } from '@shop/domain';
import { defineInt, defineSecret, defineString, select } from 'firebase-functions/params';
import * as logs from './logs';

/** Where every function runs: close to the shop's Dutch customers; Hosting rewrites point here. */
export const region = 'europe-west1';

/** Ceiling on concurrently running instances, so a traffic spike cannot run up the bill unbounded. */
export const maxInstances = 10;

/**
 * Instances of the API kept started while no request comes (docs/decisions.md rule 78): 1 in
 * production, so the first shopper after a quiet hour does not wait for a cold start; 0 turns it off.
 * A deploy-time param in functions/.env.<project> (docs/deploy.md); the Functions emulator keeps no
 * instance warm whatever it says, and functions/.env.local sets 0.
 */
export const apiMinInstances = defineInt('API_MIN_INSTANCES', {
  default: 1,
  description: 'API instances kept warm (1: no cold start for the first shopper after idle; 0: none).',
});

/**
 * How many proxies append to X-Forwarded-For between the client and the API, after the client's own
 * entry: Firebase Hosting's CDN, which the shop's API is called through. The abuse limits count the
 * client address found there (http/abuse-limits.ts); change it if another proxy is put in front.
 */
export const trustedProxyHops = 1;

/**
 * No default: a deploy without it would put 127.0.0.1 in e-mails, the sitemap and canonical links.
 * `firebase deploy` asks for it unless functions/.env.<project> sets it (npm run deploy:check names
 * it); the Functions emulator reads the local stack's from functions/.env.local.
 */
const shopBaseUrl = defineString('SHOP_BASE_URL', {
  description: 'Public address of the shop, https://..., used for links in e-mails (no trailing slash).',
});

/**
 * Stripe's secret API key (sk_live_... / sk_test_...) and the webhook endpoint's signing secret
 * (whsec_...): Firebase secrets, set with `firebase functions:secrets:set`. The Functions emulator
 * reads them from functions/.secret.local, whose committed placeholders are no Stripe key: the local
 * stack then takes payments with the test payment provider (payments/provider.ts).
 */
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

/**
 * The API's App Check gate (http/app-check.ts; docs/api.md, "App Check: the production gate"):
 * `monitor` once the SPA built with VITE_APP_CHECK_SITE_KEY is live (tokens are checked and every
 * request without a valid one is logged, none refused), then `enforce` when the logs show only
 * stragglers; `off` (the default) reads none. Set in functions/.env.<project> (docs/decisions.md rule 25).
 */
const appCheck = defineString('APP_CHECK', {
  default: 'off',
  input: select(['off', 'monitor', 'enforce']),
  description: 'monitor: log requests without a valid App Check token; enforce: refuse them (docs/api.md).',
});

/** What the API's App Check gate does with a request's token. */
export type AppCheckMode = 'off' | 'monitor' | 'enforce';

/**
 * The shop's identity (docs/decisions.md rule 45): legal name, address, KvK and VAT numbers, service
 * e-mail and phone, as the mails quote them and the service address receives staff mail. Params in
 * functions/.env.<project>; empty on the emulators, whose demo- project shows the demo's.
 */
const shopIdentitySettings = Object.values(SHOP_IDENTITY_SETTINGS).map((name) =>
  defineString(name, { default: '', description: "The shop's identity (README, Configuration)." }),
);

let identity: ShopIdentity | undefined;

/** The shop's identity, read on first use (params have values only while a function runs). */
export function shopIdentity(): ShopIdentity {
  identity ??= shopIdentityFromSettings(
    Object.fromEntries(
      shopIdentitySettings.map((param) => [param.name, param.value() || process.env[param.name]]),
    ),
    '',
    process.env.GCLOUD_PROJECT,
  );
  return identity;
}

export interface FunctionsConfig {
  /** Public address of the storefront, for links in e-mails. */
  shopBaseUrl: string;
  /** What the API does with App Check tokens (APP_CHECK; http/app-check.ts says where). */
  appCheck: AppCheckMode;
}

let loaded: FunctionsConfig | undefined;

/**
 * Run-time configuration. Params only have values while a function runs (not while firebase-tools
 * loads the code), so this is read on first use and then kept. Outside the Functions runtime (the API
 * tests run the app in-process) a param's default is not applied, hence the fallbacks.
 */
export function config(): FunctionsConfig {
  loaded ??= {
    shopBaseUrl: requiredShopBaseUrl(shopBaseUrl.value() || process.env.SHOP_BASE_URL),
    appCheck: appCheckMode(
      appCheck.value() || process.env.APP_CHECK,
      process.env.FUNCTIONS_EMULATOR === 'true',
    ),
  };
  return loaded;
}

/** SHOP_BASE_URL without a trailing slash; its absence is a configuration error, said plainly. */
export function requiredShopBaseUrl(setting: string | undefined): string {
  const url = (setting ?? '').trim().replace(/\/+$/, '');
  if (!url)
    throw new Error('SHOP_BASE_URL is not set (functions/.env.<project>): the shop has no public address.');
  return url;
}

/**
 * The APP_CHECK setting read as the gate's mode. Never on in the Functions emulator: the local stack's
 * browsers get no App Check tokens (a demo- project has no reCAPTCHA key) and nothing can verify
 * them offline. Any value but `off` (or none) and `monitor` enforces, logged when it is not
 * `enforce`: a misspelt security switch fails closed.
 */
export function appCheckMode(setting: string | undefined, inFunctionsEmulator: boolean): AppCheckMode {
  const value = (setting ?? '').trim();
  if (value === '' || value === 'off') return 'off';
  if (inFunctionsEmulator) {
    logs.appCheckIgnoredInEmulator(value);
    return 'off';
  }
  if (value === 'monitor') return 'monitor';
  if (value !== 'enforce') logs.appCheckSettingUnknown(value);
  return 'enforce';
}

/**
 * The supplier feed (docs/decisions.md rule 13): its address, a param (functions/.env.<project>), and the
 * token it wants, a Firebase secret (`firebase functions:secrets:set SUPPLIER_FEED_TOKEN`). Left
 * empty in the Functions emulator, the sync reads the sample feed the local stack's Hosting serves
 * (jobs/feed-source.ts).
 */
export const supplierFeedUrl = defineString('SUPPLIER_FEED_URL', {
  default: '',
  description: 'Address of the supplier feed (HTTP JSON). Empty in the emulator: the local sample feed.',
});
export const supplierFeedToken = defineSecret('SUPPLIER_FEED_TOKEN');

/** Params have values only inside the Functions runtime; in-process (tests) the environment gives them. */
export function paramValue(read: () => string, name: string): string {
  let value: string;
  try {
    value = read();
  } catch {
    value = '';
  }
  return (value || process.env[name] || '').trim();
}

/**
 * Hosts the image pipeline may read product pictures from besides the shop itself, its Storage bucket
 * and the supplier feed's host (docs/decisions.md rule 40): a photographer's or a CDN's, as
 * `host` or `host:port`, comma-separated. Pictures from any other host are refused.
 */
export const imageHosts = defineString('IMAGE_HOSTS', {
  default: '',
  description:
    'Extra hosts product pictures may come from (comma-separated), besides the shop and the supplier.',
});
