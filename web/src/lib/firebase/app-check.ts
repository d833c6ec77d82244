import type { Env } from '@/config/env';
import { useEmulators } from './emulators';

declare const __SHOP_ENV__: Env;

/** The header the API's App Check gate reads (functions/src/http/app-check.ts). */
const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

type Session = typeof import('./app-check-session');
let session: Promise<Session> | null = null;

/**
 * The App Check header for an API call: the token that tells the API this request comes from the
 * shop's own web app (docs/api.md, "App Check: the production gate"). With no site key configured, or in the emulator
 * build (the local stack's API never enforces App Check, and a demo- project has no App Check to
 * ask), it is empty and App Check is never loaded; otherwise the first API call loads it. The light
 * half, like auth.ts: the SDK and reCAPTCHA Enterprise live in app-check-session.ts.
 *
 * A token that cannot be had (reCAPTCHA blocked or unreachable) sends the call without one: the API
 * decides, refusing it only where App Check is enforced, so a site key that goes live before the API
 * enforces App Check never breaks the shop.
 */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  // Inlined here, not in config/env.ts: only API calls need it (vite.config.ts).
  const siteKey = __SHOP_ENV__.APP_CHECK_SITE_KEY;
  if (!siteKey || useEmulators) return {};
  session ??= import('./app-check-session').catch((error: unknown) => {
    session = null;
    throw error;
  });
  try {
    return { [APP_CHECK_HEADER]: await (await session).appCheckToken(siteKey) };
  } catch (error) {
    console.warn('No App Check token for this request', error);
    return {};
  }
}
