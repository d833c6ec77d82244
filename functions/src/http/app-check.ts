// The App Check gate, the API's production gate: with APP_CHECK=enforce (config.ts) a request must
// carry a token that Firebase App Check issued to the shop's own web app, so a script calling the
// function, even with an anonymous visitor's ID token, is refused before any route, abuse counter or
// body parser runs. With APP_CHECK=monitor the same check only logs what it would refuse (the stage
// between shipping the site key and enforcing, docs/decisions.md rule 25). Off by default and always
// off in the Functions emulator.
import { API_BASE_PATH, API_ERROR_CODES, ONE_CLICK_UNSUBSCRIBE_ROUTE } from '@shop/domain';
import type { Request, RequestHandler } from 'express';
import type { App } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { config, type AppCheckMode } from '../config';
import { adminApp } from '../firebase-app';
import * as logs from '../logs';
import { HttpError, requestPath } from './errors';
import { check } from './middleware';

/** The header the Firebase web SDK's App Check token travels in (web/src/lib/api-client.ts sends it). */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

export interface AppCheckExemption {
  method: 'GET' | 'POST';
  /** The full path, as Express matches it: any case, an optional trailing slash. */
  path: string;
  /** Who calls it instead of the shop's web app. */
  caller: string;
}

/**
 * The routes of this app that answer without a token: their callers are not the shop's web app and
 * cannot get one. Every other route, the SPA's, the admin dashboard's and the spec's call forms
 * alike, is behind the gate, and so is any route added later. The shop's other HTTP functions are
 * never behind it: `stripeWebhook` (Stripe's servers; each event's signature is checked) and
 * `productPage` (/view, a page that browsers and link previews load).
 */
export const APP_CHECK_EXEMPTIONS: readonly AppCheckExemption[] = [
  { method: 'GET', path: `${API_BASE_PATH}/health`, caller: 'uptime checks' },
  { method: 'GET', path: '/sitemap.xml', caller: 'search engines (Hosting rewrites /sitemap.xml here)' },
  {
    method: 'POST',
    path: `${API_BASE_PATH}/${ONE_CLICK_UNSUBSCRIBE_ROUTE}`,
    caller: "mail clients' one-click Unsubscribe (RFC 8058; the mail's token is the only key)",
  },
];

function isExempt(req: Request): boolean {
  // A CORS preflight never carries the token (the SPA calls its own origin and sends none anyway).
  if (req.method === 'OPTIONS') return true;
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const path = req.path.replace(/(?<=.)\/$/, '').toLowerCase();
  return APP_CHECK_EXEMPTIONS.some(
    (exemption) => exemption.method === method && exemption.path.toLowerCase() === path,
  );
}

export interface AppCheckGateSettings {
  /** Whether a token is checked, and a request without a valid one refused or only logged: config.ts, APP_CHECK. */
  mode: AppCheckMode;
  /** The Admin SDK app that verifies tokens; the shop's own unless a test brings one. */
  app?: App;
}

/** Read per request: params have their values only while a function runs. */
const settingsFromConfig = (): AppCheckGateSettings => ({ mode: config().appCheck });

function appCheckRefused(reason: 'missing' | 'invalid'): HttpError {
  // The shopper may see this message: the SPA sends no token when App Check failed in the browser.
  return new HttpError(
    401,
    API_ERROR_CODES.unauthenticated,
    'The shop could not confirm that this request came from its website. Reload the page and try again.',
    { header: APP_CHECK_HEADER, reason },
  );
}

/**
 * Express middleware, the app's first: when App Check is enforced, a request to any route but
 * APP_CHECK_EXEMPTIONS is a JSON 401 `unauthenticated` unless its X-Firebase-AppCheck header holds
 * a token firebase-admin verifies (signed by App Check for this project, unexpired). Verification
 * failing for any reason, Google's keys out of reach included, refuses the request: a gate fails
 * closed, and the log says why. When monitored, the same requests are logged and let through.
 */
export function appCheckGate(settings: () => AppCheckGateSettings = settingsFromConfig): RequestHandler {
  return check(async (req) => {
    const { mode, app } = settings();
    if (mode === 'off' || isExempt(req)) return;
    const refuse = (reason: 'missing' | 'invalid', detail: string) => {
      if (mode === 'monitor') {
        logs.appCheckUnverified(requestPath(req), detail);
        return;
      }
      logs.appCheckRejected(requestPath(req), detail);
      throw appCheckRefused(reason);
    };
    const token = req.get(APP_CHECK_HEADER);
    if (!token) {
      refuse('missing', 'missing');
      return;
    }
    try {
      await getAppCheck(app ?? adminApp()).verifyToken(token);
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: unknown };
      refuse('invalid', `${String(code ?? 'error')}: ${String(message ?? error)}`);
    }
  });
}
