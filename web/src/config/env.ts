import type { Env } from './env-schema';

/**
 * The SPA's configuration, parsed once with zod (src/config/env-schema.ts) by vite.config.ts from
 * the mode's .env files and the environment, and inlined here at build time as `__SHOP_ENV__`.
 */
declare const __SHOP_ENV__: Env;

export const env: Readonly<Env> = __SHOP_ENV__;
export type { Env };
