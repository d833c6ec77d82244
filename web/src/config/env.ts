import type { Env } from './env-schema';

/**
 * The SPA's configuration, parsed once with zod (src/config/env-schema.ts) by vite.config.ts from
 * the mode's .env files and the environment. vite.config.ts inlines each setting where it is read,
 * as `__SHOP_ENV__.<NAME>`, so a page carries only the settings its code reads: `env` holds what
 * every page may need (Firebase, the emulator switch); the Stripe key (config/payment-env.ts) and the
 * App Check site key (lib/firebase/app-check.ts) travel only with the code that uses them.
 */
declare const __SHOP_ENV__: Env;

export const env = {
  USE_EMULATORS: __SHOP_ENV__.USE_EMULATORS,
  FIREBASE_PROJECT_ID: __SHOP_ENV__.FIREBASE_PROJECT_ID,
  FIREBASE_API_KEY: __SHOP_ENV__.FIREBASE_API_KEY,
  FIREBASE_AUTH_DOMAIN: __SHOP_ENV__.FIREBASE_AUTH_DOMAIN,
  FIREBASE_STORAGE_BUCKET: __SHOP_ENV__.FIREBASE_STORAGE_BUCKET,
  FIREBASE_APP_ID: __SHOP_ENV__.FIREBASE_APP_ID,
  FIREBASE_MEASUREMENT_ID: __SHOP_ENV__.FIREBASE_MEASUREMENT_ID,
} as const satisfies Partial<Env>;
export type { Env };
