import type { Env } from './env-schema';

declare const __SHOP_ENV__: Env;

/**
 * Stripe's publishable key, or undefined on the local stack (the test payment provider): only the
 * checkout reads it, so it is not in config/env.ts, which every page loads.
 */
export const stripePublishableKey = __SHOP_ENV__.STRIPE_PUBLISHABLE_KEY;
